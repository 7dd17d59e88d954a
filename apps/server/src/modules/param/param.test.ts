import { paramList, toBasicParams } from '@ccms/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/createTestApp';

describe('paramList with the captcha on (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is open before sign-in and parses into the basic parameters', async () => {
    const { response, body } = await t.call({ method: 'GET', url: '/api/share/param/paramList' });
    expect(response.statusCode).toBe(200);
    const params = toBasicParams(paramList.data.parse(body.data));
    expect(params).toMatchObject({
      'sys.name': '造价咨询管理平台',
      'sys.copyright': '© 2026 示例造价咨询有限公司',
      'cas.login': false,
      'cost.login': false,
      isPrivate: false,
      ProjectCostIndustryName: '行业,建筑工程',
      'file.suffix': 'doc,docx,xls,xlsx,pdf,jpg,jpeg,png,zip,rar',
      'captcha.enabled': true,
    });
    expect(Object.keys(params)).toEqual(
      expect.arrayContaining(['sys.logo', 'wise.costcloud.url', 'map.key']),
    );
  });
});

describe('paramList and login with CAPTCHA=off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ captchaEnabled: false });
  });
  afterAll(() => t.close());

  it('says captcha.enabled is false', async () => {
    const { body } = await t.call({ method: 'GET', url: '/api/share/param/paramList' });
    expect(toBasicParams(paramList.data.parse(body.data))['captcha.enabled']).toBe(false);
  });

  it('signs in without a captcha', async () => {
    const { body } = await t.call({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'admin', password: 'Admin@123456' },
    });
    expect(body.success).toBe(true);
  });
});
