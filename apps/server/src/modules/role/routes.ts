import {
  roleCopyRoleDept,
  roleCopyRoleMenu,
  roleDelete,
  roleDeptIdList,
  roleMergeRoleMemberLevelList,
  roleMergeRoleUserList,
  roleQueryMemberLevelList,
  roleQueryList,
  roleQueryRoleDeptId,
  roleQueryRoleMemberLevelId,
  roleQueryRoleMenuId,
  roleQueryUserList,
  roleQueryUserListTree,
  roleSave,
  roleSaveDeptIdList,
  roleSaveRoleMemberLevel,
  roleSaveRoleMemberLevelList,
  roleSaveRoleMenuIds,
  roleSaveRoleUser,
  roleSaveRoleUserList,
  roleUpdateSort,
} from '@ccms/api-client';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/endpoint';
import { roleDepartmentIds } from '../dept/service';
import {
  addRoleMemberLevels,
  mergeRoleMemberLevels,
  removeRoleMemberLevels,
  roleMemberLevelIds,
  roleMemberLevelList,
} from '../member/service';
import { organisationTree, queryUsers } from '../user/service';
import {
  addRoleUsers,
  copyRoleDepartments,
  copyRoleMenus,
  deleteRole,
  findRole,
  mergeRoleUsers,
  queryRoles,
  removeRoleUsers,
  roleMemberIds,
  roleMenuIds,
  saveRole,
  saveRoleDepartments,
  saveRoleMenus,
  sortRoles,
} from './service';

export function registerRoleRoutes(app: FastifyInstance, now: () => Date): void {
  registerEndpoint(app, roleQueryList, ({ db, body }) => queryRoles(db, body));
  registerEndpoint(app, roleSave, ({ db, body, requireSession }) =>
    saveRole(db, requireSession(), now(), body),
  );
  registerEndpoint(app, roleDelete, async ({ db, params }) => {
    await deleteRole(db, params.id);
    return null;
  });
  registerEndpoint(app, roleUpdateSort, async ({ db, body, requireSession }) => {
    await sortRoles(db, requireSession(), now(), body);
    return null;
  });

  registerEndpoint(app, roleQueryRoleMenuId, ({ db, params }) => roleMenuIds(db, params.roleId));
  registerEndpoint(app, roleSaveRoleMenuIds, async ({ db, params, body, requireSession }) => {
    await saveRoleMenus(db, requireSession(), now(), params.roleId, body);
    return null;
  });
  registerEndpoint(app, roleCopyRoleMenu, async ({ db, params, requireSession }) => {
    await copyRoleMenus(db, requireSession(), now(), params.src, params.tar);
    return null;
  });

  registerEndpoint(app, roleQueryRoleDeptId, ({ db, params }) =>
    roleDepartmentIds(db, params.roleId),
  );
  registerEndpoint(app, roleDeptIdList, ({ db, params }) => roleDepartmentIds(db, params.roleId));
  registerEndpoint(app, roleSaveDeptIdList, async ({ db, params, body, requireSession }) => {
    await saveRoleDepartments(db, requireSession(), now(), params.roleId, body);
    return null;
  });
  registerEndpoint(app, roleCopyRoleDept, async ({ db, params, requireSession }) => {
    await copyRoleDepartments(db, requireSession(), now(), params.src, params.tar);
    return null;
  });

  registerEndpoint(app, roleQueryUserList, async ({ db, params, body }) => {
    await findRole(db, params.roleId);
    return queryUsers(db, body, { roleId: params.roleId });
  });
  registerEndpoint(app, roleQueryUserListTree, async ({ db, params }) => ({
    checkedIds: await roleMemberIds(db, params.roleId),
    tree: await organisationTree(db),
  }));
  registerEndpoint(app, roleSaveRoleUserList, async ({ db, params, body, requireSession }) => {
    await addRoleUsers(db, requireSession(), now(), params.roleId, body);
    return null;
  });
  registerEndpoint(app, roleSaveRoleUser, async ({ db, body, requireSession }) => {
    if (body.remove) await removeRoleUsers(db, body.roleId, body.userIds);
    else await addRoleUsers(db, requireSession(), now(), body.roleId, body.userIds);
    return null;
  });
  registerEndpoint(app, roleMergeRoleUserList, async ({ db, params, requireSession }) => {
    await mergeRoleUsers(db, requireSession(), now(), params.src, params.tar);
    return null;
  });

  registerEndpoint(app, roleQueryMemberLevelList, ({ db, params, body }) =>
    roleMemberLevelList(db, params.roleId, body.name),
  );
  registerEndpoint(app, roleQueryRoleMemberLevelId, ({ db, params }) =>
    roleMemberLevelIds(db, params.id),
  );
  registerEndpoint(
    app,
    roleSaveRoleMemberLevelList,
    async ({ db, params, body, requireSession }) => {
      await addRoleMemberLevels(db, requireSession(), now(), params.roleId, body);
      return null;
    },
  );
  registerEndpoint(app, roleSaveRoleMemberLevel, async ({ db, body, requireSession }) => {
    if (body.remove) await removeRoleMemberLevels(db, body.roleId, body.levelIds);
    else
      await addRoleMemberLevels(
        db,
        requireSession(),
        now(),
        body.roleId,
        body.levelIds,
        'levelIds',
      );
    return null;
  });
  registerEndpoint(app, roleMergeRoleMemberLevelList, async ({ db, params, requireSession }) => {
    await mergeRoleMemberLevels(db, requireSession(), now(), params.srcRoleId, params.tarRoleId);
    return null;
  });
}
