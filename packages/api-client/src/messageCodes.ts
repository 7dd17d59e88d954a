import type { Message } from './contract/message';

/** The five reminder categories: 业务, 合同, 人力, 行政, 财务. */
export const MESSAGE_TYPES = ['business', 'contract', 'hr', 'admin', 'finance'] as const;

/**
 * `ws(s)://{host}/api/websocket/{userId}?AuthToken={token}`: the signed-in user's new messages,
 * one JSON `Message` per frame. A socket for another user's id is refused.
 */
export const MESSAGE_SOCKET_PATH = '/websocket/{id}';

const isText = (value: unknown): value is string => typeof value === 'string';
const isTextOrNull = (value: unknown) => value === null || isText(value);

/**
 * Whether a value has the shape of `messageSchema` (a pushed or remembered message), checked
 * without zod so the shell's message bell does not load the contract's schemas.
 */
export function isMessage(value: unknown): value is Message {
  if (typeof value !== 'object' || value === null) return false;
  const message = value as Record<string, unknown>;
  return (
    isText(message.id) &&
    (MESSAGE_TYPES as readonly unknown[]).includes(message.type) &&
    isText(message.title) &&
    isText(message.content) &&
    typeof message.read === 'boolean' &&
    isTextOrNull(message.readAt) &&
    isTextOrNull(message.createdBy) &&
    isText(message.createdAt) &&
    isTextOrNull(message.updatedBy) &&
    isText(message.updatedAt)
  );
}
