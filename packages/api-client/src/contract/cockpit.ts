import { z } from 'zod';
import { endpoint } from '../endpoint';
import { idSchema } from './paging';

// The management cockpit (spec 001 §2, issue 10): one endpoint per page, each answering every figure
// and series of its page for a year and month, computed by the server from contracts, receipts,
// invoices, costs, bank rows, staff and the cost library. Money travels as decimal strings with two
// places (元, VAT included unless the field says otherwise); ratios as percent strings with two
// places, null when the base is zero. "Year" figures are the year to date (January to the month
// chosen); "lastYear" the same months of the year before; monthly series have 12 entries, January
// first.

export const COCKPIT_PERMISSION = 'cockpit:view';

export const cockpitQuerySchema = z.object({
  currentYear: z.coerce.number().int().min(2000, { error: '年份不正确' }).max(2100, {
    error: '年份不正确',
  }),
  currentMonth: z.coerce.number().int().min(1, { error: '月份不正确' }).max(12, {
    error: '月份不正确',
  }),
  /** Only this department and those below it. */
  departmentId: idSchema.optional(),
});
export type CockpitQuery = z.input<typeof cockpitQuerySchema>;

const money = z.string();
const percent = z.string().nullable();
/** Twelve amounts, January to December. */
const monthly = z.array(money).length(12);
const monthlyCount = z.array(z.number().int()).length(12);

/** One slice of a breakdown: a key (code or id), its display name and amount. */
export const cockpitSliceSchema = z.object({
  key: z.string(),
  name: z.string(),
  amount: money,
  count: z.number().int(),
});
export type CockpitSlice = z.infer<typeof cockpitSliceSchema>;

/** A figure of the period: this month, year to date, the same months last year, change in %. */
export const cockpitFigureSchema = z.object({
  month: money,
  year: money,
  lastYear: money,
  /** (year − lastYear) / lastYear in %. */
  yoy: percent,
});
export type CockpitFigure = z.infer<typeof cockpitFigureSchema>;

const period = z.object({ currentYear: z.number().int(), currentMonth: z.number().int() });

/** 经营驾驶舱: the overview. */
export const manageCockpitSchema = period.extend({
  signed: cockpitFigureSchema,
  /** Receipts without VAT (amount / (1 + the contract's VAT rate)). */
  revenue: cockpitFigureSchema,
  invoiced: cockpitFigureSchema,
  received: cockpitFigureSchema,
  /** Invoiced − received, everything up to the end of the month (VAT included). */
  receivable: money,
  cost: cockpitFigureSchema,
  /** Revenue − cost, year to date. */
  profit: money,
  margin: percent,
  headcount: z.number().int(),
  projectsInProgress: z.number().int(),
  trend: z.object({ signed: monthly, revenue: monthly, cost: monthly, profit: monthly }),
});
export type ManageCockpit = z.infer<typeof manageCockpitSchema>;

/** 营收管理 */
export const revenueManageSchema = period.extend({
  revenue: cockpitFigureSchema,
  received: cockpitFigureSchema,
  monthly: z.object({ current: monthly, previous: monthly }),
  byBusinessType: z.array(cockpitSliceSchema),
  byDepartment: z.array(cockpitSliceSchema),
  /** The ten customers with the most revenue in the year to date. */
  topCustomers: z.array(cockpitSliceSchema),
});
export type RevenueManage = z.infer<typeof revenueManageSchema>;

/** 成本看板 */
export const costBoardSchema = period.extend({
  cost: cockpitFigureSchema,
  revenue: money,
  /** Cost / revenue in %, year to date. */
  costRatio: percent,
  monthly: z.object({ direct: monthly, indirect: monthly, revenue: monthly }),
  byCategory: z.array(cockpitSliceSchema),
  bySubject: z.array(cockpitSliceSchema),
  byDepartment: z.array(cockpitSliceSchema),
});
export type CostBoard = z.infer<typeof costBoardSchema>;

export const cockpitDepartmentRowSchema = z.object({
  key: z.string(),
  name: z.string(),
  revenue: money,
  cost: money,
  profit: money,
  /** profit / revenue, or cost / revenue on the cost page, in %. */
  ratio: percent,
  staff: z.number().int(),
});
export type CockpitDepartmentRow = z.infer<typeof cockpitDepartmentRowSchema>;

/** 成本管理: subjects month by month and each department's cost against its revenue. */
export const costManageSchema = period.extend({
  subjects: z.array(z.object({ subject: z.string(), months: monthly, total: money })),
  departments: z.array(cockpitDepartmentRowSchema),
});
export type CostManage = z.infer<typeof costManageSchema>;

export const cockpitContractRowSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  customerName: z.string(),
  amount: money,
  signedDate: z.string().nullable(),
  status: z.string(),
});

/** 合同监管 */
export const contractSuperviseSchema = period.extend({
  signedYear: z.object({ count: z.number().int(), amount: money }),
  byStatus: z.array(cockpitSliceSchema),
  signedMonthly: z.object({ amount: monthly, count: monthlyCount }),
  /** Invoiced more than 90 days before the month's end and still not received. */
  overdue: z.object({
    total: money,
    count: z.number().int(),
    contracts: z.array(cockpitContractRowSchema.extend({ overdue: money })),
  }),
  /** The ten largest contracts signed in the year to date. */
  largest: z.array(cockpitContractRowSchema),
});
export type ContractSupervise = z.infer<typeof contractSuperviseSchema>;

/** 客户管理 */
export const customerManageSchema = period.extend({
  total: z.number().int(),
  /** Customers whose first contract was signed in the year to date / in the month. */
  newYear: z.number().int(),
  newMonth: z.number().int(),
  byKind: z.array(cockpitSliceSchema),
  byRegion: z.array(cockpitSliceSchema),
  keyCustomers: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      contracts: z.number().int(),
      contractAmount: money,
      received: money,
    }),
  ),
});
export type CustomerManage = z.infer<typeof customerManageSchema>;

/** 人力管理 */
export const manpowerManageSchema = period.extend({
  headcount: z.number().int(),
  revenue: money,
  /** Revenue of the year to date per head. */
  outputPerHead: money,
  departments: z.array(cockpitDepartmentRowSchema.extend({ outputPerHead: money })),
});
export type ManpowerManage = z.infer<typeof manpowerManageSchema>;

/** 研发管理: the cost library and its quality checks. */
export const developManageSchema = period.extend({
  projects: z.number().int(),
  newProjectsYear: z.number().int(),
  billItems: z.number().int(),
  byKind: z.array(cockpitSliceSchema),
  byFileType: z.array(cockpitSliceSchema),
  /** Open (not ignored) findings of each project's latest check, by severity. */
  findings: z.array(cockpitSliceSchema),
});
export type DevelopManage = z.infer<typeof developManageSchema>;

/** 财务数据 */
export const financeDataSchema = period.extend({
  accounts: z.array(
    z.object({
      id: z.string(),
      accountName: z.string(),
      bankName: z.string(),
      accountNo: z.string(),
      balance: money,
    }),
  ),
  totalBalance: money,
  /** 资金状况 of the month: balance at its start, in, out, balance at its end. */
  position: z.object({ opening: money, income: money, pay: money, closing: money }),
  incomeYear: money,
  payYear: money,
  monthly: z.object({ income: monthly, pay: monthly }),
});
export type FinanceData = z.infer<typeof financeDataSchema>;

/** 经营管理 */
export const operateManageSchema = period.extend({
  revenue: money,
  cost: money,
  profit: money,
  margin: percent,
  departments: z.array(cockpitDepartmentRowSchema),
  monthly: z.object({ revenue: monthly, cost: monthly, profit: monthly }),
});
export type OperateManage = z.infer<typeof operateManageSchema>;

const page = <D extends z.ZodType>(path: string, summary: string, data: D) =>
  endpoint({
    method: 'POST',
    path: `/b/cockpit/${path}`,
    summary,
    access: { permission: COCKPIT_PERMISSION },
    body: cockpitQuerySchema,
    data,
  });

export const cockpitManage = page(
  'manageCockpit',
  'Cockpit overview: signed, revenue, invoiced, receivable, cost, profit, staff and trends',
  manageCockpitSchema,
);
export const cockpitRevenue = page(
  'revenueManage',
  'Cockpit revenue: by month against last year, by business type, department and customer',
  revenueManageSchema,
);
export const cockpitCostBoard = page(
  'costBoard',
  'Cockpit cost board: cost by month, category, subject and department; cost to revenue',
  costBoardSchema,
);
export const cockpitCostManage = page(
  'costManage',
  "Cockpit cost management: subjects month by month, each department's cost against revenue",
  costManageSchema,
);
export const cockpitContract = page(
  'contractSupervise',
  'Cockpit contracts: by status, signed by month, overdue receivables, largest contracts',
  contractSuperviseSchema,
);
export const cockpitCustomer = page(
  'customerManage',
  'Cockpit customers: by kind and region, new customers, key customers with their totals',
  customerManageSchema,
);
export const cockpitManpower = page(
  'manpowerManage',
  'Cockpit manpower: staff by department and output per head',
  manpowerManageSchema,
);
export const cockpitDevelop = page(
  'developManage',
  'Cockpit development: cost library projects by kind and file type, bill items, check findings',
  developManageSchema,
);
export const cockpitFinance = page(
  'financeData',
  'Cockpit finance: bank balances by account, capital position, income and payments by month',
  financeDataSchema,
);
export const cockpitOperate = page(
  'operateManage',
  'Cockpit operations: revenue, cost, profit and margin by department and month',
  operateManageSchema,
);

/** The cockpit pages in menu order, with their endpoint names (the portal's tab bar). */
export const COCKPIT_PAGES = [
  'manage-cockpit',
  'revenue-manage',
  'cost-board',
  'contract-supervise',
  'customer-manage',
  'cost-manage',
  'manpower-manage',
  'develop-manage',
  'finance-data',
  'operate-manage',
] as const;
export type CockpitPage = (typeof COCKPIT_PAGES)[number];
