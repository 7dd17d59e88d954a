import {
  wfAdminJump,
  wfAdminProcessList,
  wfAdminTaskList,
  wfAdminTerminate,
  wfCategoryList,
  wfCopyList,
  wfDoneList,
  wfFavourite,
  wfModelDeploy,
  wfModelList,
  wfModelSave,
  wfMyList,
  wfProcdefByKey,
  wfProcdefList,
  wfProcessDetail,
  wfStart,
  wfTaskAct,
  wfTaskDetail,
  wfTodoList,
  wfWithdraw,
} from '@ccms/api-client';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { registerEndpoint } from '../../http/endpoint';
import { hasPermission } from '../auth/access';
import type { Session } from '../auth/sessions';
import {
  actOnTask,
  definitionByKey,
  deployModel,
  jumpFlow,
  listCategories,
  processDetail,
  queryAdminInstances,
  queryAdminTasks,
  queryCopied,
  queryDefinitions,
  queryDone,
  queryMine,
  queryModels,
  queryTodo,
  saveModel,
  setFavourite,
  startFlow,
  taskDetail,
  terminateFlow,
  withdrawFlow,
} from './service';

const isAdmin = (db: Db, session: Session) =>
  hasPermission(db, { id: session.userId, companyId: session.companyId }, 'wf:admin');

export function registerWorkflowRoutes(app: FastifyInstance, now: () => Date): void {
  registerEndpoint(app, wfCategoryList, ({ db }) => listCategories(db));
  registerEndpoint(app, wfModelList, ({ db, body }) => queryModels(db, body));
  registerEndpoint(app, wfModelSave, ({ db, body, requireSession }) =>
    saveModel(db, requireSession(), now(), body),
  );
  registerEndpoint(app, wfModelDeploy, ({ db, params, requireSession }) =>
    deployModel(db, requireSession(), now(), params.id),
  );
  registerEndpoint(app, wfProcdefList, ({ db, body, requireSession }) =>
    queryDefinitions(db, requireSession(), body),
  );
  registerEndpoint(app, wfProcdefByKey, ({ db, params, requireSession }) =>
    definitionByKey(db, requireSession(), params.key),
  );
  registerEndpoint(app, wfFavourite, ({ db, body, requireSession }) =>
    setFavourite(db, requireSession(), now(), body),
  );
  registerEndpoint(app, wfStart, ({ db, body, requireSession }) =>
    startFlow(db, requireSession(), now(), body),
  );
  registerEndpoint(app, wfTaskAct, ({ db, body, requireSession }) =>
    actOnTask(db, requireSession(), now(), body),
  );
  registerEndpoint(app, wfWithdraw, ({ db, params, body, requireSession }) =>
    withdrawFlow(db, requireSession(), now(), params.id, body),
  );
  registerEndpoint(app, wfTodoList, ({ db, body, requireSession }) =>
    queryTodo(db, requireSession(), body),
  );
  registerEndpoint(app, wfDoneList, ({ db, body, requireSession }) =>
    queryDone(db, requireSession(), body),
  );
  registerEndpoint(app, wfMyList, ({ db, body, requireSession }) =>
    queryMine(db, requireSession(), body),
  );
  registerEndpoint(app, wfCopyList, ({ db, body, requireSession }) =>
    queryCopied(db, requireSession(), body),
  );
  registerEndpoint(app, wfTaskDetail, async ({ db, params, query, requireSession }) => {
    const session = requireSession();
    return taskDetail(db, session, await isAdmin(db, session), params.id, query.view ?? false);
  });
  registerEndpoint(app, wfProcessDetail, async ({ db, params, requireSession }) => {
    const session = requireSession();
    return processDetail(db, session, await isAdmin(db, session), params.id);
  });
  registerEndpoint(app, wfAdminProcessList, ({ db, body }) => queryAdminInstances(db, body));
  registerEndpoint(app, wfAdminTaskList, ({ db, body }) => queryAdminTasks(db, body));
  registerEndpoint(app, wfAdminTerminate, ({ db, params, body, requireSession }) =>
    terminateFlow(db, requireSession(), now(), params.id, body),
  );
  registerEndpoint(app, wfAdminJump, ({ db, params, body, requireSession }) =>
    jumpFlow(db, requireSession(), now(), params.id, body),
  );
}
