import { z } from 'zod';
import { endpoint } from '../endpoint';
import { idSchema } from './paging';

/** How many of the company's people are signed in now, of how many. */
export const onlineCountSchema = z.object({
  onlineNo: z.number().int(),
  totalNo: z.number().int(),
});
export type OnlineCount = z.infer<typeof onlineCountSchema>;

/** A department (dept true, with the number online beneath it) or a person of the online tree. */
export interface OnlineNode {
  id: string;
  name: string;
  dept: boolean;
  online: boolean;
  /** People signed in at or beneath this node (1 or 0 for a person). */
  onlineNo: number;
  job: string | null;
  deptName: string | null;
  children: OnlineNode[];
}
export const onlineNodeSchema: z.ZodType<OnlineNode> = z.lazy(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    dept: z.boolean(),
    online: z.boolean(),
    onlineNo: z.number().int(),
    job: z.string().nullable(),
    deptName: z.string().nullable(),
    children: z.array(onlineNodeSchema),
  }),
);

export const onlineCount = endpoint({
  method: 'GET',
  path: '/a/session/online/NO',
  summary: 'People of the company signed in now (onlineNo) and in all (totalNo); polled every 10 s',
  access: 'session',
  data: onlineCountSchema,
});

export const onlineQueryList = endpoint({
  method: 'GET',
  path: '/a/session/online/queryList',
  summary: 'The company’s departments with their people, each marked online or not',
  access: 'session',
  data: z.array(onlineNodeSchema),
});

export const onlineKickOut = endpoint({
  method: 'DELETE',
  path: '/a/session/online/{userId}',
  summary: 'Signs a person out everywhere (every live session ends); not oneself',
  access: { permission: 'sys:online:kick' },
  params: z.object({ userId: idSchema }),
  data: z.object({ ended: z.number().int() }),
});
