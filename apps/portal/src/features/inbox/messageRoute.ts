import { isMessage, type Message } from '@ccms/api-client';

/** The messages page (spec 000 §2.3, tab 消息提醒). */
export const MESSAGES_PATH = '/main-page/messagePage';

/** Router state asking the messages page to show a message in full on arrival. */
export function openMessageState(message: Message) {
  return { inboxMessage: message };
}

/** The message the router state asks for; history state is untyped, so it is checked. */
export function messageOfState(state: unknown): Message | undefined {
  if (typeof state !== 'object' || state === null || !('inboxMessage' in state)) return undefined;
  return isMessage(state.inboxMessage) ? state.inboxMessage : undefined;
}
