import {
  dataAuthCopyRoleData,
  dataAuthListAllDataMenu,
  dataAuthQueryAttrTree,
  dataAuthQueryDataIdList,
  dataAuthQueryRoleAttrTree,
  dataAuthSaveDataRef,
} from '@ccms/api-client';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/endpoint';
import {
  attributeTree,
  copyRoleData,
  listDataMenus,
  roleDataIds,
  saveRoleDataRefs,
} from './service';

export function registerDataAuthRoutes(app: FastifyInstance, now: () => Date): void {
  registerEndpoint(app, dataAuthListAllDataMenu, ({ locale }) => listDataMenus(locale));
  registerEndpoint(app, dataAuthQueryAttrTree, ({ db, params }) => attributeTree(db, params.id));
  registerEndpoint(app, dataAuthQueryDataIdList, ({ db, params }) =>
    roleDataIds(db, params.roleId, params.dataMenuId),
  );
  registerEndpoint(app, dataAuthQueryRoleAttrTree, async ({ db, params }) => ({
    checkedIds: await roleDataIds(db, params.roleId, params.dataMenuId),
    tree: await attributeTree(db, params.dataMenuId),
  }));
  registerEndpoint(app, dataAuthSaveDataRef, async ({ db, params, body, requireSession }) => {
    await saveRoleDataRefs(db, requireSession(), now(), params.roleId, params.dataMenuId, body);
    return null;
  });
  registerEndpoint(app, dataAuthCopyRoleData, async ({ db, params, requireSession }) => {
    await copyRoleData(db, requireSession(), now(), params.src, params.tar, params.cover);
    return null;
  });
}
