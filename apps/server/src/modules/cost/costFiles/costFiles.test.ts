import type { CostFile, CostFileProject } from '@ccms/api-client';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTHER_COMPANY, seedTestTenants } from '../../../test/companies';
import { createTestApp, type TestApp } from '../../../test/createTestApp';
import { filePart, multipart } from '../../../test/multipart';
import { DEMO_COST_PROJECT_ID } from '../demoIds';

let t: TestApp;
let admin: string;
let zhangsan: string;
let lisi: string;
let bob: string;
beforeAll(async () => {
  t = await createTestApp({ captchaEnabled: false });
  await seedTestTenants(t.database.db, t.clock.now());
  admin = await t.tokenOf('admin', 'Admin@123456');
  zhangsan = await t.tokenOf('zhangsan', 'Staff@123456');
  lisi = await t.tokenOf('lisi', 'Staff@123456');
  bob = await t.tokenOf(OTHER_COMPANY.adminLogin, OTHER_COMPANY.password);
}, 180_000);
afterAll(() => t.close());

const as = <T>(token: string, options: InjectOptions) =>
  t.call<T>({ ...options, headers: { AuthToken: token, ...options.headers } });
const post = <T>(token: string, url: string, payload: object) =>
  as<T>(token, { method: 'POST', url: `/api${url}`, payload });

async function upload(token: string, name: string, content: string): Promise<string> {
  const { payload, headers } = multipart([filePart(name, content)]);
  const { body } = await as<string[]>(token, {
    method: 'POST',
    url: '/api/b/fileItem/upload',
    payload,
    headers,
  });
  expect(body.success, body.msg).toBe(true);
  return body.data[0]!;
}

const list = async (token: string, params: object = {}) => {
  const { body } = await post<{ total: number; data: CostFile[] }>(
    token,
    '/b/cost/file/queryList',
    { pageNo: 1, pageSize: 20, params },
  );
  expect(body.success, body.msg).toBe(true);
  return body.data;
};

describe('造价文件管理', () => {
  let first: CostFile;

  it('given an uploaded file, when a cost engineer saves it for a project and stage, it is listed', async () => {
    const projects = await as<CostFileProject[]>(zhangsan, {
      method: 'GET',
      url: '/api/b/cost/file/projects',
    });
    expect(projects.body.data.map((p) => p.id)).toContain(DEMO_COST_PROJECT_ID);

    const fileId = await upload(zhangsan, '结算审核报告.pdf', '%PDF-1.4 v1');
    const saved = await post<CostFile>(zhangsan, '/b/cost/file', {
      projectId: DEMO_COST_PROJECT_ID,
      stage: 'settlement',
      name: '结算审核报告',
      fileId,
      remark: '初稿',
    });
    expect(saved.body.success, saved.body.msg).toBe(true);
    first = saved.body.data;
    expect(first).toMatchObject({
      version: 1,
      versionCount: 1,
      stage: 'settlement',
      fileName: '结算审核报告.pdf',
      createdBy: 'user-zhangsan',
    });
    const page = await list(zhangsan);
    expect(page.data.map((row) => row.name)).toEqual(['结算审核报告']);
  });

  it('given a document, a new version is numbered on and the list shows only the latest', async () => {
    t.clock.advance(60_000);
    const fileId = await upload(zhangsan, '结算审核报告-终稿.pdf', '%PDF-1.4 v2');
    const saved = await post<CostFile>(zhangsan, '/b/cost/file', {
      documentId: first.documentId,
      projectId: DEMO_COST_PROJECT_ID,
      stage: 'settlement',
      name: '结算审核报告',
      fileId,
    });
    expect(saved.body.success, saved.body.msg).toBe(true);
    expect(saved.body.data).toMatchObject({ version: 2, versionCount: 2 });
    const page = await list(zhangsan);
    expect(page.total).toBe(1);
    expect(page.data[0]).toMatchObject({ version: 2, fileName: '结算审核报告-终稿.pdf' });
    const versions = await as<CostFile[]>(zhangsan, {
      method: 'GET',
      url: `/api/b/cost/file/${first.documentId}/versions`,
    });
    expect(versions.body.data.map((row) => [row.version, row.fileName])).toEqual([
      [2, '结算审核报告-终稿.pdf'],
      [1, '结算审核报告.pdf'],
    ]);
  });

  it('searches by words of the name, the file or the project, and filters by stage', async () => {
    const fileId = await upload(admin, '概算书.xlsx', 'estimate');
    await post(admin, '/b/cost/file', {
      projectId: DEMO_COST_PROJECT_ID,
      stage: 'preliminary',
      name: '初步设计概算',
      fileId,
    });
    expect((await list(zhangsan, { keyword: '终稿' })).data.map((r) => r.name)).toEqual([
      '结算审核报告',
    ]);
    expect((await list(zhangsan, { stage: 'preliminary' })).data.map((r) => r.name)).toEqual([
      '初步设计概算',
    ]);
    expect((await list(zhangsan, { keyword: '%' })).total).toBe(0);
    expect((await list(zhangsan, { projectId: DEMO_COST_PROJECT_ID })).total).toBe(2);
  });

  it('refuses without the permissions, and unknown projects or files', async () => {
    // 李四 (finance) has no cost menus.
    expect((await post(lisi, '/b/cost/file/queryList', {})).response.statusCode).toBe(403);
    const fileId = await upload(zhangsan, 'a.pdf', 'a');
    const unknown = await post(zhangsan, '/b/cost/file', {
      projectId: 'no-such-project',
      stage: 'budget',
      name: '预算书',
      fileId,
    });
    expect(unknown.response.statusCode).toBe(400);
    const noFile = await post(zhangsan, '/b/cost/file', {
      projectId: DEMO_COST_PROJECT_ID,
      stage: 'budget',
      name: '预算书',
      fileId: 'no-such-file',
    });
    expect(noFile.response.statusCode).toBe(400);
    const badStage = await post(zhangsan, '/b/cost/file', {
      projectId: DEMO_COST_PROJECT_ID,
      stage: 'whatever',
      name: '预算书',
      fileId,
    });
    expect(badStage.response.statusCode).toBe(400);
  });

  it('keeps another company out: it lists nothing and cannot add a version or delete', async () => {
    expect((await list(bob)).total).toBe(0);
    const fileId = await upload(bob, 'x.pdf', 'x');
    const version = await post(bob, '/b/cost/file', {
      documentId: first.documentId,
      projectId: DEMO_COST_PROJECT_ID,
      stage: 'settlement',
      name: 'x',
      fileId,
    });
    expect(version.response.statusCode).toBe(400);
    const deleted = await as(bob, {
      method: 'DELETE',
      url: `/api/b/cost/file/${first.documentId}`,
    });
    expect(deleted.response.statusCode).toBe(404);
  });

  it('deletes a document with all its versions', async () => {
    const deleted = await as(zhangsan, {
      method: 'DELETE',
      url: `/api/b/cost/file/${first.documentId}`,
    });
    expect(deleted.body.success, deleted.body.msg).toBe(true);
    expect((await list(zhangsan)).data.map((r) => r.name)).toEqual(['初步设计概算']);
    const versions = await as(zhangsan, {
      method: 'GET',
      url: `/api/b/cost/file/${first.documentId}/versions`,
    });
    expect(versions.response.statusCode).toBe(404);
  });
});
