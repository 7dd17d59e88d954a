import type { FormDefinition, FormRecord, FormVersion } from '@ccms/api-client';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wfFormRecords, wfForms } from '../../db/schema';
import { DEMO_COMPANY_ID } from '../../db/seed';
import { OTHER_COMPANY, seedTestTenants } from '../../test/companies';
import { createTestApp, type TestApp } from '../../test/createTestApp';
import { seedForms } from './seed';

// Rich text sanitised on save, the tree form (wf-treegrid) and definition versions (wf-form/{version}).

let t: TestApp;
let admin: string;
let zhangsan: string;
let bob: string;

beforeAll(async () => {
  t = await createTestApp({ captchaEnabled: false });
  await seedTestTenants(t.database.db, t.clock.now());
  admin = await t.tokenOf('admin', 'Admin@123456');
  zhangsan = await t.tokenOf('zhangsan', 'Staff@123456');
  bob = await t.tokenOf(OTHER_COMPANY.adminLogin, OTHER_COMPANY.password);
}, 120_000);
afterAll(() => t.close());

const as = <T>(token: string, options: InjectOptions) =>
  t.call<T>({ ...options, headers: { AuthToken: token, ...options.headers } });
const post = <T>(token: string, url: string, payload: unknown) =>
  as<T>(token, { method: 'POST', url: `/api${url}`, payload: payload as object });
const get = <T>(token: string, url: string) => as<T>(token, { method: 'GET', url: `/api${url}` });
const del = <T>(token: string, url: string) =>
  as<T>(token, { method: 'DELETE', url: `/api${url}` });

const CAT = 'form-rec-asset-cat-';

describe('rich text', () => {
  it('stores a staff notice body sanitised: no script, no event handlers, formatting kept', async () => {
    const saved = await post<FormRecord>(admin, '/form/staffNotice', {
      values: {
        title: '消防演练通知',
        publishDate: '2026-04-01',
        body:
          '<p style="color: red" onmouseover="steal()">周五下午<strong>消防演练</strong></p>' +
          '<script>fetch("/api/x")</script><a href="javascript:alert(1)">详情</a>' +
          '<img src="https://example.com/a.png" onerror="alert(2)">',
      },
    });
    expect(saved.body.success, saved.body.msg).toBe(true);
    const body = String(saved.body.data.values['body']);
    expect(body).toBe(
      '<p style="color:red">周五下午<strong>消防演练</strong></p><a>详情</a>' +
        '<img src="https://example.com/a.png" />',
    );
    const [stored] = await t.database.db
      .select({ values: wfFormRecords.values })
      .from(wfFormRecords)
      .where(eq(wfFormRecords.id, saved.body.data.id));
    expect(JSON.stringify(stored!.values)).not.toMatch(/script|onmouseover|onerror|javascript/i);
  });

  it('refuses a required body that is only markup', async () => {
    const bad = await post(admin, '/form/staffNotice', {
      values: { title: '空通知', publishDate: '2026-04-01', body: '<p><script>x</script></p>' },
    });
    expect(bad.response.statusCode).toBe(400);
    expect(bad.body.msg).toBe('请填写「正文」');
  });

  it('seeds the staff notice with a rich-text body', async () => {
    const { body } = await get<FormRecord>(admin, '/form/staffNotice/form-rec-staff-notice-1');
    expect(body.success, body.msg).toBe(true);
    expect(String(body.data.values['body'])).toContain('<strong>2 月 15 日至 2 月 23 日</strong>');
  });
});

describe('tree form 资产分类', () => {
  it('seeds the categories with their parents and declares the parent field', async () => {
    const display = await get<{ form: FormDefinition }>(
      admin,
      '/b/wf/form/display?formCode=assetCategory',
    );
    expect(display.body.data.form.treeParent).toBe('parentId');
    const list = await post<{ data: FormRecord[] }>(admin, '/form/assetCategory/queryList', {
      pageSize: 500,
    });
    const parents: Record<string, unknown> = Object.fromEntries(
      list.body.data.data.map((r): [string, unknown] => [
        String(r.values['name']),
        r.values['parentId'],
      ]),
    );
    expect(parents).toEqual({
      办公设备: null,
      计算机: `${CAT}office`,
      打印复印设备: `${CAT}office`,
      办公家具: null,
      办公桌椅: `${CAT}furniture`,
    });
  });

  it('adds a child under a category and refuses unknown parents and other forms’ records', async () => {
    const child = await post<FormRecord>(admin, '/form/assetCategory', {
      values: { name: '笔记本电脑', parentId: `${CAT}computer` },
    });
    expect(child.body.success, child.body.msg).toBe(true);
    const unknown = await post(admin, '/form/assetCategory', {
      values: { name: '无主', parentId: 'no-such-record' },
    });
    expect(unknown.body.success).toBe(false);
    expect(unknown.body.msg).toBe('「上级分类」须为本表单中已有记录的编号');
    const foreignForm = await post(admin, '/form/assetCategory', {
      values: { name: '串表', parentId: 'form-rec-meeting-1' },
    });
    expect(foreignForm.body.msg).toBe('「上级分类」须为本表单中已有记录的编号');
  });

  it('refuses cycles: a category under itself or under its own descendant', async () => {
    const self = await post(admin, '/form/assetCategory', {
      id: `${CAT}office`,
      values: { parentId: `${CAT}office` },
    });
    expect(self.body.msg).toBe('上级记录不能是它自己或它的下级');
    const loop = await post(admin, '/form/assetCategory', {
      id: `${CAT}office`,
      values: { parentId: `${CAT}printer` },
    });
    expect(loop.body.success).toBe(false);
    expect(loop.body.msg).toBe('上级记录不能是它自己或它的下级');
    const moved = await post<FormRecord>(admin, '/form/assetCategory', {
      id: `${CAT}printer`,
      values: { parentId: `${CAT}furniture` },
    });
    expect(moved.body.success, moved.body.msg).toBe(true);
    expect(moved.body.data.values['name']).toBe('打印复印设备');
  });

  it('refuses deleting a category that has children; a leaf goes', async () => {
    const parent = await del(admin, `/form/assetCategory/${CAT}furniture`);
    expect(parent.body.success).toBe(false);
    expect(parent.body.msg).toContain('下级记录');
    const leaf = await del(admin, `/form/assetCategory/${CAT}desk`);
    expect(leaf.body.success, leaf.body.msg).toBe(true);
  });

  it('refuses a parent field that is not a text field of the form', async () => {
    const bad = await post(admin, '/b/wf/form', {
      code: 'badTree',
      name: '坏树',
      permission: 'demo:tree',
      treeParent: 'amount',
      fields: [{ key: 'amount', label: '金额', type: 'money' }],
    });
    expect(bad.response.statusCode).toBe(400);
    expect(bad.body.msg).toContain('上级字段须为表单中的单行文本字段');
  });

  it('keeps another company out of the tree', async () => {
    expect((await post(bob, '/form/assetCategory/queryList', {})).response.statusCode).toBe(404);
  });
});

describe('form versions', () => {
  it('bumps the version on each designer save and keeps the earlier definitions', async () => {
    const created = await post<FormDefinition>(admin, '/b/wf/form', {
      code: 'versioned',
      name: '版本表单',
      permission: 'demo:versioned',
      fields: [{ key: 'name', label: '名称', type: 'text', listed: true }],
    });
    expect(created.body.data.version).toBe(1);
    const form = created.body.data;
    const recordV1 = await post<FormRecord>(admin, '/form/versioned', {
      values: { name: '第一版的记录' },
    });
    expect(recordV1.body.data.formVersion).toBe(1);

    const edited = await post<FormDefinition>(admin, '/b/wf/form', {
      id: form.id,
      code: 'versioned',
      name: '版本表单',
      permission: 'demo:versioned',
      fields: [
        { key: 'name', label: '名称', type: 'text', listed: true },
        { key: 'note', label: '说明', type: 'richText' },
      ],
    });
    expect(edited.body.data.version).toBe(2);
    const recordV2 = await post<FormRecord>(admin, '/form/versioned', {
      values: { name: '第二版的记录', note: '<p>新字段</p>' },
    });
    expect(recordV2.body.data.formVersion).toBe(2);
    // The first record still says the version it was saved with.
    const again = await get<FormRecord>(admin, `/form/versioned/${recordV1.body.data.id}`);
    expect(again.body.data.formVersion).toBe(1);

    const versions = await get<FormVersion[]>(admin, `/b/wf/form/${form.id}/versions`);
    expect(versions.body.data.map((v) => [v.version, v.current, v.fieldCount])).toEqual([
      [2, true, 2],
      [1, false, 1],
    ]);
    const v1 = await get<FormDefinition>(admin, `/b/wf/form/${form.id}/versions/1`);
    expect(v1.body.success, v1.body.msg).toBe(true);
    expect(v1.body.data.version).toBe(1);
    expect(v1.body.data.fields.map((f) => f.key)).toEqual(['name']);
    const v2 = await get<FormDefinition>(admin, `/b/wf/form/${form.id}/versions/2`);
    expect(v2.body.data.fields.map((f) => f.key)).toEqual(['name', 'note']);
    const v9 = await get(admin, `/b/wf/form/${form.id}/versions/9`);
    expect(v9.body.success).toBe(false);
    expect(v9.body.msg).toBe('表单「版本表单」没有第 9 版');
  });

  it('shows versions to those who may display the form only, never to another company', async () => {
    // 张三 starts flows, so he may display forms; the version list is the designer's.
    const shown = await get(zhangsan, '/b/wf/form/form-supplies-receive/versions/1');
    expect(shown.body.success, shown.body.msg).toBe(true);
    expect(
      (await get(zhangsan, '/b/wf/form/form-supplies-receive/versions')).response.statusCode,
    ).toBe(403);
    expect(
      (await get(bob, '/b/wf/form/form-supplies-receive/versions/1')).response.statusCode,
    ).toBe(404);
    expect((await get(bob, '/b/wf/form/form-supplies-receive/versions')).response.statusCode).toBe(
      404,
    );
  });
});

describe('seeding a database that has the forms already', () => {
  it('adds the later tree form with its records and leaves the other forms’ records alone', async () => {
    const db = t.database.db;
    await db.delete(wfFormRecords).where(eq(wfFormRecords.formId, 'form-asset-category'));
    await db.delete(wfForms).where(eq(wfForms.id, 'form-asset-category'));
    const before = await db.select({ id: wfFormRecords.id }).from(wfFormRecords);
    await seedForms(db, DEMO_COMPANY_ID, t.clock.now());
    const after = await db
      .select({ id: wfFormRecords.id, formId: wfFormRecords.formId })
      .from(wfFormRecords);
    expect(after.filter((r) => r.formId === 'form-asset-category')).toHaveLength(5);
    expect(after.length).toBe(before.length + 5);
    const [form] = await db.select().from(wfForms).where(eq(wfForms.id, 'form-asset-category'));
    expect(form?.treeParent).toBe('parentId');
    // Once there, a second run adds nothing.
    await seedForms(db, DEMO_COMPANY_ID, t.clock.now());
    expect(await db.select({ id: wfFormRecords.id }).from(wfFormRecords)).toHaveLength(
      after.length,
    );
  });
});
