import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('configuration from the environment', () => {
  it('has defaults that start the demo', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      captchaEnabled: true,
      sessionIdleMinutes: 120,
    });
    expect(config.dataDir).toBe(resolve(process.cwd(), 'data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.portalDist).toMatch(/apps\/portal\/dist$/);
  });

  it('sweeps for overdue flow tasks unless WF_EXPIRE_SWEEP turns it off', () => {
    expect(loadConfig({}).wfExpireSweep).toBe(true);
    expect(loadConfig({ WF_EXPIRE_SWEEP: 'false' }).wfExpireSweep).toBe(false);
    expect(() => loadConfig({ WF_EXPIRE_SWEEP: 'sometimes' })).toThrow(/WF_EXPIRE_SWEEP/);
  });

  it('turns the captcha off only for the exact value "off"', () => {
    expect(loadConfig({ CAPTCHA: 'off' }).captchaEnabled).toBe(false);
    for (const value of ['OFF', 'false', '0', 'no', ''])
      expect(loadConfig({ CAPTCHA: value }).captchaEnabled).toBe(true);
  });

  it('reads the other settings and rejects a bad number', () => {
    const config = loadConfig({
      PORT: '9090',
      DATA_DIR: 'tmp/x',
      SESSION_IDLE_MINUTES: '30',
      DATABASE_URL: 'postgres://a@b/c',
    });
    expect(config).toMatchObject({
      port: 9090,
      sessionIdleMinutes: 30,
      databaseUrl: 'postgres://a@b/c',
    });
    expect(config.dataDir).toBe(resolve(process.cwd(), 'tmp/x'));
    expect(config.filesDir).toBe(resolve(process.cwd(), 'tmp/x/files'));
    expect(loadConfig({ FILES_DIR: 'uploads' }).filesDir).toBe(resolve(process.cwd(), 'uploads'));
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });
});
