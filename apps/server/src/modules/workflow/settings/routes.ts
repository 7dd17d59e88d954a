import {
  wfDeptLeaderList,
  wfDeptLeaderSave,
  wfExpireRun,
  wfFlowSettingGet,
  wfFlowSettingSave,
} from '@ccms/api-client';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/database';
import { registerEndpoint } from '../../../http/endpoint';
import {
  flowSettingView,
  listDeptLeaders,
  runExpireSweep,
  saveDeptLeaders,
  saveFlowSettings,
  sendExpireNotices,
} from './service';

export interface FlowSettingRouteOptions {
  /** The system-context database the background sweep reads every company through. */
  systemDb: Db;
  /** Sweep for overdue tasks this often (ms); off when undefined (tests run it by hand). */
  expireSweepMs?: number | undefined;
}

export function registerFlowSettingRoutes(
  app: FastifyInstance,
  now: () => Date,
  options: FlowSettingRouteOptions,
): void {
  registerEndpoint(app, wfFlowSettingGet, ({ db, params, requireSession }) =>
    flowSettingView(db, requireSession(), params.key),
  );
  registerEndpoint(app, wfFlowSettingSave, ({ db, params, body, requireSession }) =>
    saveFlowSettings(db, requireSession(), now(), params.key, body),
  );
  registerEndpoint(app, wfExpireRun, ({ db }) => sendExpireNotices(db, now()));
  registerEndpoint(app, wfDeptLeaderList, ({ db }) => listDeptLeaders(db));
  registerEndpoint(app, wfDeptLeaderSave, ({ db, body, requireSession }) =>
    saveDeptLeaders(db, requireSession(), now(), body),
  );

  if (options.expireSweepMs) {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      runExpireSweep(options.systemDb, now())
        .catch((error: unknown) => app.log.error(error, 'flow due-time sweep failed'))
        .finally(() => {
          running = false;
        });
    }, options.expireSweepMs);
    timer.unref();
    app.addHook('onClose', (_app, done) => {
      clearInterval(timer);
      done();
    });
  }
}
