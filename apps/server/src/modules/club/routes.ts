import {
  clubDelete,
  clubMemberIds,
  clubQueryList,
  clubSave,
  clubSaveMembers,
} from '@ccms/api-client';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/endpoint';
import { clubMemberIdList, deleteClub, queryClubs, saveClub, saveClubMembers } from './service';

export function registerClubRoutes(app: FastifyInstance, now: () => Date): void {
  registerEndpoint(app, clubQueryList, ({ db, body }) => queryClubs(db, body));
  registerEndpoint(app, clubSave, ({ db, body, requireSession }) =>
    saveClub(db, requireSession(), now(), body),
  );
  registerEndpoint(app, clubDelete, async ({ db, params }) => {
    await deleteClub(db, params.id);
    return null;
  });
  registerEndpoint(app, clubMemberIds, ({ db, params }) => clubMemberIdList(db, params.id));
  registerEndpoint(app, clubSaveMembers, ({ db, params, body, requireSession }) =>
    saveClubMembers(db, requireSession(), now(), params.id, body),
  );
}
