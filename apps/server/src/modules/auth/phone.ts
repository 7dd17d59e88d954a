import { randomUUID } from 'node:crypto';
import type { RegisterOptions, SmsPurpose, UserInfo } from '@ccms/api-client';
import { and, asc, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  companies,
  departments,
  members,
  parameters,
  roles,
  userRoles,
  users,
} from '../../db/schema';
import { businessFailure } from '../../http/failure';
import { ADMIN_ROLE } from './access';
import { hashPassword } from './password';
import type { AuthService } from './service';
import { endUserSessions } from './sessions';
import { normalisePhone, phoneSpellings, type SmsCodes, type SmsText } from './sms';

/**
 * The global parameter naming the company /member/register adds accounts to (its id or code);
 * without it, the oldest company (the demo company of a fresh install).
 */
export const REGISTER_COMPANY_PARAM = 'member.register.company';

export interface PhoneIdentityOptions {
  db: Db;
  now: () => Date;
  auth: AuthService;
  codes: SmsCodes;
}

export interface RegisterRequest {
  loginName: string;
  phone: string;
  captcha: string;
  password: string;
  name: string;
  deptId: string;
  roleId: string;
  /** The customer company (id or code) of /member/customer/register. */
  customerId?: string;
}

const codeInvalid = () => businessFailure('sms.codeInvalid');

/** The id of the company a reference names: its id or its code. */
export async function companyIdOf(db: Db, ref: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(or(eq(companies.id, ref), eq(companies.code, ref)))
    .limit(1);
  return row?.id;
}

/** The one live account of a (normalised) phone in a company named by id or code. */
export async function phoneAccountIn(db: Db, phone: string, companyRef: string) {
  const company = await companyIdOf(db, companyRef);
  if (!company) return undefined;
  const rows = await db
    .select()
    .from(users)
    .where(
      and(
        inArray(users.phone, phoneSpellings(phone)),
        eq(users.companyId, company),
        eq(users.deleted, false),
      ),
    )
    .limit(2);
  return rows.length === 1 ? rows[0] : undefined;
}

export function createPhoneIdentity({ db, now, auth, codes }: PhoneIdentityOptions) {
  /** Live accounts with the phone, in whichever spelling they keep it. */
  async function accountsWithPhone(phone: string) {
    return db
      .select()
      .from(users)
      .where(and(inArray(users.phone, phoneSpellings(phone)), eq(users.deleted, false)))
      .limit(2);
  }

  /** The one account a phone signs in to; none when no account or several have it. */
  async function accountOf(phone: string) {
    const rows = await accountsWithPhone(phone);
    return rows.length === 1 ? rows[0] : undefined;
  }

  const accountInCompany = (phone: string, companyRef: string) =>
    phoneAccountIn(db, phone, companyRef);
  const companyByRef = (ref: string) => companyIdOf(db, ref);

  async function registrationCompany(customerId: string | undefined): Promise<string> {
    if (customerId !== undefined) {
      const company = await companyByRef(customerId);
      if (!company) throw businessFailure('register.companyUnknown');
      return company;
    }
    const [param] = await db
      .select({ value: parameters.value })
      .from(parameters)
      .where(and(eq(parameters.key, REGISTER_COMPANY_PARAM), isNull(parameters.companyId)))
      .limit(1);
    const configured = param?.value.trim();
    const company = configured
      ? await companyByRef(configured)
      : (
          await db
            .select({ id: companies.id })
            .from(companies)
            .orderBy(asc(companies.createdAt), asc(companies.id))
            .limit(1)
        )[0]?.id;
    if (!company) throw businessFailure('register.companyUnknown');
    return company;
  }

  /** The roles a registrant may pick: flagged for it, and never the administrator's. */
  const selfRegisterRole = (companyId: string) =>
    and(eq(roles.companyId, companyId), eq(roles.selfRegister, true), ne(roles.code, ADMIN_ROLE));

  return {
    async options(customerId: string | undefined): Promise<RegisterOptions> {
      const companyId = await registrationCompany(customerId);
      const depts = await db
        .select({ id: departments.id, parentId: departments.parentId, name: departments.name })
        .from(departments)
        .where(eq(departments.companyId, companyId))
        .orderBy(asc(departments.parentIds), asc(departments.sort), asc(departments.name));
      const offered = await db
        .select({ id: roles.id, name: roles.name })
        .from(roles)
        .where(selfRegisterRole(companyId))
        .orderBy(asc(roles.sort), asc(roles.code));
      return { depts, roles: offered };
    },

    /**
     * Sends a code when the purpose allows it: sign-in and recovery codes go only to a phone one
     * account has, registration codes only to a phone no account has. The answer is the same
     * either way; only the rate limits (which count every request) can refuse.
     */
    async sendCode(phoneInput: string, purpose: SmsPurpose, text: SmsText): Promise<void> {
      const phone = normalisePhone(phoneInput);
      const accounts = await accountsWithPhone(phone);
      // A phone in several companies still gets a sign-in code: /saas/login/sms names the company.
      const deliver =
        purpose === 'register'
          ? accounts.length === 0
          : purpose === 'login'
            ? accounts.length > 0
            : accounts.length === 1;
      await codes.request(phone, purpose, deliver, text);
    },

    /**
     * Signs in with a phone's code; a wrong code and an unknown phone answer alike. With a company
     * (SaaS, its id or code) the phone's account in that company, else the phone's only account.
     */
    async signIn(
      request: { phone: string; code: string; company?: string },
      client: { ip?: string; userAgent?: string },
    ): Promise<UserInfo> {
      const phone = normalisePhone(request.phone);
      if (!(await codes.consume(phone, 'login', request.code))) throw codeInvalid();
      const user =
        request.company === undefined
          ? await accountOf(phone)
          : await accountInCompany(phone, request.company);
      if (!user) throw codeInvalid();
      // The code proved the phone; a password lock still holds, like /login's.
      return auth.userInfo(await auth.admit(user, client));
    },

    /** Sets a new password for the phone's account; every session of that account ends. */
    async resetPassword(request: {
      phone: string;
      code: string;
      newPassword: string;
    }): Promise<void> {
      const phone = normalisePhone(request.phone);
      if (!(await codes.consume(phone, 'findPassword', request.code))) throw codeInvalid();
      const user = await accountOf(phone);
      if (!user) throw codeInvalid();
      const moment = now();
      const passwordHash = await hashPassword(request.newPassword);
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({
            passwordHash,
            // Whoever proves the phone also lifts a lock that wrong passwords set.
            failedLoginCount: 0,
            firstFailedAt: null,
            lockedUntil: null,
            updatedAt: moment,
            updatedBy: user.id,
          })
          .where(eq(users.id, user.id));
        await endUserSessions(tx, user.id, moment);
      });
    },

    /**
     * Registers an account: the role must be one flagged for self-registration, the department
     * one of the company's; login name and phone must be free. The code is checked last, so a
     * refused form does not use it up.
     */
    async register(request: RegisterRequest): Promise<void> {
      const companyId = await registrationCompany(request.customerId);
      const phone = normalisePhone(request.phone);
      const [role] = await db
        .select({ id: roles.id })
        .from(roles)
        // Even a flag set by hand in the database does not open the administrator role.
        .where(and(eq(roles.id, request.roleId), selfRegisterRole(companyId)))
        .limit(1);
      if (!role) throw businessFailure('register.roleNotAllowed');
      const [dept] = await db
        .select({ id: departments.id })
        .from(departments)
        .where(and(eq(departments.id, request.deptId), eq(departments.companyId, companyId)))
        .limit(1);
      if (!dept) throw businessFailure('register.deptNotAllowed');
      const loginNameTaken = () =>
        businessFailure('register.loginNameTaken', { loginName: request.loginName });
      // Login names are unique across companies (see login_name_taken), deleted accounts included.
      const [named] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.loginName, request.loginName))
        .limit(1);
      if (named) throw loginNameTaken();
      if ((await accountsWithPhone(phone)).length > 0)
        throw businessFailure('register.phoneTaken', { phone });
      if (!(await codes.consume(phone, 'register', request.captcha))) throw codeInvalid();

      const moment = now();
      const userId = randomUUID();
      const stamp = { createdAt: moment, createdBy: userId, updatedAt: moment, updatedBy: userId };
      const passwordHash = await hashPassword(request.password);
      try {
        await db.transaction(async (tx) => {
          await tx.insert(users).values({
            id: userId,
            companyId,
            loginName: request.loginName,
            passwordHash,
            name: request.name,
            phone,
            deptId: dept.id,
            ...stamp,
          });
          await tx
            .insert(userRoles)
            .values({ companyId, userId, roleId: role.id, createdAt: moment, createdBy: userId });
          // The company's member list shows the registrant too, unless it already knows the phone.
          await tx
            .insert(members)
            .values({ id: randomUUID(), companyId, name: request.name, phone, ...stamp })
            .onConflictDoNothing();
        });
      } catch (error) {
        // Another registration took the name between the check and the insert.
        // Drivers report the unique violation directly or as the cause of drizzle's wrapper.
        const { code, cause } = error as { code?: string; cause?: { code?: string } };
        if (code === '23505' || cause?.code === '23505') throw loginNameTaken();
        throw error;
      }
    },

    /** Whether a live account has the phone (the check endpoints, rate limited by the caller). */
    async phoneExists(phoneInput: string): Promise<boolean> {
      return (await accountsWithPhone(normalisePhone(phoneInput))).length > 0;
    },
  };
}

export type PhoneIdentity = ReturnType<typeof createPhoneIdentity>;
