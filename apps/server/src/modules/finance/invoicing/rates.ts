import type { BusinessType, PriceRateTier, RateTier } from '@ccms/api-client';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { priceRateTiers } from '../../../db/schema';
import { businessFailure } from '../../../http/failure';

/** Upper limits (yuan) of the tiers: 100万, 500万, 1000万, 5000万, 1亿, 5亿, above. */
const LIMITS = ['1000000', '5000000', '10000000', '50000000', '100000000', '500000000', null];

/**
 * The seeded guidance-fee table (差额定率累进, rates per tier as fractions), modelled on the
 * provincial cost-consulting fee standards: higher rates on the first part of the basis, lower on
 * each further part. 预算编制 and 招标控制价 on 建安费, 结算审核 on 送审金额, 全过程 on 投资额.
 */
export const DEFAULT_RATE_TABLE: Record<BusinessType, readonly string[]> = {
  budget: ['0.0055', '0.0045', '0.0040', '0.0035', '0.0030', '0.0025', '0.0020'],
  control: ['0.0050', '0.0040', '0.0035', '0.0030', '0.0025', '0.0020', '0.0015'],
  settlement: ['0.0060', '0.0050', '0.0045', '0.0040', '0.0035', '0.0030', '0.0025'],
  whole_process: ['0.0150', '0.0120', '0.0100', '0.0080', '0.0060', '0.0050', '0.0040'],
  consulting: ['0.0040', '0.0035', '0.0030', '0.0025', '0.0020', '0.0015', '0.0010'],
};

/** The seed rows of the table for a company. */
export function defaultRateRows(companyId: string) {
  return Object.entries(DEFAULT_RATE_TABLE).flatMap(([businessType, rates]) =>
    rates.map((rate, seq) => ({
      id: `${companyId}-rate-${businessType}-${seq + 1}`,
      companyId,
      businessType,
      seq: seq + 1,
      upperLimit: LIMITS[seq] ?? null,
      rate,
    })),
  );
}

const trim = (value: string) => value.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');

export async function listRateTiers(db: Db): Promise<PriceRateTier[]> {
  const rows = await db
    .select()
    .from(priceRateTiers)
    .orderBy(asc(priceRateTiers.businessType), asc(priceRateTiers.seq));
  return rows.map((row) => ({
    businessType: row.businessType as BusinessType,
    seq: row.seq,
    upperLimit: row.upperLimit,
    rate: trim(row.rate),
  }));
}

/** The tiers of one business type, in order; refused when the company has none. */
export async function tiersOf(db: Db, businessType: BusinessType): Promise<RateTier[]> {
  const rows = await db
    .select({ upperLimit: priceRateTiers.upperLimit, rate: priceRateTiers.rate })
    .from(priceRateTiers)
    .where(eq(priceRateTiers.businessType, businessType))
    .orderBy(asc(priceRateTiers.seq));
  if (rows.length === 0) throw businessFailure('invoicing.price.noRates');
  return rows.map((row) => ({ upperLimit: row.upperLimit, rate: trim(row.rate) }));
}
