import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { ErrorCode, type SmsPurpose } from '@ccms/api-client';
import { and, count, desc, eq, gt, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { smsCodes, smsOutbox } from '../../db/schema';
import { Failure } from '../../http/failure';
import type { MessageKey, MessageParams } from '../../i18n';

/** A text-message gateway; a real one (Aliyun, Tencent Cloud …) implements this and is passed to buildApp. */
export interface SmsProvider {
  send(phone: string, text: string): Promise<void>;
}

/** The development gateway: every message lands in the sms_outbox table, where tests read codes. */
export function createOutboxSmsProvider(db: Db, now: () => Date): SmsProvider {
  return {
    async send(phone, text) {
      await db.insert(smsOutbox).values({ id: randomUUID(), phone, text, createdAt: now() });
    },
  };
}

export const SMS_CODE_LIFETIME_MS = 5 * 60_000;
/** One code per phone per minute, and at most this many per phone per hour. */
export const SMS_RESEND_INTERVAL_MS = 60_000;
export const SMS_HOURLY_LIMIT = 5;
/** The fifth wrong code uses the code up, as five wrong passwords lock an account. */
export const SMS_MAX_FAILED_ATTEMPTS = 5;
const HOUR_MS = 60 * 60_000;
/** Rows older than this no longer count for any limit and are swept on the next send. */
const SWEEP_AFTER_MS = 24 * HOUR_MS;

/** 13812345678, +8613812345678 and 008613812345678 are one phone. */
export function normalisePhone(phone: string): string {
  return phone.trim().replace(/^(?:\+86|0086)/, '');
}

/** The spellings of a normalised phone that account rows may hold. */
export function phoneSpellings(phone: string): string[] {
  return [phone, `+86${phone}`, `0086${phone}`];
}

function hashCode(id: string, code: string): Buffer {
  return createHash('sha256').update(`${id}:${code}`).digest();
}

export interface SmsCodesOptions {
  db: Db;
  now: () => Date;
  provider: SmsProvider;
}

/** Words the message for a code (the caller localises it). */
export type SmsText = (code: string, minutes: number) => string;

export const tooManyRequests = (key: MessageKey, params?: MessageParams) =>
  new Failure(ErrorCode.tooManyRequests, key, params, 429);

export function createSmsCodes({ db, now, provider }: SmsCodesOptions) {
  return {
    /**
     * Records a send request for a phone and, when `deliver`, sends a fresh code. The rate limits
     * count every request, delivered or not, so they answer alike for any phone.
     */
    async request(
      phone: string,
      purpose: SmsPurpose,
      deliver: boolean,
      text: SmsText,
    ): Promise<void> {
      const moment = now();
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const id = randomUUID();
      await db.transaction(async (tx) => {
        // Two requests for one phone at once must not both pass the limits.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms:${phone}`}))`);
        await tx
          .delete(smsCodes)
          .where(lt(smsCodes.createdAt, new Date(moment.getTime() - SWEEP_AFTER_MS)));
        const [last] = await tx
          .select({ createdAt: smsCodes.createdAt })
          .from(smsCodes)
          .where(eq(smsCodes.phone, phone))
          .orderBy(desc(smsCodes.createdAt))
          .limit(1);
        const since = last ? moment.getTime() - last.createdAt.getTime() : Infinity;
        if (since < SMS_RESEND_INTERVAL_MS) {
          throw tooManyRequests('sms.tooOften', {
            seconds: Math.ceil((SMS_RESEND_INTERVAL_MS - since) / 1000),
          });
        }
        const [hour] = await tx
          .select({ total: count() })
          .from(smsCodes)
          .where(
            and(
              eq(smsCodes.phone, phone),
              gt(smsCodes.createdAt, new Date(moment.getTime() - HOUR_MS)),
            ),
          );
        if ((hour?.total ?? 0) >= SMS_HOURLY_LIMIT) throw tooManyRequests('sms.hourlyLimit');
        await tx.insert(smsCodes).values({
          id,
          phone,
          purpose,
          codeHash: deliver ? hashCode(id, code).toString('hex') : null,
          createdAt: moment,
          expiresAt: new Date(moment.getTime() + SMS_CODE_LIFETIME_MS),
        });
      });
      if (!deliver) return;
      try {
        await provider.send(phone, text(code, SMS_CODE_LIFETIME_MS / 60_000));
      } catch (error) {
        // A code nobody received must not stay valid.
        await db.update(smsCodes).set({ usedAt: moment }).where(eq(smsCodes.id, id));
        throw error;
      }
    },

    /**
     * Checks a code against the latest one sent to the phone for the purpose (a newer code
     * replaces older ones) and uses it up when right. A wrong code counts; the fifth uses it up.
     */
    async consume(phone: string, purpose: SmsPurpose, code: string): Promise<boolean> {
      const moment = now();
      const [latest] = await db
        .select()
        .from(smsCodes)
        .where(
          and(
            eq(smsCodes.phone, phone),
            eq(smsCodes.purpose, purpose),
            isNotNull(smsCodes.codeHash),
          ),
        )
        .orderBy(desc(smsCodes.createdAt))
        .limit(1);
      if (
        !latest?.codeHash ||
        latest.usedAt ||
        latest.expiresAt.getTime() <= moment.getTime() ||
        latest.failedAttempts >= SMS_MAX_FAILED_ATTEMPTS
      )
        return false;
      const right = timingSafeEqual(
        Buffer.from(latest.codeHash, 'hex'),
        hashCode(latest.id, code.trim()),
      );
      if (right) {
        // Conditional, so two requests with the same code cannot both use it.
        const used = await db
          .update(smsCodes)
          .set({ usedAt: moment })
          .where(and(eq(smsCodes.id, latest.id), sql`${smsCodes.usedAt} is null`))
          .returning({ id: smsCodes.id });
        return used.length === 1;
      }
      await db
        .update(smsCodes)
        .set({
          failedAttempts: sql`${smsCodes.failedAttempts} + 1`,
          usedAt: sql`case when ${smsCodes.failedAttempts} + 1 >= ${SMS_MAX_FAILED_ATTEMPTS} then ${moment.toISOString()}::timestamptz else ${smsCodes.usedAt} end`,
        })
        .where(eq(smsCodes.id, latest.id));
      return false;
    },
  };
}

export type SmsCodes = ReturnType<typeof createSmsCodes>;
