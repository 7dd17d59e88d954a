import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, endpointUrl } from './client';
import { contract } from './contract';
import { fail, ok } from './envelope';

function fetchAnswering(status: number, body: unknown) {
  return vi.fn<typeof fetch>(() =>
    Promise.resolve(
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
    ),
  );
}

describe('typed client', () => {
  it('given a success envelope, resolves to its data and sends token and language', async () => {
    const fetch = fetchAnswering(200, ok([{ key: 'sys.name', value: '平台' }]));
    const api = createApiClient({ fetch, getToken: () => 'tok', getLanguage: () => 'en' });
    await expect(api.param.paramList()).resolves.toEqual([{ key: 'sys.name', value: '平台' }]);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/share/param/paramList');
    expect(init?.method).toBe('GET');
    expect(init?.headers).toMatchObject({ AuthToken: 'tok', 'Accept-Language': 'en' });
  });

  it('posts the body as JSON', async () => {
    const fetch = fetchAnswering(200, ok(null));
    const api = createApiClient({ fetch });
    await api.request(contract.auth.login, {
      body: { username: 'admin', password: 'x', captcha: 'abcde', loginType: 1 },
    });
    const init = fetch.mock.calls[0]![1]!;
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({
      username: 'admin',
      password: 'x',
      captcha: 'abcde',
      loginType: 1,
    });
  });

  it('given a business failure, rejects with the server message', async () => {
    const api = createApiClient({ fetch: fetchAnswering(200, fail(2000, '用户名或密码错误')) });
    const error = await api.auth.userInfo().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'business', message: '用户名或密码错误', code: 2000 });
    expect((error as ApiError).isSessionEnd).toBe(false);
  });

  it('given httpCode 401, marks the session as ended', async () => {
    const api = createApiClient({ fetch: fetchAnswering(401, fail(1401, '登录已失效', 401)) });
    const error = (await api.auth.userInfo().catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe('http');
    expect(error.isSessionEnd).toBe(true);
  });

  it('given no answer, rejects as a network failure', async () => {
    const failing = vi.fn<typeof fetch>(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = (await createApiClient({ fetch: failing })
      .system.health()
      .catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe('network');
  });

  it('given a non-JSON HTTP error, rejects with the status text', async () => {
    const badGateway = vi.fn<typeof fetch>(() =>
      Promise.resolve(new Response('<html>', { status: 502, statusText: 'Bad Gateway' })),
    );
    const error = (await createApiClient({ fetch: badGateway })
      .system.health()
      .catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ kind: 'http', message: 'Bad Gateway', httpCode: 502 });
  });

  it('builds URLs for endpoints the browser loads directly', () => {
    expect(endpointUrl('/api', contract.auth.captcha, { query: { _: '17' } })).toBe(
      '/api/captcha?_=17',
    );
  });

  it('requires the parts an endpoint declares (checked by tsc)', () => {
    const api = createApiClient({ fetch: fetchAnswering(200, ok(null)) });
    const calls = () => {
      // @ts-expect-error login declares a body with required fields
      void api.auth.login();
      // @ts-expect-error the body must match the schema
      void api.auth.login({ body: { username: 'admin' } });
      void api.auth.captcha(); // every query field optional: input may be left out
    };
    expect(typeof calls).toBe('function');
  });
});
