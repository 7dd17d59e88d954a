import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readWorkbook } from '../modules/excel/workbook';
import { createTestApp, type TestApp } from '../test/createTestApp';

// Contract messages are written in Chinese; a failure answers them in the request's language.
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.tokenOf('admin', 'Admin@123456');
});
afterAll(() => t.close());

const asAdmin = (options: InjectOptions, language?: string) =>
  t.call({
    ...options,
    headers: { AuthToken: admin, ...(language ? { 'accept-language': language } : {}) },
  });

const saveUnnamedArea = (language?: string) =>
  asAdmin({ method: 'POST', url: '/api/a/bd/area', payload: { name: '  ', sort: 1 } }, language);

describe('a contract message in a validation failure', () => {
  it('given no Accept-Language, answers it in Chinese as the contract writes it', async () => {
    const { response, body } = await saveUnnamedArea();
    expect(response.statusCode).toBe(400);
    expect(body).toMatchObject({ success: false, msg: 'name：请输入区域名称' });
  });

  it.each([
    ['zh-CN,zh;q=0.9', 'name：请输入区域名称'],
    ['en-US,en;q=0.9', 'name: Enter the area name'],
    ['es', 'name: Introduzca el nombre del área'],
  ])('given Accept-Language %s, answers %s', async (language, msg) => {
    const { response, body } = await saveUnnamedArea(language);
    expect(response.statusCode).toBe(400);
    expect(body).toMatchObject({ success: false, msg });
  });

  it('when the message names its field, keeps one field name and translates the rest', async () => {
    const { body } = await t.call({
      method: 'POST',
      url: '/api/login',
      payload: { username: '', password: 'Admin@123456' },
      headers: { 'accept-language': 'en' },
    });
    expect(body).toMatchObject({ success: false, msg: 'username: Enter your username' });
  });

  it('when a handler throws the failure itself, translates it the same way', async () => {
    // The path's password is checked by the handler against the contract's password rule.
    const { response, body } = await asAdmin(
      { method: 'PUT', url: '/api/b/member/resetPassword/member-wang/abcdefgh' },
      'es',
    );
    expect(response.statusCode).toBe(400);
    expect(body.msg).toBe(
      'password: Al menos 8 caracteres, con al menos dos de estos tipos: letras, números y caracteres especiales',
    );
  });

  it("leaves zod's own messages in the request's language", async () => {
    const { body } = await asAdmin(
      { method: 'POST', url: '/api/a/bd/area', payload: { name: '华中', sort: -1 } },
      'en',
    );
    expect(body.msg).toMatch(/^sort: Too small/);
  });
});

describe('values a handler puts into a failure', () => {
  it('given a file without a suffix, refuses it with its own message, not a Chinese placeholder', async () => {
    await expect(readWorkbook(Buffer.from('a,b'), '')).rejects.toMatchObject({
      key: 'excel.suffixMissing',
    });
  });
});
