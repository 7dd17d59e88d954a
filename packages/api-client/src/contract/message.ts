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
import { MESSAGE_TYPES } from '../messageCodes';

// Codes without zod (messageCodes.ts), so the shell reads them without loading the schemas.
export { isMessage, MESSAGE_SOCKET_PATH, MESSAGE_TYPES } from '../messageCodes';
/** The five reminder categories: 业务, 合同, 人力, 行政, 财务. */
export const messageTypeSchema = z.enum(MESSAGE_TYPES);
export type MessageType = z.infer<typeof messageTypeSchema>;

/** A reminder to the signed-in user; the websocket pushes the same shape. */
export const messageSchema = z
  .object({
    id: z.string(),
    type: messageTypeSchema,
    title: z.string(),
    content: z.string(),
    read: z.boolean(),
    readAt: z.string().nullable(),
  })
  .extend(auditSchema.shape);
export type Message = z.infer<typeof messageSchema>;

/** A category, or another code the portal counts by (okr): unknown codes count nothing. */
const typeParams = z.object({
  type: z.string().regex(/^[\w-]{1,32}$/),
});

export const messageQueryList = endpoint({
  method: 'POST',
  path: '/b/notice/msg/queryList',
  summary: 'Own messages, newest first',
  access: 'session',
  body: pageRequest(
    z.object({
      type: messageTypeSchema.optional(),
      read: z.boolean().optional(),
      keyword: plainText(100).optional(),
    }),
  ),
  data: pageOf(messageSchema),
});

export const messageToReadNumber = endpoint({
  method: 'GET',
  path: '/b/notice/msg/toReadNumber',
  summary: 'Own unread count',
  access: 'session',
  data: z.number().int(),
});

export const messageToReadNumberOfType = endpoint({
  method: 'GET',
  path: '/b/notice/msg/toReadNumber/{type}',
  summary: 'Own unread count of a category',
  access: 'session',
  params: typeParams,
  data: z.number().int(),
});

export const messageToReadCounts = endpoint({
  method: 'GET',
  path: '/b/notice/msg/toReadCounts',
  summary: 'Own unread counts per category',
  access: 'session',
  data: z.record(messageTypeSchema, z.number().int()),
});

const setReadOne = {
  method: 'PUT',
  summary: 'Mark own message read',
  access: 'session',
  params: z.object({ id: idSchema }),
  data: z.null(),
} as const;

export const messageSetRead = endpoint({ ...setReadOne, path: '/b/notice/msg/{id}/setRead' });
export const msgSetRead = endpoint({ ...setReadOne, path: '/b/msg/setRead/{id}' });

export const messageSetReadList = endpoint({
  method: 'PUT',
  path: '/b/notice/msg/setRead',
  summary: 'Mark own messages read; answers how many',
  access: 'session',
  body: idListSchema.min(1),
  data: z.number().int(),
});

export const messageSetAllRead = endpoint({
  method: 'PUT',
  path: '/b/notice/msg/setAllRead/{type}',
  summary: 'Mark a category read; answers how many',
  access: 'session',
  params: typeParams,
  data: z.number().int(),
});

/** At most this many people get one message at once. */
export const MESSAGE_SEND_MAX_RECIPIENTS = 200;

export const messageSendSchema = z.object({
  userIds: idListSchema.min(1, { error: '请选择接收人' }).max(MESSAGE_SEND_MAX_RECIPIENTS, {
    error: `一次最多发送给${MESSAGE_SEND_MAX_RECIPIENTS}人`,
  }),
  type: messageTypeSchema.default('admin'),
  title: plainText(100).pipe(z.string().min(1, { error: '请输入消息标题' })),
  content: optionalText(2000),
});
export type MessageSend = z.input<typeof messageSendSchema>;

export const messageSend = endpoint({
  method: 'POST',
  path: '/b/notice/msg/send',
  summary:
    'Send a reminder to colleagues of the company (stored, counted in their bell and pushed to their open tabs); answers how many got it (invented path)',
  access: { permission: 'sys:msg:send' },
  body: messageSendSchema,
  data: z.number().int(),
});
