import {
  formCreateButtons,
  menuDelete,
  menuDragSort,
  menuNoLoginTree,
  menuQueryRoleList,
  menuQueryTree,
  menuSave,
  menuUpdateSort,
  menuUpdateSortList,
} from '@ccms/api-client';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/endpoint';
import {
  createFormButtons,
  deleteMenu,
  dropMenu,
  fullMenuTree,
  noLoginMenuTree,
  placeMenus,
  roleMenuTree,
  saveMenu,
} from './service';

export function registerMenuRoutes(app: FastifyInstance, now: () => Date): void {
  registerEndpoint(app, menuQueryTree, ({ db }) => fullMenuTree(db));
  registerEndpoint(app, menuSave, ({ db, body, requireSession }) =>
    saveMenu(db, requireSession(), now(), body),
  );
  registerEndpoint(app, menuDelete, async ({ db, params }) => {
    await deleteMenu(db, params.id);
    return null;
  });
  registerEndpoint(app, menuDragSort, async ({ db, params, requireSession }) => {
    await dropMenu(db, requireSession(), now(), params.sourceId, params.targetId, params.before);
    return null;
  });
  registerEndpoint(app, menuUpdateSortList, async ({ db, body, requireSession }) => {
    await placeMenus(db, requireSession(), now(), body);
    return null;
  });
  registerEndpoint(app, menuUpdateSort, async ({ db, body, requireSession }) => {
    await placeMenus(db, requireSession(), now(), body);
    return null;
  });
  registerEndpoint(app, menuQueryRoleList, ({ db, params }) => roleMenuTree(db, params.roleId));
  registerEndpoint(app, formCreateButtons, ({ db, body, requireSession }) =>
    createFormButtons(db, requireSession(), now(), body),
  );
  registerEndpoint(app, menuNoLoginTree, ({ db, query }) => noLoginMenuTree(db, query.companyId));
}
