import { ErrorCode, type UserInfo } from '@ccms/api-client';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { updatedStamp } from '../../db/audit';
import { departments, memberLevels, members, users } from '../../db/schema';
import { formatDateTime } from '../../i18n';
import { businessFailure, Failure, unauthenticated } from '../../http/failure';
import { loadMySetting, loadUserConfig } from '../profile/service';
import { loadGrants } from './access';
import type { CaptchaStore } from './captcha';
import { decoyPasswordHash, hashPassword, verifyPassword } from './password';
import { endUserSessions, type Session, type SessionStore } from './sessions';
import { normalisePhone, phoneSpellings } from './sms';

/** Five failures within fifteen minutes lock the account for fifteen minutes. */
export const MAX_FAILED_LOGINS = 5;
export const FAILURE_WINDOW_MS = 15 * 60_000;
export const LOCK_DURATION_MS = 15 * 60_000;

export type UserRow = typeof users.$inferSelect;

/** The client a session is opened for (kept with the session, shown in the online list). */
export interface ClientInfo {
  ip?: string;
  userAgent?: string;
}

export interface AuthServiceOptions {
  db: Db;
  now: () => Date;
  sessions: SessionStore;
  captchas: CaptchaStore;
  captchaEnabled: boolean;
}

export interface SignInRequest extends ClientInfo {
  username: string;
  password: string;
  captcha: string;
  captchaId: string | undefined;
}

/** A password sign-in where the caller has found the account (SaaS: by company and name or phone). */
export interface PasswordSignIn extends ClientInfo {
  password: string;
  captcha: string;
  captchaId: string | undefined;
  /** What the failures of a name no account has are counted under. */
  unknownKey: string;
  find: () => Promise<UserRow | undefined>;
}

/**
 * Failures of login names that do not exist, counted and locked like real ones so the answers
 * do not tell which names exist. Kept in memory and bounded: it shapes messages, it guards nothing.
 */
class UnknownNameFailures {
  private readonly runs = new Map<string, { count: number; first: number; lockedUntil?: number }>();
  constructor(private readonly limit = 10_000) {}

  lockedUntil(name: string, at: number): number | undefined {
    const until = this.runs.get(name)?.lockedUntil;
    return until !== undefined && until > at ? until : undefined;
  }

  /** Counts a failure; answers the failures of the current run and the lock it may have set. */
  record(name: string, at: number): { count: number; lockedUntil?: number } {
    const run = this.runs.get(name);
    const continues = run && at - run.first < FAILURE_WINDOW_MS && run.lockedUntil === undefined;
    const next = continues ? { count: run.count + 1, first: run.first } : { count: 1, first: at };
    const recorded =
      next.count >= MAX_FAILED_LOGINS ? { ...next, lockedUntil: at + LOCK_DURATION_MS } : next;
    this.runs.delete(name);
    this.runs.set(name, recorded);
    if (this.runs.size > this.limit) this.runs.delete(this.runs.keys().next().value!);
    return recorded;
  }
}

const iso = (date: Date) => sql`${date.toISOString()}::timestamptz`;

export function createAuthService({
  db,
  now,
  sessions,
  captchas,
  captchaEnabled,
}: AuthServiceOptions) {
  const unknownNames = new UnknownNameFailures();

  const lockedFailure = (until: Date) =>
    new Failure(ErrorCode.locked, 'auth.locked', { until: formatDateTime(until) });
  const wrongCredentials = (failures: number) =>
    businessFailure('auth.badCredentials', {
      remaining: Math.max(MAX_FAILED_LOGINS - failures, 0),
    });

  /** Counts one failure atomically (concurrent attempts cannot lose a count) and locks at the limit. */
  async function recordFailure(user: UserRow, moment: Date): Promise<Failure> {
    const windowStart = new Date(moment.getTime() - FAILURE_WINDOW_MS);
    const lockUntil = new Date(moment.getTime() + LOCK_DURATION_MS);
    // A failure continues the current run unless the run is older than the window or a lock has passed.
    const continues = sql`(${users.firstFailedAt} > ${iso(windowStart)} and ${users.lockedUntil} is null)`;
    const [updated] = await db
      .update(users)
      .set({
        failedLoginCount: sql`case when ${continues} then ${users.failedLoginCount} + 1 else 1 end`,
        firstFailedAt: sql`case when ${continues} then ${users.firstFailedAt} else ${iso(moment)} end`,
        lockedUntil: sql`case when ${continues} and ${users.failedLoginCount} + 1 >= ${MAX_FAILED_LOGINS} then ${iso(lockUntil)} else null end`,
      })
      .where(eq(users.id, user.id))
      .returning({ count: users.failedLoginCount, lockedUntil: users.lockedUntil });
    if (updated?.lockedUntil) return lockedFailure(updated.lockedUntil);
    return wrongCredentials(updated?.count ?? 1);
  }

  async function findUser(loginName: string): Promise<UserRow | undefined> {
    const rows = await db
      .select()
      .from(users)
      .where(and(eq(users.loginName, loginName), eq(users.deleted, false)))
      .limit(2);
    // The same name in two companies needs the company-aware (SaaS) login, which comes later.
    return rows.length === 1 ? rows[0] : undefined;
  }

  /** The company's member entry of a user, matched by phone (members are kept by phone). */
  async function memberOf(on: Db, user: UserRow) {
    if (!user.phone) return undefined;
    const [row] = await on
      .select({ levelName: memberLevels.name })
      .from(members)
      .leftJoin(memberLevels, eq(memberLevels.id, members.levelId))
      .where(
        and(
          eq(members.companyId, user.companyId),
          inArray(members.phone, phoneSpellings(normalisePhone(user.phone))),
        ),
      )
      .limit(1);
    return row;
  }

  /** The user info of a session; within a request, read through the request's database. */
  async function userInfo(session: Session, on: Db = db): Promise<UserInfo> {
    const [row] = await on
      .select({ user: users, deptName: departments.name })
      .from(users)
      .leftJoin(departments, eq(departments.id, users.deptId))
      .where(and(eq(users.id, session.userId), eq(users.deleted, false)))
      .limit(1);
    if (!row) throw unauthenticated();
    const { user, deptName } = row;
    const grants = await loadGrants(on, user);
    const member = await memberOf(on, user);
    return {
      authToken: session.token,
      userId: user.id,
      displayName: user.name,
      name: user.name,
      loginName: user.loginName,
      phone: user.phone,
      deptId: user.deptId,
      deptName,
      no: user.no,
      job: user.job,
      roleName: grants.roleNames.join(','),
      email: user.email,
      isMember: member !== undefined,
      levelName: member?.levelName ?? null,
      memberFee: null,
      beginDate: null,
      endDate: null,
      createTime: formatDateTime(user.createdAt),
      isAdmin: grants.isAdmin,
      permissions: grants.permissions,
      mySetting: await loadMySetting(on, user.id),
      userConfig: await loadUserConfig(on, user.id),
      customerInfo: null,
      customerCode: null,
      companyId: user.companyId,
      menuList: grants.menuList,
    };
  }

  /** Uses the captcha up, right or wrong; a wrong or expired answer fails (unless switched off). */
  async function checkCaptcha(captchaId: string | undefined, answer: string): Promise<void> {
    if (captchaEnabled && !(await captchas.consume(captchaId, answer))) {
      throw businessFailure('auth.captchaInvalid');
    }
  }

  /**
   * Opens a session for a user who has proved who they are (password, SMS code, QR code, single
   * sign-on). A lock that wrong passwords set still holds; the failure count starts again.
   */
  async function admit(user: UserRow, client: ClientInfo): Promise<Session> {
    const moment = now();
    if (user.lockedUntil && user.lockedUntil.getTime() > moment.getTime())
      throw lockedFailure(user.lockedUntil);
    if (user.failedLoginCount > 0 || user.lockedUntil) {
      await db
        .update(users)
        .set({ failedLoginCount: 0, firstFailedAt: null, lockedUntil: null })
        .where(eq(users.id, user.id));
    }
    return sessions.open(user, client);
  }

  /**
   * Captcha, then password; wrong passwords count towards the lock, names no account has are
   * counted alike so the answers do not tell which exist.
   */
  async function signInWithPassword(request: PasswordSignIn): Promise<UserInfo> {
    await checkCaptcha(request.captchaId, request.captcha);
    const moment = now();
    const user = await request.find();
    if (!user) {
      const lockedUntil = unknownNames.lockedUntil(request.unknownKey, moment.getTime());
      if (lockedUntil !== undefined) throw lockedFailure(new Date(lockedUntil));
      await verifyPassword(request.password, await decoyPasswordHash());
      const run = unknownNames.record(request.unknownKey, moment.getTime());
      if (run.lockedUntil !== undefined) throw lockedFailure(new Date(run.lockedUntil));
      throw wrongCredentials(run.count);
    }
    if (user.lockedUntil && user.lockedUntil.getTime() > moment.getTime())
      throw lockedFailure(user.lockedUntil);
    if (!(await verifyPassword(request.password, user.passwordHash)))
      throw await recordFailure(user, moment);
    const session = await admit(user, { ip: request.ip, userAgent: request.userAgent });
    return userInfo(session);
  }

  return {
    userInfo,

    /** The session user's menu tree, without the rest of the user info. */
    navigation: async (session: Session, on: Db = db) =>
      (await loadGrants(on, { id: session.userId, companyId: session.companyId })).menuList,

    checkCaptcha,

    signIn: (request: SignInRequest): Promise<UserInfo> =>
      signInWithPassword({
        ...request,
        unknownKey: request.username,
        find: () => findUser(request.username),
      }),

    signInWithPassword,

    admit,

    /** Signs in with an existing token (a link carrying AuthToken). */
    async signInWithToken(token: string): Promise<UserInfo> {
      const session = await sessions.resolve(token);
      if (!session) throw unauthenticated();
      return userInfo(session);
    },

    signOut: (session: Session, on: Db = db) => sessions.revoke(session.id, on),

    /**
     * Changes the caller's own password (the captcha is checked before): the old password must
     * match. Whoever else knew the old password is signed out; the session the change is made
     * from stays.
     */
    async changePassword(
      session: Session,
      request: { oldPassword: string; newPassword: string },
      on: Db = db,
    ): Promise<void> {
      const [user] = await on
        .select({ id: users.id, passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, session.userId))
        .limit(1);
      if (!user) throw unauthenticated();
      if (!(await verifyPassword(request.oldPassword, user.passwordHash)))
        throw businessFailure('auth.oldPasswordWrong');
      if (request.oldPassword === request.newPassword) throw businessFailure('auth.samePassword');
      const moment = now();
      await on
        .update(users)
        .set({
          passwordHash: await hashPassword(request.newPassword),
          ...updatedStamp(session, moment),
        })
        .where(eq(users.id, session.userId));
      await endUserSessions(on, session.userId, moment, session.id);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
