import {
  userDelete,
  userQueryList,
  userQueryListTree,
  userQueryUserRoleList,
  userResetPassword,
  userSave,
  userShareQueryList,
} from '@ccms/api-client';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/endpoint';
import { forbidden } from '../../http/failure';
import { hasPermission } from '../auth/access';
import {
  deleteUser,
  departmentScope,
  organisationTree,
  queryUsers,
  resetPassword,
  saveUser,
  userRoleOptions,
} from './service';

export function registerUserRoutes(app: FastifyInstance, now: () => Date): void {
  registerEndpoint(app, userQueryList, async ({ db, body, requireSession }) =>
    queryUsers(db, body, await departmentScope(db, requireSession())),
  );
  registerEndpoint(app, userShareQueryList, ({ db, body }) => queryUsers(db, body));
  registerEndpoint(app, userSave, async ({ db, body, requireSession }) => {
    const session = requireSession();
    // Editing needs sys:user:edit (the endpoint's permission); creating needs sys:user:add as well.
    if (
      !body.id &&
      !(await hasPermission(
        db,
        { id: session.userId, companyId: session.companyId },
        'sys:user:add',
      ))
    )
      throw forbidden();
    return saveUser(db, session, now(), body);
  });
  registerEndpoint(app, userDelete, async ({ db, params, requireSession }) => {
    await deleteUser(db, requireSession(), now(), params.id);
    return null;
  });
  registerEndpoint(app, userResetPassword, async ({ db, params, body, requireSession }) => {
    await resetPassword(db, requireSession(), now(), params.id, body.password);
    return null;
  });
  registerEndpoint(app, userQueryListTree, ({ db }) => organisationTree(db));
  registerEndpoint(app, userQueryUserRoleList, ({ db, params }) => userRoleOptions(db, params.id));
}
