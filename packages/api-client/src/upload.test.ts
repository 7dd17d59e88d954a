import { ApiError } from './client';
import { fileItemUpload } from './contract';
import { createUploader, type UploadXhr } from './upload';

/** A stand-in XMLHttpRequest that records what was sent and answers as told. */
function fakeXhr(answer: { status: number; body: string } | 'network' | 'hang') {
  const sent: { method: string; url: string; headers: Record<string, string>; body: FormData }[] =
    [];
  class FakeXhr {
    upload: UploadXhr['upload'] = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    status = 0;
    statusText = '';
    responseText = '';
    timeout = 0;
    withCredentials = false;
    private request = { method: '', url: '', headers: {} as Record<string, string> };
    open(method: string, url: string) {
      this.request.method = method;
      this.request.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name] = value;
    }
    send(body: FormData) {
      sent.push({ ...this.request, body });
      if (answer === 'hang') return;
      queueMicrotask(() => {
        if (answer === 'network') {
          this.onerror?.();
          return;
        }
        this.upload.onprogress?.({
          lengthComputable: true,
          loaded: 50,
          total: 100,
        });
        this.upload.onprogress?.({
          lengthComputable: true,
          loaded: 100,
          total: 100,
        });
        this.status = answer.status;
        this.responseText = answer.body;
        this.onload?.();
      });
    }
    abort() {
      this.onabort?.();
    }
  }
  return { sent, XMLHttpRequest: FakeXhr as unknown as new () => UploadXhr };
}

const envelope = (data: unknown) =>
  JSON.stringify({ code: 1000, success: true, msg: '操作成功', data });

describe('createUploader', () => {
  it('sends the files and fields as multipart with the token, reports progress, answers the data', async () => {
    const { sent, XMLHttpRequest } = fakeXhr({ status: 200, body: envelope(['file-1']) });
    const upload = createUploader({ getToken: () => 'token-1', XMLHttpRequest });
    const onProgress = vi.fn();
    const ids = await upload(fileItemUpload, {
      files: [new Blob(['预算书'], { type: 'text/plain' })],
      fields: { refModule: 'project', refRecordId: 'p-1', businessId: undefined },
      onProgress,
    });
    expect(ids).toEqual(['file-1']);
    expect(onProgress.mock.calls).toEqual([
      [50, 100],
      [100, 100],
    ]);
    const [request] = sent;
    expect(request).toMatchObject({ method: 'POST', url: '/api/b/fileItem/upload' });
    expect(request?.headers.AuthToken).toBe('token-1');
    expect(request?.body.get('refModule')).toBe('project');
    expect(request?.body.has('businessId')).toBe(false);
    expect(request?.body.getAll('file')).toHaveLength(1);
  });

  it('given a refusal envelope, rejects with the server’s message', async () => {
    const refusal = JSON.stringify({
      code: 1001,
      success: false,
      msg: '不允许上传 .exe 文件',
      data: null,
      httpCode: 400,
    });
    const { XMLHttpRequest } = fakeXhr({ status: 400, body: refusal });
    const upload = createUploader({ XMLHttpRequest });
    const failure = upload(fileItemUpload, { files: [new Blob(['x'])] });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ message: '不允许上传 .exe 文件', httpCode: 400 });
  });

  it('given no connection, rejects as a network failure', async () => {
    const { XMLHttpRequest } = fakeXhr('network');
    const upload = createUploader({ XMLHttpRequest });
    await expect(upload(fileItemUpload, { files: [new Blob(['x'])] })).rejects.toMatchObject({
      kind: 'network',
    });
  });

  it('when the signal aborts, stops the request and rejects with an AbortError', async () => {
    const { sent, XMLHttpRequest } = fakeXhr('hang');
    const upload = createUploader({ XMLHttpRequest });
    const controller = new AbortController();
    const pending = upload(fileItemUpload, { files: [new Blob(['x'])], signal: controller.signal });
    expect(sent).toHaveLength(1);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    const already = upload(fileItemUpload, { files: [], signal: controller.signal });
    await expect(already).rejects.toMatchObject({ name: 'AbortError' });
    expect(sent).toHaveLength(1);
  });
});
