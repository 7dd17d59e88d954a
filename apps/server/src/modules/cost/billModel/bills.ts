import {
  billModelBillList,
  type BillModelBillRow,
  type BillModelBillStatus,
} from '@ccms/api-client';
import { and, asc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/database';
import { costBillModelLinks, costBillModels, costBills } from '../../../db/schema';
import { registerEndpoint } from '../../../http/endpoint';
import { findProjectRow } from '../store';

// 清单模型 · the bills of a project with their placement, for placing by hand (指定模型).

export interface BillListQuery {
  projectId: string;
  pageNo: number;
  pageSize: number;
  params?: { status?: BillModelBillStatus; modelId?: string; keyword?: string };
}

/** One page of a project's bills in file order, each with its model (or none) and values. */
export async function billModelBills(db: Db, query: BillListQuery) {
  await findProjectRow(db, query.projectId);
  const { status = 'all', modelId, keyword } = query.params ?? {};
  const where: SQL[] = [eq(costBills.projectId, query.projectId)];
  if (status === 'unplaced') where.push(isNull(costBillModelLinks.billId));
  if (status === 'placed') where.push(isNotNull(costBillModelLinks.billId));
  if (status === 'manual') where.push(eq(costBillModelLinks.method, 'manual'));
  if (modelId) where.push(eq(costBillModelLinks.modelId, modelId));
  if (keyword) {
    const pattern = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(or(ilike(costBills.code, pattern), ilike(costBills.name, pattern))!);
  }
  const from = () =>
    db
      .select({
        bill: {
          id: costBills.id,
          code: costBills.code,
          name: costBills.name,
          features: costBills.features,
          unit: costBills.unit,
        },
        link: costBillModelLinks,
        model: costBillModels,
      })
      .from(costBills)
      .leftJoin(costBillModelLinks, eq(costBillModelLinks.billId, costBills.id))
      .leftJoin(costBillModels, eq(costBillModels.id, costBillModelLinks.modelId));
  const [total] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(costBills)
    .leftJoin(costBillModelLinks, eq(costBillModelLinks.billId, costBills.id))
    .where(and(...where));
  const rows = await from()
    .where(and(...where))
    .orderBy(asc(costBills.unitId), asc(costBills.seq), asc(costBills.id))
    .limit(query.pageSize)
    .offset((query.pageNo - 1) * query.pageSize);
  const data = rows.map(({ bill, link, model }): BillModelBillRow => {
    const values = new Map((link?.attributes ?? []).map((item) => [item.name, item.value]));
    return {
      billId: bill.id,
      code: bill.code,
      name: bill.name,
      features: bill.features,
      unit: bill.unit,
      modelId: model?.id ?? null,
      modelCode: model?.code ?? null,
      modelName: model?.name ?? null,
      method: link && model ? (link.method as BillModelBillRow['method']) : null,
      score: link?.score ?? null,
      attributes: (model?.attributes ?? []).map((attribute) => {
        const value = values.get(attribute.name) ?? '';
        return {
          name: attribute.name,
          value,
          fixValue: attribute.fixValue,
          deviates: attribute.fixValue !== null && value !== attribute.fixValue,
        };
      }),
    };
  });
  return { pageNo: query.pageNo, pageSize: query.pageSize, total: total?.count ?? 0, data };
}

export function registerBillModelBillRoutes(app: FastifyInstance): void {
  registerEndpoint(app, billModelBillList, ({ db, body }) => billModelBills(db, body));
}
