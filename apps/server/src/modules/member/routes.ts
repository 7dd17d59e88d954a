import {
  memberDelete,
  memberLevelDelete,
  memberLevelDragSort,
  memberLevelQueryList,
  memberLevelSave,
  memberQueryList,
  memberResetPassword,
  memberSave,
  PASSWORD_IN_BODY,
  passwordSchema,
} from '@ccms/api-client';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/endpoint';
import { validationFailure } from '../../http/failure';
import {
  deleteMember,
  deleteMemberLevel,
  dropMemberLevel,
  queryMemberLevels,
  queryMembers,
  resetMemberPassword,
  saveMember,
  saveMemberLevel,
} from './service';

export function registerMemberRoutes(app: FastifyInstance, now: () => Date): void {
  registerEndpoint(app, memberLevelQueryList, ({ db, body }) => queryMemberLevels(db, body));
  registerEndpoint(app, memberLevelSave, ({ db, body, requireSession }) =>
    saveMemberLevel(db, requireSession(), now(), body),
  );
  registerEndpoint(app, memberLevelDelete, async ({ db, params }) => {
    await deleteMemberLevel(db, params.id);
    return null;
  });
  registerEndpoint(app, memberLevelDragSort, async ({ db, params, requireSession }) => {
    await dropMemberLevel(
      db,
      requireSession(),
      now(),
      params.sourceId,
      params.targetId,
      params.before,
    );
    return null;
  });
  registerEndpoint(app, memberQueryList, ({ db, body }) => queryMembers(db, body));
  registerEndpoint(app, memberSave, ({ db, body, requireSession }) =>
    saveMember(db, requireSession(), now(), body),
  );
  registerEndpoint(app, memberDelete, async ({ db, params }) => {
    await deleteMember(db, params.id);
    return null;
  });
  registerEndpoint(app, memberResetPassword, async ({ db, params, body, requireSession }) => {
    // The body's password wins; the path's is accepted for the original client, which sends it there.
    const sent = body.password ?? (params.password === PASSWORD_IN_BODY ? '' : params.password);
    const checked = passwordSchema.safeParse(sent);
    if (!sent || !checked.success)
      throw validationFailure('password', checked.error?.issues[0]?.message ?? '请输入新密码');
    await resetMemberPassword(db, requireSession(), now(), params.id, checked.data);
    return null;
  });
}
