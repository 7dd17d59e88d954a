import { count } from 'drizzle-orm';
import { hashPassword } from '../modules/auth/password';
import type { Db } from './database';
import {
  areas,
  clubMembers,
  clubs,
  companies,
  departments,
  memberLevels,
  members,
  menus,
  parameters,
  projectKinds,
  roleDataRefs,
  roleDepartments,
  roleMemberLevels,
  roleMenus,
  roles,
  userRoles,
  users,
} from './schema';
import { seedExcelTemplates } from '../modules/excel/seed';
import { seedDictionaries } from './seedDictionaries';
import { seedCostProjects } from '../modules/cost/seed';
import { seedProjectViews } from '../modules/cost/projectFiles/seed';
import { seedCostKindData } from '../modules/cost/kinds/seed';
import { seedCostNodeData } from '../modules/cost/nodes/seed';
import { seedRuleData } from '../modules/cost/quality/rulesSeed';
import { seedFinance } from '../modules/finance/seed';
import { seedBonus } from '../modules/finance/bonus/seed';
import { seedInvoicing } from '../modules/finance/invoicing/seed';
import { seedEinvoices } from '../modules/finance/einvoice/seed';
import { seedPaymentCycles } from '../modules/finance/cycles/seed';
import { seedCertificates } from '../modules/certificates/seed';
import { seedFollowAudit } from '../modules/followaudit/seed';
import { seedFundCompare } from '../modules/finance/compare/seed';
import { seedSales } from '../modules/sales/seed';
import { seedWorkflow } from '../modules/workflow/seed';
import { seedForms } from '../modules/forms/seed';
import { seedDemoFlows } from '../modules/workflow/demoFlows';
import { seedObjectives } from '../modules/objectives/seed';
import { seedContent } from './seedContent';
import { seedMessages } from './seedMessages';
import { DEMO_ENTERPRISE, seedSaas } from './seedSaas';

/** The demo company; its id doubles as its code. */
export const DEMO_COMPANY_ID = 'demo';
const SEEDER = 'system';

export const DEMO_SIGN_INS = [
  { loginName: 'admin', password: 'Admin@123456' },
  { loginName: DEMO_ENTERPRISE.adminLoginName, password: DEMO_ENTERPRISE.adminPassword },
  { loginName: 'zhangsan', password: 'Staff@123456' },
  { loginName: 'lisi', password: 'Staff@123456' },
  { loginName: 'wangmin', password: 'Staff@123456' },
  { loginName: 'zhaoqiang', password: 'Staff@123456' },
] as const;

interface MenuSeed {
  id: string;
  nameKey: string;
  name: string;
  type: 1 | 2 | 3 | 4;
  permission: string;
  url?: string;
  openType?: 1 | 3;
  icon?: string;
  children?: MenuSeed[];
}

const page = (
  id: string,
  nameKey: string,
  name: string,
  url: string,
  permission: string,
  extra: Partial<MenuSeed> = {},
): MenuSeed => ({
  id,
  nameKey,
  name,
  type: 2,
  url,
  permission,
  ...extra,
});
const directory = (
  id: string,
  nameKey: string,
  name: string,
  permission: string,
  children: MenuSeed[],
  extra: Partial<MenuSeed> = {},
): MenuSeed => ({
  id,
  nameKey,
  name,
  type: 1,
  permission,
  children,
  ...extra,
});
const button = (id: string, nameKey: string, name: string, permission: string): MenuSeed => ({
  id,
  nameKey,
  name,
  type: 4,
  permission,
});

/** A page listing a form's records: `<prefix>:view`, with the `<prefix>:edit` button. */
const formPage = (
  id: string,
  nameKey: string,
  name: string,
  url: string,
  prefix: string,
  [editKey, editName]: readonly [string, string],
): MenuSeed =>
  page(id, nameKey, name, url, `${prefix}:view`, {
    children: [button(`${id}-edit`, editKey, editName, `${prefix}:edit`)],
  });

/** The shell's menu (common brief); ids are stable so roles and tests can name them. */
export const DEMO_MENU: MenuSeed[] = [
  page('menu-home', 'menu.home', '首页', '/main-page', 'home:view', { icon: 'home' }),
  directory(
    'menu-workflow',
    'menu.workflow',
    '流程中心',
    'wf:view',
    [
      {
        id: 'menu-start-flow',
        nameKey: 'menu.startFlow',
        name: '发起流程',
        type: 3,
        permission: 'home:start:flow',
      },
      page('menu-todo', 'menu.todo', '待办事项', '/main-page/toDoAll', 'wf:todo:view'),
      page('menu-done', 'menu.done', '已办事项', '/main-page/haveDoneAll', 'wf:done:view'),
      page(
        'menu-my-applications',
        'menu.myApplications',
        '我的申请',
        '/main-page/myApplicationAll',
        'wf:my:view',
      ),
      page('menu-copy-list', 'menu.copyList', '抄送我的', '/main-page/copy-all-list', 'wf:view'),
      page(
        'menu-my-business',
        'menu.myBusiness',
        '我的业务',
        '/main-page/my-business-all',
        'wf:my:view',
      ),
      page('menu-my-focus', 'menu.myFocus', '我的关注', '/main-page/my-focus-all', 'wf:view'),
    ],
    { icon: 'workflow' },
  ),
  directory(
    'menu-cost-data',
    'menu.costData',
    '造价数据',
    'cost:view',
    [
      page(
        'menu-project-library',
        'menu.projectLibrary',
        '项目案例库',
        '/main-page/cost-data',
        'cost:project:view',
        {
          children: [
            button(
              'menu-cost-project-edit',
              'menu.costProjectEdit',
              '编辑项目',
              'cost:project:edit',
            ),
            button(
              'menu-cost-project-delete',
              'menu.costProjectDelete',
              '删除项目',
              'cost:project:delete',
            ),
            button(
              'menu-cost-project-import',
              'menu.costProjectImport',
              '导入清单',
              'cost:project:import',
            ),
            button('menu-cost-fee-edit', 'menu.costFeeEdit', '编辑费用', 'cost:fee:edit'),
            button(
              'menu-cost-quality-check',
              'menu.costQualityCheck',
              '质量检查',
              'cost:quality:check',
            ),
            button(
              'menu-cost-quality-rule',
              'menu.costQualityRule',
              '维护检查规则',
              'cost:quality:rule',
            ),
          ],
        },
      ),
      page(
        'menu-quality-rules',
        'menu.qualityRules',
        '质量检查规则',
        '/base-data/ecms-quality-examine',
        'cost:project:view',
      ),
      page('menu-fee-tool', 'menu.feeTool', '费用定额', '/base-data/fee-tool', 'cost:project:view'),
      page(
        'menu-kisdee',
        'menu.kisdee',
        '造价数据字典',
        '/b/kisdee/table-list',
        'cost:project:view',
      ),
      page(
        'menu-cost-file-manage',
        'menu.costFileManage',
        '造价文件管理',
        '/main-page/cost-file-manage',
        'cost:file:view',
        {
          children: [
            button(
              'menu-cost-file-edit',
              'menu.costFileEdit',
              '上传和删除造价文件',
              'cost:file:edit',
            ),
          ],
        },
      ),
    ],
    { icon: 'cost' },
  ),
  directory(
    'menu-finance',
    'menu.finance',
    '财务管理',
    'finance:view',
    [
      page(
        'menu-bank-funds',
        'menu.bankFunds',
        '银行资金',
        '/bank-funds/list',
        'finance:bank:view',
        {
          children: [
            button('menu-bank-import', 'menu.bankImport', '导入流水', 'finance:bank:import'),
            button('menu-bank-correct', 'menu.bankCorrect', '更正', 'finance:bank:correct'),
          ],
        },
      ),
      page(
        'menu-bank-subscription',
        'menu.bankSubscription',
        '资金认领',
        '/bank-subscription/list',
        'finance:bank:view',
        {
          children: [
            button('menu-bank-claim', 'menu.bankClaim', '认领', 'finance:bank:claim'),
            button('menu-contract-view', 'menu.contractView', '查看合同', 'finance:contract:view'),
          ],
        },
      ),
      page(
        'menu-bank-day-count',
        'menu.bankDayCount',
        '资金日报',
        '/bank-funds/day-count',
        'finance:bank:view',
      ),
      page(
        'menu-capital-position',
        'menu.capitalPosition',
        '资金状况表',
        '/capital-position',
        'finance:bank:view',
      ),
      page(
        'menu-comparison-fund',
        'menu.comparisonFund',
        '资金录入对比',
        '/comparison-fund',
        'finance:bank:view',
      ),
      page(
        'menu-bank-accounts',
        'menu.bankAccounts',
        '银行账户',
        '/bank-funds/accounts',
        'finance:bank:view',
        {
          children: [
            button(
              'menu-bank-account-edit',
              'menu.bankAccountEdit',
              '维护账户',
              'finance:bank:account',
            ),
          ],
        },
      ),
      page(
        'menu-single-invoice',
        'menu.singleInvoice',
        '开票申请',
        '/single-invoice/list',
        'finance:invoice:view',
        {
          children: [
            button('menu-invoice-edit', 'menu.invoiceEdit', '申请开票', 'finance:invoice:edit'),
            button('menu-invoice-issue', 'menu.invoiceIssue', '开票登记', 'finance:invoice:issue'),
          ],
        },
      ),
      page(
        'menu-over-invoicing',
        'menu.overInvoicing',
        '超额开票',
        '/over-invoicing/list',
        'finance:invoice:view',
      ),
      page(
        'menu-loan-application',
        'menu.loanApplication',
        '借款申请',
        '/loan-application/list',
        'finance:loan:view',
        {
          children: [
            button('menu-loan-edit', 'menu.loanEdit', '申请借款', 'finance:loan:edit'),
            button('menu-loan-approve', 'menu.loanApprove', '审批借款', 'finance:loan:approve'),
            button('menu-loan-repay', 'menu.loanRepay', '登记还款', 'finance:loan:repay'),
          ],
        },
      ),
      page(
        'menu-please-price',
        'menu.pleasePrice',
        '请价',
        '/please-price/list',
        'finance:price:view',
        {
          children: [
            button('menu-price-edit', 'menu.priceEdit', '编辑请价', 'finance:price:edit'),
            button('menu-price-approve', 'menu.priceApprove', '审批请价', 'finance:price:approve'),
            button(
              'menu-contract-from-price',
              'menu.contractFromPrice',
              '据请价签订合同',
              'finance:contract:edit',
            ),
          ],
        },
      ),
      page(
        'menu-departmental-funds',
        'menu.departmentalFunds',
        '部门资金',
        '/main-page/departmental-funds',
        'finance:funds:view',
      ),
      page(
        'menu-electronic-invoice',
        'menu.electronicInvoice',
        '电子发票',
        '/main-page/electronic-invoice',
        'einvoice:view',
        {
          children: [
            button('menu-einvoice-edit', 'menu.einvoiceEdit', '登记电子发票', 'einvoice:edit'),
          ],
        },
      ),
      page(
        'menu-departmental-cost',
        'menu.departmentalCost',
        '部门成本',
        '/main-page/departmental-cost',
        'finance:cost:view',
      ),
      page(
        'menu-business-profits',
        'menu.businessProfits',
        '经营利润',
        '/business-profits',
        'finance:profit:view',
      ),
      page(
        'menu-cost-management1',
        'menu.costManagement1',
        '成本登记',
        '/cost-management1/list',
        'finance:cost:view',
        {
          children: [
            button('menu-cost-entry-edit', 'menu.costEntryEdit', '登记成本', 'finance:cost:edit'),
          ],
        },
      ),
      page(
        'menu-cost-management2',
        'menu.costManagement2',
        '月度成本',
        '/cost-management2/list',
        'finance:cost:view',
      ),
      page(
        'menu-business-income',
        'menu.businessIncome',
        '业务收入',
        '/b/business-income-list',
        'finance:income:view',
      ),
      page(
        'menu-contract-income',
        'menu.contractIncome',
        '合同收入',
        '/b/contract-income-list',
        'finance:income:view',
      ),
      page(
        'menu-staff-certificate',
        'menu.staffCertificate',
        '人员证书',
        '/b/staff-certificate',
        'certificate:view',
        {
          children: [
            button(
              'menu-certificate-edit',
              'menu.certificateEdit',
              '维护人员证书',
              'certificate:edit',
            ),
          ],
        },
      ),
    ],
    { icon: 'finance' },
  ),
  // 跟踪审计 (issue 10): 计量表, 计量汇总表 and 支付审批表 of the audited construction projects.
  directory(
    'menu-follow-audit',
    'menu.followAudit',
    '跟踪审计',
    'followaudit:view',
    [
      page(
        'menu-follow-audit-measure',
        'menu.followAuditMeasure',
        '计量表',
        '/b/follow-audit/measure-table',
        'followaudit:view',
        {
          children: [
            button(
              'menu-follow-audit-edit',
              'menu.followAuditEdit',
              '计量编辑',
              'followaudit:edit',
            ),
          ],
        },
      ),
      page(
        'menu-follow-audit-summary',
        'menu.followAuditSummary',
        '计量汇总表',
        '/b/follow-audit/measure-summary-table',
        'followaudit:view',
      ),
      page(
        'menu-follow-audit-pay',
        'menu.followAuditPay',
        '支付审批表',
        '/b/follow-audit/pay-approval-table',
        'followaudit:view',
        {
          children: [
            button(
              'menu-follow-audit-approve',
              'menu.followAuditApprove',
              '支付审批',
              'followaudit:approve',
            ),
          ],
        },
      ),
    ],
    { icon: 'cost' },
  ),
  directory(
    'menu-bonus',
    'menu.bonus',
    '奖金管理',
    'bonus:view',
    [
      page('menu-bonus-rule', 'menu.bonusRule', '奖金规则', '/bonus-rule', 'bonus:rule:edit'),
      page('menu-bonus-temp', 'menu.bonusTemp', '奖金模板', '/bonus-temp', 'bonus:rule:edit'),
      page(
        'menu-bonus-entrust',
        'menu.bonusEntrust',
        '奖金委托',
        '/bonus-entrust',
        'bonus:rule:edit',
      ),
      page(
        'menu-bonus-calculation',
        'menu.bonusCalculation',
        '奖金计算',
        '/bonus-calculation',
        'bonus:calc',
      ),
      page(
        'menu-bonus-adjust',
        'menu.bonusAdjust',
        '奖金调整',
        '/bd/bonus-aujust-index',
        'bonus:calc',
      ),
      page('menu-bonus-payment', 'menu.bonusPayment', '奖金发放', '/bonus-payment', 'bonus:pay'),
      page('menu-my-bonus', 'menu.myBonus', '我的奖金', '/my-bonus', 'bonus:view'),
      page(
        'menu-my-bonus-thesum',
        'menu.myBonusTheSum',
        '我的奖金汇总',
        '/my-bonus-thesum',
        'bonus:view',
      ),
    ],
    { icon: 'bonus' },
  ),
  // 经营目标 (issue 10, modules/objectives): yearly targets by department and their completion.
  directory(
    'menu-business-objectives',
    'menu.businessObjectives',
    '经营目标',
    'objectives:view',
    [
      page(
        'menu-plan-method',
        'menu.planMethod',
        '目标制定',
        '/b/business-objectives/plan-method',
        'objectives:view',
        {
          children: [
            button(
              'menu-objectives-edit',
              'menu.objectivesEdit',
              '编辑经营目标',
              'objectives:edit',
            ),
          ],
        },
      ),
      page(
        'menu-plan-production',
        'menu.planProduction',
        '目标完成',
        '/b/business-objectives/plan-production',
        'objectives:view',
      ),
    ],
    { icon: 'finance' },
  ),
  directory(
    'menu-administration',
    'menu.administration',
    '行政管理',
    'admin:view',
    [
      // Each page lists the records of one form (modules/forms/seed.ts); `<prefix>:view` reads,
      // the `<prefix>:edit` button writes.
      formPage(
        'menu-office-supplies',
        'menu.officeSupplies',
        '办公用品',
        '/administration-management/office-supplies-management/inventory-list',
        'admin:supplies',
        ['menu.officeSuppliesEdit', '编辑办公用品库存'],
      ),
      formPage(
        'menu-supplies-purchase',
        'menu.suppliesPurchase',
        '办公用品采购',
        '/administration-management/office-supplies-management/purchase-list',
        'admin:supplies:purchase',
        ['menu.suppliesPurchaseEdit', '编辑采购'],
      ),
      formPage(
        'menu-supplies-receive',
        'menu.suppliesReceive',
        '办公用品领用',
        '/administration-management/office-supplies-management/receive-list',
        'admin:supplies:receive',
        ['menu.suppliesReceiveEdit', '编辑领用'],
      ),
      formPage(
        'menu-asset-maintain',
        'menu.assetMaintain',
        '资产维修',
        '/administration-management/asset-management/maintain-management',
        'admin:asset:maintain',
        ['menu.assetMaintainEdit', '编辑资产维修'],
      ),
      formPage(
        'menu-asset-buying',
        'menu.assetBuying',
        '资产申购',
        '/administration-management/asset-management/buying-request',
        'admin:asset:buying',
        ['menu.assetBuyingEdit', '编辑资产申购'],
      ),
      formPage(
        'menu-asset-broken',
        'menu.assetBroken',
        '资产报废',
        '/administration-management/asset-management/fund-broken',
        'admin:asset:broken',
        ['menu.assetBrokenEdit', '编辑资产报废'],
      ),
      // A tree form (wf-treegrid): categories under their parent category.
      formPage(
        'menu-asset-category',
        'menu.assetCategory',
        '资产分类',
        '/administration-management/asset-management/office-base-data',
        'admin:asset:category',
        ['menu.assetCategoryEdit', '编辑资产分类'],
      ),
      formPage(
        'menu-vehicles',
        'menu.vehicles',
        '车辆使用',
        '/administration-management/use-vehicle-info',
        'admin:vehicle',
        ['menu.vehiclesEdit', '编辑车辆使用'],
      ),
      formPage(
        'menu-oil-cards',
        'menu.oilCards',
        '油卡使用',
        '/administration-management/oil-card-use',
        'admin:oilcard',
        ['menu.oilCardsEdit', '编辑油卡使用'],
      ),
      formPage(
        'menu-meeting-rooms',
        'menu.meetingRooms',
        '会议室管理',
        '/administration-management/meeting-room-management',
        'admin:meeting',
        ['menu.meetingRoomsEdit', '编辑会议室'],
      ),
      formPage(
        'menu-card-holders',
        'menu.cardHolders',
        '名片管理',
        '/administration-management/card-holder-management',
        'admin:cardholder',
        ['menu.cardHoldersEdit', '编辑名片'],
      ),
    ],
    { icon: 'administration' },
  ),
  directory(
    'menu-human',
    'menu.human',
    '人力资源',
    'hr:view',
    [
      formPage(
        'menu-staff-notice',
        'menu.staffNotice',
        '员工通知',
        '/human/staff-notice',
        'hr:notice',
        ['menu.staffNoticeEdit', '编辑员工通知'],
      ),
    ],
    { icon: 'human' },
  ),
  // 市场经营 (issue 10): opportunities, work plans and the sales figures.
  directory(
    'menu-sales',
    'menu.sales',
    '市场经营',
    'sales:view',
    [
      page('menu-work-plan', 'menu.workPlan', '工作计划', '/work-plan', 'sales:view'),
      page(
        'menu-create-income-platform',
        'menu.createIncomePlatform',
        '创收平台',
        '/create-income-platform',
        'sales:view',
      ),
      page('menu-sales-funnel', 'menu.salesFunnel', '销售漏斗', '/sales-funnel', 'sales:view'),
      page(
        'menu-marketing-monitoring',
        'menu.marketingMonitoring',
        '营销监控',
        '/marketing-monitoring',
        'sales:view',
      ),
      page(
        'menu-area-sale-analysis',
        'menu.areaSaleAnalysis',
        '区域销售分析',
        '/area-sale-analysis',
        'sales:view',
      ),
      page('menu-key-customers', 'menu.keyCustomers', '重点客户', '/key-customers', 'sales:view'),
      button('menu-sales-edit', 'menu.salesEdit', '编辑商机和工作计划', 'sales:edit'),
      button('menu-sales-all', 'menu.salesAll', '全部门商机和工作计划', 'sales:all'),
    ],
    { icon: 'sales' },
  ),
  page('menu-cockpit', 'menu.cockpit', '管理驾驶舱', '/management-cockpit-newTab', 'cockpit:view', {
    openType: 3,
    icon: 'cockpit',
  }),
  page(
    'menu-construction-site-data',
    'menu.constructionSiteData',
    '工地数据',
    '/construction-site-data',
    'cockpit:view',
    { openType: 3, icon: 'cockpit' },
  ),
  directory(
    'menu-system',
    'menu.system',
    '系统管理',
    'system',
    [
      page(
        'menu-organization',
        'menu.organization',
        '组织机构',
        '/sys-manager/organization',
        'sys:dept:view',
        {
          children: [
            button('menu-dept-edit', 'menu.deptEdit', '编辑部门', 'sys:dept:edit'),
            button('menu-dept-delete', 'menu.deptDelete', '删除部门', 'sys:dept:delete'),
          ],
        },
      ),
      // Workflow administration (models, deployment, instance and task monitoring): admin only.
      button('menu-wf-model-edit', 'menu.wfModelEdit', '流程模型', 'wf:model:edit'),
      page(
        'menu-model-form-manager',
        'menu.modelFormManager',
        '表单设计',
        '/sys-manager/model-form-manager',
        'form:design',
      ),
      button('menu-wf-admin', 'menu.wfAdmin', '流程监控', 'wf:admin'),
      page(
        'menu-act-models',
        'menu.actModels',
        '流程模型',
        '/sys-manager/act-models',
        'wf:model:edit',
      ),
      page(
        'menu-act-procdef',
        'menu.actProcdef',
        '流程定义',
        '/sys-manager/act-procdef',
        'wf:model:edit',
      ),
      page(
        'menu-setting-flow',
        'menu.settingFlow',
        '流程设置',
        '/main-page/setting-flow',
        'wf:model:edit',
      ),
      page(
        'menu-model-role-manager',
        'menu.modelRoleManager',
        '流程发起角色',
        '/sys-manager/model-role-manager',
        'wf:model:edit',
      ),
      page(
        'menu-process-instance',
        'menu.processInstance',
        '流程实例',
        '/sys-manager/process-instance',
        'wf:admin',
      ),
      page(
        'menu-process-task',
        'menu.processTask',
        '流程任务',
        '/sys-manager/process-task',
        'wf:admin',
      ),
      page('menu-user', 'menu.user', '用户管理', '/sys-manager/user', 'sys:user:view', {
        children: [
          button('menu-user-add', 'menu.userAdd', '新增用户', 'sys:user:add'),
          button('menu-user-edit', 'menu.userEdit', '编辑用户', 'sys:user:edit'),
          button('menu-user-delete', 'menu.userDelete', '删除用户', 'sys:user:delete'),
        ],
      }),
      page(
        'menu-online',
        'menu.online',
        '在线用户',
        '/sys-manager/user/online-list',
        'sys:online:view',
        {
          children: [
            button('menu-online-kick', 'menu.onlineKick', '强制下线', 'sys:online:kick'),
            button('menu-msg-send', 'menu.messageSend', '发送消息', 'sys:msg:send'),
          ],
        },
      ),
      page('menu-role', 'menu.role', '角色管理', '/sys-manager/role', 'sys:role:view', {
        children: [
          button('menu-role-edit', 'menu.roleEdit', '编辑角色', 'sys:role:edit'),
          button('menu-role-delete', 'menu.roleDelete', '删除角色', 'sys:role:delete'),
          button('menu-role-auth', 'menu.roleAuth', '角色授权', 'sys:role:auth'),
        ],
      }),
      page('menu-menu', 'menu.menu', '菜单管理', '/sys-manager/menu', 'sys:menu:view', {
        children: [
          button('menu-menu-edit', 'menu.menuEdit', '编辑菜单', 'sys:menu:edit'),
          button('menu-menu-delete', 'menu.menuDelete', '删除菜单', 'sys:menu:delete'),
        ],
      }),
      // Base data without pages of their own yet: buttons carry their permissions, so the
      // navigation stays as it is while roles can already be granted them.
      page('menu-area', 'menu.area', '区域管理', '/sys-manager/area', 'bd:area:view', {
        children: [
          button('menu-area-edit', 'menu.areaEdit', '编辑区域', 'bd:area:edit'),
          button('menu-area-delete', 'menu.areaDelete', '删除区域', 'bd:area:delete'),
        ],
      }),
      page(
        'menu-hierarchy-dict',
        'menu.treeDict',
        '树形字典',
        '/sys-manager/hierarchy-dict',
        'sys:dict:view',
      ),
      page('menu-dict', 'menu.dict', '字典管理', '/sys-manager/dict', 'sys:dict:view', {
        children: [
          button(
            'menu-member-level-view',
            'menu.memberLevelView',
            '查看会员等级',
            'member:level:view',
          ),
          button(
            'menu-member-level-edit',
            'menu.memberLevelEdit',
            '编辑会员等级',
            'member:level:edit',
          ),
          button(
            'menu-member-level-delete',
            'menu.memberLevelDelete',
            '删除会员等级',
            'member:level:delete',
          ),
          button('menu-member-view', 'menu.memberView', '查看会员', 'member:view'),
          button('menu-member-edit', 'menu.memberEdit', '编辑会员', 'member:edit'),
          button('menu-member-delete', 'menu.memberDelete', '删除会员', 'member:delete'),
          button('menu-dict-edit', 'menu.dictEdit', '编辑字典', 'sys:dict:edit'),
          button('menu-dict-delete', 'menu.dictDelete', '删除字典', 'sys:dict:delete'),
          button('menu-file-delete', 'menu.fileDelete', '删除任意附件', 'sys:file:delete'),
        ],
      }),
      page(
        'menu-excel-template',
        'menu.excelTemplate',
        '导入模板',
        '/sys-manager/excel-template',
        'excel:template:view',
        {
          children: [
            button(
              'menu-excel-template-edit',
              'menu.excelTemplateEdit',
              '编辑导入模板',
              'excel:template:edit',
            ),
            button(
              'menu-excel-template-delete',
              'menu.excelTemplateDelete',
              '删除导入模板',
              'excel:template:delete',
            ),
            button('menu-excel-import', 'menu.excelImport', 'Excel 导入', 'excel:import'),
            button('menu-excel-export', 'menu.excelExport', 'Excel 导出', 'excel:export'),
          ],
        },
      ),
      page(
        'menu-params',
        'menu.params',
        '系统参数',
        '/sys-manager/system-params-manage/basic',
        'sys:param:view',
        {
          children: [
            button('menu-param-edit', 'menu.paramEdit', '编辑参数', 'sys:param:edit'),
            button('menu-param-delete', 'menu.paramDelete', '删除参数', 'sys:param:delete'),
          ],
        },
      ),
      page(
        'menu-content',
        'menu.contentManagement',
        '内容管理',
        '/sys-manager/content-management',
        'cms:article:view',
        {
          children: [
            button(
              'menu-cms-category-edit',
              'menu.cmsCategoryEdit',
              '编辑栏目',
              'cms:category:edit',
            ),
            button(
              'menu-cms-category-delete',
              'menu.cmsCategoryDelete',
              '删除栏目',
              'cms:category:delete',
            ),
            button('menu-cms-article-edit', 'menu.cmsArticleEdit', '编辑文章', 'cms:article:edit'),
            button(
              'menu-cms-article-delete',
              'menu.cmsArticleDelete',
              '删除文章',
              'cms:article:delete',
            ),
          ],
        },
      ),
      page(
        'menu-footprint-management',
        'menu.footprintManagement',
        '足迹管理',
        '/sys-manager/footprint-management',
        'sys:footprint:view',
        {
          children: [
            button(
              'menu-footprint-delete',
              'menu.footprintDelete',
              '删除足迹',
              'sys:footprint:delete',
            ),
          ],
        },
      ),
      page(
        'menu-window-management',
        'menu.windowManagement',
        '窗口管理',
        '/window-management/left-column',
        'sys:window:view',
        {
          children: [
            button('menu-window-edit', 'menu.windowEdit', '编辑窗口设置', 'sys:window:edit'),
          ],
        },
      ),
      page('menu-club', 'menu.club', '俱乐部', '/sys-manager/club', 'member:club:view', {
        children: [
          button('menu-club-edit', 'menu.clubEdit', '编辑俱乐部', 'member:club:edit'),
          button('menu-club-delete', 'menu.clubDelete', '删除俱乐部', 'member:club:delete'),
        ],
      }),
      page(
        'menu-company-info',
        'menu.companyInfo',
        '企业信息',
        '/sys-manager/saas-admincompany-info',
        'sys:company:view',
        {
          children: [
            button(
              'menu-company-info-edit',
              'menu.companyInfoEdit',
              '编辑企业信息',
              'sys:company:edit',
            ),
          ],
        },
      ),
      // The platform operator's pages (saas: permissions hold only in the operator's company).
      directory('menu-saas', 'menu.saas', '多租户管理', 'saas:view', [
        page(
          'menu-saas-enterprise',
          'menu.saasEnterprise',
          '企业用户',
          '/sys-manager/saas-enterprise-user',
          'saas:company:view',
          {
            children: [
              button(
                'menu-saas-enterprise-edit',
                'menu.saasEnterpriseEdit',
                '开通或编辑企业',
                'saas:company:edit',
              ),
            ],
          },
        ),
        page(
          'menu-saas-grade',
          'menu.saasGrade',
          '用户等级',
          '/sys-manager/saas-user-grade',
          'saas:grade:view',
          {
            children: [
              button(
                'menu-saas-grade-edit',
                'menu.saasGradeEdit',
                '编辑用户等级',
                'saas:grade:edit',
              ),
              button(
                'menu-saas-grade-delete',
                'menu.saasGradeDelete',
                '删除用户等级',
                'saas:grade:delete',
              ),
            ],
          },
        ),
        page(
          'menu-saas-role',
          'menu.saasRole',
          '等级角色',
          '/sys-manager/saas-user-role',
          'saas:grade:view',
        ),
        page(
          'menu-saas-menu',
          'menu.saasMenu',
          '企业菜单',
          '/sys-manager/saas-enterprise-menu',
          'saas:menu:view',
          {
            children: [
              button('menu-saas-menu-edit', 'menu.saasMenuEdit', '编辑企业菜单', 'saas:menu:edit'),
              button(
                'menu-saas-menu-delete',
                'menu.saasMenuDelete',
                '删除企业菜单',
                'saas:menu:delete',
              ),
            ],
          },
        ),
      ]),
    ],
    { url: '/sys-manager', icon: 'system' },
  ),
];

/** The platform operator's own pages: never part of the enterprise-menu catalogue. */
const PLATFORM_ONLY_MENU = 'menu-saas';

/** The demo menus the enterprise-menu catalogue is made of (the same ids). */
export const CATALOGUE_MENU_IDS: ReadonlySet<string> = new Set(
  flattenMenu(DEMO_MENU, null)
    .map(({ seed }) => seed.id)
    .filter((id) => !subtreeOf(PLATFORM_ONLY_MENU).includes(id)),
);

/** A granted menu: it and everything beneath it, with the directories above it (so it shows). */
function grantedMenuIds(id: string): string[] {
  const path = (items: MenuSeed[], trail: string[]): string[] | undefined => {
    for (const item of items) {
      if (item.id === id) return trail;
      const found = path(item.children ?? [], [...trail, item.id]);
      if (found) return found;
    }
    return undefined;
  };
  return [...(path(DEMO_MENU, []) ?? []), ...subtreeOf(id)];
}

/**
 * Whether a demo role's seeded grants include the menu; undefined for a role the seed does not
 * define (one an administrator made). The top-up grants a menu it adds by this.
 */
export function demoRoleGrantsMenu(roleId: string, menuId: string): boolean | undefined {
  const role = DEMO_ROLES.find((candidate) => candidate.id === roleId);
  if (!role) return undefined;
  return (
    role.grants === 'all' ||
    (role.grants as readonly string[]).some((granted) => grantedMenuIds(granted).includes(menuId))
  );
}

function subtreeOf(id: string): string[] {
  const find = (items: MenuSeed[]): MenuSeed | undefined =>
    items.map((item) => (item.id === id ? item : find(item.children ?? []))).find(Boolean);
  const found = find(DEMO_MENU);
  return found ? subtreeIds(found) : [];
}

/** Roles and the top-level menus each grants (with everything beneath them). */
const DEMO_ROLES = [
  { id: 'role-admin', code: 'admin', name: '系统管理员', sort: 1, grants: 'all' },
  {
    id: 'role-cost-engineer',
    code: 'cost_engineer',
    name: '造价工程师',
    sort: 2,
    // Every staff member sees their own bonus (the directory entry and the two my-bonus pages).
    grants: [
      'menu-home',
      'menu-workflow',
      'menu-cost-data',
      'menu-my-bonus',
      'menu-my-bonus-thesum',
      // A salesperson: the sales pages, his own opportunities and plans (not every department's).
      'menu-work-plan',
      'menu-create-income-platform',
      'menu-sales-funnel',
      'menu-marketing-monitoring',
      'menu-area-sale-analysis',
      'menu-key-customers',
      'menu-sales-edit',
      // 目标完成 of their own departments (data authorization), read only.
      'menu-plan-production',
      // 跟踪审计: the engineer measures (计量表 with its edit button) and reads the summary.
      'menu-follow-audit-measure',
      'menu-follow-audit-summary',
    ],
  },
  {
    id: 'role-finance',
    code: 'finance',
    name: '财务',
    sort: 3,
    grants: [
      'menu-home',
      'menu-workflow',
      'menu-finance',
      'menu-bonus',
      'menu-business-objectives',
      // 跟踪审计: finance prepares and approves the pay approvals (the whole group).
      'menu-follow-audit',
    ],
  },
  // 综合行政: the administration department's staff (行政管理 pages; they countersign 办公用品申领).
  {
    id: 'role-general',
    code: 'general',
    name: '综合行政',
    sort: 4,
    grants: [
      'menu-home',
      'menu-workflow',
      'menu-administration',
      'menu-my-bonus',
      'menu-my-bonus-thesum',
      // 综合行政 keeps the staff certificates (人员证书) with finance.
      'menu-staff-certificate',
    ],
  },
  // The one role people may pick when they register themselves: the home page only.
  {
    id: 'role-member',
    code: 'member',
    name: '注册会员',
    sort: 5,
    grants: ['menu-home'],
    selfRegister: true,
  },
] as const;

const DEMO_DEPARTMENTS = [
  { id: 'dept-root', parentId: null, name: '示例造价咨询有限公司', sort: 1 },
  { id: 'dept-office', parentId: 'dept-root', name: '总经办', sort: 1 },
  { id: 'dept-cost-1', parentId: 'dept-root', name: '造价一部', sort: 2 },
  { id: 'dept-cost-2', parentId: 'dept-root', name: '造价二部', sort: 3 },
  { id: 'dept-cost-3', parentId: 'dept-root', name: '造价三部', sort: 4 },
  { id: 'dept-quality', parentId: 'dept-root', name: '技术质量部', sort: 5 },
  { id: 'dept-finance', parentId: 'dept-root', name: '财务部', sort: 6 },
  { id: 'dept-general', parentId: 'dept-root', name: '综合部', sort: 7 },
] as const;

/** Department authorization: whose people each role's holders see in the user list. */
const DEMO_ROLE_DEPARTMENTS: Record<string, readonly string[]> = {
  'role-cost-engineer': ['dept-cost-1', 'dept-cost-2', 'dept-cost-3', 'dept-quality'],
  'role-finance': DEMO_DEPARTMENTS.map((dept) => dept.id),
};

/** Regions, provinces and cities (ids name them so grants and tests can). */
/** Member clubs: a leader and who belongs. */
export const DEMO_CLUBS = [
  {
    id: 'club-east',
    name: '华东造价师俱乐部',
    areaId: 'area-east',
    leaderId: 'member-wang',
    sort: 1,
    remarks: '每季度一次技术沙龙',
    memberIds: ['member-wang', 'member-zhao'],
  },
  {
    id: 'club-north',
    name: '华北客户俱乐部',
    areaId: 'area-north',
    leaderId: 'member-chen',
    sort: 2,
    remarks: null,
    memberIds: ['member-chen'],
  },
] as const;

const DEMO_AREAS = [
  { id: 'area-east', parentId: null, name: '华东', sort: 1 },
  { id: 'area-shanghai', parentId: 'area-east', name: '上海市', sort: 1 },
  { id: 'area-jiangsu', parentId: 'area-east', name: '江苏省', sort: 2 },
  { id: 'area-nanjing', parentId: 'area-jiangsu', name: '南京市', sort: 1 },
  { id: 'area-suzhou', parentId: 'area-jiangsu', name: '苏州市', sort: 2 },
  { id: 'area-zhejiang', parentId: 'area-east', name: '浙江省', sort: 3 },
  { id: 'area-hangzhou', parentId: 'area-zhejiang', name: '杭州市', sort: 1 },
  { id: 'area-north', parentId: null, name: '华北', sort: 2 },
  { id: 'area-beijing', parentId: 'area-north', name: '北京市', sort: 1 },
  { id: 'area-hebei', parentId: 'area-north', name: '河北省', sort: 2 },
  { id: 'area-shijiazhuang', parentId: 'area-hebei', name: '石家庄市', sort: 1 },
  { id: 'area-south', parentId: null, name: '华南', sort: 3 },
  { id: 'area-guangdong', parentId: 'area-south', name: '广东省', sort: 1 },
  { id: 'area-guangzhou', parentId: 'area-guangdong', name: '广州市', sort: 1 },
  { id: 'area-shenzhen', parentId: 'area-guangdong', name: '深圳市', sort: 2 },
] as const;

/** The project kinds the "by project kind" data menu grants on. */
const DEMO_PROJECT_KINDS = [
  { id: 'kind-building', parentId: null, name: '房屋建筑工程', sort: 1 },
  { id: 'kind-residential', parentId: 'kind-building', name: '住宅', sort: 1 },
  { id: 'kind-public', parentId: 'kind-building', name: '公共建筑', sort: 2 },
  { id: 'kind-municipal', parentId: null, name: '市政工程', sort: 2 },
  { id: 'kind-road', parentId: 'kind-municipal', name: '道路工程', sort: 1 },
  { id: 'kind-bridge', parentId: 'kind-municipal', name: '桥梁工程', sort: 2 },
  { id: 'kind-water', parentId: null, name: '水利工程', sort: 3 },
] as const;

const DEMO_MEMBER_LEVELS = [
  { id: 'level-normal', name: '普通会员', sort: 1 },
  { id: 'level-silver', name: '银卡会员', sort: 2 },
  { id: 'level-gold', name: '金卡会员', sort: 3 },
] as const;

const DEMO_MEMBERS = [
  {
    id: 'member-wang',
    name: '王芳',
    phone: '13900000001',
    levelId: 'level-gold',
    areaId: 'area-shanghai',
  },
  {
    id: 'member-zhao',
    name: '赵磊',
    phone: '13900000002',
    levelId: 'level-silver',
    areaId: 'area-nanjing',
  },
  {
    id: 'member-chen',
    name: '陈静',
    phone: '13900000003',
    levelId: 'level-normal',
    areaId: 'area-beijing',
  },
  {
    id: 'member-liu',
    name: '刘洋',
    phone: '13900000004',
    levelId: 'level-normal',
    areaId: 'area-guangzhou',
  },
] as const;

/** The member levels each role's holders serve. */
const DEMO_ROLE_MEMBER_LEVELS: Record<string, readonly string[]> = {
  'role-cost-engineer': ['level-silver', 'level-gold'],
  'role-finance': DEMO_MEMBER_LEVELS.map((level) => level.id),
};

/** Data authorization: per role and data menu, the areas or project kinds granted. */
const DEMO_ROLE_DATA: Record<string, Record<string, readonly string[]>> = {
  'role-cost-engineer': {
    'data-project-by-kind': ['kind-building', 'kind-residential', 'kind-public'],
    'data-project-by-area': DEMO_AREAS.filter(
      (area) => area.id === 'area-east' || isUnder(area.id, 'area-east'),
    ).map((area) => area.id),
  },
  'role-finance': {
    'data-project-by-kind': DEMO_PROJECT_KINDS.map((kind) => kind.id),
    'data-project-by-area': DEMO_AREAS.map((area) => area.id),
  },
};

const DEMO_USERS = [
  {
    id: 'user-admin',
    loginName: 'admin',
    name: '系统管理员',
    deptId: 'dept-root',
    job: null,
    no: 'A0001',
    phone: '13800000001',
    roleId: 'role-admin',
    password: 'Admin@123456',
  },
  {
    id: 'user-zhangsan',
    loginName: 'zhangsan',
    name: '张三',
    deptId: 'dept-cost-1',
    job: '造价工程师',
    no: 'E0001',
    phone: '13800000002',
    roleId: 'role-cost-engineer',
    password: 'Staff@123456',
  },
  {
    id: 'user-lisi',
    loginName: 'lisi',
    name: '李四',
    deptId: 'dept-finance',
    job: '会计',
    no: 'E0002',
    phone: '13800000003',
    roleId: 'role-finance',
    password: 'Staff@123456',
  },
  // Two people of 综合部: the countersign of 办公用品申领 is theirs.
  {
    id: 'user-wangmin',
    loginName: 'wangmin',
    name: '王敏',
    deptId: 'dept-general',
    job: '行政专员',
    no: 'E0003',
    phone: '13800000004',
    roleId: 'role-general',
    password: 'Staff@123456',
  },
  {
    id: 'user-zhaoqiang',
    loginName: 'zhaoqiang',
    name: '赵强',
    deptId: 'dept-general',
    job: '行政主管',
    no: 'E0004',
    phone: '13800000005',
    roleId: 'role-general',
    password: 'Staff@123456',
  },
] as const;

/** Basic parameters of spec 000 §3 (captcha.enabled is answered from the configuration). */
const BASIC_PARAMETERS: Record<string, { value: string; name: string }> = {
  'sys.name': { value: '造价咨询管理平台', name: '系统名称' },
  'sys.logo': { value: '', name: '系统标志（图片地址）' },
  'sys.copyright': { value: '© 2026 示例造价咨询有限公司', name: '版权信息' },
  'cas.login': { value: 'false', name: '启用 CAS 单点登录' },
  'cost.login': { value: 'false', name: '启用造价云账号登录' },
  ProjectCostIndustryName: { value: '行业,建筑工程', name: '造价行业名称（逗号后为显示名）' },
  'file.suffix': {
    value: 'doc,docx,xls,xlsx,csv,pdf,jpg,jpeg,png,zip,rar',
    name: '允许上传的文件类型',
  },
  isPrivate: { value: 'false', name: '私有化部署' },
  'wise.costcloud.url': { value: '', name: '造价云地址' },
  'ydccs.server.url': { value: '', name: '客服系统地址' },
  'ecms3.url': { value: '', name: 'ECMS3 地址' },
  'map.key': { value: '', name: '地图服务密钥' },
  /** Largest attachment accepted, in MB (enforced by the upload endpoints). */
  'file.maxSize': { value: '50', name: '附件大小上限（MB）' },
};

/** Seeded parameter ids are valid record ids (no dots), so endpoints taking an id can name them. */
const paramId = (key: string) => `param-${key.replace(/[^A-Za-z0-9_-]/g, '-')}`;

/** Parameters of the custom and business pages (系统参数 → 自定义 / 业务). */
const OTHER_PARAMETERS: {
  key: string;
  value: string;
  category: 'custom' | 'business';
  name: string;
}[] = [
  { key: 'watermark.enabled', value: 'true', category: 'custom', name: '显示水印' },
  { key: 'watermark.type', value: 'text', category: 'custom', name: '水印类型（text 或 image）' },
  {
    key: 'watermark.value',
    value: '{name} {loginName} {date}',
    category: 'custom',
    name: '水印内容（文字可用 {name} {loginName} {no} {deptName} {date}；图片填图片地址）',
  },
  { key: 'home.notice.days', value: '7', category: 'custom', name: '首页公告显示天数' },
  { key: 'project.code.prefix', value: 'XM', category: 'business', name: '项目编号前缀' },
  { key: 'project.review.levels', value: '3', category: 'business', name: '成果审核级数' },
];

/** The demo clubs and their members. */
export async function seedClubs(
  tx: Db,
  company: string,
  stamp: { createdAt: Date; createdBy: string; updatedAt: Date; updatedBy: string },
): Promise<void> {
  await tx.insert(clubs).values(
    DEMO_CLUBS.map(({ memberIds: _members, ...club }) => ({
      ...club,
      companyId: company,
      ...stamp,
    })),
  );
  await tx.insert(clubMembers).values(
    DEMO_CLUBS.flatMap((club) =>
      club.memberIds.map((memberId) => ({
        companyId: company,
        clubId: club.id,
        memberId,
        createdAt: stamp.createdAt,
        createdBy: stamp.createdBy,
      })),
    ),
  );
}

/** The global parameters the demo starts with, as rows. */
export function demoParameterRows(stamp: {
  createdAt: Date;
  createdBy: string;
  updatedAt: Date;
  updatedBy: string;
}) {
  return [
    ...Object.entries(BASIC_PARAMETERS).map(([key, { value, name }]) => ({
      id: paramId(key),
      companyId: null,
      key,
      value,
      category: 'basic',
      name,
      ...stamp,
    })),
    ...OTHER_PARAMETERS.map((param) => ({
      id: paramId(param.key),
      companyId: null,
      ...param,
      ...stamp,
    })),
  ];
}

/** The demo menu as rows in order, each with its parent and its place among its siblings. */
export function flattenMenu(
  items: MenuSeed[],
  parentId: string | null,
  into: { seed: MenuSeed; parentId: string | null; sort: number }[] = [],
) {
  items.forEach((seed, index) => {
    into.push({ seed, parentId, sort: index + 1 });
    if (seed.children) flattenMenu(seed.children, seed.id, into);
  });
  return into;
}

export function subtreeIds(item: MenuSeed): string[] {
  return [item.id, ...(item.children ?? []).flatMap(subtreeIds)];
}

type TreeSeed = { readonly id: string; readonly parentId: string | null };

function ancestorIds(id: string | null, rows: readonly TreeSeed[] = DEMO_DEPARTMENTS): string {
  const chain: string[] = [];
  let current = rows.find((row) => row.id === id);
  while (current) {
    chain.unshift(current.id);
    const parentId: string | null = current.parentId;
    current = rows.find((row) => row.id === parentId);
  }
  return chain.map((ancestor) => `${ancestor},`).join('');
}

function isUnder(areaId: string, ancestorId: string): boolean {
  const area = DEMO_AREAS.find((row) => row.id === areaId);
  return ancestorIds(area?.parentId ?? null, DEMO_AREAS).includes(`${ancestorId},`);
}

/** Writes the demo company when the database has no company yet; answers whether it did. */
export async function seedIfEmpty(db: Db, now: Date = new Date()): Promise<boolean> {
  const [existing] = await db.select({ total: count() }).from(companies);
  if ((existing?.total ?? 0) > 0) return false;

  const stamp = { createdAt: now, createdBy: SEEDER, updatedAt: now, updatedBy: SEEDER };
  const company = DEMO_COMPANY_ID;
  const passwordHashes = await Promise.all(DEMO_USERS.map((user) => hashPassword(user.password)));
  const flatMenu = flattenMenu(DEMO_MENU, null);

  await db.transaction(async (tx) => {
    await tx.insert(companies).values({
      id: company,
      code: company,
      name: '示例造价咨询有限公司',
      // The demo company runs the SaaS platform too: it manages the enterprises below.
      isPlatform: true,
      contactName: '系统管理员',
      contactPhone: '13800000001',
      ...stamp,
    });
    await tx.insert(departments).values(
      DEMO_DEPARTMENTS.map((dept) => ({
        id: dept.id,
        companyId: company,
        parentId: dept.parentId,
        parentIds: ancestorIds(dept.parentId),
        name: dept.name,
        sort: dept.sort,
        ...stamp,
      })),
    );
    await tx.insert(users).values(
      DEMO_USERS.map((user, index) => ({
        id: user.id,
        companyId: company,
        loginName: user.loginName,
        passwordHash: passwordHashes[index]!,
        name: user.name,
        deptId: user.deptId,
        job: user.job,
        no: user.no,
        phone: user.phone,
        ...stamp,
      })),
    );
    await tx.insert(roles).values(
      DEMO_ROLES.map((role) => ({
        id: role.id,
        companyId: company,
        code: role.code,
        name: role.name,
        sort: role.sort,
        selfRegister: 'selfRegister' in role && role.selfRegister,
        ...stamp,
      })),
    );
    await tx.insert(userRoles).values(
      DEMO_USERS.map((user) => ({
        companyId: company,
        userId: user.id,
        roleId: user.roleId,
        createdAt: now,
        createdBy: SEEDER,
      })),
    );
    await tx.insert(menus).values(
      flatMenu.map(({ seed, parentId, sort }) => ({
        id: seed.id,
        companyId: company,
        parentId,
        name: seed.name,
        nameKey: seed.nameKey,
        url: seed.url ?? null,
        href: null,
        icon: seed.icon ?? null,
        permission: seed.permission,
        type: seed.type,
        openType: seed.openType ?? 1,
        sort,
        saasMenuId: CATALOGUE_MENU_IDS.has(seed.id) ? seed.id : null,
        ...stamp,
      })),
    );
    const grants = DEMO_ROLES.flatMap((role) => {
      const menuIds =
        role.grants === 'all'
          ? flatMenu.map(({ seed }) => seed.id)
          : [...new Set((role.grants as readonly string[]).flatMap(grantedMenuIds))];
      return menuIds.map((menuId) => ({
        companyId: company,
        roleId: role.id,
        menuId,
        createdAt: now,
        createdBy: SEEDER,
      }));
    });
    await tx.insert(roleMenus).values(grants);
    await tx.insert(roleDepartments).values(
      Object.entries(DEMO_ROLE_DEPARTMENTS).flatMap(([roleId, deptIds]) =>
        deptIds.map((deptId) => ({
          companyId: company,
          roleId,
          deptId,
          createdAt: now,
          createdBy: SEEDER,
        })),
      ),
    );
    await tx.insert(areas).values(
      DEMO_AREAS.map((area) => ({
        ...area,
        companyId: company,
        parentIds: ancestorIds(area.parentId, DEMO_AREAS),
        ...stamp,
      })),
    );
    await tx
      .insert(projectKinds)
      .values(DEMO_PROJECT_KINDS.map((kind) => ({ ...kind, companyId: company, ...stamp })));
    await tx
      .insert(memberLevels)
      .values(DEMO_MEMBER_LEVELS.map((level) => ({ ...level, companyId: company, ...stamp })));
    await tx
      .insert(members)
      .values(DEMO_MEMBERS.map((member) => ({ ...member, companyId: company, ...stamp })));
    await seedClubs(tx, company, stamp);
    await tx.insert(roleMemberLevels).values(
      Object.entries(DEMO_ROLE_MEMBER_LEVELS).flatMap(([roleId, levelIds]) =>
        levelIds.map((levelId) => ({
          companyId: company,
          roleId,
          levelId,
          createdAt: now,
          createdBy: SEEDER,
        })),
      ),
    );
    await tx.insert(roleDataRefs).values(
      Object.entries(DEMO_ROLE_DATA).flatMap(([roleId, byMenu]) =>
        Object.entries(byMenu).flatMap(([dataMenuId, dataIds]) =>
          dataIds.map((dataId) => ({
            companyId: company,
            roleId,
            dataMenuId,
            dataId,
            createdAt: now,
            createdBy: SEEDER,
          })),
        ),
      ),
    );
    await tx.insert(parameters).values(demoParameterRows(stamp));
    await seedDictionaries(tx, company, stamp);
    await seedExcelTemplates(tx, company, stamp);
    await seedSaas(tx, flatMenu, CATALOGUE_MENU_IDS, now);
    await seedMessages(tx, company, now);
    await seedContent(tx, company, now);
    await seedCostProjects(tx, company, now);
    await seedCostKindData(tx, company, stamp);
    await seedCostNodeData(tx, company, stamp);
    await seedRuleData(tx, company);
    await seedProjectViews(tx, company, now);
    await seedFinance(tx, company, now);
    await seedBonus(tx, company, now);
    await seedInvoicing(tx, company, now);
    await seedEinvoices(tx, company, now);
    await seedPaymentCycles(tx, company, now);
    await seedCertificates(tx, company, now);
    await seedFollowAudit(tx, company, now);
    await seedFundCompare(tx, company, now);
    await seedSales(tx, company, now);
    await seedWorkflow(tx, company, now);
    await seedForms(tx, company, now);
    await seedObjectives(tx, company, now);
    // Last: it runs as the tenant, through the form and workflow services.
    await seedDemoFlows(tx, company, now);
  });
  return true;
}
