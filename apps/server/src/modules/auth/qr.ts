import { randomBytes, randomUUID } from 'node:crypto';
import {
  codeStatus,
  qrCode,
  qrCodeCancel,
  qrCodeConfirm,
  qrCodeScan,
  type CodeStatus,
  type QrCode,
  type QrScan,
} from '@ccms/api-client';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { loginQrCodes, users } from '../../db/schema';
import { registerEndpoint } from '../../http/endpoint';
import { businessFailure } from '../../http/failure';
import { formatDateTime } from '../../i18n';
import { createWindowLimiter } from './phoneRoutes';
import type { AuthService, ClientInfo } from './service';
import { hashToken, type Session } from './sessions';
import { tooManyRequests } from './sms';

/** A QR sign-in waits this long for the phone; a confirmation leaves the page a little longer. */
export const QR_CODE_LIFETIME_MS = 2 * 60_000;
export const QR_COLLECT_GRACE_MS = 30_000;
/** QR codes one client address may ask for per window (a waiting page needs one per 2 minutes). */
export const QR_ISSUE_LIMIT = 30;
export const QR_ISSUE_WINDOW_MS = 10 * 60_000;
/** Rows this far past their expiry are swept when a new code is issued. */
const SWEEP_AFTER_MS = 24 * 60 * 60_000;

/** What the QR image encodes by default: a link the phone app handles, carrying the ticket. */
export const DEFAULT_QR_SCAN_URL = 'ccms://login/qr';

export interface QrLoginOptions {
  db: Db;
  now: () => Date;
  auth: AuthService;
  /** The link the QR image carries (the ticket is appended as ?ticket=…). */
  scanUrl?: string;
}

const iso = (date: Date) => sql`${date.toISOString()}::timestamptz`;
const secret = () => randomBytes(24).toString('base64url');
const invalidTicket = () => businessFailure('qr.invalid');

export function createQrLogin({ db, now, auth, scanUrl = DEFAULT_QR_SCAN_URL }: QrLoginOptions) {
  const contentOf = (ticket: string) =>
    `${scanUrl}${scanUrl.includes('?') ? '&' : '?'}ticket=${ticket}`;

  const expired = (): CodeStatus => ({ status: 'expired', scannedBy: null, userInfo: null });

  return {
    /** A new QR sign-in for the browser that asks: its poll code and the image of its ticket. */
    async issue(client: ClientInfo): Promise<QrCode> {
      const moment = now();
      const code = secret();
      const ticket = secret();
      const expiresAt = new Date(moment.getTime() + QR_CODE_LIFETIME_MS);
      await db
        .delete(loginQrCodes)
        .where(lt(loginQrCodes.expiresAt, new Date(moment.getTime() - SWEEP_AFTER_MS)));
      await db.insert(loginQrCodes).values({
        id: randomUUID(),
        codeHash: hashToken(code),
        ticketHash: hashToken(ticket),
        ip: client.ip ?? null,
        userAgent: client.userAgent?.slice(0, 512) ?? null,
        createdAt: moment,
        expiresAt,
      });
      const qrContent = contentOf(ticket);
      return {
        code,
        qrContent,
        // qrcode loads with the first QR sign-in, not with every server.
        qrImage: await (
          await import('qrcode')
        ).default.toDataURL(qrContent, {
          errorCorrectionLevel: 'M',
          margin: 1,
          width: 240,
        }),
        expiresIn: QR_CODE_LIFETIME_MS / 1000,
        expireTime: formatDateTime(expiresAt),
      };
    },

    /**
     * The waiting page's poll. A confirmed code answers the user info with a new session exactly
     * once (the consuming update is atomic, so two polls cannot both collect it); unknown, used
     * and timed-out codes all read as expired.
     */
    async status(code: string, client: ClientInfo): Promise<CodeStatus> {
      const moment = now();
      const [row] = await db
        .select({ qr: loginQrCodes, scannedBy: users.name })
        .from(loginQrCodes)
        .leftJoin(users, eq(users.id, loginQrCodes.userId))
        .where(eq(loginQrCodes.codeHash, hashToken(code)))
        .limit(1);
      if (!row || row.qr.consumedAt) return expired();
      const { qr, scannedBy } = row;
      if (qr.status === 'cancelled') return { status: 'cancelled', scannedBy, userInfo: null };
      if (qr.expiresAt.getTime() <= moment.getTime()) return expired();
      if (qr.status !== 'confirmed')
        return { status: qr.status as 'waiting' | 'scanned', scannedBy, userInfo: null };

      const [taken] = await db
        .update(loginQrCodes)
        .set({ consumedAt: moment })
        .where(
          and(
            eq(loginQrCodes.id, qr.id),
            eq(loginQrCodes.status, 'confirmed'),
            isNull(loginQrCodes.consumedAt),
          ),
        )
        .returning({ userId: loginQrCodes.userId });
      if (!taken?.userId) return expired();
      const [user] = await db
        .select()
        .from(users)
        .where(and(eq(users.id, taken.userId), eq(users.deleted, false)))
        .limit(1);
      if (!user) return expired();
      const session = await auth.admit(user, client);
      return { status: 'confirmed', scannedBy, userInfo: await auth.userInfo(session) };
    },

    /**
     * The signed-in phone scans a ticket: it becomes the scanner's (and their company's), so no
     * one else can confirm it. Scanning again by the same user is harmless. Runs in the request's
     * tenant transaction: row-level security lets it claim only unclaimed codes or its company's.
     */
    async scan(session: Session, ticket: string, tx: Db): Promise<QrScan> {
      const moment = now();
      const [row] = await tx
        .update(loginQrCodes)
        .set({
          status: 'scanned',
          userId: session.userId,
          companyId: session.companyId,
          scannedAt: moment,
        })
        .where(
          and(
            eq(loginQrCodes.ticketHash, hashToken(ticket)),
            gt(loginQrCodes.expiresAt, iso(moment)),
            isNull(loginQrCodes.consumedAt),
            or(
              eq(loginQrCodes.status, 'waiting'),
              and(eq(loginQrCodes.status, 'scanned'), eq(loginQrCodes.userId, session.userId)),
            ),
          ),
        )
        .returning();
      if (!row) throw invalidTicket();
      return {
        status: 'scanned',
        ip: row.ip,
        userAgent: row.userAgent,
        createTime: formatDateTime(row.createdAt),
        expireTime: formatDateTime(row.expiresAt),
      };
    },

    /** The scanner lets the waiting browser sign in as them; it has a little longer to collect. */
    async confirm(session: Session, ticket: string, tx: Db): Promise<void> {
      const moment = now();
      const [row] = await tx
        .update(loginQrCodes)
        .set({
          status: 'confirmed',
          decidedAt: moment,
          expiresAt: sql`greatest(${loginQrCodes.expiresAt}, ${iso(new Date(moment.getTime() + QR_COLLECT_GRACE_MS))})`,
        })
        .where(
          and(
            eq(loginQrCodes.ticketHash, hashToken(ticket)),
            eq(loginQrCodes.status, 'scanned'),
            eq(loginQrCodes.userId, session.userId),
            gt(loginQrCodes.expiresAt, iso(moment)),
          ),
        )
        .returning({ id: loginQrCodes.id });
      if (!row) throw invalidTicket();
    },

    /** The phone refuses: the waiting page learns it, and the code can no longer be confirmed. */
    async cancel(session: Session, ticket: string, tx: Db): Promise<void> {
      const moment = now();
      const [row] = await tx
        .update(loginQrCodes)
        .set({
          status: 'cancelled',
          userId: session.userId,
          companyId: session.companyId,
          decidedAt: moment,
        })
        .where(
          and(
            eq(loginQrCodes.ticketHash, hashToken(ticket)),
            gt(loginQrCodes.expiresAt, iso(moment)),
            or(
              eq(loginQrCodes.status, 'waiting'),
              and(eq(loginQrCodes.status, 'scanned'), eq(loginQrCodes.userId, session.userId)),
            ),
          ),
        )
        .returning({ id: loginQrCodes.id });
      if (!row) throw invalidTicket();
    },
  };
}

export type QrLogin = ReturnType<typeof createQrLogin>;

export function registerQrLoginRoutes(app: FastifyInstance, qr: QrLogin, now: () => Date): void {
  const allowIssue = createWindowLimiter(QR_ISSUE_LIMIT, QR_ISSUE_WINDOW_MS, now);
  registerEndpoint(app, qrCode, async ({ request, reply }) => {
    if (!allowIssue(request.ip)) throw tooManyRequests('login.tooManyRequests');
    reply.header('Cache-Control', 'no-store');
    return qr.issue({ ip: request.ip, userAgent: request.headers['user-agent'] });
  });

  registerEndpoint(app, codeStatus, async ({ body, request, reply }) => {
    reply.header('Cache-Control', 'no-store');
    return qr.status(body.code, { ip: request.ip, userAgent: request.headers['user-agent'] });
  });

  registerEndpoint(app, qrCodeScan, ({ body, requireSession, db }) =>
    qr.scan(requireSession(), body.ticket, db),
  );

  registerEndpoint(app, qrCodeConfirm, async ({ body, requireSession, db }) => {
    await qr.confirm(requireSession(), body.ticket, db);
    return null;
  });

  registerEndpoint(app, qrCodeCancel, async ({ body, requireSession, db }) => {
    await qr.cancel(requireSession(), body.ticket, db);
    return null;
  });
}
