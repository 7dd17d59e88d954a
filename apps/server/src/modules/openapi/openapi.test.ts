import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/createTestApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('OpenAPI', () => {
  it('lists every contract endpoint with its body and answer schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{
      openapi: string;
      paths: Record<string, Record<string, { requestBody?: unknown; security: unknown[] }>>;
      components: { schemas: Record<string, unknown> };
    }>();
    expect(document.openapi).toBe('3.1.0');
    expect(document.paths['/api/login']?.post?.requestBody).toBeDefined();
    expect(document.paths['/api/user/info']?.get?.security).toEqual([{ AuthToken: [] }]);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/captcha',
        '/api/logout',
        '/api/user/nav',
        '/api/share/param/paramList',
      ]),
    );
    expect(document.components.schemas).toHaveProperty('MenuItem');
    expect(JSON.stringify(document)).not.toContain('#/$defs/');
  });

  it('serves the browsable docs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });
});
