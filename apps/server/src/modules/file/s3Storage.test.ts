import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { buffer, text } from 'node:stream/consumers';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { fileItems } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/createTestApp';
import { filePart, multipart } from '../../test/multipart';
import { unzip } from '../../test/zip';
import { createS3FileStorage } from './s3Storage';
import { FileMissingError, openFileStorage, type S3StorageSettings } from './storage';

// ── A small S3-compatible server (path-style), enough for what the SDK sends ──────────────────

interface FakeS3 {
  url: string;
  /** Stored objects by "<bucket>/<key>". */
  objects: Map<string, Buffer>;
  /** Multipart uploads not yet completed or aborted. */
  pendingUploads: Map<string, Map<number, Buffer>>;
  /** Every request as "<METHOD> <operation>". */
  log: string[];
  /** While set, writes (PutObject, UploadPart) answer 500 as a failing store would. */
  failWrites: boolean;
  close(): Promise<void>;
}

const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>${body}`;

async function startFakeS3(): Promise<FakeS3> {
  const objects = new Map<string, Buffer>();
  const pendingUploads = new Map<string, Map<number, Buffer>>();
  const log: string[] = [];
  const state = { failWrites: false };

  const send = (
    response: ServerResponse,
    status: number,
    body: string | Buffer = '',
    headers: Record<string, string> = {},
  ) => {
    const payload = typeof body === 'string' ? Buffer.from(body) : body;
    response.writeHead(status, { 'Content-Length': String(payload.length), ...headers });
    response.end(payload);
  };
  const error = (response: ServerResponse, status: number, code: string, message: string) =>
    send(
      response,
      status,
      xml(`<Error><Code>${code}</Code><Message>${message}</Message></Error>`),
      {
        'Content-Type': 'application/xml',
      },
    );
  const etagOf = (content: Buffer) => `"${createHash('md5').update(content).digest('hex')}"`;

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://s3.local');
    const [bucket, ...keyParts] = url.pathname.slice(1).split('/');
    const key = keyParts.map(decodeURIComponent).join('/');
    const name = `${bucket}/${key}`;
    const query = url.searchParams;
    const body = await buffer(request);
    const operation =
      query.get('x-id') ??
      (query.has('uploads') ? 'CreateMultipartUpload' : query.has('uploadId') ? 'Multipart' : '');
    log.push(`${request.method} ${operation}`);
    if (!String(request.headers.authorization ?? '').startsWith('AWS4-HMAC-SHA256 '))
      return error(response, 403, 'AccessDenied', 'Unsigned request');

    const uploadId = query.get('uploadId');
    switch (request.method) {
      case 'PUT': {
        if (state.failWrites) return error(response, 500, 'InternalError', 'Store is failing');
        if (uploadId) {
          const parts = pendingUploads.get(uploadId);
          if (!parts) return error(response, 404, 'NoSuchUpload', 'No such upload');
          parts.set(Number(query.get('partNumber')), body);
          return send(response, 200, '', { ETag: etagOf(body) });
        }
        objects.set(name, body);
        return send(response, 200, '', { ETag: etagOf(body) });
      }
      case 'POST': {
        if (query.has('uploads')) {
          const id = randomUUID();
          pendingUploads.set(id, new Map());
          return send(
            response,
            200,
            xml(
              `<InitiateMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${key}</Key><UploadId>${id}</UploadId></InitiateMultipartUploadResult>`,
            ),
            { 'Content-Type': 'application/xml' },
          );
        }
        const parts = uploadId ? pendingUploads.get(uploadId) : undefined;
        if (!uploadId || !parts) return error(response, 404, 'NoSuchUpload', 'No such upload');
        const content = Buffer.concat(
          [...parts.entries()].sort(([a], [b]) => a - b).map(([, part]) => part),
        );
        pendingUploads.delete(uploadId);
        objects.set(name, content);
        return send(
          response,
          200,
          xml(
            `<CompleteMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${key}</Key><ETag>${etagOf(content)}</ETag></CompleteMultipartUploadResult>`,
          ),
          { 'Content-Type': 'application/xml' },
        );
      }
      case 'GET':
      case 'HEAD': {
        const content = objects.get(name);
        if (!content) {
          if (request.method === 'HEAD') return send(response, 404);
          return error(response, 404, 'NoSuchKey', 'The specified key does not exist.');
        }
        const headers = {
          'Content-Type': 'application/octet-stream',
          ETag: etagOf(content),
          'Last-Modified': new Date().toUTCString(),
        };
        if (request.method === 'HEAD') {
          response.writeHead(200, { ...headers, 'Content-Length': String(content.length) });
          return response.end();
        }
        return send(response, 200, content, headers);
      }
      case 'DELETE':
        if (uploadId) pendingUploads.delete(uploadId);
        else objects.delete(name);
        return send(response, 204);
      default:
        return error(response, 405, 'MethodNotAllowed', 'Not supported here');
    }
  }

  const server: Server = createServer((request, response) => {
    handle(request, response).catch((failure: unknown) => {
      response.destroy(failure as Error);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    objects,
    pendingUploads,
    log,
    get failWrites() {
      return state.failWrites;
    },
    set failWrites(value: boolean) {
      state.failWrites = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// ─────────────────────────────────────────────────────────────────────────────

const MiB = 1024 * 1024;
let s3: FakeS3;
let settings: S3StorageSettings;

beforeAll(async () => {
  s3 = await startFakeS3();
  settings = {
    bucket: 'ccms-files',
    endpoint: s3.url,
    region: 'cn-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'test-key', secretAccessKey: 'test-secret' },
  };
});
afterAll(() => s3.close());
beforeEach(() => {
  s3.failWrites = false;
});

/** A stream that sends some bytes and then fails, as a dropped upload does. */
function failingAfter(bytes: number): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= bytes) {
        this.destroy(new Error('connection lost'));
        return;
      }
      const chunk = Buffer.alloc(Math.min(MiB, bytes - sent), 7);
      sent += chunk.length;
      this.push(chunk);
    },
  });
}

describe('configuration', () => {
  it('chooses S3 only when a bucket is named, path-style by default with an endpoint', () => {
    expect(loadConfig({}).filesS3).toBeUndefined();
    expect(
      loadConfig({ FILES_S3_BUCKET: 'b', FILES_S3_ENDPOINT: 'http://minio:9000' }).filesS3,
    ).toEqual({
      bucket: 'b',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      forcePathStyle: true,
    });
    expect(
      loadConfig({ FILES_S3_BUCKET: 'b', FILES_S3_REGION: 'cn-north-1', FILES_S3_PATH_STYLE: 'no' })
        .filesS3,
    ).toEqual({ bucket: 'b', endpoint: undefined, region: 'cn-north-1', forcePathStyle: false });
    expect(() => loadConfig({ FILES_S3_BUCKET: 'b', FILES_S3_PATH_STYLE: 'maybe' })).toThrow(
      /FILES_S3_PATH_STYLE/,
    );
  });

  it('opens the bucket when configured and the folder otherwise', async () => {
    const storage = await openFileStorage({ filesDir: '/nonexistent', s3: settings });
    await storage.put('demo/2026/04/opened', Readable.from(['via config']));
    expect(s3.objects.get('ccms-files/demo/2026/04/opened')?.toString()).toBe('via config');
  });
});

describe('S3 file storage', () => {
  const storage = () => createS3FileStorage(settings);

  it('stores, reads back and deletes by key, signing every request', async () => {
    const store = storage();
    expect(
      await store.put('demo/2026/03/abc', Readable.from([Buffer.from('工程'), Buffer.from('量')])),
    ).toBe(9);
    expect(s3.objects.get('ccms-files/demo/2026/03/abc')?.toString()).toBe('工程量');
    expect(await text(await store.get('demo/2026/03/abc'))).toBe('工程量');
    await store.delete('demo/2026/03/abc');
    expect(s3.objects.has('ccms-files/demo/2026/03/abc')).toBe(false);
    await expect(store.get('demo/2026/03/abc')).rejects.toBeInstanceOf(FileMissingError);
    await store.delete('demo/2026/03/abc');
  });

  it('refuses keys a server would never generate, before any request', async () => {
    const store = storage();
    const before = s3.log.length;
    for (const key of ['../outside', 'demo/../../x', '/etc/passwd', 'demo\\x', 'a/b/c/d/e', '']) {
      await expect(store.put(key, Readable.from(['x']))).rejects.toThrow(/Invalid storage key/);
      await expect(store.get(key)).rejects.toThrow(/Invalid storage key/);
      await expect(store.delete(key)).rejects.toThrow(/Invalid storage key/);
    }
    expect(s3.log.length).toBe(before);
  });

  it('leaves no object when the content fails midway', async () => {
    await expect(storage().put('demo/2026/03/broken', failingAfter(1000))).rejects.toThrow(
      'connection lost',
    );
    expect(s3.objects.has('ccms-files/demo/2026/03/broken')).toBe(false);
  });

  it('sends a large file in parts, streaming, and aborts the parts when it fails', async () => {
    const store = createS3FileStorage(settings, { partSize: 5 * MiB });
    const content = Buffer.alloc(11 * MiB, 3);
    const chunks = Array.from({ length: 11 }, (_, index) =>
      content.subarray(index * MiB, (index + 1) * MiB),
    );
    expect(await store.put('demo/2026/03/large', Readable.from(chunks))).toBe(11 * MiB);
    expect(s3.objects.get('ccms-files/demo/2026/03/large')?.equals(content)).toBe(true);
    expect(s3.log.filter((line) => line === 'PUT UploadPart')).toHaveLength(3);

    await expect(store.put('demo/2026/03/large-broken', failingAfter(7 * MiB))).rejects.toThrow(
      'connection lost',
    );
    expect(s3.objects.has('ccms-files/demo/2026/03/large-broken')).toBe(false);
    expect(s3.pendingUploads.size).toBe(0);
  });

  it('fails, storing nothing, when the store refuses the write', async () => {
    s3.failWrites = true;
    await expect(storage().put('demo/2026/03/refused', Readable.from(['x']))).rejects.toThrow();
    expect(s3.objects.has('ccms-files/demo/2026/03/refused')).toBe(false);
  });
});

// ── The attachment endpoints on S3 ────────────────────────────────────────────

describe('attachments kept in S3', () => {
  let t: TestApp;
  let token = '';
  const objectsOf = () =>
    [...s3.objects.keys()].filter((name) => name.startsWith('ccms-files/demo/'));

  beforeAll(async () => {
    t = await createTestApp({ fileStorage: createS3FileStorage(settings) });
    token = await t.tokenOf('zhangsan', 'Staff@123456');
  });
  afterAll(() => t.close());

  async function upload(files: { filename: string; content: string }[]) {
    const { payload, headers } = multipart(
      files.map(({ filename, content }) => filePart(filename, content)),
    );
    return t.call<string[]>({
      method: 'POST',
      url: '/api/b/fileItem/upload',
      payload,
      headers: { ...headers, AuthToken: token },
    });
  }
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { AuthToken: token } });
  async function rowCount(): Promise<number> {
    const [row] = await t.database.db.select({ total: count() }).from(fileItems);
    return row!.total;
  }

  it('uploads under generated keys, downloads one file and several as a zip, deletes', async () => {
    const { body } = await upload([
      { filename: '造价报告.pdf', content: '%PDF-1.4 report' },
      { filename: '清单.xlsx', content: 'bill of quantities' },
    ]);
    expect(body.success).toBe(true);
    const [report, bill] = body.data;
    expect(objectsOf()).toEqual(
      expect.arrayContaining([
        `ccms-files/demo/2026/03/${report}`,
        `ccms-files/demo/2026/03/${bill}`,
      ]),
    );

    const one = await get(`/api/b/fileItem/download/${report}`);
    expect(one.statusCode).toBe(200);
    expect(one.body).toBe('%PDF-1.4 report');
    expect(one.headers['content-type']).toBe('application/pdf');

    const preview = await get(`/api/pageoffice/view/openFile?fileId=${report}`);
    expect(preview.headers['content-disposition']).toMatch(/^inline; /);
    expect(preview.body).toBe('%PDF-1.4 report');

    const zip = await get(`/api/b/fileItem/download/${report},${bill}`);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(unzip(zip.rawPayload)).toEqual({
      '造价报告.pdf': '%PDF-1.4 report',
      '清单.xlsx': 'bill of quantities',
    });

    const deleted = await t.call({
      method: 'DELETE',
      url: `/api/b/fileItem/${report}`,
      headers: { AuthToken: token },
    });
    expect(deleted.body.success).toBe(true);
    expect(objectsOf()).not.toContain(`ccms-files/demo/2026/03/${report}`);
    expect((await get(`/api/b/fileItem/download/${report}`)).statusCode).toBe(404);
  });

  it('answers 404 when a row’s object is gone from the bucket', async () => {
    const { body } = await upload([{ filename: '图纸.pdf', content: '%PDF drawing' }]);
    s3.objects.delete(`ccms-files/demo/2026/03/${body.data[0]}`);
    const response = await get(`/api/b/fileItem/download/${body.data[0]}`);
    expect(response.statusCode).toBe(404);
  });

  it('removes the uploaded objects when the database refuses the rows', async () => {
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
      const before = { rows: await rowCount(), objects: objectsOf() };
      const { response } = await upload([
        { filename: 'a.pdf', content: '%PDF a' },
        { filename: 'b.pdf', content: '%PDF b' },
      ]);
      expect(response.statusCode).toBe(500);
      expect({ rows: await rowCount(), objects: objectsOf() }).toEqual(before);
    } finally {
      await db.execute(sql.raw('drop trigger refuse_file on file_items'));
      await db.execute(sql.raw('drop function refuse_file()'));
    }
  });

  it('writes no row when the store fails', async () => {
    const before = { rows: await rowCount(), objects: objectsOf() };
    s3.failWrites = true;
    const { response } = await upload([{ filename: 'ok.pdf', content: '%PDF' }]);
    expect(response.statusCode).toBe(500);
    expect({ rows: await rowCount(), objects: objectsOf() }).toEqual(before);
  });
});
