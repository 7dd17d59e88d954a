import {
  memberDelete,
  memberLevelDelete,
  memberLevelDragSort,
  memberLevelQueryList,
  memberLevelSave,
  memberQueryList,
  memberSave,
} from '@ccms/api-client';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/endpoint';
import {
  deleteMember,
  deleteMemberLevel,
  dropMemberLevel,
  queryMemberLevels,
  queryMembers,
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
}
