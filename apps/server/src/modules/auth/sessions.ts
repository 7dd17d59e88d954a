import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { companies, sessions } from '../../db/schema';
import { businessFailure } from '../../http/failure';

/** A signed-in caller, as the endpoint layer hands it to handlers. */
export interface Session {
  id: string;
  /** The opaque token the caller presented (answered back in the user info). */
  token: string;
  userId: string;
  companyId: string;
}

const MINUTE = 60_000;
/** However active a session is, it ends this long after sign-in. */
export const SESSION_ABSOLUTE_LIMIT_MS = 7 * 24 * 60 * MINUTE;
/** last_seen_at is written at most this often, so busy sessions do not write on every call. */
const RENEW_INTERVAL_MS = MINUTE;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface SessionStoreOptions {
  db: Db;
  now: () => Date;
  idleMinutes: number;
}

export function createSessionStore({ db, now, idleMinutes }: SessionStoreOptions) {
  const idleMs = idleMinutes * MINUTE;
  const expiryFrom = (moment: Date, createdAt: Date) =>
    new Date(Math.min(moment.getTime() + idleMs, createdAt.getTime() + SESSION_ABSOLUTE_LIMIT_MS));

  return {
    /** Opens a session and answers its token: 32 random bytes, kept only as a sha256 hash. */
    async open(
      user: { id: string; companyId: string },
      client: { ip?: string; userAgent?: string },
    ) {
      // Every way of signing in ends here, so a disabled company is refused in one place.
      const [company] = await db
        .select({ enabled: companies.enabled })
        .from(companies)
        .where(eq(companies.id, user.companyId))
        .limit(1);
      if (!company?.enabled) throw businessFailure('auth.companyDisabled');
      const token = randomBytes(32).toString('base64url');
      const createdAt = now();
      const session: Session = {
        id: randomUUID(),
        token,
        userId: user.id,
        companyId: user.companyId,
      };
      await db.insert(sessions).values({
        id: session.id,
        tokenHash: hashToken(token),
        userId: user.id,
        companyId: user.companyId,
        createdAt,
        lastSeenAt: createdAt,
        expiresAt: expiryFrom(createdAt, createdAt),
        ip: client.ip ?? null,
        userAgent: client.userAgent?.slice(0, 512) ?? null,
      });
      return session;
    },

    /** The live session of a token, renewing its idle expiry; null when unknown, expired or revoked. */
    async resolve(token: string): Promise<Session | null> {
      // A disabled company's sessions stop at once (its users cannot sign in either).
      const [row] = await db
        .select({
          id: sessions.id,
          userId: sessions.userId,
          companyId: sessions.companyId,
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
          expiresAt: sessions.expiresAt,
        })
        .from(sessions)
        .innerJoin(companies, eq(companies.id, sessions.companyId))
        .where(
          and(
            eq(sessions.tokenHash, hashToken(token)),
            isNull(sessions.revokedAt),
            eq(companies.enabled, true),
          ),
        )
        .limit(1);
      const moment = now();
      if (!row || row.expiresAt.getTime() <= moment.getTime()) return null;
      if (moment.getTime() - row.lastSeenAt.getTime() >= RENEW_INTERVAL_MS) {
        await db
          .update(sessions)
          .set({ lastSeenAt: moment, expiresAt: expiryFrom(moment, row.createdAt) })
          .where(eq(sessions.id, row.id));
      }
      return { id: row.id, token, userId: row.userId, companyId: row.companyId };
    },

    /** Whether a session is still signed in, without renewing it (an open socket is not activity). */
    async isLive(sessionId: string): Promise<boolean> {
      const [row] = await db
        .select({ expiresAt: sessions.expiresAt })
        .from(sessions)
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
        .limit(1);
      return row !== undefined && row.expiresAt.getTime() > now().getTime();
    },

    /** Ends a session; within a request, pass the request's database. */
    async revoke(sessionId: string, on: Db = db): Promise<void> {
      await on
        .update(sessions)
        .set({ revokedAt: now() })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;

/**
 * Ends every session of a user that is not ended yet, except `keepSessionId` (the one a change is
 * made from); answers how many ended. Within a request, pass the request's database.
 */
export async function endUserSessions(
  db: Db,
  userId: string,
  now: Date,
  keepSessionId?: string,
): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
      ),
    )
    .returning({ id: sessions.id });
  return ended.length;
}
