import { randomUUID } from 'node:crypto';
import { splitTax } from '@ccms/api-client';
import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { contracts, eInvoiceVerifications, eInvoices } from '../../../db/schema';
import { addDays } from '../../certificates/status';
import { demoUscc } from '../invoicing/seed';
import { dayOf } from '../invoicing/shared';
import { invoiceChecks } from './verify';

const COMPANY_NAME = '示例造价咨询有限公司';

/**
 * Twenty demo e-invoices: received ones (差旅, 办公, 软件, 外包 …; some reimbursed, some checked on
 * the tax platform) and a few issued ones registered by hand; the invoices issued through 开票申请
 * appear in the register by themselves. Once per company.
 */
export async function seedEinvoices(tx: Db, company: string, now: Date): Promise<void> {
  const [existing] = await tx
    .select({ total: count() })
    .from(eInvoices)
    .where(eq(eInvoices.companyId, company));
  if ((existing?.total ?? 0) > 0) return;
  const today = dayOf(now);
  const ownTaxNo = demoUscc(900, false);
  const someContracts = await tx
    .select({ id: contracts.id })
    .from(contracts)
    .where(eq(contracts.companyId, company))
    .orderBy(asc(contracts.code))
    .limit(4);
  // [direction, counterparty, total incl. tax, rate, days ago, reimbursement, verified, contract, special]
  const specs: [
    'in' | 'out',
    string,
    string,
    string,
    number,
    string | null,
    'unverified' | 'verified' | 'failed',
    number | null,
    boolean,
  ][] = [
    ['in', '杭州西湖国际大酒店有限公司', '1272.00', '0.06', 3, 'BX202511001', 'verified', 0, false],
    ['in', '中国铁路上海局集团有限公司', '538.00', '0.09', 5, 'BX202511001', 'verified', 0, false],
    [
      'in',
      '浙江得力办公用品有限公司',
      '2260.00',
      '0.13',
      8,
      'BX202511002',
      'verified',
      null,
      false,
    ],
    ['in', '广联达科技股份有限公司', '31800.00', '0.06', 12, null, 'verified', null, true],
    ['in', '杭州某某工程咨询有限公司', '84800.00', '0.06', 15, null, 'unverified', 1, true],
    [
      'in',
      '中国电信股份有限公司杭州分公司',
      '1590.00',
      '0.06',
      18,
      'BX202511003',
      'verified',
      null,
      false,
    ],
    ['in', '宁波南苑饭店有限公司', '896.00', '0.06', 22, 'BX202511004', 'failed', 2, false],
    ['in', '滴滴出行科技有限公司', '186.40', '0.03', 25, 'BX202511004', 'unverified', 2, false],
    ['in', '杭州市房地产开发有限公司', '66000.00', '0.09', 30, null, 'verified', null, true],
    ['in', '浙江晨光文具有限公司', '678.00', '0.13', 34, 'BX202510011', 'verified', null, false],
    [
      'in',
      '中国石化销售股份有限公司浙江杭州石油分公司',
      '904.00',
      '0.13',
      40,
      'BX202510012',
      'verified',
      null,
      false,
    ],
    ['in', '杭州印务科技有限公司', '3180.00', '0.06', 45, 'BX202510013', 'unverified', 3, false],
    ['in', '北京新点软件股份有限公司', '12720.00', '0.06', 55, null, 'verified', null, true],
    [
      'in',
      '杭州国际博览中心有限公司',
      '5300.00',
      '0.06',
      62,
      'BX202509021',
      'verified',
      null,
      false,
    ],
    ['in', '顺丰速运有限公司', '212.00', '0.06', 70, 'BX202509022', 'verified', null, false],
    ['in', '杭州某某测绘有限公司', '42400.00', '0.06', 80, null, 'unverified', 1, true],
    ['out', '某市住房和城乡建设局', '106000.00', '0.06', 20, null, 'verified', 0, true],
    ['out', '浙江某某建设集团有限公司', '53000.00', '0.06', 35, null, 'verified', 1, true],
    ['out', '某区交通运输局', '21200.00', '0.06', 50, null, 'unverified', 2, false],
    ['out', '杭州某某置业有限公司', '15900.00', '0.06', 75, null, 'verified', 3, false],
  ];
  const rows = specs.map(
    ([direction, other, total, rate, ago, reimbursementNo, verify, contract, special], index) => {
      const split = splitTax(total, rate);
      const issueDate = addDays(today, -ago);
      const stamp = new Date(`${addDays(issueDate, 1)}T10:00:00+08:00`);
      // Half the received ones are 数电票 (20 digits), the others older code + number ones.
      const digital = index % 2 === 0;
      const serial = String(index + 1).padStart(4, '0');
      const number = digital ? `2533200000000012${serial}` : `1100${serial}`;
      const code = digital ? null : '033002300111';
      const otherTaxNo = demoUscc(700 + index, direction === 'out' && /局$/.test(other));
      return {
        id: index === 0 ? 'einvoice-demo-1' : randomUUID(),
        companyId: company,
        direction,
        numberKind: digital ? 'digital' : 'legacy',
        invoiceCode: code,
        invoiceNumber: number,
        invoiceKey: `${code ?? ''}${number}`,
        invoiceType: special ? 'special' : 'normal',
        issueDate,
        sellerName: direction === 'in' ? other : COMPANY_NAME,
        sellerTaxNo: direction === 'in' ? otherTaxNo : ownTaxNo,
        buyerName: direction === 'in' ? COMPANY_NAME : other,
        buyerTaxNo: direction === 'in' ? ownTaxNo : otherTaxNo,
        amount: split.netAmount,
        taxAmount: split.taxAmount,
        total: split.amount,
        contractId: contract === null ? null : (someContracts[contract]?.id ?? null),
        reimbursementNo,
        fileId: null,
        verifyStatus: verify,
        verifiedDate: verify === 'unverified' ? null : addDays(issueDate, 2),
        source: index % 3 === 0 ? 'import' : 'manual',
        memo: verify === 'failed' ? '查验结果金额不符，已退回报销人核实' : null,
        createdAt: stamp,
        createdBy: direction === 'in' ? 'user-lisi' : 'user-admin',
        updatedAt: stamp,
        updatedBy: direction === 'in' ? 'user-lisi' : 'user-admin',
      };
    },
  );
  await tx.insert(eInvoices).values(rows);
  // Who checked the verified and failed ones, with the checks as the 查验 would have found them.
  await tx.insert(eInvoiceVerifications).values(
    rows
      .filter((row) => row.verifyStatus !== 'unverified')
      .map((row) => ({
        id: randomUUID(),
        companyId: company,
        invoiceId: row.id,
        status: row.verifyStatus,
        checks: [
          ...invoiceChecks(
            {
              ...row,
              direction: row.direction,
              invoiceType: row.invoiceType as 'special' | 'normal',
            },
            row.verifiedDate!,
          ),
          { check: 'platform', ok: row.verifyStatus === 'verified', detail: null },
        ],
        note: row.memo,
        verifiedAt: new Date(`${row.verifiedDate}T11:00:00+08:00`),
        verifiedBy: row.createdBy,
        verifiedByName: row.createdBy === 'user-lisi' ? '李四' : '系统管理员',
      })),
  );
}
