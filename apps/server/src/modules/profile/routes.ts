import { addUserSetting, getTokenUser, getUserSetting, updateUserConfig } from '@ccms/api-client';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/endpoint';
import type { AuthService } from '../auth/service';
import { loadMySetting, saveMySetting, saveUserConfig } from './service';

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
}
