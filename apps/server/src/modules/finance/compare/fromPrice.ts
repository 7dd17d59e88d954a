import { randomUUID } from 'node:crypto';
import type { contractFromPriceRequest } from '@ccms/api-client';
import { and, eq, isNull } from 'drizzle-orm';
import { createdStamp, updatedStamp, type Actor } from '../../../db/audit';
import type { Db } from '../../../db/database';
import { contracts, customers, priceRequests, users } from '../../../db/schema';
import { businessFailure, recordNotFound, unknownReference } from '../../../http/failure';
import type { HandlerInput } from '../../../http/endpoint';
import { getContract } from '../contracts';
import { nextCode } from '../invoicing/shared';

type FromPriceBody = HandlerInput<typeof contractFromPriceRequest>['body'];

/** The request's customer, else the company's customer of that name, else a new one. */
async function customerFor(
  db: Db,
  actor: Actor,
  now: Date,
  request: { customerId: string | null; customerName: string },
): Promise<string> {
  if (request.customerId) return request.customerId;
  const [existing] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.name, request.customerName));
  if (existing) return existing.id;
  const id = randomUUID();
  await db.insert(customers).values({
    id,
    companyId: actor.companyId,
    name: request.customerName,
    ...createdStamp(actor, now),
  });
  return id;
}

/**
 * Signs a contract at an approved 请价: customer, business type, department and the agreed fee
 * (the proposed fee that was approved) come from the request. The request is used up in one guarded
 * UPDATE (approved and without a contract), so two requests racing for it cannot both succeed; the
 * loser's contract is rolled back with its request.
 */
export async function contractFromPrice(db: Db, actor: Actor, now: Date, body: FromPriceBody) {
  const [request] = await db
    .select()
    .from(priceRequests)
    .where(eq(priceRequests.id, body.priceRequestId));
  if (!request) throw recordNotFound();
  if (request.status !== 'approved')
    throw businessFailure('fundCompare.priceNotApproved', { code: request.code });
  if (request.contractId) throw businessFailure('fundCompare.priceUsed', { code: request.code });
  if (body.leaderUserId) {
    const [leader] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, body.leaderUserId));
    if (!leader) throw unknownReference('leaderUserId');
  }
  const code = body.code ?? (await nextCode(db, contracts, contracts.code, 'HT', now));
  const [taken] = await db
    .select({ id: contracts.id })
    .from(contracts)
    .where(eq(contracts.code, code));
  if (taken) throw businessFailure('fundCompare.codeTaken', { code });
  const customerId = await customerFor(db, actor, now, request);
  const id = randomUUID();
  await db.insert(contracts).values({
    id,
    companyId: actor.companyId,
    code,
    name: body.name ?? request.projectName,
    customerId,
    businessType: request.businessType,
    departmentId: request.departmentId,
    leaderUserId: body.leaderUserId,
    signedDate: body.signedDate,
    amount: request.proposedFee,
    status: 'signed',
    region: body.region,
    ...createdStamp(actor, now),
  });
  const [used] = await db
    .update(priceRequests)
    .set({ contractId: id, customerId, ...updatedStamp(actor, now) })
    .where(
      and(
        eq(priceRequests.id, request.id),
        eq(priceRequests.status, 'approved'),
        isNull(priceRequests.contractId),
      ),
    )
    .returning({ id: priceRequests.id });
  if (!used) throw businessFailure('fundCompare.priceUsed', { code: request.code });
  const {
    outstanding: _outstanding,
    members: _members,
    receipts: _receipts,
    invoices: _invoices,
    ...contract
  } = await getContract(db, id);
  return { ...contract, priceRequestId: request.id, priceRequestCode: request.code };
}
