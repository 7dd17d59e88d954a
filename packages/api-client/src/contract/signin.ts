import { z } from 'zod';
import { endpoint } from '../endpoint';
import {
  menuItemSchema,
  mobileSchema,
  plainPasswordLength,
  signInPasswordFields,
  smsCodeSchema,
  userInfoSchema,
} from './auth';
import { idSchema } from './paging';

// The other ways to sign in of spec 000 §7.1: SaaS (company-aware), QR code, single sign-on,
// the login page's encryption key. Catalogue area "auth", like the password and SMS sign-ins.

const trimmed = z.string().trim();

// ─── SaaS sign-in ─────────────────────────────────────────────────────────────────────────────

/** The company a SaaS login page belongs to: its id or its code (the page knows one of them). */
const companyRef = idSchema;

/**
 * The SaaS login form (the spec does not show its fields): login name or phone, the company,
 * password and captcha, like /login's. A phone registered in several companies signs in to the
 * one named.
 */
export const saasLoginBodySchema = z
  .object({
    username: trimmed.max(64).optional(),
    phone: mobileSchema.optional(),
    companyId: companyRef,
    ...signInPasswordFields,
    /** Required unless the server runs with CAPTCHA=off (automated tests only). */
    captcha: trimmed.max(16).default(''),
    loginType: z.coerce.number().int().min(1).max(9).default(1),
  })
  .refine((body) => Boolean(body.username) || Boolean(body.phone), {
    error: 'username: 请输入用户名或手机号',
    path: ['username'],
  })
  .refine(plainPasswordLength.check, plainPasswordLength.issue);
export type SaasLoginBody = z.input<typeof saasLoginBodySchema>;

export const saasLogin = endpoint({
  method: 'POST',
  path: '/saas/login',
  summary:
    'Sign in to one company (SaaS) with login name or phone, password and captcha; throttled and locked like /login; isAdmin tells a company administrator',
  access: 'public',
  body: saasLoginBodySchema,
  data: userInfoSchema,
});

export const saasSmsLoginBodySchema = z.object({
  /** The SMS code of /login/sms/send (the page sends it in captcha). */
  captcha: smsCodeSchema,
  phone: mobileSchema,
  companyId: companyRef,
});
export type SaasSmsLoginBody = z.input<typeof saasSmsLoginBodySchema>;

export const saasSmsLogin = endpoint({
  method: 'POST',
  path: '/saas/login/sms',
  summary:
    "Sign in to one company with a phone and its SMS code; that company's account of the phone",
  access: 'public',
  body: saasSmsLoginBodySchema,
  data: userInfoSchema,
});

// ─── QR-code sign-in ──────────────────────────────────────────────────────────────────────────

export const qrCodeStatuses = ['waiting', 'scanned', 'confirmed', 'expired', 'cancelled'] as const;
export type QrCodeStatus = (typeof qrCodeStatuses)[number];

export const qrCodeSchema = z.object({
  /** The waiting page's secret: it polls /login/codeStatus with it. Never shown in the image. */
  code: z.string(),
  /** What the QR image encodes (a link carrying the ticket the phone app sends back). */
  qrContent: z.string(),
  /** The QR image, a PNG data URL. */
  qrImage: z.string(),
  /** Seconds until the code expires. */
  expiresIn: z.number().int(),
  expireTime: z.string(),
});
export type QrCode = z.infer<typeof qrCodeSchema>;

export const qrCode = endpoint({
  method: 'GET',
  path: '/login/qrCode',
  summary:
    'A one-time QR sign-in (2 minutes): the poll code for this page and a PNG of the ticket the signed-in phone app scans',
  access: 'public',
  data: qrCodeSchema,
});

const qrSecret = trimmed.regex(/^[\w-]{20,64}$/, { error: '二维码无效' });

export const codeStatusSchema = z.object({
  status: z.enum(qrCodeStatuses),
  /** Who scanned it (their display name), once scanned. */
  scannedBy: z.string().nullable(),
  /** The user info with a new session, answered once when the phone has confirmed. */
  userInfo: userInfoSchema.nullable(),
});
export type CodeStatus = z.infer<typeof codeStatusSchema>;

export const codeStatus = endpoint({
  method: 'POST',
  path: '/login/codeStatus',
  summary:
    'The waiting page polls its QR sign-in: waiting, scanned, confirmed (with the user info, once), expired or cancelled',
  access: 'public',
  body: z.object({ code: qrSecret }),
  data: codeStatusSchema,
});

export const qrTicketBodySchema = z.object({
  /** The ticket read from the QR image. */
  ticket: qrSecret,
});

/** What the phone shows before the user confirms: which browser asks to sign in. */
export const qrScanSchema = z.object({
  status: z.enum(qrCodeStatuses),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  createTime: z.string(),
  expireTime: z.string(),
});
export type QrScan = z.infer<typeof qrScanSchema>;

export const qrCodeScan = endpoint({
  method: 'POST',
  path: '/login/qrCode/scan',
  summary:
    'Not in the spec: the signed-in phone app marks a QR sign-in as scanned and learns which browser asks',
  access: 'session',
  body: qrTicketBodySchema,
  data: qrScanSchema,
});

export const qrCodeConfirm = endpoint({
  method: 'POST',
  path: '/login/qrCode/confirm',
  summary: 'Not in the spec: the user who scanned a QR sign-in lets that browser sign in as them',
  access: 'session',
  body: qrTicketBodySchema,
  data: z.null(),
});

export const qrCodeCancel = endpoint({
  method: 'POST',
  path: '/login/qrCode/cancel',
  summary: 'Not in the spec: the user who scanned a QR sign-in refuses it',
  access: 'session',
  body: qrTicketBodySchema,
  data: z.null(),
});

// ─── The login page's encryption key ──────────────────────────────────────────────────────────

export const loginPublicKeySchema = z.object({
  /** The algorithm to encrypt with (WebCrypto name and hash). */
  algorithm: z.literal('RSA-OAEP-256'),
  /** SPKI public key, PEM. */
  publicKey: z.string(),
});
export type LoginPublicKey = z.infer<typeof loginPublicKeySchema>;

export const getPKeys = endpoint({
  method: 'GET',
  path: '/login/getPKeys',
  summary:
    'The RSA public key a login form may encrypt the password with (then sent with passwordEncrypted: true)',
  access: 'public',
  data: loginPublicKeySchema,
});

// ─── Single sign-on (OpenID Connect) ──────────────────────────────────────────────────────────

export const ssoLoginDataSchema = z.object({
  /** Whether single sign-on is configured; without it the login page hides the button. */
  enabled: z.boolean(),
  /** Where to send the browser: the provider's authorization request (state, nonce, PKCE). */
  authorizationUrl: z.string().nullable(),
});
export type SsoLoginData = z.infer<typeof ssoLoginDataSchema>;

export const ssoGetLoginData = endpoint({
  method: 'GET',
  path: '/login/sso/getLoginData',
  summary:
    "Starts single sign-on: the provider's authorization URL (state kept on the server, bound to this browser by a cookie)",
  access: 'public',
  data: ssoLoginDataSchema,
});

const callbackText = trimmed.max(2048);

export const ssoCallback = endpoint({
  method: 'GET',
  path: '/login/sso/userinfo',
  summary:
    "Finishes single sign-on: the portal's redirect page passes the provider's callback query; answers the user info with a new session",
  access: 'public',
  query: z.object({
    code: callbackText.optional(),
    state: callbackText.optional(),
    iss: callbackText.optional(),
    session_state: callbackText.optional(),
    error: callbackText.optional(),
    error_description: callbackText.optional(),
  }),
  data: userInfoSchema,
});

export const ssoLogout = endpoint({
  method: 'GET',
  path: '/login/sso/logout',
  summary:
    "Ends the session; answers the provider's end-session URL to visit (null when signed in without single sign-on)",
  access: 'session',
  data: z.object({ endSessionUrl: z.string().nullable() }),
});

export const ssoTokenUserInfo = endpoint({
  method: 'GET',
  path: '/login/sso/user/info',
  summary: 'The user info of a session token (the token single sign-on handed over)',
  access: 'public',
  query: z.object({ token: z.string().trim().min(1).max(256) }),
  data: userInfoSchema,
});

export const ssoUserNav = endpoint({
  method: 'GET',
  path: '/login/sso/user/nav',
  summary: "The signed-in user's menu tree, as /user/nav",
  access: 'session',
  data: z.array(menuItemSchema),
});

// ─── Members ──────────────────────────────────────────────────────────────────────────────────

export const memberCurrentUserInfo = endpoint({
  method: 'GET',
  path: '/member/login/getCurrentUserInfo',
  summary:
    "The signed-in user's info with the member fields (isMember, levelName) from the company's member list",
  access: 'session',
  data: userInfoSchema,
});
