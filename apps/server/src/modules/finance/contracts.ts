import type { FinanceContract, contractQueryList, customerQueryList } from '@ccms/api-client';
import Decimal from 'decimal.js';
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { containing } from '../../db/audit';
import type { Db } from '../../db/database';
import {
  contractMembers,
  contracts,
  customers,
  departments,
  invoices,
  priceRequests,
  receipts,
  users,
} from '../../db/schema';
import { outerColumn } from '../../db/outerColumn';
import { recordNotFound } from '../../http/failure';
import { formatDateTime } from '../../i18n';
import type { HandlerInput } from '../../http/endpoint';
import { claimsWhere } from './claims';

type CustomerBody = HandlerInput<typeof customerQueryList>['body'];
type ContractBody = HandlerInput<typeof contractQueryList>['body'];

export async function listCustomers(db: Db, body: CustomerBody) {
  const params = body.params ?? {};
  const filters: (SQL | undefined)[] = [];
  if (params.keyword) {
    const pattern = containing(params.keyword);
    filters.push(or(ilike(customers.name, pattern), ilike(customers.contact, pattern)));
  }
  if (params.kind) filters.push(eq(customers.kind, params.kind));
  if (params.isKey !== undefined) filters.push(eq(customers.isKey, params.isKey));
  const where = and(...filters);
  const contractCount = sql<number>`(select count(*)::int from ${contracts} c where c.customer_id = ${outerColumn(customers.id)})`;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: customers.id,
        name: customers.name,
        kind: customers.kind,
        region: customers.region,
        isKey: customers.isKey,
        contact: customers.contact,
        phone: customers.phone,
        contractCount,
      })
      .from(customers)
      .where(where)
      .orderBy(asc(customers.name))
      .limit(body.pageSize)
      .offset((body.pageNo - 1) * body.pageSize),
    db.select({ total: count() }).from(customers).where(where),
  ]);
  return {
    pageNo: body.pageNo,
    pageSize: body.pageSize,
    total: total?.total ?? 0,
    data: rows.map((row) => ({ ...row, kind: row.kind as FinanceCustomerKind })),
  };
}

type FinanceCustomerKind = 'government' | 'developer' | 'contractor' | 'other';

const receivedTotal = sql<string>`(select coalesce(sum(r.amount), 0)::numeric(18,2)::text from ${receipts} r where r.contract_id = ${outerColumn(contracts.id)})`;
const invoicedTotal = sql<string>`(select coalesce(sum(i.amount), 0)::numeric(18,2)::text from ${invoices} i where i.contract_id = ${contracts.id} and i.status <> 'voided')`;

const contractColumns = {
  id: contracts.id,
  code: contracts.code,
  name: contracts.name,
  customerId: contracts.customerId,
  customerName: customers.name,
  businessType: contracts.businessType,
  departmentId: contracts.departmentId,
  departmentName: departments.name,
  leaderUserId: contracts.leaderUserId,
  leaderName: users.name,
  signedDate: contracts.signedDate,
  amount: contracts.amount,
  vatRate: contracts.vatRate,
  status: contracts.status,
  region: contracts.region,
  costProjectId: contracts.costProjectId,
  receivedTotal,
  invoicedTotal,
};

const selectContracts = (db: Db) =>
  db
    .select(contractColumns)
    .from(contracts)
    .leftJoin(customers, eq(customers.id, contracts.customerId))
    .leftJoin(departments, eq(departments.id, contracts.departmentId))
    .leftJoin(users, eq(users.id, contracts.leaderUserId));

type ContractRow = Awaited<ReturnType<ReturnType<typeof selectContracts>['execute']>>[number];
const toContract = (row: ContractRow) => row as FinanceContract;

export async function listContracts(db: Db, body: ContractBody) {
  const params = body.params ?? {};
  const filters: (SQL | undefined)[] = [];
  if (params.keyword) {
    const pattern = containing(params.keyword);
    filters.push(
      or(
        ilike(contracts.code, pattern),
        ilike(contracts.name, pattern),
        sql`exists (select 1 from ${customers} k where k.id = ${contracts.customerId} and k.name ilike ${pattern})`,
      ),
    );
  }
  if (params.customerId) filters.push(eq(contracts.customerId, params.customerId));
  if (params.businessType) filters.push(eq(contracts.businessType, params.businessType));
  if (params.status) filters.push(eq(contracts.status, params.status));
  if (params.departmentId) filters.push(eq(contracts.departmentId, params.departmentId));
  if (params.signedFrom) filters.push(sql`${contracts.signedDate} >= ${params.signedFrom}`);
  if (params.signedTo) filters.push(sql`${contracts.signedDate} <= ${params.signedTo}`);
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    selectContracts(db)
      .where(where)
      .orderBy(desc(contracts.signedDate), desc(contracts.code))
      .limit(body.pageSize)
      .offset((body.pageNo - 1) * body.pageSize),
    db.select({ total: count() }).from(contracts).where(where),
  ]);
  return {
    pageNo: body.pageNo,
    pageSize: body.pageSize,
    total: total?.total ?? 0,
    data: rows.map(toContract),
  };
}

export async function getContract(db: Db, id: string) {
  const [row] = await selectContracts(db).where(eq(contracts.id, id));
  if (!row) throw recordNotFound();
  const [members, claimed, issued] = await Promise.all([
    db
      .select({
        userId: contractMembers.userId,
        userName: users.name,
        role: contractMembers.role,
        stage: contractMembers.stage,
        weight: contractMembers.weight,
      })
      .from(contractMembers)
      .leftJoin(users, eq(users.id, contractMembers.userId))
      .where(eq(contractMembers.contractId, id))
      .orderBy(asc(contractMembers.role), asc(contractMembers.stage)),
    claimsWhere(db, eq(receipts.contractId, id)),
    db
      .select({
        id: invoices.id,
        invoiceNo: invoices.invoiceNo,
        kind: invoices.kind,
        amount: invoices.amount,
        taxRate: invoices.taxRate,
        issuedDate: invoices.issuedDate,
        status: invoices.status,
      })
      .from(invoices)
      .where(eq(invoices.contractId, id))
      .orderBy(desc(invoices.issuedDate)),
  ]);
  const contract = toContract(row);
  return {
    ...contract,
    outstanding: new Decimal(contract.amount).minus(contract.receivedTotal).toFixed(2),
    members: members as FinanceContractDetail['members'],
    receipts: claimed,
    invoices: issued as FinanceContractDetail['invoices'],
    priceRequest: await priceRequestOf(db, id),
  };
}

type FinanceContractDetail = {
  members: {
    userId: string;
    userName: string | null;
    role: 'lead' | 'preparer' | 'checker' | 'reviewer' | 'approver';
    stage: 'tender' | 'construction' | 'settlement' | null;
    weight: string;
  }[];
  invoices: {
    id: string;
    invoiceNo: string;
    kind: 'special' | 'normal' | 'electronic';
    amount: string;
    taxRate: string;
    issuedDate: string;
    status: string;
  }[];
};

/** The 请价 a contract was made from (its contract_id points at the contract), if any. */
async function priceRequestOf(db: Db, contractId: string) {
  const [price] = await db
    .select({
      id: priceRequests.id,
      code: priceRequests.code,
      projectName: priceRequests.projectName,
      guidanceFee: priceRequests.guidanceFee,
      proposedFee: priceRequests.proposedFee,
      discountRate: priceRequests.discountRate,
      approvedByName: users.name,
      approvedBy: priceRequests.approvedBy,
      approvedAt: priceRequests.approvedAt,
    })
    .from(priceRequests)
    .leftJoin(users, eq(users.id, priceRequests.approvedBy))
    .where(eq(priceRequests.contractId, contractId))
    .limit(1);
  if (!price) return null;
  return {
    id: price.id,
    code: price.code,
    projectName: price.projectName,
    guidanceFee: price.guidanceFee,
    proposedFee: price.proposedFee,
    discountRate: price.discountRate,
    approvedByName: price.approvedByName ?? price.approvedBy,
    approvedAt: price.approvedAt ? formatDateTime(price.approvedAt) : null,
  };
}
