import { contract, type Endpoint } from '@ccms/api-client';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileItems } from '../db/schema';
import { createTestApp, type TestApp } from '../test/createTestApp';
import { labelOf, placeholderUrl } from '../test/contractCalls';

/**
 * Bad input for every endpoint with a body, generated from its schema: starting from a valid body,
 * one field at a time gets a wrong type, goes missing, grows to 10,000 characters or carries
 * markup or SQL. Each must be refused with a 4xx naming the field, write nothing, never a 5xx.
 */

type JsonSchema = {
  type?: string | string[];
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  pattern?: string;
};

const LONG = 'x'.repeat(10_000);
const HTML = '<script>alert(1)</script>';
const SQL_INJECTION = "'; drop table users; --";

/** A valid body per endpoint: the generator varies one field of it at a time. */
/** Role splits of a valid bonus rule (they sum to 100 %). */
const SPLITS = {
  lead: '0.2',
  preparer: '0.55',
  checker: '0.12',
  reviewer: '0.08',
  approver: '0.05',
};

const VALID_BODIES: Record<string, unknown> = {
  'auth.login': {
    username: 'nobody-here',
    password: 'Wrong@123456',
    captcha: 'abcde',
    loginType: 1,
  },
  'auth.modPassword': {
    oldPassword: 'Wrong@123456',
    newPassword: 'Probe#2026x',
    repeatPassword: 'Probe#2026x',
    captcha: 'abcde',
  },
  'auth.smsSend': { captcha: 'abcde', phone: '13712345678', type: 'login' },
  'auth.smsLogin': { captcha: '123456', phone: '13712345678', loginType: 1 },
  'auth.findPassword': {
    captcha: '123456',
    phone: '13712345678',
    newPassword: 'Probe#2026x',
    userType: 1,
  },
  'auth.memberRegister': {
    loginName: 'probe-member',
    phone: '13712345678',
    captcha: '123456',
    password: 'Probe#2026x',
    name: '探针会员',
    deptId: 'dept-general',
    roleId: 'role-member',
  },
  'auth.customerRegister': {
    loginName: 'probe-member',
    phone: '13712345678',
    captcha: '123456',
    password: 'Probe#2026x',
    name: '探针会员',
    deptId: 'dept-general',
    roleId: 'role-member',
    customerId: 'demo',
  },
  'auth.registerCheckPhone': { phone: '13712345678' },
  'auth.saasLogin': {
    username: 'nobody-here',
    phone: '13712345678',
    companyId: 'demo',
    password: 'Wrong@123456',
    passwordEncrypted: false,
    captcha: 'abcde',
    loginType: 1,
  },
  'auth.saasSmsLogin': { captcha: '123456', phone: '13712345678', companyId: 'demo' },
  'auth.codeStatus': { code: 'probe-code-probe-code-probe-code' },
  'auth.qrCodeScan': { ticket: 'probe-ticket-probe-ticket-probe' },
  'auth.qrCodeConfirm': { ticket: 'probe-ticket-probe-ticket-probe' },
  'auth.qrCodeCancel': { ticket: 'probe-ticket-probe-ticket-probe' },
  'dept.deptSave': { parentId: 'dept-root', name: '探针部门', sort: 1 },
  'user.userQueryList': { pageNo: 1, pageSize: 10, params: { keyword: '张', deptId: 'dept-root' } },
  'user.userShareQueryList': { pageNo: 1, pageSize: 10, params: { keyword: '张' } },
  'user.userSave': {
    loginName: 'probe',
    name: '探针',
    password: 'Probe@2026',
    deptId: 'dept-cost-1',
    phone: '13812345678',
    email: 'probe@example.com',
    no: 'P001',
    job: '测试',
    roleIds: ['role-finance'],
  },
  'user.userResetPassword': { password: 'Probe@2026' },
  'role.roleQueryList': { pageNo: 1, pageSize: 10, params: { keyword: '财务' } },
  'role.roleSave': {
    code: 'probe_role',
    name: '探针角色',
    sort: 5,
    remarks: '说明',
    selfRegister: false,
  },
  'role.roleUpdateSort': [{ id: 'role-finance', sort: 3 }],
  'role.roleSaveRoleMenuIds': ['menu-home'],
  'role.roleSaveDeptIdList': ['dept-cost-1'],
  'role.roleSaveRoleUserList': ['user-lisi'],
  'role.roleSaveRoleUser': { roleId: 'role-finance', userIds: ['user-lisi'], remove: false },
  'role.roleQueryUserList': { pageNo: 1, pageSize: 10, params: { keyword: '李' } },
  'menu.menuSave': {
    parentId: 'menu-home',
    name: '探针菜单',
    nameKey: 'menu.probe',
    url: '/probe',
    href: '/probe',
    icon: 'probe',
    permission: 'probe:view',
    type: 2,
    openType: 1,
    sort: 1,
    noLogin: false,
  },
  'menu.menuUpdateSortList': [{ id: 'menu-home', parentId: null, sort: 1 }],
  'menu.menuUpdateSort': [{ id: 'menu-home', sort: 1 }],
  'menu.formCreateButtons': { menuId: 'menu-user', prefix: 'sys:user', buttons: ['view'] },
  'saas.companyInfoSave': {
    name: '示例造价咨询有限公司',
    contactName: '系统管理员',
    contactPhone: '13800000001',
    logoFileId: null,
  },
  'saas.saasMenuSave': {
    parentId: 'menu-human',
    name: '探针菜单',
    nameKey: 'menu.probe',
    url: '/probe',
    icon: 'probe',
    permission: 'probe:view',
    type: 2,
    openType: 1,
    sort: 1,
  },
  'saas.saasGradeQueryList': { pageNo: 1, pageSize: 10, params: { name: '版' } },
  'saas.saasGradeSave': { name: '探针版', sort: 9, remarks: '说明', menuIds: ['menu-home'] },
  'saas.enterpriseQueryList': {
    pageNo: 1,
    pageSize: 10,
    params: { keyword: '华信', gradeId: 'grade-basic', enabled: true },
  },
  'saas.enterpriseSave': {
    code: 'probe',
    name: '探针企业',
    gradeId: 'grade-basic',
    enabled: true,
    contactName: '探针',
    contactPhone: '13712345678',
    adminLoginName: 'probe_admin',
    adminName: '探针管理员',
    adminPassword: 'Probe@2026',
  },
  'saas.workModeMenu': ['menu-home'],
  'saas.saasRoleQueryList': {
    pageNo: 1,
    pageSize: 10,
    params: { gradeId: 'grade-pro', name: '员' },
  },
  'saas.saasRoleSave': {
    gradeId: 'grade-pro',
    code: 'probe_role',
    name: '探针角色',
    sort: 5,
    remarks: '说明',
    menuIds: ['menu-home'],
  },
  'club.clubQueryList': {
    pageNo: 1,
    pageSize: 10,
    params: { name: '俱乐部', areaId: 'area-east' },
  },
  'club.clubSave': {
    name: '探针俱乐部',
    areaId: 'area-east',
    leaderId: 'member-wang',
    sort: 3,
    remarks: '说明',
  },
  'club.clubSaveMembers': ['member-wang'],
  'cockpit.cockpitManage': { currentYear: 2025, currentMonth: 12, departmentId: 'dept-1' },
  'cockpit.cockpitRevenue': { currentYear: 2025, currentMonth: 12, departmentId: 'dept-1' },
  'cockpit.cockpitCostBoard': { currentYear: 2025, currentMonth: 12, departmentId: 'dept-1' },
  'cockpit.cockpitCostManage': { currentYear: 2025, currentMonth: 12, departmentId: 'dept-1' },
  'cockpit.cockpitContract': { currentYear: 2025, currentMonth: 12, departmentId: 'dept-1' },
  'cockpit.cockpitCustomer': { currentYear: 2025, currentMonth: 12, departmentId: 'dept-1' },
  'cockpit.cockpitManpower': { currentYear: 2025, currentMonth: 12, departmentId: 'dept-1' },
  'cockpit.cockpitDevelop': { currentYear: 2025, currentMonth: 12, departmentId: 'dept-1' },
  'cockpit.cockpitFinance': { currentYear: 2025, currentMonth: 12, departmentId: 'dept-1' },
  'cockpit.cockpitOperate': { currentYear: 2025, currentMonth: 12, departmentId: 'dept-1' },
  'sales.salesOpportunityList': { pageNo: 1, pageSize: 10, params: { stage: 'quote' } },
  'sales.salesOpportunitySave': {
    customerId: 'customer-01',
    name: '探针商机',
    businessType: 'budget',
    expectedAmount: '1,000.00',
  },
  'sales.salesOpportunityMove': { stage: 'intent' },
  'sales.salesWorkPlanList': { scope: 'team' },
  'sales.salesWorkPlanSave': {
    periodKind: 'week',
    kind: 'visit',
    title: '探针计划',
    plannedDate: '2025-06-02',
  },
  'sales.salesWorkPlanComplete': { status: 'done', result: '已完成' },
  'sales.salesFunnel': { year: 2025 },
  'sales.salesMonitoring': { year: 2025, granularity: 'month' },
  'sales.salesAreaAnalysis': { year: 2025 },
  'sales.salesKeyCustomers': {},
  'sales.salesConstructionSites': {},
  'area.areaSave': { parentId: 'area-east', parentIds: 'area-east,', name: '探针区域', sort: 1 },
  'member.memberLevelQueryList': {
    pageNo: 1,
    pageSize: 10,
    params: { name: '会员' },
    orderBy: 'sort',
    order: 'ASC',
  },
  'member.memberLevelSave': { name: '探针等级', sort: 9, remarks: '说明' },
  'member.memberResetPassword': { password: 'Probe#2026x' },
  'member.memberQueryList': {
    pageNo: 1,
    pageSize: 10,
    params: { keyword: '王', levelId: 'level-gold', areaId: 'area-east' },
  },
  'member.memberSave': {
    name: '探针会员',
    phone: '13912345678',
    email: 'probe@example.com',
    levelId: 'level-normal',
    areaId: 'area-shanghai',
    remarks: '说明',
  },
  'role.roleQueryMemberLevelList': { name: '会员' },
  'role.roleSaveRoleMemberLevelList': ['level-gold'],
  'role.roleSaveRoleMemberLevel': {
    roleId: 'role-finance',
    levelIds: ['level-gold'],
    remove: false,
  },
  'dataAuth.dataAuthSaveDataRef': ['area-east'],
  'dict.dictShareQueryList': {
    pageNo: 1,
    pageSize: 10,
    params: { type: 'projectPost', keyword: '项目', group: '国家标准' },
  },
  'dict.treeDictShareQueryTree': { type: 'engineering-type', group: 'building' },
  'dict.dictQueryList': {
    pageNo: 1,
    pageSize: 10,
    params: { type: 'projectPost', keyword: '项目', group: '国家标准' },
    orderBy: 'sort',
    order: 'ASC',
  },
  'dict.dictQueryTree': { type: 'engineering-type', group: 'building' },
  'dict.dictSave': {
    type: 'projectPost',
    label: '探针岗位',
    value: 'probe',
    group: '探针',
    sort: 1,
    enabled: true,
    remarks: '说明',
  },
  'dict.treeDictSave': {
    type: 'engineering-type',
    parentId: 'dict-engineering-type-water',
    label: '探针节点',
    value: 'probe',
    group: 'water',
    sort: 1,
    enabled: true,
    remarks: '说明',
  },
  'dict.treeDictUpdateSortList': [{ id: 'dict-engineering-type-water', parentId: null, sort: 1 }],
  'dict.dictTypeQueryList': {
    pageNo: 1,
    pageSize: 10,
    params: { keyword: '项目', kind: 'tree' },
  },
  'dict.dictTypeSave': { code: 'probe', name: '探针字典', kind: 'list', sort: 1, remarks: '说明' },
  'param.paramQueryList': {
    pageNo: 1,
    pageSize: 10,
    params: { category: 'basic', keyword: 'sys', group: 'sys' },
  },
  'param.paramSave': {
    key: 'probe.key',
    value: '探针',
    category: 'custom',
    name: '探针参数',
    remarks: '说明',
  },
  'message.messageQueryList': {
    pageNo: 1,
    pageSize: 10,
    params: { type: 'contract', read: false, keyword: '合同' },
  },
  'message.messageSetReadList': ['msg-admin-1'],
  'message.messageSend': { userIds: ['user-zhangsan'], title: '探针消息', content: '内容' },
  'profile.addUserSetting': { projectNameRule: 'fileName' },
  'profile.updateLoginUser': {
    loginName: 'admin',
    no: 'A0001',
    job: '总经理',
    email: 'admin@example.cn',
  },
  'profile.invoiceSaveMy': {
    invoicesType: 2,
    personName: '王芳',
    companyName: '上海示例建设有限公司',
    honestyCode: '91310000MA1FL2XX3Q',
    email: 'finance@example.cn',
    registeredAddress: '上海市浦东新区世纪大道100号',
    phone: '021-68880000',
    bank: '中国工商银行上海浦东支行',
    bankAccount: '1001234567890123456',
    receiver: '王芳',
    receiveAddress: '上海市浦东新区世纪大道100号18楼',
  },
  'profile.updateUserConfig': { key: 'flow_start_List', value: '["leave","expense"]' },
  'file.fileItemQueryList': {
    pageNo: 1,
    pageSize: 10,
    params: { refModule: 'project', refRecordId: 'project-1', businessId: 'biz-1' },
  },
  'cms.cmsCategorySave': {
    parentId: 'cms-industry',
    name: '探针栏目',
    code: 'probe',
    sort: 1,
    remarks: '说明',
  },
  'cms.cmsCategoryUpdateList': [{ id: 'cms-picture', parentId: null, sort: 4 }],
  'cms.cmsArticleCreate': {
    categoryId: 'cms-news',
    title: '探针文章',
    summary: '摘要',
    content: '<p>正文</p>',
    author: '作者',
    source: '来源',
    status: 'draft',
    publishedAt: '2026-03-01 08:00:00',
    sort: 1,
    top: false,
  },
  'cms.cmsArticleUpdate': {
    id: 'article-award',
    categoryId: 'cms-news',
    title: '探针文章',
    summary: '摘要',
    content: '<p>正文</p>',
    author: '作者',
    source: '来源',
    status: 'published',
    publishedAt: '2026-03-01 08:00:00',
    sort: 1,
    top: true,
  },
  'cms.cmsArticleQueryList': {
    pageNo: 1,
    pageSize: 10,
    params: { categoryId: 'cms-news', title: '公司', status: 'published' },
  },
  'cms.cmsArticleUpdateSort': [{ id: 'article-award', sort: 1, top: true }],
  'cms.cmsWebArticleQueryList': {
    pageNo: 1,
    pageSize: 10,
    params: { companyId: 'demo', categoryId: 'cms-news', categoryCode: 'news', title: '公司' },
  },
  'footprint.footprintSave': {
    type: 30,
    menuName: '合同台账',
    businessId: 'HT-2025-0186',
    businessName: '市政道路咨询合同',
  },
  'footprint.footprintQueryList': {
    pageNo: 1,
    pageSize: 10,
    params: { type: 30, keyword: '合同', beginDate: '2026-03-01', endDate: '2026-03-02' },
  },
  'footprint.footprintAnalyzeList': { beginDate: '2026-03-01', endDate: '2026-03-02' },
  'footprint.footprintAdminQueryList': {
    pageNo: 1,
    pageSize: 10,
    params: {
      user: 'lisi',
      type: 30,
      menuName: '合同',
      beginDate: '2026-03-01',
      endDate: '2026-03-02',
    },
  },
  'footprint.footprintAdminDelete': { ids: ['fp-1'] },
  'workspace.windowLeftColumnSave': ['menu-home'],
  'workspace.windowNormalModeSave': [
    { title: '通知公告', code: 'notice', morePath: '/main-page/content-list?category=notice' },
    { title: '', code: '', morePath: '' },
  ],
  'workspace.windowWorkModeSave': {
    commonUse: '2',
    mainFunciton: ['1', '4'],
    showcheckedList: true,
    checkedList: ['menu-home'],
    showleftNav: true,
    leftNav: ['menu-home'],
  },
  'search.searchQueryList': {
    pageNo: 1,
    pageSize: 10,
    params: { searchkey: '合同', keyword: '合同', type: 'article', tableCode: 'article' },
  },
  'excel.excelTemplateQueryList': {
    pageNo: 1,
    pageSize: 10,
    params: { keyword: '用户', target: 'user' },
  },
  'excel.excelTemplateSave': {
    code: 'probe-import',
    name: '探针模板',
    target: 'member',
    sheetName: '会员',
    headerRow: 2,
    remarks: '说明',
    columns: [
      {
        field: 'name',
        title: '会员姓名',
        aliases: ['姓名'],
        type: 'string',
        required: true,
        dictCode: 'projectPost',
        unique: false,
        maxLength: 32,
        width: 16,
        sort: 1,
      },
      { field: 'phone', title: '手机号码' },
    ],
  },
  'excel.excelTemplateImportData': {
    templates: [
      {
        code: 'probe-import',
        name: '探针模板',
        target: 'member',
        sheetName: '会员',
        headerRow: 2,
        remarks: '说明',
        columns: [
          {
            field: 'name',
            title: '会员姓名',
            aliases: ['姓名'],
            type: 'string',
            required: true,
            dictCode: 'projectPost',
            unique: false,
            maxLength: 32,
            width: 16,
            sort: 1,
          },
          { field: 'phone', title: '手机号码' },
        ],
      },
    ],
    overwrite: false,
  },
  'excel.excelReadExcel': { sheet: 0, headerRow: 2 },
  'excel.excelConfirmExcel': {
    sheet: 0,
    headerRow: 2,
    colIndexMaps: { '0': 'name' },
    formId: 'form-1',
    projectId: 'project-1',
    projectNodeId: 'node-1',
    groupId: 'group-1',
  },
  'excel.excelDoImport': {
    code: 'member-import',
    encodedFileItem: 'no-such-file',
    colIndexMaps: { '0': 'name' },
    sheet: 0,
    headerRow: 2,
    formId: 'form-1',
    projectId: 'project-1',
    projectNodeId: 'node-1',
    groupId: 'group-1',
  },
  'excel.excelExportData': {
    // No such template: the answer stays an envelope (a real export answers the workbook).
    code: 'no-such-template',
    params: {
      keyword: '王',
      deptId: 'dept-root',
      roleId: 'role-finance',
      levelId: 'level-gold',
      areaId: 'area-east',
      type: 'projectPost',
      group: '国家标准',
    },
  },
  // ── Cost data (H6): projects, tree, bills, import, fees ──
  'finance.bankAccountQueryList': {
    pageNo: 1,
    pageSize: 10,
    params: { keyword: '基本户', enabled: true },
  },
  'finance.bankAccountSave': {
    accountUnit: '示例造价咨询有限公司',
    accountName: '探针账户',
    accountNo: '6217000099990001',
    bankName: '测试银行',
    currency: 'CNY',
    openingBalance: '1000.00',
    openingDate: '2025-01-01',
    departmentId: 'dept-finance',
    enabled: true,
    sort: 1,
  },
  'finance.bankImportPreview': {
    bankAccountImportConfig: { accountId: 'no-such-account', columns: { dateTime: 0, income: 2 } },
    excelSheetVo: { sheet: 0, headerRow: 5 },
    fileItems: ['no-such-file'],
  },
  'finance.bankImportExcel': {
    bankAccountImportConfig: { accountId: 'no-such-account', columns: { dateTime: 0 } },
    excelSheetVo: { sheet: 0, headerRow: 5 },
    fileItems: ['no-such-file'],
  },
  'finance.bankDetailQueryList': {
    pageNo: 1,
    pageSize: 10,
    params: {
      accountId: 'bank-acct-icbc',
      dateFrom: '2025-01-01',
      dateTo: '2025-12-31',
      direction: 'in',
      keyword: '咨询',
      isNeedClaim: true,
      isCorrect: false,
    },
  },
  'finance.bankDetailCorrect': {
    id: 'no-such-row',
    isCorrect: true,
    summary: '摘要',
    matter: '用途',
    memo: '备注',
  },
  'finance.bankDetailSetNeedClaim': {
    id: 'no-such-row',
    isNeedClaim: false,
    isChangeAccount: true,
  },
  'finance.bankSubscriptionQueryList': {
    pageNo: 1,
    pageSize: 10,
    params: {
      accountId: 'bank-acct-cmb',
      dateFrom: '2025-01-01',
      dateTo: '2025-12-31',
      keyword: '款',
      all: false,
    },
  },
  'finance.bankClaim': {
    bankDetailId: 'no-such-row',
    contractId: 'contract-001',
    amount: '100.00',
    memo: '认领',
  },
  'finance.bankUnclaim': { receiptId: 'no-such-receipt' },
  'finance.bankDayCount': {
    accountId: 'bank-acct-icbc',
    dateFrom: '2025-01-01',
    dateTo: '2025-01-31',
  },
  'finance.capitalPosition': {
    accountId: 'bank-acct-icbc',
    dateFrom: '2025-01-01',
    dateTo: '2025-01-31',
  },
  'followAudit.followAuditProjectQueryList': {
    pageNo: 1,
    pageSize: 10,
    params: { keyword: '花园' },
  },
  'followAudit.followAuditProjectSave': {
    name: '某住宅工程跟踪审计',
    customerId: null,
    contractor: '某建设集团',
    costProjectId: null,
    contractAmount: '1000000.00',
    payRatio: '0.8',
    advanceAmount: '100000',
    advanceStartRatio: '0.2',
    advanceDeductRatio: '0.3',
    retentionRatio: '0.03',
    memo: '按月计量',
  },
  'followAudit.followAuditItemSave': {
    projectId: 'no-such-project',
    code: '010101001001',
    name: '平整场地',
    unit: 'm2',
    contractQuantity: '100',
    unitPrice: '3.62',
  },
  'followAudit.followAuditItemsCopy': { projectId: 'no-such-project' },
  'followAudit.followAuditPeriodCreate': { projectId: 'no-such-project', period: '2025-01' },
  'followAudit.followAuditMeasureSave': {
    periodId: 'no-such-period',
    rows: [
      {
        itemId: 'no-such-item',
        reportedQuantity: '10',
        approvedQuantity: '9.5',
        overReason: '设计变更',
        memo: '现场签证',
      },
    ],
  },
  'followAudit.followAuditPaySave': {
    periodId: 'no-such-period',
    payAmount: '1000.00',
    opinion: '同意支付',
  },
  'followAudit.followAuditPaySubmit': { periodId: 'no-such-period' },
  'followAudit.followAuditPayApprove': {
    periodId: 'no-such-period',
    approved: false,
    reason: '需复核',
  },
  'invoicing.invoiceApplyQueryList': {
    pageNo: 1,
    pageSize: 10,
    params: {
      keyword: '咨询',
      status: 'submitted',
      kind: 'special',
      contractId: 'contract-001',
      overInvoicing: false,
      dateFrom: '2025-01-01',
      dateTo: '2025-12-31',
    },
  },
  'invoicing.invoiceApplySave': {
    contractId: 'contract-001',
    kind: 'special',
    buyerName: '某市住房和城乡建设局',
    buyerTaxNo: '91350100M000100Y43',
    buyerAddressPhone: '杭州市解放路18号 0571-87000000',
    buyerBankAccount: '工商银行杭州分行 1202000000000000001',
    amount: '1000.00',
    taxRate: '0.06',
    content: '咨询服务费',
    memo: '备注',
    overInvoicing: false,
    overReason: null,
    appliedDate: '2025-01-01',
  },
  'invoicing.invoiceApplySubmit': { id: 'no-such-application' },
  'invoicing.invoiceApplyIssue': {
    id: 'no-such-application',
    invoiceNo: '33001234567890',
    issuedDate: '2025-01-05',
  },
  'invoicing.invoiceApplyReturn': { id: 'no-such-application', reason: '开户行有误' },
  'invoicing.invoiceApplyVoid': {
    id: 'no-such-application',
    redInvoiceNo: '33001234567891',
    redDate: '2025-01-10',
    reason: '抬头有误',
  },
  'invoicing.overInvoicingQueryList': {
    pageNo: 1,
    pageSize: 10,
    params: { basis: 'received', keyword: '项目', departmentId: 'dept-cost-1' },
  },
  'invoicing.loanQueryList': {
    pageNo: 1,
    pageSize: 10,
    params: {
      keyword: '差旅',
      status: 'approved',
      borrowerId: 'user-zhangsan',
      departmentId: 'dept-cost-1',
      overdue: true,
      outstanding: true,
    },
  },
  'invoicing.loanSave': {
    borrowerId: 'user-zhangsan',
    departmentId: 'dept-cost-1',
    amount: '1000.00',
    purpose: '差旅备用金',
    loanDate: '2025-01-01',
    expectedRepayDate: '2025-02-01',
    memo: '备注',
  },
  'invoicing.loanSubmit': { id: 'no-such-loan' },
  'invoicing.loanApprove': { id: 'no-such-loan', approved: true, opinion: '同意' },
  'invoicing.loanRepay': {
    loanId: 'no-such-loan',
    amount: '100.00',
    repaidDate: '2025-01-10',
    memo: '现金归还',
  },
  'invoicing.priceRateCompute': { businessType: 'budget', basisAmount: '12000000' },
  'invoicing.priceRequestQueryList': {
    pageNo: 1,
    pageSize: 10,
    params: { keyword: '预算', status: 'approved', businessType: 'budget', usable: true },
  },
  'invoicing.priceRequestSave': {
    customerId: null,
    customerName: '某区教育局',
    projectName: '某中学新建工程预算编制',
    businessType: 'budget',
    basisKind: 'construction',
    basisAmount: '12000000',
    proposedFee: '42925',
    reason: '长期合作客户',
    departmentId: 'dept-cost-1',
  },
  'invoicing.priceRequestSubmit': { id: 'no-such-request' },
  'invoicing.priceRequestApprove': { id: 'no-such-request', approved: true, opinion: '同意' },
  'fundCompare.fundCompareQuery': {
    accountId: 'bank-acct-icbc',
    dateFrom: '2025-01-01',
    dateTo: '2025-01-31',
    kind: 'bankOnly',
  },
  'fundCompare.fundCompareMatch': { receiptId: 'no-such-receipt', bankDetailId: 'no-such-row' },
  'fundCompare.fundCompareUnmatch': { receiptId: 'no-such-receipt' },
  'fundCompare.contractFromPriceRequest': {
    priceRequestId: 'no-such-request',
    code: 'HT-2025-001',
    name: '某项目结算审核',
    signedDate: '2025-01-31',
    leaderUserId: 'user-lisi',
    region: '苏州',
  },
  'certificates.certificateQueryList': {
    pageNo: 1,
    pageSize: 10,
    params: {
      keyword: '造价',
      kind: 'cost_engineer_1',
      status: 'expiring',
      departmentId: 'dept-cost-1',
      userId: 'user-zhangsan',
    },
  },
  'certificates.certificateSave': {
    userId: 'user-zhangsan',
    kind: 'cost_engineer_1',
    certNo: '建[造]13330000099999',
    registeredUnit: '示例造价咨询有限公司',
    issueDate: '2020-01-01',
    validUntil: '2026-12-31',
    educationHours: 30,
    fileId: null,
    memo: '备注',
  },
  'certificates.certificateExport': { params: { kind: 'supervisor', status: 'valid' } },
  'costFiles.costFileQueryList': {
    pageNo: 1,
    pageSize: 10,
    params: { keyword: '结算', projectId: 'cost-demo-residential', stage: 'settlement' },
  },
  'costFiles.costFileSave': {
    projectId: 'cost-demo-residential',
    stage: 'settlement',
    name: '结算审核报告',
    fileId: 'file-1',
    remark: '终稿',
  },
  'einvoice.einvoiceQueryList': {
    pageNo: 1,
    pageSize: 10,
    params: {
      keyword: '酒店',
      direction: 'in',
      source: 'manual',
      verifyStatus: 'verified',
      contractId: 'contract-001',
      dateFrom: '2025-01-01',
      dateTo: '2025-12-31',
    },
  },
  'einvoice.einvoiceSave': {
    direction: 'in',
    invoiceCode: null,
    invoiceNumber: '25332000000099990001',
    invoiceType: 'normal',
    issueDate: '2025-03-01',
    sellerName: '杭州西湖国际大酒店有限公司',
    sellerTaxNo: '91350100M000100Y43',
    buyerName: '示例造价咨询有限公司',
    buyerTaxNo: null,
    amount: '1000.00',
    taxAmount: '60.00',
    total: '1060.00',
    contractId: null,
    reimbursementNo: 'BX-1',
    fileId: null,
    memo: null,
  },
  'einvoice.einvoiceVerify': {
    id: 'no-such-invoice',
    verifyStatus: 'verified',
    verifiedDate: '2025-03-02',
  },
  'einvoice.einvoiceImport': { direction: 'in', fileItems: ['no-such-file'] },
  'einvoice.einvoiceVerifyBatch': { ids: ['no-such-invoice'], note: '月末查验' },
  'financeExtra.financePayPriceSave': {
    contractId: 'no-such-contract',
    cycles: [
      { name: '签约后', ratio: '0.3', dueDate: '2025-03-01', condition: '合同签订后10日内' },
      { name: '审定后', amount: '7000.00', dueDate: null, condition: null },
    ],
  },
  'profits.profitsBusinessProfit': {
    startMonth: '2025-01',
    endMonth: '2025-06',
    departmentId: 'dept-cost-1',
  },
  'profits.profitsDepartmentFunds': {
    startMonth: '2025-01',
    endMonth: '2025-06',
    departmentId: 'dept-cost-1',
  },
  'profits.profitsDepartmentFundsView': {
    startMonth: '2025-01',
    endMonth: '2025-06',
    departmentId: 'dept-cost-1',
  },
  'profits.profitsContractIncome': {
    pageNo: 1,
    pageSize: 10,
    params: {
      year: 2025,
      businessType: 'settlement',
      departmentId: 'dept-cost-1',
      keyword: '学校',
    },
  },
  'profits.profitsCostEntryList': {
    pageNo: 1,
    pageSize: 10,
    params: {
      departmentId: 'dept-cost-1',
      category: 'direct',
      subject: '工资',
      contractId: 'contract-001',
      dateFrom: '2025-01-01',
      dateTo: '2025-01-31',
      keyword: '外包',
    },
  },
  'profits.profitsCostEntrySave': {
    departmentId: 'dept-office',
    category: 'indirect',
    subject: '办公',
    amount: '1200.00',
    occurredDate: '2025-03-01',
    contractId: null,
    memo: '打印纸',
    fileIds: [],
  },
  'objectives.objectivesPlanGet': { year: 2026 },
  'objectives.objectivesSplitPreview': {
    year: 2026,
    departmentId: 'dept-cost-1',
    measure: 'contract',
    annual: '1200000.00',
    method: 'manual',
    months: [
      '100000',
      '100000',
      '100000',
      '100000',
      '100000',
      '100000',
      '100000',
      '100000',
      '100000',
      '100000',
      '100000',
      '100000',
    ],
  },
  'objectives.objectivesPlanSave': {
    year: 2027,
    totals: { contract: '1000000', production: '0', receipt: '0', profit: '0' },
    targets: [
      { departmentId: 'dept-cost-1', measure: 'contract', annual: '1000000', method: 'even' },
    ],
  },
  'objectives.objectivesPlanIssue': { year: 2027 },
  'objectives.objectivesPlanAdjust': {
    year: 2026,
    reason: '新签大额合同',
    totals: { contract: '1000000', production: '0', receipt: '0', profit: '0' },
    targets: [
      { departmentId: 'dept-cost-1', measure: 'contract', annual: '1000000', method: 'last_year' },
    ],
  },
  'objectives.objectivesProduction': { year: 2025, departmentId: 'dept-cost-1' },
  'objectives.objectivesProgressList': { month: '2026-02', departmentId: 'dept-cost-1' },
  'objectives.objectivesProgressSave': {
    month: '2026-02',
    items: [{ contractId: 'contract-001', progress: '50.00' }],
  },
  'finance.customerQueryList': {
    pageNo: 1,
    pageSize: 10,
    params: { keyword: '建设', kind: 'government', isKey: true },
  },
  'finance.contractQueryList': {
    pageNo: 1,
    pageSize: 10,
    params: {
      keyword: '结算',
      customerId: 'customer-01',
      businessType: 'settlement',
      status: 'executing',
      departmentId: 'dept-cost-1',
      signedFrom: '2024-01-01',
      signedTo: '2025-12-31',
    },
  },
  'cost.projectSearch': {
    pageNo: 1,
    pageSize: 20,
    params: { searchContent: '花园', fileType: 'control', priceDateFrom: '2024-01-01' },
  },
  'cost.projectSearchSave': { name: '常用查询', condition: { region: '杭州' } },
  'cost.projectSave': {
    name: '探针项目',
    code: 'P-1',
    kind: 'residential-high',
    region: '杭州市',
    priceDate: '2024-06-30',
    area: '1,000.50',
    floors: 18,
    features: { 结构类型: '剪力墙' },
  },
  'cost.projectNodeSave': {
    projectId: 'no-such-project',
    parentId: 'no-such-node',
    level: 'single',
    code: '01',
    name: '1#楼',
  },
  'cost.projectNodeUpdateList': [{ id: 'no-such-node', parentId: 'no-such-parent', sort: 1 }],
  'cost.billQueryList': {
    pageNo: 1,
    pageSize: 20,
    params: { nodeId: 'no-such-node', keyword: '钢筋' },
  },
  'cost.billSave': {
    id: 'no-such-bill',
    name: '平整场地',
    features: '三类土',
    unit: 'm2',
    quantity: '1200',
    unitPrice: '2.35',
  },
  'cost.projectImportExcel': {
    projectId: 'no-such-project',
    projectNodeId: 'no-such-node',
    fileItems: ['no-such-file'],
    name: '建筑与装饰工程',
    code: '0101',
  },
  'cost.projectImportPreview': {
    projectId: 'no-such-project',
    projectNodeId: 'no-such-node',
    fileItems: ['no-such-file'],
    name: '建筑与装饰工程',
  },
  'cost.feeQueryTree': { params: { projectId: 'no-such-project', nodeId: 'no-such-node' } },
  'cost.feeInit': { projectId: 'no-such-project', nodeId: 'no-such-node' },
  'cost.feeAdd': {
    projectId: 'no-such-project',
    nodeId: 'no-such-node',
    code: 'G',
    name: '优质工程增加费',
    base: 'A',
    rate: '1.5',
  },
  'cost.feeUpdate': {
    id: 'no-such-fee',
    code: 'G',
    name: '优质工程增加费',
    base: 'A',
    rate: '1.5',
  },
  'cost.feeGetBySymbol': { projectId: 'no-such-project', nodeId: 'no-such-node', symbol: 'FBFXHJ' },
  'cost.feeValueByFormula': {
    projectId: 'no-such-project',
    nodeId: 'no-such-node',
    formula: 'A*2',
  },
  'cost.feeVerifyFormula': {
    projectId: 'no-such-project',
    nodeId: 'no-such-node',
    formula: 'A+B',
    code: 'G',
  },
  'cost.feeSysUpdate': { projectId: 'no-such-project' },
  'costKinds.kindAttrQueryList': { kindId: 'no-such-kind', scope: 'project' },
  'costKinds.featureQueryProperty': { projectId: 'no-such-project' },
  'costKinds.featureQueryAttrProperty': { projectId: 'no-such-project' },
  'costKinds.featureSaveBase': {
    projectId: 'no-such-project',
    kindId: 'no-such-kind',
    area: '1200.50',
    floors: 6,
    region: '南京',
  },
  'costKinds.featureSaveProject': { projectId: 'no-such-project', values: { 建筑面积: '1200' } },
  'costKinds.featureSaveNode': {
    projectId: 'no-such-project',
    nodeId: 'no-such-node',
    functionId: 'no-such-kind',
    values: { 层数: '6' },
  },
  'costKinds.factorQuerySpecialList': { projectId: 'no-such-project' },
  'costKinds.factorSave': {
    projectId: 'no-such-project',
    factors: [{ code: 'K1', name: '系数', unit: '', value: '1.2', formula: null }],
    dryRun: true,
  },
  'costKinds.factorDeleteAll': { projectId: 'no-such-project' },
  'costKinds.factorSetDefault': { projectId: 'no-such-project' },
  'costKinds.factorList': { projectId: 'no-such-project' },
  'costKinds.factorImport': { projectId: 'no-such-project', fileItems: ['no-such-file'] },
  'costKinds.feeToolBaseQueryList': { pageNo: 1, pageSize: 20, params: { area: '江苏省' } },
  'costKinds.feeToolBaseSave': {
    area: '江苏省',
    year: 2024,
    name: '费用定额',
    taxMethod: 'general',
  },
  'costKinds.feeToolDetailQueryList': { baseId: 'no-such-base' },
  'costKinds.feeToolDetailSave': {
    baseId: 'no-such-base',
    code: 'G',
    name: '优质工程增加费',
    category: 'custom',
    base: 'A',
    rate: '1.5',
  },
  'costKinds.feeToolSimpleGet': { baseId: 'no-such-base' },
  'costKinds.feeToolSimpleSave': {
    baseId: 'no-such-base',
    overheadRate: '25',
    profitRate: '10',
    lawfeeRate: '21',
    safetyRate: '3.1',
    taxRate: '9',
  },
  'costKinds.feeToolImportFromBase': {
    projectId: 'no-such-project',
    nodeId: 'no-such-node',
    baseId: 'no-such-base',
  },
  'cost.qualityStart': {
    projectId: 'no-such-project',
    checks: ['analyzerBillAndMaterial'],
    controlProjectId: null,
  },
  'cost.qualityRecords': { projectId: 'no-such-project' },
  'cost.qualityFindings': {
    pageNo: 1,
    pageSize: 20,
    params: { recordId: 'no-such-record', severity: 'ERROR', includeIgnored: false },
  },
  'cost.qualitySetIgnore': { ids: ['no-such-finding'], ignored: true },
  'cost.qualitySetOpinion': { id: 'no-such-finding', opinion: '已核实' },
  'cost.qualitySaveViewState': { ids: ['no-such-finding'], viewed: true },
  'cost.qualityRunCheck': { projectId: 'no-such-project', controlProjectId: null },
  'cost.qualityReport': { recordId: 'no-such-record' },
  'costUnusual.costUnusualAnalyze': { projectId: 'no-such-project' },
  'costUnusual.costUnusualMarkBills': { projectId: 'no-such-project' },
  'costUnusual.costLogicalCheck': { projectId: 'no-such-project' },
  'costUnusual.costLogicalRecordList': { projectId: 'no-such-project' },
  'costUnusual.costLogicalBillList': { projectId: 'no-such-project', rule: 'concreteRebar' },
  'costUnusual.costLogicalSaveCheckRecord': {
    id: 'no-such-result',
    ignored: true,
    opinion: '已核实',
  },
  'costAnalysis.analyze1Tree': { projectId: 'no-such-project' },
  'costAnalysis.analyze1TreeForBill': { projectId: 'no-such-project', nodeId: 'no-such-node' },
  'costAnalysis.analyze2Tree': { projectId: 'no-such-project' },
  'costAnalysis.analyze3Tree': { projectId: 'no-such-project', nodeId: 'no-such-node' },
  'costAnalysis.analyzeProjectData': { projectId: 'no-such-project' },
  'costAnalysis.analyzeGroupColumn': { projectIds: ['no-such-a', 'no-such-b'] },
  'costAnalysis.analyzeGroupData': { projectIds: ['no-such-a', 'no-such-b'] },
  'costAnalysis.relativityAnalyzeTree': { projectId: 'no-such-project' },
  'costAnalysis.relativityAnalyzeBills': {
    projectId: 'no-such-project',
    unitId: 'no-such-unit',
    modelId: 'rebarPerConcrete',
    side: 'a',
  },
  'costAnalysis.expandAnalyzeTree': { projectId: 'no-such-project' },
  'costProjectFiles.projectSubjectCondition': { searchContent: '土建' },
  'costProjectFiles.projectBillCondition': {},
  'costProjectFiles.projectMaterialCondition': {},
  'costProjectFiles.projectItemsCondition': {},
  'costProjectFiles.projectRelativityCondition': {},
  'costProjectFiles.projectExpandCondition': {},
  'costProjectFiles.projectFileAttach': { projectId: 'no-such-project', fileIds: ['no-such-file'] },
  'costProjectFiles.projectReadExcel': { fileId: 'no-such-file' },
  'costProjectFiles.projectFileImport': { projectId: 'no-such-project', fileId: 'no-such-file' },
  'costProjectFiles.projectReadExcelEx': { fileId: 'no-such-file' },
  'costProjectFiles.projectExcelPreview': { fileId: 'no-such-file', sheet: 0 },
  'costProjectFiles.projectReadPriceExcel': { fileId: 'no-such-file' },
  'costProjectFiles.projectLookCount': { ids: ['no-such-project'] },
  'costProjectFiles.projectXmlSummaryPost': { projectId: 'no-such-project' },
  'costProjectFiles.projectIntoPersonLib': { projectId: 'no-such-project' },
  'costAnalysis.indicatorFunnel': { projectId: 'no-such-project', indicator: 'costPerM2' },
  'cost.qualityRangeSetSave': {
    key: 'analyzerBillAndMaterial.resourceQuantity',
    overrides: [
      { projectKind: 'basement', fileType: 'control', min: '0', max: '0.5', severity: 'WARN' },
    ],
  },
  'costMaterials.materialQueryList': {
    pageNo: 1,
    pageSize: 50,
    params: { projectId: 'no-such-project', kind: 'material', coding: 'coded', keyword: '钢筋' },
  },
  'costMaterials.materialQueryListSummary': { projectId: 'no-such-project' },
  'costRules.rulesMaterialQueryListFront': {
    pageNo: 1,
    pageSize: 20,
    params: { projectId: 'no-such-project', kind: 'material', coding: 'uncoded', keyword: '钢筋' },
  },
  'costRules.rulesMaterialSave': {
    projectId: 'no-such-project',
    code: '01010101',
    name: '钢筋',
    spec: 'HRB400',
    unit: 't',
  },
  'costRules.rulesFactorQuerySpecialList2': { projectId: 'no-such-project' },
  'costRules.rulesSubjectFactorsSave': { subjectCode: '01', factorCodes: ['JZMJ'] },
  'costRules.rulesSubjectFactorsList': { subjectCode: '01' },
  'costRules.rulesSaveProjectTreeInfo': {
    projectId: 'no-such-project',
    nodes: [{ nodeId: 'no-such-node', factors: [{ code: 'JZMJ', value: '1200.5' }] }],
  },
  'costRules.rulesAnalyzeSaveFactor': {
    projectId: 'no-such-project',
    code: 'JZMJ',
    value: '1200',
    name: '建筑面积',
  },
  'costRules.rulesQualitySaveForm': {
    recordId: 'no-such-record',
    name: '招标控制价审查',
    checker: '张三',
    remark: '首轮',
  },
  'costRules.rulesQualityFeeChecks': { recordId: 'no-such-record', parentId: 'no-such-fee' },
  'costRules.rulesQualitySupplyScale': { projectId: 'no-such-project', maxShare: '30' },
  'costRules.rulesCatalogueList': { pageNo: 1, pageSize: 20, keyword: '钢筋' },
  'costRules.rulesCatalogueSave': {
    groupCode: '01',
    groupName: '黑色及有色金属',
    classCode: '0101',
    className: '钢筋',
    code: '01010199',
    name: '钢筋',
    spec: 'HRB600',
    unit: 't',
  },
  'costRules.rulesLogicalSave': {
    key: 'probeRule',
    title: { zh: '有桩必有承台', en: 'Piles imply caps', es: 'Pilotes implican encepados' },
    a: { name: { zh: '桩' }, prefixes: ['010301'], names: [], notNames: [] },
    b: { name: { zh: '承台' }, prefixes: [], names: ['承台'], notNames: [] },
    relation: 'implies',
    tolerance: '0',
    severity: 'WARN',
  },
  'costRules.rulesTableReset': { table: 'logical' },
  'costMaterials.materialGetSourceBill': { projectId: 'no-such-project', code: '01010101' },
  'costMaterials.materialGetSourceBillByIds': {
    projectId: 'no-such-project',
    codes: ['01010101'],
  },
  'costMaterials.materialAutoCoderByItem': { projectId: 'no-such-project', codes: ['01010101'] },
  'costMaterials.materialAutoCoder': { progressId: 'progress-probe-1' },
  'costMaterials.materialUpdateByItem': {
    projectId: 'no-such-project',
    code: '01010101',
    catalogueCode: '01010101',
  },
  'costMaterials.materialCleanByItem': { projectId: 'no-such-project', codes: ['01010101'] },
  'costMaterials.materialUpdateTransformedQuantity': {
    projectId: 'no-such-project',
    code: '01010101',
    transformUnit: 't',
    factor: '0.001',
  },
  'costMaterials.materialSumTransformedQuantity': { projectId: 'no-such-project' },
  'costMaterials.materialAllItemSummary': { projectId: 'no-such-project' },
  'costSubjects.subjectAnalyzeByCode': {
    projectId: 'no-such-project',
    nodeId: 'no-such-node',
    progressId: 'progress-probe-1',
  },
  'costSubjects.subjectAnalyzeByIntellect': {
    projectId: 'no-such-project',
    nodeId: 'no-such-node',
    progressId: 'progress-probe-1',
  },
  'costSubjects.subjectClearAll': { projectId: 'no-such-project' },
  'costSubjects.subjectClearForNode': { projectId: 'no-such-project', nodeId: 'no-such-node' },
  'costSubjects.subjectClearBill': { billIds: ['no-such-bill'] },
  'costSubjects.subjectTree': { projectId: 'no-such-project', nodeId: 'no-such-node' },
  'costSubjects.subjectBills': {
    pageNo: 1,
    pageSize: 50,
    params: { projectId: 'no-such-project', subjectCode: '0402', unassigned: false },
  },
  'costSubjects.subjectFindSimilarBill': { billId: 'no-such-bill', limit: 10 },
  'costSubjects.subjectConfirmSimilarBill': { billIds: ['no-such-bill'], subjectCode: '0402' },
  'costSubjects.subjectCount': { projectId: 'no-such-project' },
  'costSubjects.subjectSplice': { billIds: ['no-such-bill', 'no-such-bill-2'], name: '拼接清单' },
  'costSubjects.subjectCancelSplice': { id: 'no-such-splice' },
  'costMaterials.materialItCoderByItem': { projectId: 'no-such-project', codes: ['ZX0002'] },
  'costMaterials.materialCountCoding': { projectId: 'no-such-project', nodeId: 'no-such-node' },
  'costSubjects.subjectSelectBill': {
    pageNo: 1,
    pageSize: 20,
    params: { projectId: 'no-such-project', subjectCode: '0402', keyword: '柱' },
  },
  'costSubjects.subjectAddBill': { subjectCode: '0402', billIds: ['no-such-bill'] },
  'costSubjects.subjectDelBill': { billIds: ['no-such-bill'] },
  'costSubjects.subjectReAddBill': { projectId: 'no-such-project', billIds: ['no-such-bill'] },
  'costSubjects.subjectValidSplice': { billIds: ['no-such-bill'], id: 'no-such-splice' },
  'costSubjects.subjectAddSpliceBill': { id: 'no-such-splice', billIds: ['no-such-bill'] },
  'costSubjects.subjectDelSpliceBill': { id: 'no-such-splice', billIds: ['no-such-bill'] },
  'costSubjects.subjectUpdateBillQuantity': { billId: 'no-such-bill', quantity: '12.5' },
  'costSubjects.subjectAddNorm': {
    billId: 'no-such-bill',
    norm: { code: '5-1', name: '现浇混凝土柱', unit: 'm3', quantity: '1.5', price: '420.00' },
  },
  'costSubjects.subjectDelNorm': { billId: 'no-such-bill', index: 0 },
  'costSubjects.subjectSetNormQuantity': { billId: 'no-such-bill', index: 0, quantity: '2' },
  'costSubjects.subjectAnalyzeAll': {
    projectId: 'no-such-project',
    nodeId: 'no-such-node',
    progressId: 'progress-probe-1',
  },
  'costSubjects.subjectUpdateTree': { projectId: 'no-such-project', fromCode: '03', toCode: '05' },
  'costBillModels.billModelSet': { billIds: ['no-such-bill'], modelId: 'no-such-model' },
  'costBillModels.billModelSaveAndSet': {
    billId: 'no-such-bill',
    modelId: 'no-such-model',
    bill: { name: '矩形柱', features: '1. 混凝土种类：商品混凝土', unit: 'm3' },
  },
  'costBillModels.billModelSetAttr': {
    billId: 'no-such-bill',
    attributes: [{ name: '混凝土种类', value: '商品混凝土' }],
  },
  'costBillModels.billModelSaveAndSetAttr': {
    billId: 'no-such-bill',
    attributes: [{ name: '混凝土种类', value: '商品混凝土' }],
  },
  'costBillModels.hkBillTree': { projectId: 'no-such-project' },
  'costBillModels.hkBillClearAll': { projectId: 'no-such-project' },
  'costBillModels.hkBillSaveFixValue': {
    modelId: 'no-such-model',
    attributes: [{ name: '混凝土种类', fixValue: '商品混凝土' }],
  },
  'costBillModels.hkBillAnalyze': { progressId: 'progress-probe-1' },
  'costBillModels.subjectModelAnalyzeFlag': {
    nodeId: 'no-such-node',
    progressId: 'progress-probe-1',
  },
  'costBillModels.subjectModelItAnalyze': {
    nodeId: 'no-such-node',
    progressId: 'progress-probe-1',
  },
  'costBillModels.subjectBookList': { pageNo: 1, pageSize: 20, params: { name: '科目' } },
  'costBillModels.billBookVersion': { projectId: 'no-such-project' },
  'costBillModels.normBookVersion': { projectId: 'no-such-project' },
  'costBillModelBills.billModelBillList': {
    projectId: 'no-such-project',
    pageNo: 1,
    pageSize: 20,
    params: { status: 'manual', keyword: '柱' },
  },
  'bonus.bonusRuleList': { pageNo: 1, pageSize: 20, params: { businessType: 'settlement' } },
  'bonus.bonusRuleSave': {
    name: '结算审核奖金规则',
    businessType: 'settlement',
    rate: '0.2',
    effectiveFrom: '2025-01-01',
    roleSplits: SPLITS,
  },
  'bonus.bonusTemplateSave': {
    name: '标准方案',
    figures: [{ businessType: 'budget', rate: '0.2', roleSplits: SPLITS }],
  },
  'bonus.bonusTemplateApply': { id: 'no-such-template', effectiveFrom: '2025-01-01' },
  'bonus.bonusEntrustList': { pageNo: 1, pageSize: 20, params: {} },
  'bonus.bonusEntrustSave': {
    principalUserId: 'no-such-user',
    agentUserId: 'no-such-agent',
    startDate: '2025-01-01',
    endDate: '2025-12-31',
  },
  'bonus.bonusContractList': { pageNo: 1, pageSize: 20, params: { keyword: '结算' } },
  'bonus.bonusCalculationList': { pageNo: 1, pageSize: 20, params: { status: 'draft' } },
  'bonus.bonusCalculate': {
    contractId: 'no-such-contract',
    periodFrom: '2025-01-01',
    periodTo: '2025-06-30',
    coefficient: '1',
  },
  'bonus.bonusAdjustmentList': { pageNo: 1, pageSize: 20, params: {} },
  'bonus.bonusAdjust': {
    calculationId: 'no-such-calculation',
    fromAllocationId: 'no-such-from',
    toAllocationId: 'no-such-to',
    amount: '100.00',
    reason: '工作量调整',
  },
  'bonus.bonusPaymentList': { pageNo: 1, pageSize: 20, params: {} },
  'bonus.bonusPay': { allocationIds: ['no-such-allocation'], paidDate: '2025-07-10' },
  'bonus.myBonusList': { pageNo: 1, pageSize: 20, params: { year: 2025 } },
  'bonus.myBonusSum': { year: 2025 },
  'workflow.wfModelList': { pageNo: 1, pageSize: 20, params: { name: '申领' } },
  'workflow.wfModelSave': {
    key: 'badInputFlow',
    name: '测试流程',
    categoryId: 'wf-cat-admin',
    xml: '<definitions/>',
    pcEnabled: true,
  },
  'workflow.wfProcdefList': { pageNo: 1, pageSize: 20, params: { name: '申领' } },
  'workflow.wfFavourite': { key: 'officeSupplies', favourite: true },
  'workflow.wfStart': { processCode: 'officeSupplies', title: '申领', values: { item: '纸' } },
  'workflow.wfTaskAct': { action: 'approve', taskId: 'no-such-task', opinion: '同意' },
  'workflow.wfWithdraw': { opinion: '撤回' },
  'workflow.wfTodoList': { pageNo: 1, pageSize: 20, params: { title: '申领' } },
  'workflow.wfDoneList': { pageNo: 1, pageSize: 20, params: { title: '申领' } },
  'workflow.wfMyList': { pageNo: 1, pageSize: 20, params: { status: 'running' } },
  'workflow.wfCopyList': { pageNo: 1, pageSize: 20, params: { title: '申领' } },
  'workflow.wfAdminProcessList': { pageNo: 1, pageSize: 20, params: { status: 'running' } },
  'workflow.wfAdminTaskList': { pageNo: 1, pageSize: 20, params: { title: '申领' } },
  'workflow.wfAdminTerminate': { opinion: '作废' },
  'workflow.wfAdminJump': { to: 'os_leader', opinion: '跳转' },
  'workflow.wfFocus': { instanceId: 'no-such-instance', focus: true },
  'workflow.wfFocusList': { pageNo: 1, pageSize: 20, params: { title: '申领' } },
  'workflow.wfBusinessList': { pageNo: 1, pageSize: 20, params: { status: 'running' } },
  'workflow.wfStartRolesSave': { roleIds: ['role-finance'] },
  'workflow.wfFlowSettingSave': {
    base: { description: '说明', sort: 1 },
    notices: { steps: { os_leader: { onArrive: true, users: [] } }, end: { tellStarter: true } },
    expire: { steps: { os_leader: { hours: 24 } } },
    advance: { allowWithdraw: true, opinionRequired: 'reject', rejectTo: 'any' },
  },
  'workflow.wfDeptLeaderSave': { deptId: 'dept-general', userIds: ['user-admin'] },
  'forms.formDefinitionList': { pageNo: 1, pageSize: 20, params: { name: '表单' } },
  'forms.formDefinitionSave': {
    code: 'badInputForm',
    name: '测试表单',
    processKey: null,
    categoryName: '测试',
    permission: 'demo:test',
    fields: [{ key: 'name', label: '名称', type: 'text', required: true, width: 2, listed: true }],
    nodes: {},
  },
  'forms.formRecordList': {
    pageNo: 1,
    pageSize: 20,
    params: { keyword: '纸', filters: { name: '纸' } },
  },
  'forms.formRecordSave': { values: { name: '纸' } },
  'forms.formRecordSubmit': { title: '提交' },
  'costNodes.nodeEngineerFeatureForSearch': { functionId: 'no-such-kind' },
  'costNodes.nodeSaveEngineerInfo': {
    projectId: 'no-such-project',
    nodeId: 'no-such-node',
    name: '1#楼',
    code: 'S1',
    area: '1200.50',
    functionId: 'no-such-kind',
    values: { 层数: '6' },
  },
  'costNodes.nodeSysBaseInfo': { projectId: 'no-such-project' },
  'costNodes.projectTreeCreate': {
    projectId: 'no-such-project',
    parentId: null,
    name: '主体',
    remark: '备注',
    nodeIds: ['no-such-node'],
  },
  'costNodes.projectTreeUpdate': { id: 'no-such-folder', name: '主体', remark: null, nodeIds: [] },
  'costNodes.projectTreeDrag': {
    projectId: 'no-such-project',
    type: 'node',
    id: 'no-such-node',
    targetId: 'no-such-folder',
    fromId: null,
    index: 0,
  },
  'costNodes.projectTreeFind': { projectId: 'no-such-project', keyword: '主体' },
  'costNodes.nodeProjectSaveFeature': {
    projectId: 'no-such-project',
    values: { 建筑面积: '1200' },
  },
  'costNodes.nodeProjectQueryProperty': { projectId: 'no-such-project' },
  'costNodes.nodeProjectQueryAttrProperty': { projectId: 'no-such-project' },
  'costNodes.projectAuthorizeSave': {
    projectId: 'no-such-project',
    members: [{ userId: 'no-such-user', canAudit: true, remark: '主审' }],
  },
};

/** Fields that take any characters by design: passwords, and the sign-in's own credentials. */
const FREE_TEXT = new Set([
  'password',
  'adminPassword',
  'username',
  'captcha',
  'oldPassword',
  'newPassword',
  'repeatPassword',
]);

/** Fields checked against another: a change to one may be reported on the other. */
const CHECKED_AGAINST: Record<string, string[]> = { newPassword: ['repeatPassword'] };

/** Rich text (article HTML, sanitised on save): markup is kept and long text is normal. */
const RICH_TEXT = new Set([
  'cms.cmsArticleCreate:content',
  'cms.cmsArticleUpdate:content',
  // BPMN XML as the designer saves it: markup by nature, parsed (never rendered) on deploy.
  'workflow.wfModelSave:xml',
]);

// Uploads (file.fileItemUpload, fileUpload, upload) take multipart/form-data, not a JSON body, so
// they declare none and are not generated here; modules/file/file.test.ts sends them bad input.
const withBodies = Object.entries(contract).flatMap(([area, endpoints]) =>
  Object.entries(endpoints as Record<string, Endpoint>)
    .filter(([, endpoint]) => endpoint.body)
    .map(([name, endpoint]) => ({ key: `${area}.${name}`, endpoint })),
);

function typeOf(schema: JsonSchema): string {
  // A decimal typed as text or sent as a number (cost.ts decimalInput): neither is "wrong".
  const types = [schema.type, ...(schema.anyOf ?? []).map((s) => s.type)].flat();
  if (types.includes('string') && types.includes('number')) return 'stringOrNumber';
  if (schema.anyOf) return typeOf(schema.anyOf.find((s) => s.type !== 'null') ?? {});
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  return type ?? 'string';
}

function wrongValueFor(type: string): unknown {
  if (type === 'string') return 12345;
  if (type === 'array') return 'not-a-list';
  if (type === 'object') return 'not-an-object';
  if (type === 'boolean') return 'not-a-boolean';
  if (type === 'stringOrNumber') return true;
  return 'not-a-number';
}

interface Mutation {
  title: string;
  field: string;
  body: unknown;
  /** Undefined: must be refused; true: may also be accepted as plain text (never a 5xx). */
  mayAccept?: boolean;
}

/** One field at a time: path is where it sits ("name", "params.keyword", "0.id"). */
function mutations(base: unknown, schema: JsonSchema, key = ''): Mutation[] {
  const found: Mutation[] = [];
  const setAt = (path: (string | number)[], value: unknown, remove = false): unknown => {
    const copy: unknown = structuredClone(base);
    let target = copy as Record<string | number, unknown>;
    for (const step of path.slice(0, -1)) target = target[step] as Record<string | number, unknown>;
    const last = path.at(-1)!;
    if (remove) delete target[last];
    else target[last] = value;
    return copy;
  };
  const visit = (
    node: JsonSchema,
    path: (string | number)[],
    value: unknown,
    required: boolean,
  ) => {
    const field = path.join('.');
    const type = typeOf(node);
    found.push({ title: `${field}: wrong type`, field, body: setAt(path, wrongValueFor(type)) });
    if (required)
      found.push({ title: `${field}: missing`, field, body: setAt(path, undefined, true) });
    if (type === 'object' && node.properties && value && typeof value === 'object') {
      for (const [name, child] of Object.entries(node.properties)) {
        if (name in value)
          visit(
            child,
            [...path, name],
            (value as Record<string, unknown>)[name],
            (node.required ?? []).includes(name),
          );
      }
    }
    if (type === 'array' && node.items && Array.isArray(value) && value.length > 0) {
      visit(node.items, [...path, 0], value[0], true);
    }
    if (type === 'string') {
      const leaf = String(path.at(-1));
      const rich = RICH_TEXT.has(`${key}:${field}`);
      const free = FREE_TEXT.has(leaf) || rich;
      found.push({
        title: `${field}: 10,000 characters`,
        field,
        body: setAt(path, LONG),
        mayAccept: rich,
      });
      found.push({ title: `${field}: markup`, field, body: setAt(path, HTML), mayAccept: free });
      found.push({
        title: `${field}: SQL`,
        field,
        body: setAt(path, SQL_INJECTION),
        // Structured fields (ids, codes, names to sign in with) refuse it; free text stores it verbatim.
        mayAccept: free || !node.pattern,
      });
    }
  };
  const root = schema;
  const rootType = typeOf(root);
  found.push({
    title: 'body: wrong type',
    field: 'body',
    body: rootType === 'array' ? { not: 'a list' } : 'not an object',
  });
  if (rootType === 'object' && root.properties && base && typeof base === 'object') {
    for (const [name, child] of Object.entries(root.properties)) {
      if (name in base)
        visit(
          child,
          [name],
          (base as Record<string, unknown>)[name],
          (root.required ?? []).includes(name),
        );
    }
  }
  if (rootType === 'array' && root.items && Array.isArray(base) && base.length > 0) {
    visit(root.items, [0], base[0], true);
  }
  return found;
}

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ captchaEnabled: false });
  admin = await t.tokenOf('admin', 'Admin@123456');
  // An upload the bodies may name (造价文件管理 saves one).
  const now = t.clock.now();
  await t.database.db.insert(fileItems).values({
    id: 'file-1',
    companyId: 'demo',
    fileName: '结算审核报告.pdf',
    suffix: 'pdf',
    contentType: 'application/pdf',
    size: 1,
    storageKey: 'demo/2026/03/file-1',
    createdAt: now,
    createdBy: 'user-admin',
    updatedAt: now,
    updatedBy: 'user-admin',
  });
});
afterAll(() => t.close());

const TABLES = [
  'companies',
  'departments',
  'users',
  'roles',
  'user_roles',
  'menus',
  'role_menus',
  'role_departments',
  'areas',
  'project_kinds',
  'member_levels',
  'members',
  'role_member_levels',
  'role_data_refs',
  'parameters',
  'dict_types',
  'dict_items',
  'file_items',
  'user_settings',
  'user_configs',
  'messages',
  'cms_categories',
  'cms_articles',
  'footprints',
  'search_tokens',
  'login_qr_codes',
  'sso_sessions',
  'invoice_infos',
  'saas_menus',
  'saas_grades',
  'saas_grade_menus',
  'saas_roles',
  'saas_role_menus',
  'clubs',
  'club_members',
  'excel_templates',
  'excel_template_columns',
  'cost_projects',
  'cost_nodes',
  'cost_bills',
  'cost_fees',
  'cost_saved_searches',
  'quality_records',
  'quality_findings',
  'cost_kinds',
  'cost_kind_attrs',
  'cost_project_kinds',
  'cost_node_features',
  'cost_project_factors',
  'fee_tool_bases',
  'fee_tool_details',
  'fee_tool_simples',
  'quality_rule_overrides',
  'quality_logical_records',
  'quality_logical_results',
  'cost_material_codes',
  'cost_bill_subjects',
  'cost_subject_splices',
  'bank_accounts',
  'bank_import_batches',
  'bank_details',
  'customers',
  'contracts',
  'contract_members',
  'receipts',
  'invoices',
  'cost_entries',
  'bonus_rules',
  'bonus_templates',
  'bonus_entrusts',
  'bonus_calculations',
  'bonus_allocations',
  'bonus_adjustments',
  'bonus_payments',
  'invoice_applications',
  'loans',
  'loan_repayments',
  'price_rate_tiers',
  'price_requests',
  'wf_categories',
  'wf_models',
  'wf_definitions',
  'wf_instances',
  'wf_tasks',
  'wf_opinions',
  'wf_copies',
  'wf_favourites',
  'wf_dept_leaders',
  'wf_forms',
  'wf_form_records',
  'wf_form_versions',
  'wf_focus',
  'wf_start_roles',
  'sales_opportunities',
  'sales_opportunity_stages',
  'sales_work_plans',
  'staff_certificates',
  'cost_files',
  'e_invoices',
  'cost_project_trees',
  'cost_project_authorizes',
  'cost_rule_tables',
  'cost_catalogue_materials',
  'quality_logical_rules',
  'quality_record_forms',
  'cost_subject_factors',
  'cost_node_factors',
];

/** Row counts of every table the endpoints write, in one query. */
async function rowCounts(): Promise<Record<string, number>> {
  const columns = TABLES.map((table) => `(select count(*)::int from ${table}) as ${table}`);
  const result: unknown = await t.database.db.execute(sql.raw(`select ${columns.join(', ')}`));
  return (result as { rows: Record<string, number>[] }).rows[0]!;
}

describe('bad input, generated from each body schema', () => {
  it('has a valid body for every endpoint that takes one, and each passes its schema', () => {
    for (const { key, endpoint } of withBodies) {
      expect(VALID_BODIES, key).toHaveProperty([key]);
      expect(endpoint.body!.safeParse(VALID_BODIES[key]).success, key).toBe(true);
    }
  });

  describe.each(withBodies.map(({ key, endpoint }) => [labelOf(endpoint), key, endpoint] as const))(
    '%s',
    (_label, key, endpoint) => {
      const schema = z.toJSONSchema(endpoint.body!, {
        io: 'input',
        unrepresentable: 'any',
      }) as JsonSchema;
      const cases = mutations(VALID_BODIES[key], schema, key);

      it.each(cases.map((mutation) => [mutation.title, mutation] as const))(
        '%s',
        async (_title, mutation) => {
          const before = await rowCounts();
          const response = await t.app.inject({
            method: endpoint.method,
            url: placeholderUrl(endpoint, 'role-finance'),
            headers: { AuthToken: admin, 'content-type': 'application/json' },
            payload: JSON.stringify(mutation.body),
          });
          const body = response.json<{ success: boolean; msg: string }>();
          expect(response.statusCode).toBeLessThan(500);
          if (mutation.mayAccept && response.statusCode !== 400) {
            // Taken as text (then answered on its merits): parameters kept it away from the SQL.
            expect(Object.keys(await rowCounts())).toEqual(TABLES);
            return;
          }
          expect(response.statusCode).toBe(400);
          expect(body.success).toBe(false);
          const named = [mutation.field, ...(CHECKED_AGAINST[mutation.field] ?? [])];
          expect(
            named.some((field) => body.msg.startsWith(`${field}：`)),
            body.msg,
          ).toBe(true);
          expect(await rowCounts()).toEqual(before);
        },
      );

      it('refuses malformed JSON with a 400', async () => {
        const response = await t.app.inject({
          method: endpoint.method,
          url: placeholderUrl(endpoint, 'role-finance'),
          headers: { AuthToken: admin, 'content-type': 'application/json' },
          payload: '{"broken": ',
        });
        expect(response.statusCode).toBe(400);
      });
    },
  );
});
