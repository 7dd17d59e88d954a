// What the shell mounts from the 消息提醒 feature: the header's bell and the live message socket.
export { MessageBell } from './MessageBell';
export { useMessageSocket } from './useMessageSocket';
export type { UseMessageSocketOptions } from './useMessageSocket';
export { inboxKeys } from './inboxQueries';
export { MESSAGES_PATH } from './messageRoute';
