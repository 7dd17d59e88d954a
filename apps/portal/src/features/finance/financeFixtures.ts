import type {
  BankAccount,
  BankClaim,
  BankDetail,
  BankImportPreview,
  FinanceContract,
  UserInfo,
} from '@ccms/api-client';
import { vi } from 'vitest';
import { envelope, paramListAnswer, zhangsan, type ServerStub } from '../../app/testing';

// Test data of the finance pages: the seeded finance user, two accounts, a few bank rows.

export const FINANCE_VIEW = ['finance:bank:view'];
export const FINANCE_ALL = [
  'finance:bank:view',
  'finance:bank:import',
  'finance:bank:claim',
  'finance:bank:correct',
  'finance:bank:account',
  'finance:contract:view',
];

/** 李四 of 财务, with the given finance permissions. */
export function financeUser(permissions: readonly string[] = FINANCE_ALL): UserInfo {
  return {
    ...zhangsan,
    userId: 'u-lisi',
    loginName: 'lisi',
    name: '李四',
    displayName: '李四',
    permissions: ['home:view', ...permissions],
  };
}

const audit = {
  createdBy: 'u-admin',
  createdAt: '2026-01-01 00:00:00',
  updatedBy: 'u-admin',
  updatedAt: '2026-01-01 00:00:00',
};

export function account(id: string, extra: Partial<BankAccount> = {}): BankAccount {
  return {
    id,
    accountUnit: '华建造价咨询有限公司',
    accountName: '基本户',
    accountNo: '6222020200001234',
    bankName: '工商银行杭州分行',
    currency: 'CNY',
    openingBalance: '100000.00',
    openingDate: '2025-01-01',
    departmentId: null,
    departmentName: null,
    enabled: true,
    sort: 0,
    rowCount: 120,
    balance: '1234567.89',
    lastDateTime: '2026-03-05 16:20:00',
    ...audit,
    ...extra,
  };
}

export const ACCOUNTS: BankAccount[] = [
  account('acc-1'),
  account('acc-2', {
    accountName: '一般户',
    accountNo: '3301040160009999',
    bankName: '建设银行西湖支行',
    rowCount: 0,
    balance: '0.00',
    lastDateTime: null,
  }),
];

export function detail(id: string, extra: Partial<BankDetail> = {}): BankDetail {
  return {
    id,
    accountId: 'acc-1',
    accountUnit: '华建造价咨询有限公司',
    accountName: '基本户',
    accountNo: '6222020200001234',
    dateTime: '2026-03-05 09:30:00',
    income: '56000.00',
    pay: '0.00',
    balance: '1234567.89',
    otherSideUnit: '建设银行',
    otherSideName: '杭州城投建设有限公司',
    otherSideAccount: '3301040160001111',
    matter: null,
    summary: '咨询费',
    memo: null,
    serialNo: 'SN0001',
    isNeedClaim: true,
    claimTotal: '0.00',
    needClaimTotal: '56000.00',
    isCorrect: false,
    correctedBy: null,
    correctedByName: null,
    correctedAt: null,
    isChangeAccount: false,
    updatedBy: null,
    updatedAt: '2026-03-05 09:30:00',
    ...extra,
  };
}

export const DETAILS: BankDetail[] = [
  detail('d-1'),
  detail('d-2', {
    dateTime: '2026-03-04 14:00:00',
    income: '0.00',
    pay: '8800.50',
    balance: '1178567.89',
    otherSideName: '国网杭州供电公司',
    summary: '电费',
    isNeedClaim: false,
    needClaimTotal: '0.00',
    isCorrect: true,
    correctedBy: 'u-lisi',
    correctedByName: '李四',
    correctedAt: '2026-03-06 10:00:00',
  }),
];

export function detailPage(rows: BankDetail[] = DETAILS, total = 45) {
  return envelope({
    pageNo: 1,
    pageSize: 20,
    total,
    data: rows,
    totals: { income: '1256000.00', pay: '345678.90' },
    pageTotals: { income: '56000.00', pay: '8800.50' },
  });
}

export const PREVIEW: BankImportPreview = {
  fileName: '工行3月.xlsx',
  sheet: 0,
  sheetNames: ['明细'],
  headerRow: 4,
  headers: ['交易日期', '收入金额', '支出金额', '余额', '对方户名', '摘要'],
  columns: {
    dateTime: 0,
    income: 1,
    pay: 2,
    amount: null,
    direction: null,
    balance: 3,
    otherSideName: 4,
    otherSideAccount: null,
    otherSideUnit: null,
    summary: 5,
    matter: null,
    memo: null,
    serialNo: null,
  },
  meta: { accountNo: '6222020200001234', accountName: '基本户', currency: 'CNY' },
  accountMismatch: false,
  rowCount: 3,
  duplicateCount: 1,
  freshCount: 2,
  previousBalance: '1234567.89',
  issues: [],
  lines: [
    {
      rowNumber: 5,
      dateTime: '2026-03-05 09:30:00',
      income: '56000.00',
      pay: '0.00',
      balance: '1234567.89',
      otherSideName: '杭州城投建设有限公司',
      otherSideAccount: null,
      otherSideUnit: null,
      summary: '咨询费',
      matter: null,
      memo: null,
      serialNo: null,
      duplicate: true,
    },
    {
      rowNumber: 6,
      dateTime: '2026-03-06 10:00:00',
      income: '1000.00',
      pay: '0.00',
      balance: '1235567.89',
      otherSideName: '西湖区住建局',
      otherSideAccount: null,
      otherSideUnit: null,
      summary: '审核费',
      matter: null,
      memo: null,
      serialNo: null,
      duplicate: false,
    },
  ],
};

export function contract(id: string, extra: Partial<FinanceContract> = {}): FinanceContract {
  return {
    id,
    code: 'HT-2026-001',
    name: '城投大厦结算审核',
    customerId: 'c-1',
    customerName: '杭州城投建设有限公司',
    businessType: 'settlement',
    departmentId: null,
    departmentName: null,
    leaderUserId: null,
    leaderName: null,
    signedDate: '2026-01-10',
    amount: '300000.00',
    vatRate: '0.0600',
    status: 'executing',
    region: '杭州',
    costProjectId: null,
    receivedTotal: '100000.00',
    invoicedTotal: '120000.00',
    ...extra,
  };
}

export const CLAIMS: BankClaim[] = [
  {
    receiptId: 'r-1',
    bankDetailId: 'd-1',
    contractId: 'k-1',
    contractCode: 'HT-2026-001',
    contractName: '城投大厦结算审核',
    customerName: '杭州城投建设有限公司',
    amount: '6000.00',
    receivedDate: '2026-03-05',
    memo: null,
    createdBy: 'u-lisi',
    createdByName: '李四',
    createdAt: '2026-03-06 09:00:00',
  },
];

/** The answers every finance page needs: parameters, the user and the accounts. */
export function financeServer(user: UserInfo, extra: ServerStub = {}): ServerStub {
  return {
    'GET /api/share/param/paramList': paramListAnswer({}),
    'GET /api/user/info': { body: envelope(user) },
    'POST /api/b/finance/bankAccount/queryList': {
      body: envelope({ pageNo: 1, pageSize: 500, total: ACCOUNTS.length, data: ACCOUNTS }),
    },
    ...extra,
  };
}

/** An XMLHttpRequest that answers every upload with the stored file's id, reporting progress. */
export function fakeUploads(fileId = 'f-statement') {
  const uploads: string[] = [];
  class FakeXhr {
    status = 0;
    statusText = '';
    responseText = '';
    timeout = 0;
    withCredentials = false;
    upload: {
      onprogress:
        ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
    } = {
      onprogress: null,
    };
    onload: (() => void) | null = null;
    onerror = null;
    onabort = null;
    ontimeout = null;
    open(_method: string, url: string) {
      uploads.push(url);
    }
    setRequestHeader() {}
    abort() {}
    send() {
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
        this.status = 200;
        this.responseText = JSON.stringify(envelope([fileId]));
        this.onload?.();
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return uploads;
}
