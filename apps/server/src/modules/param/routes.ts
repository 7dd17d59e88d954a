import { paramList, type Param } from '@ccms/api-client';
import { asc, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { parameters } from '../../db/schema';
import { registerEndpoint } from '../../http/endpoint';

export const CAPTCHA_ENABLED_KEY = 'captcha.enabled';

/** The global basic parameters, plus captcha.enabled, which follows the running configuration. */
export async function listBasicParams(db: Db, captchaEnabled: boolean): Promise<Param[]> {
  const rows = await db
    .select({ key: parameters.key, value: parameters.value })
    .from(parameters)
    .where(isNull(parameters.companyId))
    .orderBy(asc(parameters.key));
  return [
    ...rows.filter((row) => row.key !== CAPTCHA_ENABLED_KEY),
    { key: CAPTCHA_ENABLED_KEY, value: String(captchaEnabled) },
  ];
}

export function registerParamRoutes(app: FastifyInstance, db: Db, captchaEnabled: boolean): void {
  registerEndpoint(app, paramList, () => listBasicParams(db, captchaEnabled));
}
