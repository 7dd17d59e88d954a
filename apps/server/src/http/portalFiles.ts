import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** The sign-in page's own build (apps/portal `vite build --mode signin`), beside the app's. */
const SIGN_IN_PAGE = join('signin', 'signin.html');
/** Where a first visit signs in: served from the sign-in build, not the whole app. */
const SIGN_IN_PATH = '/login';

/**
 * The built portal: hashed assets cached for a year, pages re-read on every visit (a deploy takes
 * effect at once). /login answers with the sign-in page's own build when there is one; every other
 * non-API path falls back to the app's index.html (installEnvelopeReplies' not-found handler).
 */
export async function registerPortalFiles(app: FastifyInstance, portalDist: string): Promise<void> {
  const assetFolders = [join(portalDist, 'assets'), join(portalDist, 'signin', 'assets')];
  await app.register(fastifyStatic, {
    root: portalDist,
    wildcard: false,
    cacheControl: false,
    setHeaders: (response, path) => {
      response.setHeader(
        'Cache-Control',
        assetFolders.some((folder) => path.startsWith(folder))
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      );
    },
  });
  if (existsSync(join(portalDist, SIGN_IN_PAGE))) {
    app.get(SIGN_IN_PATH, (_request, reply) => reply.sendFile(SIGN_IN_PAGE));
  }
}
