import {
  addUserSetting,
  getTokenUser,
  getUserSetting,
  invoiceGetMy,
  invoiceSaveMy,
  memberModName,
  updateLoginUser,
  updateUserConfig,
} from '@ccms/api-client';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/endpoint';
import type { AuthService } from '../auth/service';
import {
  loadMyInvoice,
  loadMySetting,
  renameMember,
  saveMyInvoice,
  saveMySetting,
  saveUserConfig,
  updateLoginUser as saveLoginUser,
} from './service';

export function registerProfileRoutes(
  app: FastifyInstance,
  auth: AuthService,
  now: () => Date,
): void {
  registerEndpoint(app, addUserSetting, ({ db, body, requireSession }) =>
    saveMySetting(db, requireSession(), now(), body),
  );
  registerEndpoint(app, getUserSetting, ({ db, requireSession }) =>
    loadMySetting(db, requireSession().userId),
  );
  registerEndpoint(app, getTokenUser, ({ db, requireSession }) =>
    auth.userInfo(requireSession(), db),
  );
  registerEndpoint(app, updateUserConfig, ({ db, body, requireSession }) =>
    saveUserConfig(db, requireSession(), now(), body),
  );
  registerEndpoint(app, updateLoginUser, async ({ db, body, requireSession }) => {
    const session = requireSession();
    await saveLoginUser(db, session, now(), body);
    return auth.userInfo(session, db);
  });
  registerEndpoint(app, memberModName, async ({ db, params, requireSession }) => {
    const session = requireSession();
    await renameMember(db, session, now(), params.userId, params.name);
    return auth.userInfo(session, db);
  });
  registerEndpoint(app, invoiceGetMy, ({ db, requireSession }) =>
    loadMyInvoice(db, requireSession().userId),
  );
  registerEndpoint(app, invoiceSaveMy, ({ db, body, requireSession }) =>
    saveMyInvoice(db, requireSession(), now(), body),
  );
}
