import {
  messageQueryList,
  messageSetAllRead,
  messageSetRead,
  messageSend,
  messageSetReadList,
  messageToReadCounts,
  messageToReadNumber,
  messageToReadNumberOfType,
  msgSetRead,
} from '@ccms/api-client';
import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { authTokenOf, registerEndpoint, routePath } from '../../http/endpoint';
import { forbidden, unauthenticated } from '../../http/failure';
import { HEARTBEAT_INTERVAL_MS, type MessageHub } from './hub';
import type { MessageNotifier } from './notifier';
import {
  queryMessages,
  setAllRead,
  setRead,
  setReadList,
  unreadCount,
  unreadCounts,
} from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Reminds a user: stores the message and pushes it to the user's open tabs. */
    messageNotifier: MessageNotifier;
  }
}

/** The socket path of spec 000 §7.2; `{id}` is the signed-in user's id. */
export const MESSAGE_SOCKET_ROUTE = routePath('/websocket/{id}');

export async function registerMessageRoutes(
  app: FastifyInstance,
  hub: MessageHub,
  notifier: MessageNotifier,
  now: () => Date,
): Promise<void> {
  app.decorate('messageNotifier', notifier);
  app.decorate('progressHub', hub);

  registerEndpoint(app, messageQueryList, ({ db, body, requireSession }) =>
    queryMessages(db, requireSession().userId, body),
  );
  registerEndpoint(app, messageToReadNumber, ({ db, requireSession }) =>
    unreadCount(db, requireSession().userId),
  );
  registerEndpoint(app, messageToReadNumberOfType, ({ db, params, requireSession }) =>
    unreadCount(db, requireSession().userId, params.type),
  );
  registerEndpoint(app, messageToReadCounts, ({ db, requireSession }) =>
    unreadCounts(db, requireSession().userId),
  );
  for (const endpoint of [messageSetRead, msgSetRead]) {
    registerEndpoint(app, endpoint, async ({ db, params, requireSession }) => {
      await setRead(db, requireSession(), now(), params.id);
      return null;
    });
  }
  registerEndpoint(app, messageSetReadList, ({ db, body, requireSession }) =>
    setReadList(db, requireSession(), now(), body),
  );
  registerEndpoint(app, messageSetAllRead, ({ db, params, requireSession }) =>
    setAllRead(db, requireSession(), now(), params.type),
  );
  // Stored with the request's work, pushed once it commits: a refused recipient sends nothing.
  registerEndpoint(app, messageSend, async ({ db, body, requireSession, afterCommit }) => {
    const sender = requireSession();
    const recipients = [...new Set(body.userIds)];
    for (const userId of recipients) {
      await notifier.notify(
        userId,
        { type: body.type, title: body.title, content: body.content ?? '', from: sender.userId },
        { db, afterCommit },
      );
    }
    return recipients.length;
  });

  // Clients only listen; a frame from them is never larger than a keep-alive.
  await app.register(fastifyWebsocket, { options: { maxPayload: 1024 } });
  const heartbeat = setInterval(() => hub.sweep(), HEARTBEAT_INTERVAL_MS);
  heartbeat.unref();
  app.addHook('onClose', (_app, done) => {
    clearInterval(heartbeat);
    done();
  });
  app.route({
    method: 'GET',
    url: MESSAGE_SOCKET_ROUTE,
    websocket: true,
    // Browsers cannot set headers on a socket, so the AuthToken comes as a query parameter (a
    // header also works). The token decides who listens; {id} must name that same user.
    preValidation: async (request) => {
      const token = authTokenOf(request);
      const session = token ? await app.sessionResolver.resolve(token) : null;
      if (!session) throw unauthenticated();
      if ((request.params as { id?: string }).id !== session.userId) throw forbidden();
      request.session = session;
    },
    handler: (socket, request) => {
      const session = request.session!;
      hub.add(session.userId, session.id, socket);
    },
  });
}
