import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Database } from './db/database';
import { registerPortalFiles } from './http/portalFiles';
import { installEnvelopeReplies } from './http/replies';
import { hasPermission } from './modules/auth/access';
import {
  createCaptchaStore,
  svgCaptchaGenerator,
  type CaptchaGenerator,
} from './modules/auth/captcha';
import { registerAreaRoutes } from './modules/area/routes';
import { registerClubRoutes } from './modules/club/routes';
import { registerWorkflowRoutes } from './modules/workflow/routes';
import { registerFlowSettingRoutes } from './modules/workflow/settings/routes';
import { registerWorkflowListRoutes } from './modules/workflow/lists';
import { registerFormRoutes } from './modules/forms/routes';
import { registerCostRoutes } from './modules/cost/routes';
import { registerUnusualRoutes } from './modules/cost/library/routes';
import { registerCockpitRoutes } from './modules/cockpit/routes';
import { registerSalesRoutes } from './modules/sales/routes';
import { registerBonusRoutes } from './modules/finance/bonus/routes';
import { registerProfitsRoutes } from './modules/finance/profits/routes';
import { registerObjectivesRoutes } from './modules/objectives/routes';
import { registerFinanceRoutes } from './modules/finance/routes';
import { registerInvoicingRoutes } from './modules/finance/invoicing/routes';
import { registerEinvoiceRoutes } from './modules/finance/einvoice/routes';
import { registerPaymentCycleRoutes } from './modules/finance/cycles/routes';
import { registerCertificateRoutes } from './modules/certificates/routes';
import { registerCostFileRoutes } from './modules/cost/costFiles/routes';
import { registerFollowAuditRoutes } from './modules/followaudit/routes';
import { registerFundCompareRoutes } from './modules/finance/compare/routes';
import { createLoginKeys } from './modules/auth/loginKey';
import { createPhoneIdentity } from './modules/auth/phone';
import { registerPhoneRoutes } from './modules/auth/phoneRoutes';
import { createQrLogin, registerQrLoginRoutes } from './modules/auth/qr';
import { registerAuthRoutes } from './modules/auth/routes';
import { registerSaasLoginRoutes } from './modules/auth/saasLogin';
import { createAuthService } from './modules/auth/service';
import { createSessionStore } from './modules/auth/sessions';
import { createOutboxSmsProvider, createSmsCodes, type SmsProvider } from './modules/auth/sms';
import {
  createSingleSignOn,
  registerSsoRoutes,
  type SsoProvider,
  type SsoSettings,
} from './modules/auth/sso';
import { registerDataAuthRoutes } from './modules/dataauth/routes';
import { registerDeptRoutes } from './modules/dept/routes';
import { registerDictRoutes } from './modules/dict/routes';
import { registerExcelRoutes } from './modules/excel/routes';
import { registerFileRoutes } from './modules/file/routes';
import { createLocalFileStorage, type FileStorage } from './modules/file/storage';
import { registerMemberRoutes } from './modules/member/routes';
import { registerMenuRoutes } from './modules/menu/routes';
import { createMessageHub } from './modules/message/hub';
import { createMessageNotifier } from './modules/message/notifier';
import { registerMessageRoutes } from './modules/message/routes';
import { registerOnlineRoutes } from './modules/online/routes';
import { registerOpenApi } from './modules/openapi/routes';
import { registerParamRoutes } from './modules/param/routes';
import { registerProfileRoutes } from './modules/profile/routes';
import { registerCmsRoutes } from './modules/cms/routes';
import { registerFootprintRoutes } from './modules/footprint/routes';
import { registerSearchRoutes } from './modules/search/routes';
import { registerRoleRoutes } from './modules/role/routes';
import { registerSaasRoutes } from './modules/saas/routes';
import { registerSystemRoutes } from './modules/system/routes';
import { registerUserRoutes } from './modules/user/routes';
import { registerWorkModeRoutes } from './modules/workmode/routes';

export interface AppOptions {
  database: Database;
  captchaEnabled?: boolean;
  sessionIdleMinutes?: number;
  /** The built portal; served with an SPA fallback when the folder has an index.html. */
  portalDist?: string;
  /** The clock every expiry and stamp reads (tests move it). */
  now?: () => Date;
  captcha?: CaptchaGenerator;
  logger?: FastifyServerOptions['logger'];
  /** Where attachments are kept; by default files on disk under filesDir. */
  fileStorage?: FileStorage;
  /** The local attachment folder (default: a folder in the system temp directory). */
  filesDir?: string;
  /** The text-message gateway; by default messages go to the sms_outbox table (development). */
  smsProvider?: SmsProvider;
  /** Single sign-on (OpenID Connect); off when undefined. */
  sso?: SsoSettings;
  /** The OpenID provider client; by default openid-client against sso.issuer. */
  ssoProvider?: SsoProvider;
  /** The link a QR sign-in image carries (the ticket is appended); default ccms://login/qr. */
  qrScanUrl?: string;
  /** Sweep for overdue flow tasks (due-time notices) this often, in ms; off when undefined. */
  wfExpireSweepMs?: number;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { database } = options;
  const now = options.now ?? (() => new Date());
  const captchaEnabled = options.captchaEnabled ?? true;
  const portalDist =
    options.portalDist && existsSync(join(options.portalDist, 'index.html'))
      ? options.portalDist
      : undefined;

  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 1024 * 1024,
    // A download names up to 100 comma-joined ids in one path parameter.
    routerOptions: { maxParamLength: 4000 },
  });
  installEnvelopeReplies(app, { spaFallback: portalDist !== undefined });

  const sessions = createSessionStore({
    db: database.db,
    now,
    idleMinutes: options.sessionIdleMinutes ?? 120,
  });
  const captchas = createCaptchaStore({
    db: database.db,
    now,
    generator: options.captcha ?? svgCaptchaGenerator,
  });
  const auth = createAuthService({ db: database.db, now, sessions, captchas, captchaEnabled });
  app.decorate('systemDb', database.db);
  app.decorate('sessionResolver', {
    resolve: (token) => sessions.resolve(token),
    permits: (session, permission) =>
      hasPermission(database.db, { id: session.userId, companyId: session.companyId }, permission),
  });

  await registerOpenApi(app);
  registerSystemRoutes(app, database);
  registerParamRoutes(app, database.db, captchaEnabled, now);
  const loginKeys = createLoginKeys({ db: database.db, now });
  registerAuthRoutes(app, auth, captchas, loginKeys);
  const phoneIdentity = createPhoneIdentity({
    db: database.db,
    now,
    auth,
    codes: createSmsCodes({
      db: database.db,
      now,
      provider: options.smsProvider ?? createOutboxSmsProvider(database.db, now),
    }),
  });
  registerPhoneRoutes(app, auth, phoneIdentity, now);
  registerSaasLoginRoutes(app, auth, phoneIdentity, loginKeys);
  registerQrLoginRoutes(
    app,
    createQrLogin({ db: database.db, now, auth, scanUrl: options.qrScanUrl }),
    now,
  );
  registerSsoRoutes(
    app,
    auth,
    createSingleSignOn({
      db: database.db,
      now,
      auth,
      settings: options.sso,
      provider: options.ssoProvider,
    }),
    now,
  );
  registerDeptRoutes(app, now);
  registerUserRoutes(app, now);
  registerRoleRoutes(app, now);
  registerMenuRoutes(app, now);
  registerAreaRoutes(app, now);
  registerMemberRoutes(app, now);
  registerClubRoutes(app, now);
  registerDataAuthRoutes(app, now);
  registerOnlineRoutes(app, now);
  registerDictRoutes(app, now);
  const fileStorage =
    options.fileStorage ?? createLocalFileStorage(options.filesDir ?? join(tmpdir(), 'ccms-files'));
  registerFileRoutes(app, fileStorage, now);
  registerExcelRoutes(app, fileStorage, now);
  registerCostRoutes(app, now, fileStorage);
  registerUnusualRoutes(app, now);
  registerCockpitRoutes(app);
  registerSalesRoutes(app, now);
  registerBonusRoutes(app, now);
  registerWorkflowRoutes(app, now);
  registerFlowSettingRoutes(app, now, {
    systemDb: database.db,
    expireSweepMs: options.wfExpireSweepMs,
  });
  registerWorkflowListRoutes(app, now);
  registerFormRoutes(app, now);
  registerFinanceRoutes(app, now, fileStorage);
  registerInvoicingRoutes(app, now);
  registerEinvoiceRoutes(app, now, fileStorage);
  registerPaymentCycleRoutes(app, now);
  registerCertificateRoutes(app, now);
  registerCostFileRoutes(app, now);
  registerFollowAuditRoutes(app, now);
  registerFundCompareRoutes(app, now);
  registerProfitsRoutes(app, now);
  registerObjectivesRoutes(app, now);
  registerSaasRoutes(app, fileStorage, now);
  registerWorkModeRoutes(app, now);
  registerProfileRoutes(app, auth, now);
  registerCmsRoutes(app, now);
  registerFootprintRoutes(app, now);
  registerSearchRoutes(app, now);
  const messageHub = createMessageHub((sessionId) => sessions.isLive(sessionId));
  await registerMessageRoutes(
    app,
    messageHub,
    createMessageNotifier({ db: database.db, now, hub: messageHub, log: app.log }),
    now,
  );

  if (portalDist) await registerPortalFiles(app, portalDist);
  return app;
}
