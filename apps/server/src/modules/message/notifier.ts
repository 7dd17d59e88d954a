import type { Message } from '@ccms/api-client';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { MessageHub } from './hub';
import { storeMessage, type NewMessage } from './service';

/** A request's transaction: the message is written in it and pushed only once it commits. */
export interface NotifyWithin {
  db: Db;
  afterCommit: (task: () => void) => void;
}

export interface MessageNotifierOptions {
  /** The system connection, for notices sent outside a request (timers, jobs). */
  db: Db;
  now: () => Date;
  hub: MessageHub;
  log: FastifyBaseLogger;
}

/**
 * What other modules call to remind a user: the message is stored (so it is listed and counted
 * even when no tab is open) and pushed to every open tab of the user.
 */
export function createMessageNotifier({ db, now, hub, log }: MessageNotifierOptions) {
  const push = (userId: string, message: Message) =>
    hub.push(userId, message).catch((error: unknown) => {
      // The message is stored; a failed push only means the tab learns of it on its next load.
      log.error({ err: error, userId }, 'message push failed');
      return 0;
    });

  return {
    /**
     * Inside a request pass its `{ db, afterCommit }`, so the message commits or rolls back with
     * the request's work and no tab hears of a message that was never stored.
     */
    async notify(userId: string, message: NewMessage, within?: NotifyWithin): Promise<Message> {
      if (within) {
        const stored = await storeMessage(within.db, userId, message, now());
        within.afterCommit(() => void push(userId, stored));
        return stored;
      }
      const stored = await db.transaction((tx) => storeMessage(tx, userId, message, now()));
      await push(userId, stored);
      return stored;
    },
  };
}

export type MessageNotifier = ReturnType<typeof createMessageNotifier>;
