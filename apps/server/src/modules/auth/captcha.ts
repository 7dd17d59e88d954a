import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, lt } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';
import type { Db } from '../../db/database';
import { captchas } from '../../db/schema';

export const CAPTCHA_COOKIE = 'ccms_captcha';
export const CAPTCHA_LIFETIME_MS = 2 * 60_000;
/** Expired captchas older than this are swept when new ones are issued. */
const SWEEP_AFTER_MS = 60 * 60_000;

export interface CaptchaImage {
  text: string;
  svg: string;
}

export interface CaptchaGenerator {
  create(): CaptchaImage;
}

/** Five characters, none of the look-alikes (0/o/O, 1/i/I/l/L). */
export const svgCaptchaGenerator: CaptchaGenerator = {
  create: () => {
    const { text, data } = svgCaptcha.create({
      size: 5,
      ignoreChars: '0oO1iIlL',
      noise: 2,
      color: true,
      width: 120,
      height: 40,
    });
    return { text, svg: data };
  },
};

function hashAnswer(answer: string): Buffer {
  return createHash('sha256').update(answer.trim().toLowerCase()).digest();
}

export function createCaptchaStore({
  db,
  now,
  generator,
}: {
  db: Db;
  now: () => Date;
  generator: CaptchaGenerator;
}) {
  return {
    /** A new captcha; its answer lives hashed in the database so any instance can check it. */
    async issue(): Promise<{ id: string; svg: string }> {
      const image = generator.create();
      const createdAt = now();
      const id = randomUUID();
      await db
        .delete(captchas)
        .where(lt(captchas.expiresAt, new Date(createdAt.getTime() - SWEEP_AFTER_MS)));
      await db.insert(captchas).values({
        id,
        answerHash: hashAnswer(image.text).toString('hex'),
        createdAt,
        expiresAt: new Date(createdAt.getTime() + CAPTCHA_LIFETIME_MS),
      });
      return { id, svg: image.svg };
    },

    /** Checks an answer and uses the captcha up, right or wrong: each captcha gets one try. */
    async consume(id: string | undefined, answer: string): Promise<boolean> {
      if (!id) return false;
      const moment = now();
      const [row] = await db
        .update(captchas)
        .set({ usedAt: moment })
        .where(and(eq(captchas.id, id), isNull(captchas.usedAt)))
        .returning({ answerHash: captchas.answerHash, expiresAt: captchas.expiresAt });
      if (!row || row.expiresAt.getTime() <= moment.getTime()) return false;
      return timingSafeEqual(Buffer.from(row.answerHash, 'hex'), hashAnswer(answer));
    },
  };
}

export type CaptchaStore = ReturnType<typeof createCaptchaStore>;
