import { workModeGet, workModeMenu } from '@ccms/api-client';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/endpoint';
import { loadGrants } from '../auth/access';
import { loadUserConfig } from '../profile/service';
import { WORK_MODE_CONFIG_KEY, keepMenus, readWorkMode } from './service';

export function registerWorkModeRoutes(app: FastifyInstance): void {
  registerEndpoint(app, workModeGet, async ({ db, requireSession }) => {
    const session = requireSession();
    const config = await loadUserConfig(db, session.userId);
    const grants = await loadGrants(db, { id: session.userId, companyId: session.companyId });
    return { workMode: readWorkMode(config[WORK_MODE_CONFIG_KEY]), modules: grants.menuList };
  });
  registerEndpoint(app, workModeMenu, async ({ db, body, requireSession }) => {
    const session = requireSession();
    const grants = await loadGrants(db, { id: session.userId, companyId: session.companyId });
    return keepMenus(grants.menuList, new Set(body));
  });
}
