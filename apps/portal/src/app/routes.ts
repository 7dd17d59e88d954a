import type { ComponentType } from 'react';
import { matchPath } from 'react-router-dom';
import { workflowRoutes } from '../features/workflow/workflowRoutes';

type PageModule = () => Promise<{ default: ComponentType }>;
/** Translates a key (i18next's t). */
type TitleTranslate = (key: string, options?: Record<string, unknown>) => string;

/** One screen of the portal: where it lives, what it shows, its title and who may open it. */
export interface PortalRoute {
  path: string;
  /** i18n key of the page title (tab, document title). */
  titleKey: string;
  /**
   * Permission a user needs (administrators hold all); a list: any one of them (a page whose tabs
   * each have their own); none = any signed-in user.
   */
  permission?: string | readonly string[];
  /** `shell`: inside header, menu and tabs; `bare`: the page alone (login, errors, new-window pages). */
  layout: 'shell' | 'bare';
  page: PageModule;
  /** The tab bar keeps one tab for every path of the route under this path (a page with inner tabs). */
  tabPath?: string;
  /** The tab's title read from the page's query (the flow pages' 任务审核-… titles). */
  tabTitle?: (query: URLSearchParams, t: TitleTranslate) => string;
}

const loginPage: PageModule = () => import('../features/auth/LoginPage');
const mainPage: PageModule = () => import('../features/home/MainPage');
const notFoundPage: PageModule = () => import('../features/errors/NotFound');
const unauthorizedPage: PageModule = () => import('../features/errors/Unauthorized');
/** Menu screens not built in this release say so honestly. */

const organizationPage: PageModule = () =>
  import('../features/admin/organization/OrganizationPage');
const usersPage: PageModule = () => import('../features/admin/users/UsersPage');
const onlineUsersPage: PageModule = () => import('../features/admin/users/OnlineUsersPage');
const rolesPage: PageModule = () => import('../features/admin/roles/RolesPage');
const impowerPage: PageModule = () => import('../features/admin/roles/ImpowerPage');
const menusPage: PageModule = () => import('../features/admin/menus/MenusPage');
const redirectPage: PageModule = () => import('../features/redirect/RedirectPage');
const messagesPage: PageModule = () => import('../features/inbox/MessagesPage');
const myTracksPage: PageModule = () => import('../features/profile/MyTracksPage');
const personInfoPage: PageModule = () => import('../features/profile/PersonInfoPage');
const globalSearchPage: PageModule = () => import('../features/search/GlobalSearchPage');
const cockpitPage: PageModule = () => import('../features/cockpit/CockpitPage');
const systemAreaIndex: PageModule = () => import('../features/redirect/SystemAreaIndex');
const dictionariesPage: PageModule = () =>
  import('../features/admin/dictionaries/DictionariesPage');
const treeDictionariesPage: PageModule = () =>
  import('../features/admin/dictionaries/TreeDictionariesPage');
const paramsPage: PageModule = () => import('../features/admin/params/ParamsPage');
const areaPage: PageModule = () => import('../features/admin/area/AreaPage');
const clubPage: PageModule = () => import('../features/admin/club/ClubPage');
const contentManagementPage: PageModule = () =>
  import('../features/admin/content/ContentManagementPage');
const contentListPage: PageModule = () => import('../features/admin/content/ContentListPage');
const excelTemplatesPage: PageModule = () => import('../features/admin/excel/ExcelTemplatesPage');
const footprintManagementPage: PageModule = () =>
  import('../features/admin/footprints/FootprintManagementPage');
const enterprisesPage: PageModule = () => import('../features/admin/saas/EnterprisesPage');
const gradesPage: PageModule = () => import('../features/admin/saas/GradesPage');
const saasRolesPage: PageModule = () => import('../features/admin/saas/SaasRolesPage');
const saasMenusPage: PageModule = () => import('../features/admin/saas/SaasMenusPage');
const companyInfoPage: PageModule = () => import('../features/admin/saas/CompanyInfoPage');
const consultIndex: PageModule = () => import('../features/cost/project/ConsultIndex');
const consultListPage: PageModule = () => import('../features/cost/library/ConsultListPage');
const projectDetailPage: PageModule = () => import('../features/cost/project/ProjectDetailPage');
const compareBillsPage: PageModule = () => import('../features/cost/projectFiles/ComparePage');
const digitizationPage: PageModule = () => import('../features/cost/digitization/DigitizationPage');
const projectSummaryPage: PageModule = () => import('../features/cost/analysis/ProjectSummaryPage');
const dataMiddleGroundPage: PageModule = () =>
  import('../features/cost/analysis/DataMiddleGroundPage');
const qualityRulesPage: PageModule = () => import('../features/cost/quality/QualityRulesPage');
const feeToolPage: PageModule = () => import('../features/cost/kinds/FeeToolPage');
const kisdeeTableListPage: PageModule = () => import('../features/cost/kinds/KisdeeTableListPage');
const kisdeeFieldListPage: PageModule = () => import('../features/cost/kinds/KisdeeFieldListPage');
const bonus = {
  rule: () => import('../features/bonus/BonusRulePage'),
  template: () => import('../features/bonus/BonusTemplatePage'),
  entrust: () => import('../features/bonus/BonusEntrustPage'),
  calculation: () => import('../features/bonus/BonusCalculationPage'),
  adjust: () => import('../features/bonus/BonusAdjustPage'),
  payment: () => import('../features/bonus/BonusPaymentPage'),
  mine: () => import('../features/bonus/MyBonusPage'),
  sum: () => import('../features/bonus/MyBonusSumPage'),
} satisfies Record<string, PageModule>;
const finance = {
  index: () => import('../features/finance/BankFundsIndex'),
  funds: () => import('../features/finance/funds/BankFundsPage'),
  subscription: () => import('../features/finance/subscription/SubscriptionPage'),
  dayCount: () => import('../features/finance/reports/DayCountPage'),
  capitalPosition: () => import('../features/finance/reports/CapitalPositionPage'),
  entryFunds: () => import('../features/finance/compare/EntryFundsPage'),
  accounts: () => import('../features/finance/accounts/BankAccountsPage'),
} satisfies Record<string, PageModule>;
const profits = {
  business: () => import('../features/profits/BusinessProfitsPage'),
  funds: () => import('../features/profits/DepartmentFundsPage'),
  cost: () => import('../features/profits/DepartmentCostPage'),
  entries: () => import('../features/profits/CostEntriesPage'),
  monthly: () => import('../features/profits/MonthlyCostPage'),
  businessIncome: () => import('../features/profits/BusinessIncomePage'),
  businessIncomeTabs: () => import('../features/profits/BusinessIncomeTabsPage'),
  contractIncome: () => import('../features/profits/ContractIncomePage'),
} satisfies Record<string, PageModule>;
const objectives = {
  planMethod: () => import('../features/objectives/PlanMethodPage'),
  planProduction: () => import('../features/objectives/PlanProductionPage'),
} satisfies Record<string, PageModule>;
const certificatesPage: PageModule = () => import('../features/certificates/StaffCertificatePage');
const einvoicePage: PageModule = () => import('../features/einvoice/ElectronicInvoicePage');
const invoicing = {
  invoices: () => import('../features/invoicing/InvoiceApplyPage'),
  over: () => import('../features/invoicing/OverInvoicingPage'),
  loans: () => import('../features/invoicing/LoanPage'),
  prices: () => import('../features/invoicing/PricePage'),
} satisfies Record<string, PageModule>;
const followAudit = {
  measure: () => import('../features/followaudit/MeasureTablePage'),
  summary: () => import('../features/followaudit/MeasureSummaryPage'),
  pay: () => import('../features/followaudit/PayApprovalPage'),
  certificate: () => import('../features/followaudit/PayCertificatePage'),
} satisfies Record<string, PageModule>;
const forms = {
  list: () => import('../features/forms/FormListPage'),
  form: () => import('../features/forms/FormPage'),
  tree: () => import('../features/forms/FormTreePage'),
  designer: () => import('../features/forms/FormDesignerPage'),
  devOnline: () => import('../features/forms/DevOnlinePage'),
  version: () => import('../features/forms/FormVersionPage'),
  comp: () => import('../features/forms/FormCompPage'),
} satisfies Record<string, PageModule>;
const windowManagementPage: PageModule = () =>
  import('../features/admin/window/WindowManagementPage');
const signin = {
  resetPassword: () => import('../features/auth/signin/ResetPasswordPage'),
  register: () => import('../features/auth/signin/RegisterPage'),
  saasLogin: () => import('../features/auth/signin/SaasLoginPage'),
  cas: () => import('../features/auth/signin/CasPage'),
  costManagerLogin: () => import('../features/auth/signin/CostManagerLoginPage'),
  modPassword: () => import('../features/auth/signin/ModPasswordPage'),
  setPassword: () => import('../features/auth/signin/SetPasswordPage'),
  selfInfo: () => import('../features/auth/signin/SelfInfoPage'),
  customerLogin: () => import('../features/auth/signin/CustomerLoginPage'),
  customerRegister: () => import('../features/auth/signin/CustomerRegisterPage'),
} satisfies Record<string, PageModule>;

/** A page of the sign-in area: no shell, open to everyone. */
function signInScreen(path: string, titleKey: string, page: PageModule): PortalRoute {
  return { path, titleKey, layout: 'bare', page };
}

function menuScreen(
  path: string,
  titleKey: string,
  permission: string | readonly string[],
  page: PageModule,
): PortalRoute {
  return { path, titleKey, permission, layout: 'shell', page };
}

/**
 * A page of the form engine: each form has its own permission (`<prefix>:view`), which the server
 * checks on every call, so the route itself only asks for a signed-in user.
 */
function formScreen(path: string, titleKey: string, page: PageModule): PortalRoute {
  return { path, titleKey, layout: 'shell', page };
}

/** The 俱乐部 page opens for whoever may see one of its tabs (clubs, members, member levels). */
const CLUB_TABS = ['member:club:view', 'member:view', 'member:level:view'] as const;

/** The route table (spec 000 §2). Specific paths come before the area catch-alls that follow them. */
export const portalRoutes: readonly PortalRoute[] = [
  { path: '/login', titleKey: 'route.login', layout: 'bare', page: loginPage },
  // The sign-in area (spec 000 §2.1).
  signInScreen('/login/reset-password', 'signin.route.resetPassword', signin.resetPassword),
  signInScreen('/login/register', 'signin.route.register', signin.register),
  signInScreen('/login/mod-password', 'signin.route.modPassword', signin.modPassword),
  signInScreen('/login/set-password', 'signin.route.setPassword', signin.setPassword),
  signInScreen('/login/self-info', 'signin.route.selfInfo', signin.selfInfo),
  signInScreen('/saasLogin', 'signin.route.saasLogin', signin.saasLogin),
  signInScreen('/cas', 'signin.route.cas', signin.cas),
  signInScreen('/cost-manager-login', 'signin.route.costManagerLogin', signin.costManagerLogin),
  signInScreen('/cost-manager-login/register', 'signin.route.register', signin.register),
  signInScreen(
    '/cost-manager-login/reset-password',
    'signin.route.resetPassword',
    signin.resetPassword,
  ),
  { path: '/404', titleKey: 'route.notFound', layout: 'bare', page: notFoundPage },
  { path: '/401', titleKey: 'route.unauthorized', layout: 'bare', page: unauthorizedPage },
  // Refreshing a tab passes through here (any signed-in user; the target is checked on arrival).
  { path: '/redirect/*', titleKey: 'shell.refresh', layout: 'shell', page: redirectPage },
  // The fixed 首页 tab every signed-in user has, whatever menus their roles grant.
  { path: '/main-page', titleKey: 'menu.home', layout: 'shell', page: mainPage },
  // Pages of the shell every signed-in user has (spec 000 §2.3).
  {
    path: '/main-page/messagePage',
    titleKey: 'inbox.heading',
    layout: 'shell',
    page: messagesPage,
  },
  {
    path: '/main-page/myTracks',
    titleKey: 'profile.myTracks',
    layout: 'shell',
    page: myTracksPage,
  },
  {
    path: '/main-page/personInfo',
    titleKey: 'profile.personInfo',
    layout: 'shell',
    page: personInfoPage,
  },
  { path: '/global-search', titleKey: 'search.heading', layout: 'shell', page: globalSearchPage },
  // The workflow lists and flow pages (spec 000 §2.3, §2.3a; spec 002 instance/task administration).
  ...workflowRoutes,
  menuScreen('/main-page/cost-data', 'menu.projectLibrary', 'cost:project:view', consultListPage),
  // The consult area (spec 001 §2): the library list, a project's detail with its info tabs.
  menuScreen('/consult', 'menu.projectLibrary', 'cost:project:view', consultIndex),
  menuScreen('/consult/list', 'menu.projectLibrary', 'cost:project:view', consultListPage),
  menuScreen('/consult/detail', 'cost.project.heading', 'cost:project:view', consultIndex),
  // 清单对比 of 2–6 projects chosen in the library (issue 9); reached from /consult/list, no menu.
  menuScreen(
    '/consult/compare',
    'costProjectFiles.compare.heading',
    'cost:project:view',
    compareBillsPage,
  ),
  menuScreen(
    '/consult/detail/project-info/:tab?',
    'cost.project.heading',
    'cost:project:view',
    projectDetailPage,
  ),
  // 数字化建库: materials summary and coding (issue 9).
  menuScreen(
    '/consult/detail/digitization-build',
    'costDigitization.heading',
    'cost:project:view',
    digitizationPage,
  ),
  menuScreen(
    '/consult/detail/project-summary',
    'costAnalysis.summary.heading',
    'cost:project:view',
    projectSummaryPage,
  ),
  menuScreen(
    '/consult/detail/data-middle-ground',
    'costAnalysis.middle.heading',
    'cost:project:view',
    dataMiddleGroundPage,
  ),
  menuScreen(
    '/base-data/ecms-quality-examine',
    'cost.quality.rulesHeading',
    'cost:project:view',
    qualityRulesPage,
  ),
  menuScreen('/base-data/fee-tool', 'costKinds.feeTool.heading', 'cost:project:view', feeToolPage),
  menuScreen(
    '/b/kisdee/table-list',
    'costKinds.kisdee.tablesHeading',
    'cost:project:view',
    kisdeeTableListPage,
  ),
  menuScreen(
    '/b/kisdee/field-list',
    'costKinds.kisdee.tablesHeading',
    'cost:project:view',
    kisdeeFieldListPage,
  ),
  menuScreen(
    '/main-page/cost-file-manage',
    'menu.costFileManage',
    'cost:file:view',
    () => import('../features/cost/costFiles/CostFileManagePage'),
  ),
  menuScreen(
    '/main-page/departmental-funds',
    'menu.departmentalFunds',
    'finance:funds:view',
    profits.funds,
  ),
  menuScreen(
    '/main-page/electronic-invoice',
    'menu.electronicInvoice',
    'einvoice:view',
    einvoicePage,
  ),
  menuScreen('/b/staff-certificate', 'menu.staffCertificate', 'certificate:view', certificatesPage),
  menuScreen(
    '/main-page/departmental-cost',
    'menu.departmentalCost',
    'finance:cost:view',
    profits.cost,
  ),
  // 经营利润 (issue 10): /business-profits opens its first tab, cost-directly-fee.
  menuScreen(
    '/business-profits/:tab?',
    'menu.businessProfits',
    'finance:profit:view',
    profits.business,
  ),
  menuScreen(
    '/cost-management1/list',
    'menu.costManagement1',
    'finance:cost:view',
    profits.entries,
  ),
  menuScreen(
    '/cost-management2/list',
    'menu.costManagement2',
    'finance:cost:view',
    profits.monthly,
  ),
  menuScreen(
    '/b/business-income-list',
    'menu.businessIncome',
    'finance:income:view',
    profits.businessIncome,
  ),
  menuScreen(
    '/b/business-income-list-tabs',
    'menu.businessIncome',
    'finance:income:view',
    profits.businessIncomeTabs,
  ),
  menuScreen(
    '/b/contract-income-list',
    'menu.contractIncome',
    'finance:income:view',
    profits.contractIncome,
  ),
  // 经营目标 (issue 10): 目标制定 and 目标完成 with 产值申报.
  menuScreen(
    '/b/business-objectives/plan-method',
    'menu.planMethod',
    'objectives:view',
    objectives.planMethod,
  ),
  menuScreen(
    '/b/business-objectives/plan-production',
    'menu.planProduction',
    'objectives:view',
    objectives.planProduction,
  ),
  // Bank funds (spec 001 §2): the statement list and import, claims, day count, capital position.
  menuScreen('/bank-funds', 'finance.route.bankFunds', 'finance:bank:view', finance.index),
  menuScreen('/bank-funds/list', 'finance.route.bankFunds', 'finance:bank:view', finance.funds),
  menuScreen(
    '/bank-funds/subscription-list',
    'finance.route.subscription',
    'finance:bank:view',
    finance.index,
  ),
  menuScreen(
    '/bank-funds/day-count',
    'finance.route.dayCount',
    'finance:bank:view',
    finance.dayCount,
  ),
  menuScreen(
    '/bank-funds/accounts',
    'finance.route.accounts',
    'finance:bank:view',
    finance.accounts,
  ),
  menuScreen(
    '/bank-subscription/list',
    'finance.route.subscription',
    'finance:bank:view',
    finance.subscription,
  ),
  menuScreen(
    '/capital-position',
    'finance.route.capitalPosition',
    'finance:bank:view',
    finance.capitalPosition,
  ),
  // 资金录入对比: /comparison-fund opens its one tab, entry-funds.
  menuScreen(
    '/comparison-fund/:tab?',
    'menu.comparisonFund',
    'finance:bank:view',
    finance.entryFunds,
  ),
  menuScreen(
    '/single-invoice/list',
    'menu.singleInvoice',
    'finance:invoice:view',
    invoicing.invoices,
  ),
  menuScreen('/over-invoicing/list', 'menu.overInvoicing', 'finance:invoice:view', invoicing.over),
  menuScreen(
    '/loan-application/list',
    'menu.loanApplication',
    'finance:loan:view',
    invoicing.loans,
  ),
  menuScreen('/please-price/list', 'menu.pleasePrice', 'finance:price:view', invoicing.prices),
  // 跟踪审计 (issue 10): the three tables, and the pay certificate in a window of its own.
  menuScreen(
    '/b/follow-audit/measure-table',
    'menu.followAuditMeasure',
    'followaudit:view',
    followAudit.measure,
  ),
  menuScreen(
    '/b/follow-audit/measure-summary-table',
    'menu.followAuditSummary',
    'followaudit:view',
    followAudit.summary,
  ),
  menuScreen(
    '/b/follow-audit/pay-approval-table',
    'menu.followAuditPay',
    'followaudit:view',
    followAudit.pay,
  ),
  {
    path: '/follow-audit/pay-certificate',
    titleKey: 'menu.followAuditCertificate',
    permission: 'followaudit:view',
    layout: 'bare',
    page: followAudit.certificate,
  },
  // The administration pages (spec 000 §2.3): each the record list of one seeded form
  // (features/forms/adminForms.ts names it); the server checks the form's `<prefix>:view`.
  ...[
    ['office-supplies-management/inventory-list', 'menu.officeSupplies'],
    ['office-supplies-management/purchase-list', 'menu.administration'],
    ['office-supplies-management/receive-list', 'menu.administration'],
    ['asset-management/maintain-management', 'menu.administration'],
    ['asset-management/buying-request', 'menu.administration'],
    ['asset-management/fund-broken', 'menu.administration'],
    ['use-vehicle-info', 'menu.administration'],
    ['oil-card-use', 'menu.administration'],
    ['meeting-room-management', 'menu.meetingRooms'],
    ['card-holder-management', 'menu.administration'],
  ].map(([path, titleKey]) =>
    formScreen(`/administration-management/${path!}`, titleKey!, forms.list),
  ),
  formScreen('/human/staff-notice', 'menu.staffNotice', forms.list),
  // A tree form (wf-treegrid): 资产分类.
  formScreen(
    '/administration-management/asset-management/office-base-data',
    'menu.assetCategory',
    forms.tree,
  ),
  // The form engine's generic pages (spec 002 {formId}/wf-list, wf-form, wf-treegrid) and designer.
  formScreen('/sys-manager/:formId/wf-list', 'forms.route.list', forms.list),
  formScreen('/sys-manager/:formId/wf-form', 'forms.route.form', forms.form),
  formScreen('/sys-manager/:formId/wf-treegrid', 'forms.route.tree', forms.tree),
  formScreen('/main-page/:formId/wf-list', 'forms.route.list', forms.list),
  // A record read-only without the shell, for embedding (spec 002 wf-form-comp).
  {
    path: '/sys-manager/:formId/wf-form-comp',
    titleKey: 'forms.route.comp',
    permission: 'home:view',
    layout: 'bare',
    page: forms.comp,
  },
  menuScreen('/sys-manager/wf-form/:version', 'forms.route.version', 'form:design', forms.version),
  menuScreen('/sys-manager/dev-online', 'forms.route.devOnline', 'form:design', forms.devOnline),
  menuScreen(
    '/sys-manager/model-form-manager',
    'forms.route.designer',
    'form:design',
    forms.designer,
  ),
  menuScreen('/sys-manager', 'menu.system', 'system', systemAreaIndex),
  // Administration (spec 002 §2): the /main-page twins show the same pages inside the main area.
  menuScreen('/sys-manager/organization', 'menu.organization', 'sys:dept:view', organizationPage),
  menuScreen('/main-page/organization', 'menu.organization', 'sys:dept:view', organizationPage),
  menuScreen('/sys-manager/user', 'menu.user', 'sys:user:view', usersPage),
  menuScreen('/main-page/user', 'menu.user', 'sys:user:view', usersPage),
  menuScreen('/sys-manager/user/online-list', 'menu.online', 'sys:online:view', onlineUsersPage),
  menuScreen('/sys-manager/role', 'menu.role', 'sys:role:view', rolesPage),
  menuScreen('/main-page/role', 'menu.role', 'sys:role:view', rolesPage),
  menuScreen('/main-page/impower-new/:tab?', 'menu.impower', 'sys:role:view', impowerPage),
  menuScreen('/sys-manager/menu', 'menu.menu', 'sys:menu:view', menusPage),
  menuScreen('/sys-manager/dict', 'menu.dict', 'sys:dict:view', dictionariesPage),
  menuScreen('/main-page/dict', 'menu.dict', 'sys:dict:view', dictionariesPage),
  menuScreen('/base-data/dict', 'menu.dict', 'sys:dict:view', dictionariesPage),
  menuScreen('/sys-manager/hierarchy-dict', 'menu.treeDict', 'sys:dict:view', treeDictionariesPage),
  menuScreen('/main-page/dict/project', 'menu.treeDict', 'sys:dict:view', treeDictionariesPage),
  menuScreen(
    '/sys-manager/system-params-manage/:group',
    'menu.params',
    'sys:param:view',
    paramsPage,
  ),
  menuScreen('/main-page/system-params-manage/:group', 'menu.params', 'sys:param:view', paramsPage),
  menuScreen('/sys-manager/area', 'menu.area', 'bd:area:view', areaPage),
  menuScreen('/main-page/area', 'menu.area', 'bd:area:view', areaPage),
  menuScreen(
    '/sys-manager/content-management',
    'menu.contentManagement',
    'cms:article:view',
    contentManagementPage,
  ),
  menuScreen(
    '/main-page/content-management',
    'menu.contentManagement',
    'cms:article:view',
    contentManagementPage,
  ),
  {
    path: '/main-page/content-list',
    titleKey: 'menu.contentList',
    layout: 'shell',
    page: contentListPage,
  },
  menuScreen(
    '/sys-manager/excel-template',
    'menu.excelTemplate',
    'excel:template:view',
    excelTemplatesPage,
  ),
  menuScreen(
    '/base-data/excel-template',
    'menu.excelTemplate',
    'excel:template:view',
    excelTemplatesPage,
  ),
  menuScreen(
    '/sys-manager/footprint-management',
    'menu.footprintManagement',
    'sys:footprint:view',
    footprintManagementPage,
  ),
  menuScreen('/sys-manager/club', 'menu.club', CLUB_TABS, clubPage),
  menuScreen('/main-page/club', 'menu.club', CLUB_TABS, clubPage),
  menuScreen(
    '/sys-manager/saas-admincompany-info',
    'menu.companyInfo',
    'sys:company:view',
    companyInfoPage,
  ),
  menuScreen(
    '/sys-manager/saas-enterprise-user',
    'menu.saasEnterprise',
    'saas:company:view',
    enterprisesPage,
  ),
  menuScreen('/sys-manager/saas-user-grade', 'menu.saasGrade', 'saas:grade:view', gradesPage),
  menuScreen('/sys-manager/saas-user-role', 'menu.saasRole', 'saas:grade:view', saasRolesPage),
  menuScreen('/sys-manager/saas-enterprise-menu', 'menu.saasMenu', 'saas:menu:view', saasMenusPage),
  menuScreen(
    '/window-management/:tab?',
    'menu.windowManagement',
    'sys:window:view',
    windowManagementPage,
  ),
  // The consultant bonus (issue 10, DOMAIN.md §4).
  menuScreen('/bonus-rule', 'menu.bonusRule', 'bonus:rule:edit', bonus.rule),
  menuScreen('/bonus-temp', 'menu.bonusTemp', 'bonus:rule:edit', bonus.template),
  menuScreen('/bonus-entrust', 'menu.bonusEntrust', 'bonus:rule:edit', bonus.entrust),
  menuScreen('/bonus-calculation', 'menu.bonusCalculation', 'bonus:calc', bonus.calculation),
  menuScreen('/bd/bonus-aujust-index', 'menu.bonusAdjust', 'bonus:calc', bonus.adjust),
  menuScreen('/bonus-payment', 'menu.bonusPayment', 'bonus:pay', bonus.payment),
  menuScreen('/my-bonus', 'menu.myBonus', 'bonus:view', bonus.mine),
  menuScreen('/my-bonus-thesum', 'menu.myBonusTheSum', 'bonus:view', bonus.sum),
  // 市场经营 (issue 10): opportunities, work plans and the sales figures.
  menuScreen(
    '/work-plan',
    'menu.workPlan',
    'sales:view',
    () => import('../features/sales/WorkPlanPage'),
  ),
  menuScreen(
    '/create-income-platform',
    'menu.createIncomePlatform',
    'sales:view',
    () => import('../features/sales/CreateIncomePlatformPage'),
  ),
  menuScreen(
    '/sales-funnel',
    'menu.salesFunnel',
    'sales:view',
    () => import('../features/sales/SalesFunnelPage'),
  ),
  menuScreen(
    '/marketing-monitoring',
    'menu.marketingMonitoring',
    'sales:view',
    () => import('../features/sales/MarketingMonitoringPage'),
  ),
  menuScreen(
    '/area-sale-analysis',
    'menu.areaSaleAnalysis',
    'sales:view',
    () => import('../features/sales/AreaSaleAnalysisPage'),
  ),
  menuScreen(
    '/key-customers',
    'menu.keyCustomers',
    'sales:view',
    () => import('../features/sales/KeyCustomersPage'),
  ),
  // The cockpit opens in its own browser window, without the shell.
  {
    path: '/management-cockpit-newTab/:page?',
    titleKey: 'menu.cockpit',
    permission: 'cockpit:view',
    layout: 'bare',
    page: cockpitPage,
  },
  {
    path: '/business-status-dashboard',
    titleKey: 'cockpit.boards.businessStatus',
    permission: 'cockpit:view',
    layout: 'bare',
    page: () => import('../features/cockpit/BusinessStatusBoard'),
  },
  {
    path: '/construction-site-data',
    titleKey: 'menu.constructionSiteData',
    permission: 'cockpit:view',
    layout: 'bare',
    page: () => import('../features/sales/ConstructionSiteDataPage'),
  },
  {
    path: '/operate-manage-board',
    titleKey: 'cockpit.boards.operate',
    permission: 'cockpit:view',
    layout: 'bare',
    page: () => import('../features/cockpit/OperateBoard'),
  },
  // The flow chart on a page of its own, the flow monitor, the designer (issue 8: bpmn-js).
  {
    path: '/full/flow-chart',
    titleKey: 'wfChart.full.heading',
    permission: 'wf:view',
    layout: 'bare',
    page: () => import('../features/workflow/chart/FullFlowChartPage'),
  },
  {
    path: '/flow-monitor',
    titleKey: 'wfChart.monitor.heading',
    permission: 'wf:admin',
    layout: 'bare',
    page: () => import('../features/workflow/chart/FlowMonitorPage'),
  },
  menuScreen(
    '/sys-manager/act-models',
    'menu.actModels',
    'wf:model:edit',
    () => import('../features/workflow/design/ActModelsPage'),
  ),
  menuScreen(
    '/sys-manager/act-procdef',
    'menu.actProcdef',
    'wf:model:edit',
    () => import('../features/workflow/design/ActProcdefPage'),
  ),
  // Flow settings (spec 000 §2.3a): one tab in the tab bar for every settings tab of a group.
  ...(['/main-page/setting-flow', '/b/sub-flow'] as const).map((group): PortalRoute => ({
    path: `${group}/:tab?`,
    titleKey: 'menu.settingFlow',
    permission: 'wf:model:edit',
    layout: 'shell',
    page: () => import('../features/workflow/settings/FlowSettingsPage'),
    tabPath: group,
  })),
  // No catch-alls: a path that is not a page above goes to /404.
  // A company's own sign-in (spec 000 §2.1): after every other path, so /main-page/login is not one.
  signInScreen('/:customerCode/login', 'signin.route.customerLogin', signin.customerLogin),
  signInScreen(
    '/:customerCode/login/register',
    'signin.route.customerRegister',
    signin.customerRegister,
  ),
];

/** The first route of the table whose path matches a pathname (query and hash ignored). */
export function findPortalRoute(pathname: string): PortalRoute | undefined {
  return portalRoutes.find(
    (route) => matchPath({ path: route.path, end: true }, pathname) !== null,
  );
}
