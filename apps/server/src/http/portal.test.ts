import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/createTestApp';

let t: TestApp;
let portalDist: string;
beforeAll(async () => {
  portalDist = mkdtempSync(join(tmpdir(), 'ccms-portal-'));
  mkdirSync(join(portalDist, 'assets'));
  writeFileSync(join(portalDist, 'index.html'), '<!doctype html><title>CCMS</title>');
  writeFileSync(join(portalDist, 'assets', 'index-abc123.js'), 'console.log(1)');
  mkdirSync(join(portalDist, 'signin', 'assets'), { recursive: true });
  writeFileSync(join(portalDist, 'signin', 'signin.html'), '<!doctype html><title>Sign in</title>');
  writeFileSync(join(portalDist, 'signin', 'assets', 'signin-def456.js'), 'console.log(2)');
  t = await createTestApp({ portalDist });
});
afterAll(async () => {
  await t.close();
  rmSync(portalDist, { recursive: true, force: true });
});

describe('serving the built portal', () => {
  it('serves index.html at the root without caching it', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>CCMS</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('caches hashed assets for a year', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers deep links with index.html so the router can take over', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/main-page/toDoAll?x=1' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>CCMS</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves /login from the sign-in build, with or without a query, without caching it', async () => {
    for (const url of ['/login', '/login?redirect=%2Fmain-page%2FtoDoAll']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>Sign in</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    const asset = await t.app.inject({ method: 'GET', url: '/signin/assets/signin-def456.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('leaves the other sign-in paths to the app (its router renders them)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/login/reset-password' });
    expect(response.body).toContain('<title>CCMS</title>');
  });

  it('still answers unknown API paths with the 404 envelope', async () => {
    const { response, body } = await t.call({ method: 'GET', url: '/api/unknown' });
    expect(response.statusCode).toBe(404);
    expect(body).toMatchObject({ code: 1404, httpCode: 404 });
  });
});
