import { health } from '@ccms/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/createTestApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    routes: (app) => {
      app.get('/api/test/explode', () => {
        throw new Error('secret internal detail');
      });
    },
  });
});
afterAll(() => t.close());

describe('health', () => {
  it('answers the envelope with the database kind', async () => {
    const { response, body } = await t.call({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(body).toMatchObject({ code: 1000, success: true, msg: '' });
    const data = health.data.parse(body.data);
    expect(data.status).toBe('ok');
    expect(data.database).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
  });
});

describe('unknown paths', () => {
  it('answers a 404 envelope for an unknown /api path', async () => {
    const { response, body } = await t.call({ method: 'GET', url: '/api/no/such/thing?x=1' });
    expect(response.statusCode).toBe(404);
    expect(body).toMatchObject({ code: 1404, success: false, httpCode: 404, data: null });
    expect(body.msg).toContain('/api/no/such/thing');
  });

  it('answers 404 for unknown paths when no portal is built', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/main-page' });
    expect(response.statusCode).toBe(404);
  });
});

describe('internal errors', () => {
  it('answers a 500 envelope with a generic localised message and no stack', async () => {
    const { response, body } = await t.call({ method: 'GET', url: '/api/test/explode' });
    expect(response.statusCode).toBe(500);
    expect(body).toMatchObject({ code: 1500, success: false, httpCode: 500, data: null });
    expect(body.msg).toBe('服务器内部错误，请稍后再试');
    expect(response.body).not.toContain('secret internal detail');
    expect(response.body).not.toMatch(/at .*\.ts/);
  });

  it('speaks the language of Accept-Language', async () => {
    const en = await t.call({
      method: 'GET',
      url: '/api/test/explode',
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(en.body.msg).toBe('Internal server error, please try again later');
    const es = await t.call({
      method: 'GET',
      url: '/api/test/explode',
      headers: { 'accept-language': 'es' },
    });
    expect(es.body.msg).toMatch(/^Error interno/);
  });
});

describe('malformed requests', () => {
  it('answers a 400 envelope for a body that is not JSON', async () => {
    const { response, body } = await t.call({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(response.statusCode).toBe(400);
    expect(body).toMatchObject({ code: 1400, success: false, httpCode: 400 });
  });
});
