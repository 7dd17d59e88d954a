import {
  deptDelete,
  deptGet,
  deptQueryRoleList,
  deptQueryTree,
  deptSave,
  deptTree,
} from '@ccms/api-client';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/endpoint';
import {
  deleteDepartment,
  departmentTree,
  getDepartment,
  roleDepartmentIds,
  saveDepartment,
} from './service';

export function registerDeptRoutes(app: FastifyInstance, now: () => Date): void {
  registerEndpoint(app, deptQueryTree, ({ db }) => departmentTree(db));
  registerEndpoint(app, deptTree, ({ db }) => departmentTree(db));
  registerEndpoint(app, deptGet, ({ db, params }) => getDepartment(db, params.id));
  registerEndpoint(app, deptSave, ({ db, body, requireSession }) =>
    saveDepartment(db, requireSession(), now(), body),
  );
  registerEndpoint(app, deptDelete, async ({ db, params }) => {
    await deleteDepartment(db, params.id);
    return null;
  });
  registerEndpoint(app, deptQueryRoleList, async ({ db, params }) => ({
    checkedIds: await roleDepartmentIds(db, params.roleId),
    tree: await departmentTree(db),
  }));
}
