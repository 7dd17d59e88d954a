import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SSO_MATCH_FIELDS, type SsoMatchField, type SsoSettings } from './modules/auth/sso';
import type { S3StorageSettings } from './modules/file/storage';

export interface ServerConfig {
  port: number;
  host: string;
  /** Where PGlite keeps its data (`<dataDir>/pgdata`) when no DATABASE_URL is given. */
  dataDir: string;
  databaseUrl: string | undefined;
  /** Where uploaded attachments are stored (`FILES_DIR`, default `<dataDir>/files`). */
  filesDir: string;
  /** Attachments in an S3-compatible bucket instead (`FILES_S3_BUCKET` set), else undefined. */
  filesS3: S3StorageSettings | undefined;
  captchaEnabled: boolean;
  sessionIdleMinutes: number;
  /** The built portal, served with an SPA fallback when it exists. */
  portalDist: string;
  /** Single sign-on through an OpenID Connect provider (`SSO_ISSUER` set), else undefined. */
  sso: SsoSettings | undefined;
  /** The link a QR sign-in image carries (`QR_LOGIN_URL`), else the default. */
  qrScanUrl: string | undefined;
  /** The minute sweep that sends flow due-time notices (`WF_EXPIRE_SWEEP`, default on). */
  wfExpireSweep: boolean;
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

function flag(name: string, text: string | undefined, fallback: boolean): boolean {
  if (text === undefined || text.trim() === '') return fallback;
  if (/^(true|1|yes)$/i.test(text.trim())) return true;
  if (/^(false|0|no)$/i.test(text.trim())) return false;
  throw new Error(`${name} must be true or false, got "${text}"`);
}

/** Credentials are left to the SDK (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, profiles, roles). */
function filesS3(env: NodeJS.ProcessEnv): S3StorageSettings | undefined {
  const bucket = env.FILES_S3_BUCKET?.trim();
  if (!bucket) return undefined;
  const endpoint = env.FILES_S3_ENDPOINT?.trim() || undefined;
  return {
    bucket,
    endpoint,
    region: env.FILES_S3_REGION?.trim() || env.AWS_REGION?.trim() || 'us-east-1',
    // Emulators and most self-hosted stores address buckets by path; AWS itself by host name.
    forcePathStyle: flag('FILES_S3_PATH_STYLE', env.FILES_S3_PATH_STYLE, endpoint !== undefined),
  };
}

/** SSO_ISSUER switches single sign-on on; client id, redirect URI and company are then required. */
function sso(env: NodeJS.ProcessEnv): SsoSettings | undefined {
  const issuer = env.SSO_ISSUER?.trim();
  if (!issuer) return undefined;
  const required = (name: string) => {
    const value = env[name]?.trim();
    if (!value) throw new Error(`${name} is required when SSO_ISSUER is set`);
    return value;
  };
  const matchBy = (env.SSO_MATCH_BY?.trim() || 'loginName') as SsoMatchField;
  if (!SSO_MATCH_FIELDS.includes(matchBy))
    throw new Error(`SSO_MATCH_BY must be one of ${SSO_MATCH_FIELDS.join(', ')}, got "${matchBy}"`);
  return {
    issuer,
    clientId: required('SSO_CLIENT_ID'),
    clientSecret: env.SSO_CLIENT_SECRET?.trim() || undefined,
    redirectUri: required('SSO_REDIRECT_URI'),
    scope: env.SSO_SCOPE?.trim() || undefined,
    claim: env.SSO_CLAIM?.trim() || undefined,
    matchBy,
    company: required('SSO_COMPANY'),
    postLogoutRedirectUri: env.SSO_POST_LOGOUT_REDIRECT_URI?.trim() || undefined,
    allowHttp: flag('SSO_ALLOW_HTTP', env.SSO_ALLOW_HTTP, false),
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = resolve(process.cwd(), env.DATA_DIR || './data');
  return {
    port: positiveInteger('PORT', env.PORT, 8080),
    host: env.HOST || '0.0.0.0',
    dataDir,
    filesDir: env.FILES_DIR ? resolve(process.cwd(), env.FILES_DIR) : join(dataDir, 'files'),
    filesS3: filesS3(env),
    databaseUrl: env.DATABASE_URL || undefined,
    // Only the exact value "off" disables the captcha, so a typo never opens the door.
    captchaEnabled: env.CAPTCHA !== 'off',
    sessionIdleMinutes: positiveInteger('SESSION_IDLE_MINUTES', env.SESSION_IDLE_MINUTES, 120),
    portalDist: env.PORTAL_DIST ? resolve(process.cwd(), env.PORTAL_DIST) : defaultPortalDist(),
    sso: sso(env),
    qrScanUrl: env.QR_LOGIN_URL?.trim() || undefined,
    wfExpireSweep: flag('WF_EXPIRE_SWEEP', env.WF_EXPIRE_SWEEP, true),
  };
}
