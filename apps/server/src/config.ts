import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface ServerConfig {
  port: number;
  host: string;
  /** Where PGlite keeps its data (`<dataDir>/pgdata`) when no DATABASE_URL is given. */
  dataDir: string;
  databaseUrl: string | undefined;
  /** Where uploaded attachments are stored (`FILES_DIR`, default `<dataDir>/files`). */
  filesDir: string;
  captchaEnabled: boolean;
  sessionIdleMinutes: number;
  /** The built portal, served with an SPA fallback when it exists. */
  portalDist: string;
}

function positiveInteger(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined || text.trim() === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value <= 0)
    throw new Error(`${name} must be a positive integer, got "${text}"`);
  return value;
}

/** apps/portal/dist, seen from apps/server/src (dev) and apps/server/dist (production) alike. */
function defaultPortalDist(): string {
  return fileURLToPath(new URL('../../portal/dist', import.meta.url));
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = resolve(process.cwd(), env.DATA_DIR || './data');
  return {
    port: positiveInteger('PORT', env.PORT, 8080),
    host: env.HOST || '0.0.0.0',
    dataDir,
    filesDir: env.FILES_DIR ? resolve(process.cwd(), env.FILES_DIR) : join(dataDir, 'files'),
    databaseUrl: env.DATABASE_URL || undefined,
    // Only the exact value "off" disables the captcha, so a typo never opens the door.
    captchaEnabled: env.CAPTCHA !== 'off',
    sessionIdleMinutes: positiveInteger('SESSION_IDLE_MINUTES', env.SESSION_IDLE_MINUTES, 120),
    portalDist: env.PORTAL_DIST ? resolve(process.cwd(), env.PORTAL_DIST) : defaultPortalDist(),
  };
}
