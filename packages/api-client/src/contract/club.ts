import { z } from 'zod';
import { endpoint } from '../endpoint';
import {
  auditSchema,
  idListSchema,
  idSchema,
  optionalText,
  pageOf,
  pageRequest,
  plainText,
} from './paging';

/**
 * A club: a circle of the company's members (an area's cost engineers, a customer group) with a
 * leader, kept on its own page (/sys-manager/club). The spec names the page only; the paths are
 * this product's.
 */
export const clubSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    areaId: z.string().nullable(),
    areaName: z.string().nullable(),
    /** The leading member. */
    leaderId: z.string().nullable(),
    leaderName: z.string().nullable(),
    sort: z.number().int(),
    remarks: z.string().nullable(),
    memberCount: z.number().int(),
  })
  .extend(auditSchema.shape);
export type Club = z.infer<typeof clubSchema>;

export const clubSaveSchema = z.object({
  id: idSchema.optional(),
  name: plainText(64).pipe(z.string().min(1, { error: '请输入俱乐部名称' })),
  areaId: idSchema.nullish().transform((value) => value ?? null),
  leaderId: idSchema.nullish().transform((value) => value ?? null),
  sort: z.coerce.number().int().min(0).max(1_000_000).default(0),
  remarks: optionalText(500),
});
export type ClubSave = z.input<typeof clubSaveSchema>;

export const clubQueryList = endpoint({
  method: 'POST',
  path: '/b/club/queryList',
  summary: 'Clubs, sorted, filtered by name and area (this area and the areas beneath it)',
  access: { permission: 'member:club:view' },
  body: pageRequest(z.object({ name: optionalText(64), areaId: idSchema.optional() })),
  data: pageOf(clubSchema),
});

export const clubSave = endpoint({
  method: 'POST',
  path: '/b/club',
  summary: 'Create or edit a club (names are unique in the company; the leader must be a member)',
  access: { permission: 'member:club:edit' },
  body: clubSaveSchema,
  data: clubSchema,
});

export const clubDelete = endpoint({
  method: 'DELETE',
  path: '/b/club/{id}',
  summary: 'Delete a club; its members stay members',
  access: { permission: 'member:club:delete' },
  params: z.object({ id: idSchema }),
  data: z.null(),
});

export const clubMemberIds = endpoint({
  method: 'GET',
  path: '/b/club/{id}/memberIds',
  summary: 'The ids of a club’s members',
  access: { permission: 'member:club:view' },
  params: z.object({ id: idSchema }),
  data: z.array(z.string()),
});

export const clubSaveMembers = endpoint({
  method: 'POST',
  path: '/b/club/{id}/memberIds',
  summary: 'Set a club’s members to exactly these (a leader who leaves stops leading)',
  access: { permission: 'member:club:edit' },
  params: z.object({ id: idSchema }),
  body: idListSchema,
  data: clubSchema,
});
