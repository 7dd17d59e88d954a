import { mkdtempSync, readdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FileItem } from '@ccms/api-client';
import { count, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileItems } from '../../db/schema';
import { OTHER_COMPANY, seedTestTenants } from '../../test/companies';
import { createTestApp, type TestApp } from '../../test/createTestApp';
import { filePart as file, multipart, type Part } from '../../test/multipart';
import { unzip } from '../../test/zip';
import { createLocalFileStorage, type FileStorage } from './storage';

type Page = { total: number; data: FileItem[] };

const refs = (refRecordId: string, refModule = 'project', businessId?: string): Part[] => [
  { name: 'refModule', value: refModule },
  { name: 'refRecordId', value: refRecordId },
  ...(businessId ? [{ name: 'businessId', value: businessId }] : []),
];

let t: TestApp;
let filesDir: string;
/** Set to make the next storage write fail, as a full disk would. */
let failNextPut = false;
const tokens = { admin: '', zhangsan: '', lisi: '', bob: '' };

beforeAll(async () => {
  filesDir = mkdtempSync(join(tmpdir(), 'ccms-files-test-'));
  const local = createLocalFileStorage(filesDir);
  const storage: FileStorage = {
    ...local,
    put(key, content) {
      if (!failNextPut) return local.put(key, content);
      failNextPut = false;
      content.resume();
      return Promise.reject(new Error('disk full'));
    },
  };
  t = await createTestApp({ fileStorage: storage });
  await seedTestTenants(t.database.db, t.clock.now());
  tokens.admin = await t.tokenOf('admin', 'Admin@123456');
  tokens.zhangsan = await t.tokenOf('zhangsan', 'Staff@123456');
  tokens.lisi = await t.tokenOf('lisi', 'Staff@123456');
  tokens.bob = await t.tokenOf(OTHER_COMPANY.adminLogin, OTHER_COMPANY.password);
});
afterAll(async () => {
  await t.close();
  await rm(filesDir, { recursive: true, force: true });
});

const call = <T>(who: keyof typeof tokens, options: InjectOptions) =>
  t.call<T>({ ...options, headers: { AuthToken: tokens[who], ...options.headers } });

async function uploadAs(who: keyof typeof tokens, parts: Part[], url = '/api/b/fileItem/upload') {
  const { payload, headers } = multipart(parts);
  return call<string[]>(who, { method: 'POST', url, payload, headers });
}

const raw = (who: keyof typeof tokens, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { AuthToken: tokens[who], ...headers } });

/** The test clock's month: keys are "<company>/<yyyy>/<mm>/<id>". */
const MONTH = '2026/03';

/** Every stored file, as "<company>/<yyyy>/<mm>/<id>". */
const storedFiles = () =>
  readdirSync(filesDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `${entry.parentPath.slice(filesDir.length + 1)}/${entry.name}`)
    .sort();

async function rowCount(): Promise<number> {
  const [row] = await t.database.db.select({ total: count() }).from(fileItems);
  return row!.total;
}

const queryList = (who: keyof typeof tokens, params: Record<string, unknown>, paging = {}) =>
  call<Page>(who, {
    method: 'POST',
    url: '/api/b/fileItem/queryList',
    payload: { ...paging, params },
  });

describe('uploading attachments', () => {
  it('stores each file under a generated id, stamped, and answers the ids', async () => {
    t.clock.advance(60_000);
    const { body } = await uploadAs('zhangsan', [
      ...refs('project-1', 'project', 'biz-1'),
      file('造价报告.pdf', '%PDF-1.4 report'),
      file('清单.xlsx', 'bill of quantities'),
    ]);
    expect(body.success).toBe(true);
    expect(body.data).toHaveLength(2);
    expect(storedFiles()).toEqual(body.data.map((id) => `demo/${MONTH}/${id}`).sort());
    const { body: page } = await queryList('zhangsan', {
      refModule: 'project',
      refRecordId: 'project-1',
    });
    expect(page.data.total).toBe(2);
    expect(page.data.data.find((item) => item.id === body.data[0])).toMatchObject({
      fileName: '造价报告.pdf',
      suffix: 'pdf',
      contentType: 'application/pdf',
      size: 15,
      refModule: 'project',
      refRecordId: 'project-1',
      businessId: 'biz-1',
      uploaderName: '张三',
      previewable: true,
      createdBy: 'user-zhangsan',
      createdAt: '2026-03-02 09:01:00',
    });
  });

  it('accepts uploads at /b/file/upload and /upload too', async () => {
    for (const url of ['/api/b/file/upload', '/api/upload']) {
      const { body } = await uploadAs(
        'zhangsan',
        [...refs('project-2'), file('照片.jpg', 'jpeg')],
        url,
      );
      expect(body.data).toHaveLength(1);
    }
    const { body } = await queryList('zhangsan', { refRecordId: 'project-2' });
    expect(body.data.total).toBe(2);
  });

  it('keeps only the last segment of a client path as the name, never using it to store', async () => {
    const { body } = await uploadAs('zhangsan', [
      ...refs('project-3'),
      file('..\\..\\windows\\合同.pdf', '%PDF contract'),
    ]);
    const { body: page } = await queryList('zhangsan', { refRecordId: 'project-3' });
    expect(page.data.data[0]!.fileName).toBe('合同.pdf');
    expect(storedFiles()).toContain(`demo/${MONTH}/${body.data[0]}`);
    expect(storedFiles().every((path) => /^demo\/2026\/03\/[0-9a-f-]{36}$/.test(path))).toBe(true);
  });

  it('refuses a suffix outside file.suffix, and writes nothing', async () => {
    const before = { rows: await rowCount(), files: storedFiles() };
    const { body } = await uploadAs('zhangsan', [
      ...refs('project-4'),
      file('ok.pdf', '%PDF fine'),
      file('setup.exe', 'MZ'),
    ]);
    expect(body).toMatchObject({
      success: false,
      msg: '不允许上传 exe 类型的文件，允许的类型：doc,docx,xls,xlsx,csv,pdf,jpg,jpeg,png,zip,rar',
    });
    expect({ rows: await rowCount(), files: storedFiles() }).toEqual(before);
  });

  it('says so in the caller’s language', async () => {
    const { payload, headers } = multipart([file('page.html', '<script>')]);
    const { body } = await call('zhangsan', {
      method: 'POST',
      url: '/api/b/fileItem/upload',
      payload,
      headers: { ...headers, 'accept-language': 'en' },
    });
    expect(body.msg).toMatch(/^Files of type html are not allowed/);
  });

  it('refuses a file over file.maxSize, and writes nothing', async () => {
    const saved = await call('admin', {
      method: 'POST',
      url: '/api/a/sys/param',
      payload: { key: 'file.maxSize', value: '0.001', category: 'basic' },
    });
    expect(saved.body.success).toBe(true);
    const before = { rows: await rowCount(), files: storedFiles() };
    const { body } = await uploadAs('zhangsan', [
      file('small.pdf', 'x'.repeat(500)),
      file('big.pdf', 'x'.repeat(5_000)),
    ]);
    expect(body).toMatchObject({ success: false, msg: '文件 big.pdf 超过了 0.001 MB 的大小限制' });
    expect({ rows: await rowCount(), files: storedFiles() }).toEqual(before);
    await call('admin', {
      method: 'POST',
      url: '/api/a/sys/param',
      payload: { key: 'file.maxSize', value: '50', category: 'basic' },
    });
  });

  it('accepts a file larger than the JSON body limit when file.maxSize allows it', async () => {
    const { body } = await uploadAs('zhangsan', [
      file('扫描件.pdf', Buffer.alloc(2 * 1024 * 1024, 1)),
    ]);
    expect(body.success).toBe(true);
  });

  it('refuses more than 20 files in one upload, and writes nothing', async () => {
    const before = { rows: await rowCount(), files: storedFiles() };
    const files = Array.from({ length: 21 }, (_, index) => file(`第${index + 1}页.pdf`, '%PDF'));
    const { body } = await uploadAs('zhangsan', files);
    expect(body).toMatchObject({ success: false, msg: '一次最多上传 20 个文件' });
    expect({ rows: await rowCount(), files: storedFiles() }).toEqual(before);
  });

  it('warns when there is nothing to upload', async () => {
    const { body } = await uploadAs('zhangsan', refs('project-5'));
    expect(body).toMatchObject({ success: false, msg: '没有要上传的文件。' });
  });

  it('refuses bad reference fields with a 400 naming the field, and writes nothing', async () => {
    const before = { rows: await rowCount(), files: storedFiles() };
    for (const [name, value] of [
      ['refModule', '<script>alert(1)</script>'],
      ['refRecordId', "'; drop table file_items; --"],
      ['businessId', 'x'.repeat(10_000)],
    ] as const) {
      const { response, body } = await uploadAs('zhangsan', [
        { name, value },
        file('ok.pdf', '%PDF'),
      ]);
      expect(response.statusCode).toBe(400);
      expect(body.msg.startsWith(`${name}：`), body.msg).toBe(true);
    }
    expect({ rows: await rowCount(), files: storedFiles() }).toEqual(before);
  });

  it('refuses a body that is not multipart', async () => {
    const { response } = await call('zhangsan', {
      method: 'POST',
      url: '/api/b/fileItem/upload',
      payload: { file: 'x' },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });

  it('leaves no stored file when the database refuses the row', async () => {
    const db = t.database.db;
    await db.execute(
      sql.raw(`create function refuse_file() returns trigger language plpgsql as $$
        begin raise exception 'refused'; end $$`),
    );
    await db.execute(
      sql.raw(
        'create trigger refuse_file before insert on file_items for each row execute function refuse_file()',
      ),
    );
    try {
      const before = { rows: await rowCount(), files: storedFiles() };
      const { response } = await uploadAs('zhangsan', [file('ok.pdf', '%PDF')]);
      expect(response.statusCode).toBe(500);
      expect({ rows: await rowCount(), files: storedFiles() }).toEqual(before);
    } finally {
      await db.execute(sql.raw('drop trigger refuse_file on file_items'));
      await db.execute(sql.raw('drop function refuse_file()'));
    }
  });

  it('writes no row when the storage fails', async () => {
    const before = { rows: await rowCount(), files: storedFiles() };
    failNextPut = true;
    const { response } = await uploadAs('zhangsan', [file('ok.pdf', '%PDF')]);
    expect(response.statusCode).toBe(500);
    expect({ rows: await rowCount(), files: storedFiles() }).toEqual(before);
  });
});

describe('listing attachments', () => {
  it('pages newest first and filters by record and business id', async () => {
    const { body } = await queryList('zhangsan', {}, { pageNo: 1, pageSize: 2 });
    expect(body.data.total).toBeGreaterThanOrEqual(6);
    expect(body.data.data).toHaveLength(2);
    const { body: byBusiness } = await queryList('zhangsan', { businessId: 'biz-1' });
    expect(byBusiness.data.data.map((item) => item.fileName).sort()).toEqual([
      '清单.xlsx',
      '造价报告.pdf',
    ]);
  });
});

describe('downloading and previewing', () => {
  async function idsOf(refRecordId: string) {
    const { body } = await queryList('zhangsan', { refRecordId });
    return Object.fromEntries(body.data.data.map((item) => [item.fileName, item.id]));
  }

  it('answers one file by id with its UTF-8 name as an attachment', async () => {
    const ids = await idsOf('project-1');
    const response = await raw('lisi', `/api/b/fileItem/download/${ids['造价报告.pdf']}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('%PDF-1.4 report');
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="____.pdf"; filename*=UTF-8''${encodeURIComponent('造价报告.pdf')}`,
    );
  });

  it('takes the AuthToken from the query string for a browser link', async () => {
    const ids = await idsOf('project-1');
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/b/fileItem/download/${ids['清单.xlsx']}?AuthToken=${tokens.lisi}`,
    });
    expect(response.body).toBe('bill of quantities');
  });

  it('answers several ids as one zip, names made unique', async () => {
    const first = await idsOf('project-1');
    const { body } = await uploadAs('zhangsan', [
      ...refs('project-6'),
      file('造价报告.pdf', 'second'),
    ]);
    const response = await raw(
      'lisi',
      `/api/b/fileItem/download/${first['造价报告.pdf']},${first['清单.xlsx']},${body.data[0]}`,
    );
    expect(response.headers['content-type'], response.body.slice(0, 300)).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(/^attachment; .*\.zip$/);
    expect(unzip(response.rawPayload)).toEqual({
      '造价报告.pdf': '%PDF-1.4 report',
      '清单.xlsx': 'bill of quantities',
      '造价报告 (2).pdf': 'second',
    });
  });

  it('downloads encoded file items by their ids alone, ignoring any savePath', async () => {
    const ids = await idsOf('project-1');
    const encode = (item: object) => Buffer.from(JSON.stringify(item)).toString('base64');
    const one = encode({ id: ids['清单.xlsx'], fileName: 'x', savePath: '../../../etc/passwd' });
    const single = await raw('lisi', `/api/b/file/download/${encodeURIComponent(one)}`);
    expect(single.body).toBe('bill of quantities');
    const two = `${one}|${encode({ id: ids['造价报告.pdf'] })}`;
    const zipped = await raw('lisi', `/api/b/file/download/${encodeURIComponent(two)}`);
    expect(Object.keys(unzip(zipped.rawPayload)).sort()).toEqual(['清单.xlsx', '造价报告.pdf']);
    for (const bad of [encode({ savePath: '/etc/passwd' }), 'bm90LWpzb24=']) {
      const refused = await raw('lisi', `/api/b/file/download/${encodeURIComponent(bad)}`);
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ msg: string }>().msg).toBe('encodedItem：附件编码格式不正确');
    }
  });

  it('answers 404 when any id names nothing', async () => {
    const ids = await idsOf('project-1');
    const response = await raw('lisi', `/api/b/fileItem/download/${ids['清单.xlsx']},no-such-file`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false });
  });

  it('refuses a path instead of ids', async () => {
    const response = await raw('lisi', '/api/b/fileItem/download/..%2F..%2Fetc%2Fpasswd');
    expect(response.statusCode).toBe(400);
  });

  it('previews images and PDF inline and refuses other kinds', async () => {
    const pdf = (await idsOf('project-1'))['造价报告.pdf'];
    const previewed = await raw('lisi', `/api/pageoffice/view/openFile?fileId=${pdf}`);
    expect(previewed.headers['content-disposition']).toMatch(/^inline; /);
    expect(previewed.headers['content-type']).toBe('application/pdf');
    const image = Object.values(await idsOf('project-2'))[0];
    const picture = await raw('lisi', `/api/pageoffice/view/openFile?fileId=${image}`);
    expect(picture.headers['content-type']).toBe('image/jpeg');
    expect(picture.headers['content-disposition']).toMatch(/^inline; /);
    const sheet = (await idsOf('project-1'))['清单.xlsx'];
    const refused = await raw('lisi', `/api/pageoffice/view/openFile?fileId=${sheet}`);
    expect(refused.json()).toMatchObject({ success: false, msg: '只能在线预览图片和 PDF 文件' });
  });
});

describe('images by id (/image/{id})', () => {
  it('shows an image attachment inline, with the token in the query for <img src>', async () => {
    const { body } = await queryList('zhangsan', { refRecordId: 'project-2' });
    const image = body.data.data[0]!;
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/image/${image.id}?AuthToken=${tokens.lisi}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('jpeg');
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['content-disposition']).toMatch(/^inline; /);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses attachments that are not images, file paths and unknown ids', async () => {
    const { body } = await queryList('zhangsan', { refRecordId: 'project-1' });
    const pdf = body.data.data.find((item) => item.suffix === 'pdf')!;
    const refused = await raw('lisi', `/api/image/${pdf.id}`);
    expect(refused.json()).toMatchObject({ success: false, msg: '只能在线预览图片和 PDF 文件' });
    expect((await raw('lisi', '/api/image/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(400);
    expect((await raw('lisi', '/api/image/no-such-file')).statusCode).toBe(404);
    expect((await raw('bob', `/api/image/${pdf.id}`)).statusCode).toBe(404);
  });
});

describe('deleting attachments', () => {
  async function uploadOne(who: keyof typeof tokens, name = 'del.pdf') {
    const { body } = await uploadAs(who, [...refs('project-del'), file(name, '%PDF')]);
    return body.data[0]!;
  }

  it('lets the uploader delete their own file by either path, removing the stored file', async () => {
    for (const url of ['/api/b/fileItem/', '/api/a/upload/deleteMyFile/']) {
      const id = await uploadOne('zhangsan');
      expect(storedFiles()).toContain(`demo/${MONTH}/${id}`);
      const { body } = await call('zhangsan', { method: 'DELETE', url: `${url}${id}` });
      expect(body.success).toBe(true);
      expect(storedFiles()).not.toContain(`demo/${MONTH}/${id}`);
      expect((await raw('zhangsan', `/api/b/fileItem/download/${id}`)).statusCode).toBe(404);
    }
  });

  it('refuses another user’s file on the own-file paths, even to an administrator', async () => {
    const id = await uploadOne('zhangsan');
    for (const who of ['lisi', 'admin'] as const) {
      for (const url of ['/api/b/fileItem/', '/api/a/upload/deleteMyFile/']) {
        const { response, body } = await call(who, { method: 'DELETE', url: `${url}${id}` });
        expect(response.statusCode).toBe(403);
        expect(body.msg).toBe('只能删除自己上传的附件');
      }
    }
    expect(storedFiles()).toContain(`demo/${MONTH}/${id}`);
  });

  it('lets an administrator delete anyone’s file on the general path, and no one else', async () => {
    const id = await uploadOne('zhangsan');
    const refused = await call('lisi', { method: 'DELETE', url: `/api/a/upload/${id}` });
    expect(refused.response.statusCode).toBe(403);
    const { body } = await call('admin', { method: 'DELETE', url: `/api/a/upload/${id}` });
    expect(body.success).toBe(true);
    expect(storedFiles()).not.toContain(`demo/${MONTH}/${id}`);
  });
});

describe('another company', () => {
  it('cannot list, download, preview or delete the demo company’s files by id', async () => {
    const { body: page } = await queryList('zhangsan', { refRecordId: 'project-1' });
    const id = page.data.data[0]!.id;
    const listed = await queryList('bob', {});
    expect(listed.body.data.total).toBe(0);
    expect((await raw('bob', `/api/b/fileItem/download/${id}`)).statusCode).toBe(404);
    expect((await raw('bob', `/api/pageoffice/view/openFile?fileId=${id}`)).statusCode).toBe(404);
    for (const url of ['/api/b/fileItem/', '/api/a/upload/deleteMyFile/', '/api/a/upload/']) {
      const { response } = await call('bob', { method: 'DELETE', url: `${url}${id}` });
      expect(response.statusCode).toBe(404);
    }
    expect(storedFiles()).toContain(`demo/${MONTH}/${id}`);
    expect((await raw('zhangsan', `/api/b/fileItem/download/${id}`)).statusCode).toBe(200);
  });

  it('stores its own uploads apart and lists only them', async () => {
    const { body } = await uploadAs('bob', [file('acme.pdf', '%PDF acme')]);
    expect(storedFiles()).toContain(`${OTHER_COMPANY.id}/${MONTH}/${body.data[0]}`);
    const { body: page } = await queryList('bob', {});
    expect(page.data.data.map((item) => item.fileName)).toEqual(['acme.pdf']);
  });
});
