import {
  windowDefaults,
  windowLeftColumnGet,
  windowLeftColumnSave,
  windowNormalModeGet,
  windowNormalModeSave,
  windowWorkModeGet,
  windowWorkModeSave,
  workModeGet,
  workModeMenu,
} from '@ccms/api-client';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/endpoint';
import { loadGrants } from '../auth/access';
import { loadUserConfig } from '../profile/service';
import {
  WORK_MODE_CONFIG_KEY,
  keepMenus,
  loadCompanyWorkMode,
  loadLeftColumn,
  loadNormalMode,
  loadWindowDefaults,
  readWorkMode,
  saveCompanyWorkMode,
  saveLeftColumn,
  saveNormalMode,
} from './service';

export function registerWorkModeRoutes(
  app: FastifyInstance,
  now: () => Date = () => new Date(),
): void {
  // A user without a saved form gets the company's default; the modules offered are the
  // company's left column (when it names any) within the user's own menu.
  registerEndpoint(app, workModeGet, async ({ db, requireSession }) => {
    const session = requireSession();
    const config = await loadUserConfig(db, session.userId);
    const grants = await loadGrants(db, { id: session.userId, companyId: session.companyId });
    const saved = config[WORK_MODE_CONFIG_KEY];
    const workMode = saved ? readWorkMode(saved) : await loadCompanyWorkMode(db, session.companyId);
    const offered = await loadLeftColumn(db, session.companyId);
    const modules =
      offered.length > 0 ? keepMenus(grants.menuList, new Set(offered)) : grants.menuList;
    return { workMode, modules };
  });
  registerEndpoint(app, workModeMenu, async ({ db, body, requireSession }) => {
    const session = requireSession();
    const grants = await loadGrants(db, { id: session.userId, companyId: session.companyId });
    return keepMenus(grants.menuList, new Set(body));
  });

  registerEndpoint(app, windowDefaults, ({ db, requireSession }) =>
    loadWindowDefaults(db, requireSession().companyId),
  );
  registerEndpoint(app, windowLeftColumnGet, ({ db, requireSession }) =>
    loadLeftColumn(db, requireSession().companyId),
  );
  registerEndpoint(app, windowLeftColumnSave, ({ db, body, requireSession }) =>
    saveLeftColumn(db, requireSession(), now(), body),
  );
  registerEndpoint(app, windowNormalModeGet, ({ db, requireSession }) =>
    loadNormalMode(db, requireSession().companyId),
  );
  registerEndpoint(app, windowNormalModeSave, ({ db, body, requireSession }) =>
    saveNormalMode(db, requireSession(), now(), body),
  );
  registerEndpoint(app, windowWorkModeGet, ({ db, requireSession }) =>
    loadCompanyWorkMode(db, requireSession().companyId),
  );
  registerEndpoint(app, windowWorkModeSave, ({ db, body, requireSession }) =>
    saveCompanyWorkMode(db, requireSession(), now(), body),
  );
}
