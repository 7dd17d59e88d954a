import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// Tenancy: every tenant-owned row carries company_id; row-level security keyed by it (migration
// 0002) lets a request see only its session's company.

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Who created and last changed a row, and when (stamped by the application clock). */
const audit = {
  createdAt: instant('created_at').notNull(),
  createdBy: text('created_by'),
  updatedAt: instant('updated_at').notNull(),
  updatedBy: text('updated_by'),
};

export const companies = pgTable('companies', {
  id: text('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  /** The three logos of a SaaS company (login page, header, small): image attachment ids. */
  logo: text('logo'),
  logo2: text('logo2'),
  logo3: text('logo3'),
  /** The package (user grade) that bounds its menus and permissions; null: unbounded. */
  gradeId: text('grade_id'),
  /** The operator of the SaaS platform: the only company whose users may manage the others. */
  isPlatform: boolean('is_platform').notNull().default(false),
  /** A disabled company's users cannot sign in. */
  enabled: boolean('enabled').notNull().default(true),
  contactName: text('contact_name'),
  contactPhone: text('contact_phone'),
  ...audit,
});

export const departments = pgTable(
  'departments',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    parentId: text('parent_id'),
    /** Ancestor ids, comma separated and ending with a comma ("root,branch,"), for subtree queries. */
    parentIds: text('parent_ids').notNull().default(''),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    ...audit,
  },
  (table) => [index('departments_company_parent_idx').on(table.companyId, table.parentId)],
);

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    loginName: text('login_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    phone: text('phone'),
    email: text('email'),
    no: text('no'),
    job: text('job'),
    deptId: text('dept_id').references(() => departments.id),
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    firstFailedAt: instant('first_failed_at'),
    lockedUntil: instant('locked_until'),
    deleted: boolean('deleted').notNull().default(false),
    ...audit,
  },
  (table) => [
    uniqueIndex('users_company_login_name_uq').on(table.companyId, table.loginName),
    // The user list pages in this order; without it every page sorts the whole company.
    index('users_company_list_idx')
      .on(table.companyId, table.createdAt, table.loginName)
      .where(sql`${table.deleted} = false`),
    index('users_dept_idx').on(table.deptId),
  ],
);

export const roles = pgTable(
  'roles',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    remarks: text('remarks'),
    /** Offered to people who register themselves (/member/register); never the admin role. */
    selfRegister: boolean('self_register').notNull().default(false),
    ...audit,
  },
  (table) => [uniqueIndex('roles_company_code_uq').on(table.companyId, table.code)],
);

export const userRoles = pgTable(
  'user_roles',
  {
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    roleId: text('role_id')
      .notNull()
      .references(() => roles.id),
    createdAt: instant('created_at').notNull(),
    createdBy: text('created_by'),
  },
  (table) => [primaryKey({ columns: [table.userId, table.roleId] })],
);

export const menus = pgTable(
  'menus',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    parentId: text('parent_id'),
    name: text('name').notNull(),
    nameKey: text('name_key'),
    url: text('url'),
    href: text('href'),
    icon: text('icon'),
    permission: text('permission'),
    /** 1 directory, 2 page, 3 popup, 4 button. */
    type: integer('type').notNull(),
    /** 1 tab, 3 new window. */
    openType: integer('open_type').notNull().default(1),
    sort: integer('sort').notNull().default(0),
    /** Shown before sign-in (the no-login menu tree). */
    noLogin: boolean('no_login').notNull().default(false),
    /** The enterprise-menu catalogue entry this menu was copied from (SaaS packages). */
    saasMenuId: text('saas_menu_id'),
    ...audit,
  },
  (table) => [index('menus_company_idx').on(table.companyId)],
);

export const roleMenus = pgTable(
  'role_menus',
  {
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    roleId: text('role_id')
      .notNull()
      .references(() => roles.id),
    menuId: text('menu_id')
      .notNull()
      .references(() => menus.id),
    createdAt: instant('created_at').notNull(),
    createdBy: text('created_by'),
  },
  (table) => [primaryKey({ columns: [table.roleId, table.menuId] })],
);

/** Department authorization: the departments a role's holders may see in lists. */
export const roleDepartments = pgTable(
  'role_departments',
  {
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    roleId: text('role_id')
      .notNull()
      .references(() => roles.id),
    deptId: text('dept_id')
      .notNull()
      .references(() => departments.id),
    createdAt: instant('created_at').notNull(),
    createdBy: text('created_by'),
  },
  (table) => [primaryKey({ columns: [table.roleId, table.deptId] })],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    /** sha256 (hex) of the opaque token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    createdAt: instant('created_at').notNull(),
    lastSeenAt: instant('last_seen_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

export const captchas = pgTable('captchas', {
  id: text('id').primaryKey(),
  /** sha256 (hex) of the lower-cased answer. */
  answerHash: text('answer_hash').notNull(),
  createdAt: instant('created_at').notNull(),
  expiresAt: instant('expires_at').notNull(),
  usedAt: instant('used_at'),
});

// SMS codes are system data keyed by phone, like captchas: they exist before anyone has signed in
// and are looked up without a company, so they carry no company_id and no row-level security.
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: text('id').primaryKey(),
    /** The mobile number without its +86 / 0086 prefix. */
    phone: text('phone').notNull(),
    /** login, findPassword or register: a code works only for what it was sent for. */
    purpose: text('purpose').notNull(),
    /**
     * sha256 (hex) of id and code; null when nothing was sent (no account has the phone). Every
     * request leaves a row, so the rate limits answer alike whoever owns the phone.
     */
    codeHash: text('code_hash'),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    usedAt: instant('used_at'),
  },
  (table) => [index('sms_codes_phone_idx').on(table.phone, table.createdAt)],
);

/** What the development SMS provider "sends": the messages, for tests and local use. */
export const smsOutbox = pgTable('sms_outbox', {
  id: text('id').primaryKey(),
  phone: text('phone').notNull(),
  text: text('text').notNull(),
  createdAt: instant('created_at').notNull(),
});

export const parameters = pgTable(
  'parameters',
  {
    id: text('id').primaryKey(),
    /** null = a global parameter; a company's own row overrides it. */
    companyId: text('company_id').references(() => companies.id),
    key: text('key').notNull(),
    value: text('value').notNull().default(''),
    /** Which administration page keeps it: basic, custom or business. */
    category: text('category').notNull().default('basic'),
    name: text('name'),
    remarks: text('remarks'),
    ...audit,
  },
  (table) => [
    unique('parameters_company_key_uq').on(table.companyId, table.key).nullsNotDistinct(),
  ],
);

// Areas are tenant-owned like departments: each company keeps its own region tree, and data
// grants (by region) name area ids, so both must sit behind the same row-level security.
export const areas = pgTable(
  'areas',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    parentId: text('parent_id'),
    /** Ancestor ids, comma separated and ending with a comma, as departments keep them. */
    parentIds: text('parent_ids').notNull().default(''),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    ...audit,
  },
  (table) => [index('areas_company_parent_idx').on(table.companyId, table.parentId)],
);

/** Project kinds (房建, 市政 …): the attribute tree of the "by project kind" data menu. */
export const projectKinds = pgTable(
  'project_kinds',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    parentId: text('parent_id'),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    ...audit,
  },
  (table) => [index('project_kinds_company_idx').on(table.companyId)],
);

export const memberLevels = pgTable(
  'member_levels',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    remarks: text('remarks'),
    ...audit,
  },
  (table) => [uniqueIndex('member_levels_company_name_uq').on(table.companyId, table.name)],
);

export const members = pgTable(
  'members',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email'),
    levelId: text('level_id').references(() => memberLevels.id),
    areaId: text('area_id').references(() => areas.id),
    remarks: text('remarks'),
    ...audit,
  },
  (table) => [uniqueIndex('members_company_phone_uq').on(table.companyId, table.phone)],
);

/** The member levels a role's holders serve. */
export const roleMemberLevels = pgTable(
  'role_member_levels',
  {
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    roleId: text('role_id')
      .notNull()
      .references(() => roles.id),
    levelId: text('level_id')
      .notNull()
      .references(() => memberLevels.id),
    createdAt: instant('created_at').notNull(),
    createdBy: text('created_by'),
  },
  (table) => [primaryKey({ columns: [table.roleId, table.levelId] })],
);

/** Data authorization: the attribute ids (areas, project kinds) a role grants per data menu. */
export const roleDataRefs = pgTable(
  'role_data_refs',
  {
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    roleId: text('role_id')
      .notNull()
      .references(() => roles.id),
    /** A data menu of the catalogue in modules/dataauth/dataMenus.ts. */
    dataMenuId: text('data_menu_id').notNull(),
    dataId: text('data_id').notNull(),
    createdAt: instant('created_at').notNull(),
    createdBy: text('created_by'),
  },
  (table) => [primaryKey({ columns: [table.roleId, table.dataMenuId, table.dataId] })],
);

/** A dictionary (flat list or tree) a company keeps: 项目类型, 项目岗位, 计量单位 … */
export const dictTypes = pgTable(
  'dict_types',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    /** What clients ask for (`/share/bd/dict/{code}`). */
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** 'list' or 'tree'. */
    kind: text('kind').notNull().default('list'),
    sort: integer('sort').notNull().default(0),
    remarks: text('remarks'),
    ...audit,
  },
  (table) => [uniqueIndex('dict_types_company_code_uq').on(table.companyId, table.code)],
);

export const dictItems = pgTable(
  'dict_items',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    typeId: text('type_id')
      .notNull()
      .references(() => dictTypes.id),
    /** Tree dictionaries only; ancestors kept as "a,b," like departments. */
    parentId: text('parent_id'),
    parentIds: text('parent_ids').notNull().default(''),
    label: text('label').notNull(),
    value: text('value').notNull(),
    /** Items of one dictionary grouped (a book's groupList, a tree's `/g/{group}`). */
    groupCode: text('group_code'),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    remarks: text('remarks'),
    ...audit,
  },
  (table) => [
    // Reads by code go type → items in sort order; this keeps them off a scan.
    index('dict_items_type_sort_idx').on(table.typeId, table.sort),
    uniqueIndex('dict_items_type_value_uq').on(table.typeId, table.value),
  ],
);

/** An uploaded attachment; the bytes live in the file storage under storageKey, never a client path. */
export const fileItems = pgTable(
  'file_items',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    /** The uploader's name for the file, sanitised; only ever shown and sent as a download name. */
    fileName: text('file_name').notNull(),
    suffix: text('suffix').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    refModule: text('ref_module'),
    refRecordId: text('ref_record_id'),
    businessId: text('business_id'),
    ...audit,
  },
  (table) => [
    index('file_items_company_ref_idx').on(table.companyId, table.refModule, table.refRecordId),
  ],
);

/** A user's own settings (mySetting of the user info), one row once the user saves them. */
export const userSettings = pgTable('user_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id),
  companyId: text('company_id')
    .notNull()
    .references(() => companies.id),
  /** 'projectName' (read from the pricing file) or 'fileName'. */
  projectNameRule: text('project_name_rule').notNull().default('projectName'),
  ...audit,
});

/** The user config map (userConfig): favourite flows and layouts, JSON text per key. */
export const userConfigs = pgTable(
  'user_configs',
  {
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    key: text('key').notNull(),
    value: text('value').notNull(),
    ...audit,
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] })],
);

/** A reminder (消息提醒) to one user in one of five categories; pushed over the websocket when stored. */
export const messages = pgTable(
  'messages',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    /** The recipient: only they list, count and mark it. */
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    /** business, contract, hr, admin or finance. */
    type: text('type').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    readAt: instant('read_at'),
    ...audit,
  },
  (table) => [
    index('messages_user_created_idx').on(table.userId, table.createdAt),
    // The bell counts unread messages per category on every page load.
    index('messages_user_unread_idx')
      .on(table.userId, table.type)
      .where(sql`${table.readAt} is null`),
  ],
);

// ─── SaaS: the enterprise-menu catalogue and the packages (user grades) ─────────────────────────
// Platform-level, owned by no company: the operator edits them; a company's menus are copies of
// the catalogue entries its grade holds, kept in step when the package changes.

export const saasMenus = pgTable('saas_menus', {
  id: text('id').primaryKey(),
  parentId: text('parent_id'),
  name: text('name').notNull(),
  nameKey: text('name_key'),
  url: text('url'),
  href: text('href'),
  icon: text('icon'),
  permission: text('permission'),
  type: integer('type').notNull(),
  openType: integer('open_type').notNull().default(1),
  sort: integer('sort').notNull().default(0),
  ...audit,
});

export const saasGrades = pgTable('saas_grades', {
  id: text('id').primaryKey(),
  name: text('name').notNull().unique(),
  sort: integer('sort').notNull().default(0),
  remarks: text('remarks'),
  ...audit,
});

export const saasGradeMenus = pgTable(
  'saas_grade_menus',
  {
    gradeId: text('grade_id')
      .notNull()
      .references(() => saasGrades.id, { onDelete: 'cascade' }),
    saasMenuId: text('saas_menu_id')
      .notNull()
      .references(() => saasMenus.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.gradeId, table.saasMenuId] })],
);

/** The roles a package gives every company holding it (SaaS user roles), with their menus. */
export const saasRoles = pgTable(
  'saas_roles',
  {
    id: text('id').primaryKey(),
    gradeId: text('grade_id')
      .notNull()
      .references(() => saasGrades.id, { onDelete: 'cascade' }),
    /** The role's code in each company (never "admin": every company has its own). */
    code: text('code').notNull(),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    remarks: text('remarks'),
    ...audit,
  },
  (table) => [uniqueIndex('saas_roles_grade_code_uq').on(table.gradeId, table.code)],
);

export const saasRoleMenus = pgTable(
  'saas_role_menus',
  {
    saasRoleId: text('saas_role_id')
      .notNull()
      .references(() => saasRoles.id, { onDelete: 'cascade' }),
    saasMenuId: text('saas_menu_id')
      .notNull()
      .references(() => saasMenus.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.saasRoleId, table.saasMenuId] })],
);

// ─── Excel: import templates and their columns ───────────────────────────────────────────────

/** An Excel import template: which importer (target) a sheet feeds and where its headers sit. */
export const excelTemplates = pgTable(
  'excel_templates',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    /** What download and import links name (`/b/excel/{code}/downloadTemplate`). */
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** The importer of modules/excel/importers.ts the rows go to (user, department …). */
    target: text('target').notNull(),
    sheetName: text('sheet_name'),
    /** The row (from 1) holding the column titles; a title row sits above it when it is > 1. */
    headerRow: integer('header_row').notNull().default(2),
    remarks: text('remarks'),
    ...audit,
  },
  (table) => [uniqueIndex('excel_templates_company_code_uq').on(table.companyId, table.code)],
);

/** A column of a template: the importer field it fills, its title, names it is also known by. */
export const excelTemplateColumns = pgTable(
  'excel_template_columns',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    templateId: text('template_id')
      .notNull()
      .references(() => excelTemplates.id, { onDelete: 'cascade' }),
    field: text('field').notNull(),
    title: text('title').notNull(),
    aliases: text('aliases')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** string, number, integer, date, boolean or dict. */
    type: text('type').notNull().default('string'),
    required: boolean('required').notNull().default(false),
    dictCode: text('dict_code'),
    /** No two rows of a sheet may repeat the value. */
    isUnique: boolean('is_unique').notNull().default(false),
    maxLength: integer('max_length'),
    /** Column width in the downloaded workbook (characters). */
    width: integer('width').notNull().default(16),
    sort: integer('sort').notNull().default(0),
    ...audit,
  },
  (table) => [
    uniqueIndex('excel_template_columns_template_field_uq').on(table.templateId, table.field),
  ],
);

// ─── Sign-in: QR codes, single sign-on, the login key pair (migration 0013) ───────────────────

/**
 * A QR-code sign-in. The waiting page keeps `code` and polls with it; the QR image shows only
 * `ticket`, which a signed-in phone scans, so whoever sees the screen cannot collect the session.
 * Both are kept as sha256. company_id and user_id stay null until a signed-in user scans it.
 */
export const loginQrCodes = pgTable(
  'login_qr_codes',
  {
    id: text('id').primaryKey(),
    codeHash: text('code_hash').notNull().unique(),
    ticketHash: text('ticket_hash').notNull().unique(),
    /** waiting, scanned, confirmed or cancelled; expiry is read from expires_at. */
    status: text('status').notNull().default('waiting'),
    companyId: text('company_id').references(() => companies.id),
    userId: text('user_id').references(() => users.id),
    /** The browser that asked for the code, shown to the scanning user before they confirm. */
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    scannedAt: instant('scanned_at'),
    decidedAt: instant('decided_at'),
    /** When the waiting page collected the session: a confirmed code signs in once. */
    consumedAt: instant('consumed_at'),
  },
  (table) => [index('login_qr_codes_expires_idx').on(table.expiresAt)],
);

/**
 * An authorization request to the single sign-on provider, kept server-side: state (hashed), the
 * nonce, the PKCE verifier and the hash of the cookie that binds it to the browser that asked.
 */
export const ssoStates = pgTable('sso_states', {
  id: text('id').primaryKey(),
  stateHash: text('state_hash').notNull().unique(),
  browserHash: text('browser_hash').notNull(),
  nonce: text('nonce').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  createdAt: instant('created_at').notNull(),
  expiresAt: instant('expires_at').notNull(),
  usedAt: instant('used_at'),
});

/** A session opened by single sign-on: what logging out at the provider needs. */
export const ssoSessions = pgTable(
  'sso_sessions',
  {
    sessionId: text('session_id')
      .primaryKey()
      .references(() => sessions.id),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    /** The provider's subject (sub) of the user. */
    subject: text('subject').notNull(),
    /** Sent back as id_token_hint when logging out at the provider. */
    idToken: text('id_token'),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [index('sso_sessions_user_idx').on(table.userId)],
);

/** The RSA key pair the login page may encrypt passwords with (GET /login/getPKeys); one row. */
export const loginKeyPairs = pgTable('login_key_pairs', {
  id: text('id').primaryKey(),
  /** SPKI, PEM. */
  publicKey: text('public_key').notNull(),
  /** PKCS#8, PEM. */
  privateKey: text('private_key').notNull(),
  createdAt: instant('created_at').notNull(),
});

// ── Profile: invoice information (发票管理 of the personal centre) ────────────────────────────

/**
 * A member's invoice information, one row per user once saved. invoicesType says which kind they
 * want (1 电子普通发票, 2 增值税专用发票); the other kind's fields are kept, so switching back
 * loses nothing.
 */
export const invoiceInfos = pgTable('invoice_infos', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id),
  companyId: text('company_id')
    .notNull()
    .references(() => companies.id),
  invoicesType: integer('invoices_type').notNull(),
  personName: text('person_name'),
  companyName: text('company_name'),
  /** 统一社会信用代码 (or taxpayer number). */
  honestyCode: text('honesty_code'),
  email: text('email'),
  registeredAddress: text('registered_address'),
  phone: text('phone'),
  bank: text('bank'),
  bankAccount: text('bank_account'),
  receiver: text('receiver'),
  receiveAddress: text('receive_address'),
  ...audit,
});

// ── Content management, footprints and global search (brief H1) ──────────────────────────────

/** A content category (栏目): 企业新闻, 行业动态, 通知公告 …; a tree kept like departments. */
export const cmsCategories = pgTable(
  'cms_categories',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    parentId: text('parent_id'),
    /** Ancestor ids, comma separated and ending with a comma. */
    parentIds: text('parent_ids').notNull().default(''),
    name: text('name').notNull(),
    /** How pages ask for a category without its id (news, industry, notice); unique per company. */
    code: text('code'),
    sort: integer('sort').notNull().default(0),
    remarks: text('remarks'),
    ...audit,
  },
  (table) => [
    index('cms_categories_company_parent_idx').on(table.companyId, table.parentId),
    uniqueIndex('cms_categories_company_code_uq').on(table.companyId, table.code),
  ],
);

/** An article of a category; content is HTML sanitised on save, plain_text its text for search. */
export const cmsArticles = pgTable(
  'cms_articles',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    categoryId: text('category_id')
      .notNull()
      .references(() => cmsCategories.id),
    title: text('title').notNull(),
    summary: text('summary'),
    /** A file item id (no foreign key: deleting the attachment leaves the article without a cover). */
    coverImageId: text('cover_image_id'),
    content: text('content').notNull().default(''),
    plainText: text('plain_text').notNull().default(''),
    author: text('author'),
    source: text('source'),
    /** 'draft' or 'published'. */
    status: text('status').notNull().default('draft'),
    publishedAt: instant('published_at'),
    sort: integer('sort').notNull().default(0),
    top: boolean('top').notNull().default(false),
    viewCount: integer('view_count').notNull().default(0),
    ...audit,
  },
  (table) => [
    index('cms_articles_company_category_idx').on(table.companyId, table.categoryId),
    // Public lists read a company's published articles, newest first.
    index('cms_articles_company_published_idx').on(
      table.companyId,
      table.status,
      table.publishedAt,
    ),
  ],
);

/** A user's footprint (我的足迹): a page or record visited; repeated visits fold into one row. */
export const footprints = pgTable(
  'footprints',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    /** 10 business … 100 configuration, 0 other (derived from menu_name). */
    type: integer('type').notNull(),
    menuName: text('menu_name').notNull(),
    businessId: text('business_id'),
    businessName: text('business_name'),
    visitCount: integer('visit_count').notNull().default(1),
    firstVisitAt: instant('first_visit_at').notNull(),
    visitAt: instant('visit_at').notNull(),
    ...audit,
  },
  (table) => [
    index('footprints_user_visit_idx').on(table.userId, table.visitAt),
    index('footprints_user_menu_idx').on(table.userId, table.menuName, table.businessId),
  ],
);

/**
 * The global search's inverted index: the distinct characters and character pairs (lower-cased,
 * no whitespace) of each searchable record's text. Maintained by database triggers on the source
 * tables (migration 0011, function ccms_search_sync), so every write path keeps it current.
 * Looked up with text equality, which row-level security lets an index serve.
 */
export const searchTokens = pgTable(
  'search_tokens',
  {
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    /** The search source (article, dept, user, message, file, dict …). */
    source: text('source').notNull(),
    recordId: text('record_id').notNull(),
    token: text('token').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.source, table.recordId, table.token] }),
    index('search_tokens_lookup_idx').on(table.companyId, table.source, table.token),
  ],
);

// ─── The demo seeder's marks ────────────────────────────────────────────────────────────────────

/** Each piece of demo data the seeder has put in once (see db/seedTopUp.ts). */
export const seedMarks = pgTable('seed_marks', {
  key: text('key').primaryKey(),
  appliedAt: instant('applied_at').notNull(),
});

// ─── Clubs: circles of the company's members ───────────────────────────────────────────────────

export const clubs = pgTable(
  'clubs',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    areaId: text('area_id').references(() => areas.id),
    leaderId: text('leader_id').references(() => members.id, { onDelete: 'set null' }),
    sort: integer('sort').notNull().default(0),
    remarks: text('remarks'),
    ...audit,
  },
  (table) => [uniqueIndex('clubs_company_name_uq').on(table.companyId, table.name)],
);

export const clubMembers = pgTable(
  'club_members',
  {
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    clubId: text('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    memberId: text('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: instant('created_at').notNull(),
    createdBy: text('created_by'),
  },
  (table) => [
    primaryKey({ columns: [table.clubId, table.memberId] }),
    index('club_members_member_idx').on(table.memberId),
  ],
);

// ─── Cost data: the project library, bills of quantities, fee tables, quality checks ───────────
// (spec 001 §7, DOMAIN.md). Money and quantities are `numeric` (decimal strings in TypeScript).
// The big child tables (bills, resources …) reference only their project, which deletes them
// in cascade; the company is the project's (RLS on every table). Norms travel as JSONB on their
// bill, so a 100,000-item import is 100,000 rows.

export const costProjects = pgTable(
  'cost_projects',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    /** The 建设项目 node of the structure tree (cost_nodes, level project). */
    rootNodeId: text('root_node_id').notNull(),
    name: text('name').notNull(),
    code: text('code'),
    /** residential-multi | residential-high | office-high | basement */
    kind: text('kind'),
    projectKindId: text('project_kind_id').references(() => projectKinds.id, {
      onDelete: 'set null',
    }),
    /** control | bid | settlement */
    fileType: text('file_type').notNull().default('control'),
    /** general | simple */
    taxMethod: text('tax_method').notNull().default('general'),
    region: text('region'),
    priceDate: date('price_date', { mode: 'string' }).notNull(),
    area: numeric('area', { precision: 18, scale: 2 }),
    floors: integer('floors'),
    features: jsonb('features').$type<Record<string, string>>().notNull().default({}),
    specialUnits: jsonb('special_units')
      .$type<{ parkingSpaces?: number; beds?: number; households?: number; km?: number }>()
      .notNull()
      .default({}),
    amount: numeric('amount', { precision: 20, scale: 2 }).notNull().default('0'),
    ...audit,
  },
  (table) => [
    index('cost_projects_company_created_idx').on(table.companyId, table.createdAt),
    index('cost_projects_company_kind_idx').on(table.companyId, table.projectKindId),
  ],
);

export const costNodes = pgTable(
  'cost_nodes',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id').notNull(),
    projectId: text('project_id')
      .notNull()
      .references(() => costProjects.id, { onDelete: 'cascade' }),
    parentId: text('parent_id'),
    /** Ancestor ids, comma separated and ending with a comma ("root,single,"). */
    parentIds: text('parent_ids').notNull().default(''),
    /** project | single | unit | division */
    level: text('level').notNull(),
    code: text('code').notNull().default(''),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    amount: numeric('amount', { precision: 20, scale: 2 }),
    area: numeric('area', { precision: 18, scale: 2 }),
    /** 单位工程: 人工单价 used (元/工日) and the published one. */
    labourDayRate: numeric('labour_day_rate', { precision: 20, scale: 2 }),
    publishedLabourDayRate: numeric('published_labour_day_rate', { precision: 20, scale: 2 }),
    /** 单位工程 imported from a file: the standard tables it carried (UnitSources); null otherwise. */
    sources: jsonb('sources').$type<{ tables: string[] }>(),
    ...audit,
  },
  (table) => [
    index('cost_nodes_project_parent_idx').on(table.projectId, table.parentId, table.sort),
    index('cost_nodes_company_idx').on(table.companyId),
  ],
);

const money = (name: string) => numeric(name, { precision: 20, scale: 2 });
const decimal4 = (name: string) => numeric(name, { precision: 20, scale: 4 });

/** 清单项目 (分部分项 and 单价措施), with their norms. */
export const costBills = pgTable(
  'cost_bills',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id').notNull(),
    projectId: text('project_id')
      .notNull()
      .references(() => costProjects.id, { onDelete: 'cascade' }),
    /** The 单位工程 node, and the unit or 分部 node it hangs under. */
    unitId: text('unit_id').notNull(),
    nodeId: text('node_id').notNull(),
    /** item | measure */
    kind: text('kind').notNull().default('item'),
    seq: integer('seq').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    features: text('features').notNull().default(''),
    unit: text('unit').notNull(),
    quantity: decimal4('quantity').notNull(),
    unitPrice: money('unit_price').notNull(),
    amount: money('amount').notNull(),
    provisional: money('provisional').notNull().default('0'),
    labour: decimal4('labour').notNull().default('0'),
    material: decimal4('material').notNull().default('0'),
    machine: decimal4('machine').notNull().default('0'),
    overhead: decimal4('overhead').notNull().default('0'),
    profit: decimal4('profit').notNull().default('0'),
    risk: decimal4('risk').notNull().default('0'),
    /** Norm[] of the engine model (quantities and prices as numbers). */
    norms: jsonb('norms').notNull().default([]),
  },
  (table) => [
    index('cost_bills_unit_seq_idx').on(table.unitId, table.kind, table.seq),
    index('cost_bills_node_idx').on(table.nodeId),
    index('cost_bills_project_idx').on(table.projectId),
  ],
);

/** 总价措施项目 of a unit. */
export const costMeasures = pgTable(
  'cost_measures',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id').notNull(),
    projectId: text('project_id')
      .notNull()
      .references(() => costProjects.id, { onDelete: 'cascade' }),
    unitId: text('unit_id').notNull(),
    seq: integer('seq').notNull(),
    code: text('code').notNull().default(''),
    name: text('name').notNull(),
    base: text('base').notNull().default(''),
    rate: decimal4('rate').notNull().default('0'),
    amount: money('amount').notNull().default('0'),
    adjustedRate: decimal4('adjusted_rate'),
    adjustedAmount: money('adjusted_amount'),
  },
  (table) => [
    index('cost_measures_unit_idx').on(table.unitId, table.seq),
    index('cost_measures_project_idx').on(table.projectId),
  ],
);

/** 其他项目 of a unit: 暂列金额, 专业工程暂估价, 计日工, 总承包服务费. */
export const costOthers = pgTable(
  'cost_others',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id').notNull(),
    projectId: text('project_id')
      .notNull()
      .references(() => costProjects.id, { onDelete: 'cascade' }),
    unitId: text('unit_id').notNull(),
    seq: integer('seq').notNull().default(0),
    /** provisionalSum | specialtyEstimate | dayWork | contractorService */
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    amount: money('amount').notNull().default('0'),
    unit: text('unit'),
    quantity: decimal4('quantity'),
    price: money('price'),
    rate: decimal4('rate'),
    baseAmount: money('base_amount'),
  },
  (table) => [
    index('cost_others_unit_idx').on(table.unitId, table.seq),
    index('cost_others_project_idx').on(table.projectId),
  ],
);

/** The 人材机 summary of a unit. */
export const costResources = pgTable(
  'cost_resources',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id').notNull(),
    projectId: text('project_id')
      .notNull()
      .references(() => costProjects.id, { onDelete: 'cascade' }),
    unitId: text('unit_id').notNull(),
    seq: integer('seq').notNull().default(0),
    code: text('code').notNull(),
    name: text('name').notNull(),
    spec: text('spec').notNull().default(''),
    unit: text('unit').notNull().default(''),
    /** labour | material | machine | main | equipment */
    kind: text('kind').notNull(),
    price: decimal4('price').notNull().default('0'),
    quantity: decimal4('quantity').notNull().default('0'),
    infoPrice: decimal4('info_price'),
    provisional: boolean('provisional').notNull().default(false),
    ownerSupplied: boolean('owner_supplied').notNull().default(false),
    ownerQuantity: decimal4('owner_quantity'),
    ownerPrice: decimal4('owner_price'),
    riskRate: decimal4('risk_rate'),
  },
  (table) => [
    index('cost_resources_unit_idx').on(table.unitId, table.seq),
    index('cost_resources_project_idx').on(table.projectId),
  ],
);

/** The fee table (单位工程费用汇总) of a unit. */
export const costFees = pgTable(
  'cost_fees',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id').notNull(),
    projectId: text('project_id')
      .notNull()
      .references(() => costProjects.id, { onDelete: 'cascade' }),
    unitId: text('unit_id').notNull(),
    parentId: text('parent_id'),
    sort: integer('sort').notNull().default(0),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** FeeCategory of the engine model. */
    category: text('category').notNull().default('custom'),
    base: text('base').notNull().default(''),
    rate: decimal4('rate').notNull().default('100'),
    amount: money('amount').notNull().default('0'),
    /** 计算基数 as an imported file stated it (表-13); null otherwise. */
    statedBase: money('stated_base'),
    nonCompetitive: boolean('non_competitive').notNull().default(false),
    isTotal: boolean('is_total').notNull().default(false),
  },
  (table) => [
    index('cost_fees_unit_idx').on(table.unitId, table.sort),
    index('cost_fees_project_idx').on(table.projectId),
  ],
);

/** A run of the quality checks on a project. */
export const qualityRecords = pgTable(
  'quality_records',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id').notNull(),
    projectId: text('project_id')
      .notNull()
      .references(() => costProjects.id, { onDelete: 'cascade' }),
    checks: text('checks').array().notNull(),
    /** running | finished | failed */
    status: text('status').notNull(),
    startedAt: instant('started_at').notNull(),
    finishedAt: instant('finished_at'),
    durationMs: integer('duration_ms'),
    startedBy: text('started_by'),
    errors: integer('errors').notNull().default(0),
    warnings: integer('warnings').notNull().default(0),
    infos: integer('infos').notNull().default(0),
  },
  (table) => [
    index('quality_records_project_started_idx').on(table.projectId, table.startedAt),
    index('quality_records_company_idx').on(table.companyId),
  ],
);

export const qualityFindings = pgTable(
  'quality_findings',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id').notNull(),
    recordId: text('record_id')
      .notNull()
      .references(() => qualityRecords.id, { onDelete: 'cascade' }),
    check: text('check').notNull(),
    rule: text('rule').notNull(),
    severity: text('severity').notNull(),
    nodeId: text('node_id'),
    rowKind: text('row_kind').notNull().default(''),
    rowId: text('row_id'),
    rowLabel: text('row_label').notNull().default(''),
    expected: text('expected'),
    actual: text('actual'),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    viewed: boolean('viewed').notNull().default(false),
    ignored: boolean('ignored').notNull().default(false),
    ignoredBy: text('ignored_by'),
    ignoredAt: instant('ignored_at'),
    opinion: text('opinion'),
  },
  (table) => [
    index('quality_findings_record_severity_idx').on(table.recordId, table.severity),
    index('quality_findings_record_rule_idx').on(table.recordId, table.rule),
    index('quality_findings_record_node_idx').on(table.recordId, table.nodeId),
  ],
);

/** A company's override of a quality rule's thresholds, by project kind, region and file type. */
export const qualityRuleOverrides = pgTable(
  'quality_rule_overrides',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    key: text('key').notNull(),
    projectKind: text('project_kind'),
    region: text('region'),
    fileType: text('file_type'),
    min: numeric('min', { precision: 20, scale: 6 }),
    max: numeric('max', { precision: 20, scale: 6 }),
    severity: text('severity'),
    enabled: boolean('enabled').notNull().default(true),
  },
  (table) => [index('quality_rule_overrides_company_key_idx').on(table.companyId, table.key)],
);

/** A user's saved search condition of a page (the project library's 常用查询). */
export const costSavedSearches = pgTable(
  'cost_saved_searches',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    page: text('page').notNull(),
    name: text('name').notNull(),
    condition: jsonb('condition').$type<Record<string, unknown>>().notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [index('cost_saved_searches_user_page_idx').on(table.userId, table.page)],
);

// ─── Finance: bank accounts and statements, customers, contracts, receipts, invoices, costs ─────
// (issue 10, spec 001 §2–§9, DOMAIN.md §4). Money is numeric(18,2) (decimal strings in TypeScript).
// Every table is tenant-owned (company_id + row-level security, migration 0020).

const money18 = (name: string) => numeric(name, { precision: 18, scale: 2 });

/** A bank account of the company (银行账户); its statement rows are bank_details. */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    /** 开户单位: the company unit holding the account. */
    accountUnit: text('account_unit').notNull(),
    accountName: text('account_name').notNull(),
    accountNo: text('account_no').notNull(),
    bankName: text('bank_name').notNull().default(''),
    currency: text('currency').notNull().default('CNY'),
    openingBalance: money18('opening_balance').notNull().default('0'),
    openingDate: date('opening_date', { mode: 'string' }),
    departmentId: text('department_id').references(() => departments.id, { onDelete: 'set null' }),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    ...audit,
  },
  (table) => [uniqueIndex('bank_accounts_company_no_uq').on(table.companyId, table.accountNo)],
);

/** One import of a statement file into an account. */
export const bankImportBatches = pgTable(
  'bank_import_batches',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id').notNull(),
    accountId: text('account_id')
      .notNull()
      .references(() => bankAccounts.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull().default(''),
    rowCount: integer('row_count').notNull().default(0),
    addedCount: integer('added_count').notNull().default(0),
    duplicateCount: integer('duplicate_count').notNull().default(0),
    ...audit,
  },
  (table) => [index('bank_import_batches_account_idx').on(table.accountId, table.createdAt)],
);

/** A bank statement row (the spec's bank row): one movement with the balance after it. */
export const bankDetails = pgTable(
  'bank_details',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id').notNull(),
    accountId: text('account_id')
      .notNull()
      .references(() => bankAccounts.id, { onDelete: 'restrict' }),
    batchId: text('batch_id').references(() => bankImportBatches.id, { onDelete: 'set null' }),
    /** Order within the account (ascending time, then file order). */
    seq: integer('seq').notNull(),
    dateTime: timestamp('date_time', { mode: 'string' }).notNull(),
    income: money18('income').notNull().default('0'),
    pay: money18('pay').notNull().default('0'),
    balance: money18('balance'),
    otherSideUnit: text('other_side_unit'),
    otherSideName: text('other_side_name'),
    otherSideAccount: text('other_side_account'),
    matter: text('matter'),
    summary: text('summary'),
    memo: text('memo'),
    serialNo: text('serial_no'),
    dedupeKey: text('dedupe_key').notNull(),
    isNeedClaim: boolean('is_need_claim').notNull().default(false),
    claimTotal: money18('claim_total').notNull().default('0'),
    needClaimTotal: money18('need_claim_total').notNull().default('0'),
    isCorrect: boolean('is_correct').notNull().default(false),
    correctedBy: text('corrected_by'),
    correctedAt: instant('corrected_at'),
    isChangeAccount: boolean('is_change_account').notNull().default(false),
    ...audit,
  },
  (table) => [
    uniqueIndex('bank_details_dedupe_uq').on(table.companyId, table.accountId, table.dedupeKey),
    index('bank_details_account_seq_idx').on(table.accountId, table.seq),
    index('bank_details_company_date_idx').on(table.companyId, table.dateTime),
  ],
);

/** A customer (委托单位) of the company's contracts. */
export const customers = pgTable(
  'customers',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    /** government | developer | contractor | other */
    kind: text('kind').notNull().default('other'),
    region: text('region'),
    isKey: boolean('is_key').notNull().default(false),
    contact: text('contact'),
    phone: text('phone'),
    ...audit,
  },
  (table) => [uniqueIndex('customers_company_name_uq').on(table.companyId, table.name)],
);

/** A consulting contract (合同). */
export const contracts = pgTable(
  'contracts',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    customerId: text('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** budget | control | settlement | whole_process | consulting */
    businessType: text('business_type').notNull(),
    departmentId: text('department_id').references(() => departments.id, { onDelete: 'set null' }),
    leaderUserId: text('leader_user_id').references(() => users.id, { onDelete: 'set null' }),
    signedDate: date('signed_date', { mode: 'string' }).notNull(),
    /** Contract amount including VAT. */
    amount: money18('amount').notNull().default('0'),
    vatRate: numeric('vat_rate', { precision: 6, scale: 4 }).notNull().default('0.06'),
    /** signed | executing | finished | terminated */
    status: text('status').notNull().default('signed'),
    costProjectId: text('cost_project_id').references(() => costProjects.id, {
      onDelete: 'set null',
    }),
    region: text('region'),
    ...audit,
  },
  (table) => [
    uniqueIndex('contracts_company_code_uq').on(table.companyId, table.code),
    index('contracts_company_signed_idx').on(table.companyId, table.signedDate),
    index('contracts_customer_idx').on(table.customerId),
  ],
);

/** Who works on a contract, in which role and stage, with their share among the same role+stage. */
export const contractMembers = pgTable(
  'contract_members',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id').notNull(),
    contractId: text('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** lead | preparer | checker | reviewer | approver */
    role: text('role').notNull(),
    /** null or tender | construction | settlement */
    stage: text('stage'),
    weight: numeric('weight', { precision: 10, scale: 4 }).notNull().default('1'),
  },
  (table) => [
    index('contract_members_contract_idx').on(table.contractId),
    index('contract_members_user_idx').on(table.userId),
  ],
);

/** A receipt (回款) of a contract, claimed from a bank row or entered by hand. */
export const receipts = pgTable(
  'receipts',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id').notNull(),
    contractId: text('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    bankDetailId: text('bank_detail_id').references(() => bankDetails.id, {
      onDelete: 'restrict',
    }),
    /** Amount including VAT. */
    amount: money18('amount').notNull(),
    receivedDate: date('received_date', { mode: 'string' }).notNull(),
    memo: text('memo'),
    ...audit,
  },
  (table) => [
    index('receipts_contract_idx').on(table.contractId),
    index('receipts_bank_detail_idx').on(table.bankDetailId),
    index('receipts_company_date_idx').on(table.companyId, table.receivedDate),
  ],
);

/** An invoice issued on a contract. */
export const invoices = pgTable(
  'invoices',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id').notNull(),
    contractId: text('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    invoiceNo: text('invoice_no').notNull(),
    /** special | normal | electronic */
    kind: text('kind').notNull().default('special'),
    /** Amount including tax. */
    amount: money18('amount').notNull(),
    taxRate: numeric('tax_rate', { precision: 6, scale: 4 }).notNull().default('0.06'),
    issuedDate: date('issued_date', { mode: 'string' }).notNull(),
    /** issued | voided */
    status: text('status').notNull().default('issued'),
    ...audit,
  },
  (table) => [
    index('invoices_contract_idx').on(table.contractId),
    index('invoices_company_date_idx').on(table.companyId, table.issuedDate),
  ],
);

/** A cost (成本) of a department, direct to a contract or indirect. */
export const costEntries = pgTable(
  'cost_entries',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id').notNull(),
    departmentId: text('department_id').references(() => departments.id, { onDelete: 'set null' }),
    /** direct | indirect */
    category: text('category').notNull(),
    /** 工资, 社保, 差旅, 房租, 办公, 外包 … */
    subject: text('subject').notNull(),
    amount: money18('amount').notNull(),
    occurredDate: date('occurred_date', { mode: 'string' }).notNull(),
    contractId: text('contract_id').references(() => contracts.id, { onDelete: 'set null' }),
    memo: text('memo'),
    ...audit,
  },
  (table) => [
    index('cost_entries_company_date_idx').on(table.companyId, table.occurredDate),
    index('cost_entries_contract_idx').on(table.contractId),
  ],
);

// ─── Bonus: consultant bonus rules, calculations, adjustments and payments ─────────────────────
// (issue 10, DOMAIN.md §4; engine in modules/finance/bonus/engine.ts). Rates and splits are
// fractions (numeric(6,4): 0.2000 is 20 %); money numeric(18,2). Tenant-owned (migration 0021).

/** A bonus rule of one business type (bonus-rule), in force from its date. */
export const bonusRules = pgTable(
  'bonus_rules',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    /** budget | control | settlement | whole_process | consulting */
    businessType: text('business_type').notNull(),
    rate: numeric('rate', { precision: 6, scale: 4 }).notNull(),
    coefficientMin: numeric('coefficient_min', { precision: 6, scale: 4 }).notNull().default('0.8'),
    coefficientMax: numeric('coefficient_max', { precision: 6, scale: 4 }).notNull().default('1.2'),
    /** { lead, preparer, checker, reviewer, approver }: fraction strings summing to 1. */
    roleSplits: jsonb('role_splits').$type<Record<string, string>>().notNull(),
    /** { tender, construction, settlement } for whole-process work; null otherwise. */
    stageSplits: jsonb('stage_splits').$type<Record<string, string> | null>(),
    holdbackRate: numeric('holdback_rate', { precision: 6, scale: 4 }).notNull().default('0.15'),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    remark: text('remark'),
    ...audit,
  },
  (table) => [index('bonus_rules_company_type_idx').on(table.companyId, table.businessType)],
);

/** A named set of rule figures (bonus-temp) applied to make the rules of each business type. */
export const bonusTemplates = pgTable(
  'bonus_templates',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    remark: text('remark'),
    /** One entry per business type: rate, coefficient range, role/stage splits, hold-back. */
    figures: jsonb('figures').$type<unknown[]>().notNull(),
    ...audit,
  },
  (table) => [uniqueIndex('bonus_templates_company_name_uq').on(table.companyId, table.name)],
);

/** Someone entrusted to receive and decide another person's bonus for a period (bonus-entrust). */
export const bonusEntrusts = pgTable(
  'bonus_entrusts',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    principalUserId: text('principal_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    agentUserId: text('agent_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    remark: text('remark'),
    ...audit,
  },
  (table) => [index('bonus_entrusts_agent_idx').on(table.companyId, table.agentUserId)],
);

/** One calculation of a contract's bonus for a period of receipts (bonus-calculation). */
export const bonusCalculations = pgTable(
  'bonus_calculations',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    contractId: text('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'restrict' }),
    ruleId: text('rule_id').references(() => bonusRules.id, { onDelete: 'set null' }),
    periodFrom: date('period_from', { mode: 'string' }).notNull(),
    periodTo: date('period_to', { mode: 'string' }).notNull(),
    received: money18('received').notNull(),
    receivedExVat: money18('received_ex_vat').notNull(),
    coefficient: numeric('coefficient', { precision: 6, scale: 4 }).notNull(),
    pool: money18('pool').notNull(),
    /** draft | confirmed | paid */
    status: text('status').notNull().default('draft'),
    /** The rule's figures as used (a later edit of the rule does not change this calculation). */
    ruleSnapshot: jsonb('rule_snapshot').notNull(),
    /** receipts → received excl. VAT → pool → stages → roles → people. */
    trace: jsonb('trace').notNull(),
    confirmedBy: text('confirmed_by'),
    confirmedAt: instant('confirmed_at'),
    ...audit,
  },
  (table) => [
    index('bonus_calculations_contract_idx').on(table.contractId, table.periodFrom),
    index('bonus_calculations_company_period_idx').on(table.companyId, table.periodTo),
  ],
);

/** A person's part of a calculation in one role (and stage). */
export const bonusAllocations = pgTable(
  'bonus_allocations',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id').notNull(),
    calculationId: text('calculation_id')
      .notNull()
      .references(() => bonusCalculations.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** lead | preparer | checker | reviewer | approver */
    role: text('role').notNull(),
    /** null or tender | construction | settlement */
    stage: text('stage'),
    amount: money18('amount').notNull(),
    released: money18('released').notNull(),
    heldBack: money18('held_back').notNull(),
    paid: money18('paid').notNull().default('0'),
    /** The engine's trace of this part (receipts, rule, coefficient, shares), adjustments aside. */
    trace: jsonb('trace').notNull(),
  },
  (table) => [
    index('bonus_allocations_calculation_idx').on(table.calculationId),
    index('bonus_allocations_user_idx').on(table.companyId, table.userId),
  ],
);

/** A change of one part (bonus-aujust-index); moves come in pairs so the pool keeps its sum. */
export const bonusAdjustments = pgTable(
  'bonus_adjustments',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id').notNull(),
    calculationId: text('calculation_id')
      .notNull()
      .references(() => bonusCalculations.id, { onDelete: 'cascade' }),
    allocationId: text('allocation_id')
      .notNull()
      .references(() => bonusAllocations.id, { onDelete: 'cascade' }),
    /** The two rows of one move share it. */
    moveId: text('move_id').notNull(),
    delta: money18('delta').notNull(),
    reason: text('reason').notNull(),
    ...audit,
  },
  (table) => [index('bonus_adjustments_calculation_idx').on(table.calculationId)],
);

/** A payment of (part of) a person's bonus part (bonus-payment). */
export const bonusPayments = pgTable(
  'bonus_payments',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id').notNull(),
    allocationId: text('allocation_id')
      .notNull()
      .references(() => bonusAllocations.id, { onDelete: 'restrict' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amount: money18('amount').notNull(),
    paidDate: date('paid_date', { mode: 'string' }).notNull(),
    remark: text('remark'),
    ...audit,
  },
  (table) => [
    index('bonus_payments_allocation_idx').on(table.allocationId),
    index('bonus_payments_company_date_idx').on(table.companyId, table.paidDate),
  ],
);

// ─── Workflow (spec 000 §4, spec 002 act-models / act-procdef / process-instance / process-task) ─
// The engine (modules/workflow/engine) keeps an instance's whole state as JSON; the task, opinion
// and copy tables are queryable projections of it, rewritten in the same transaction as the state.

/** Flow categories (process-left-group): the groups the start-flow page lists definitions under. */
export const wfCategories = pgTable(
  'wf_categories',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    ...audit,
  },
  (table) => [uniqueIndex('wf_categories_company_name_uq').on(table.companyId, table.name)],
);

/** Editable models (act-models): BPMN XML as the designer saves it. */
export const wfModels = pgTable(
  'wf_models',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    key: text('key').notNull(),
    name: text('name').notNull(),
    categoryId: text('category_id').references(() => wfCategories.id),
    xml: text('xml').notNull(),
    /** Offered on the PC start-flow page. */
    pcEnabled: boolean('pc_enabled').notNull().default(true),
    /** Version of the latest deployment; null: never deployed. */
    deployedVersion: integer('deployed_version'),
    ...audit,
  },
  (table) => [uniqueIndex('wf_models_company_key_uq').on(table.companyId, table.key)],
);

/** Deployed definitions (act-procdef): immutable, versioned per key. */
export const wfDefinitions = pgTable(
  'wf_definitions',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    modelId: text('model_id').references(() => wfModels.id),
    key: text('key').notNull(),
    name: text('name').notNull(),
    categoryId: text('category_id').references(() => wfCategories.id),
    version: integer('version').notNull(),
    xml: text('xml').notNull(),
    pcEnabled: boolean('pc_enabled').notNull().default(true),
    deployedAt: instant('deployed_at').notNull(),
    deployedBy: text('deployed_by'),
  },
  (table) => [
    uniqueIndex('wf_definitions_company_key_version_uq').on(
      table.companyId,
      table.key,
      table.version,
    ),
  ],
);

/** Running and ended instances with the engine's state (compare-and-set on version). */
export const wfInstances = pgTable(
  'wf_instances',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    definitionId: text('definition_id')
      .notNull()
      .references(() => wfDefinitions.id),
    definitionKey: text('definition_key').notNull(),
    title: text('title').notNull(),
    formId: text('form_id'),
    recordId: text('record_id'),
    starterId: text('starter_id').notNull(),
    /** running | finished | withdrawn | terminated */
    status: text('status').notNull(),
    state: jsonb('state').notNull(),
    version: integer('version').notNull(),
    startedAt: instant('started_at').notNull(),
    endedAt: instant('ended_at'),
  },
  (table) => [
    index('wf_instances_company_starter_idx').on(table.companyId, table.starterId, table.startedAt),
    index('wf_instances_company_started_idx').on(table.companyId, table.startedAt),
  ],
);

/** The tasks of the instances' states, for the to-do / done lists. */
export const wfTasks = pgTable(
  'wf_tasks',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    instanceId: text('instance_id')
      .notNull()
      .references(() => wfInstances.id, { onDelete: 'cascade' }),
    /** The task's id inside the engine state. */
    engineTaskId: text('engine_task_id').notNull(),
    activityId: text('activity_id').notNull(),
    name: text('name').notNull(),
    assignee: text('assignee'),
    /** Candidate user ids, resolved (users, roles, departments, leaders) when the task was created. */
    candidates: jsonb('candidates').$type<string[]>().notNull(),
    /** open | completed | cancelled */
    status: text('status').notNull(),
    outcome: text('outcome'),
    completedBy: text('completed_by'),
    owner: text('owner'),
    delegationState: text('delegation_state'),
    createdAt: instant('created_at').notNull(),
    completedAt: instant('completed_at'),
    /** created + the step's due hours (f-flow-expire-notice); null: no due time. */
    dueAt: instant('due_at'),
    /** When the overdue notice went out (once per task). */
    expireNoticedAt: instant('expire_noticed_at'),
  },
  (table) => [
    uniqueIndex('wf_tasks_instance_engine_uq').on(table.instanceId, table.engineTaskId),
    index('wf_tasks_company_assignee_idx').on(table.companyId, table.assignee, table.status),
    index('wf_tasks_company_done_idx').on(table.companyId, table.completedBy),
  ],
);

/** Approval opinions of an instance, in order. */
export const wfOpinions = pgTable(
  'wf_opinions',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    instanceId: text('instance_id')
      .notNull()
      .references(() => wfInstances.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    engineTaskId: text('engine_task_id'),
    activityId: text('activity_id'),
    actor: text('actor').notNull(),
    kind: text('kind').notNull(),
    text: text('text').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [uniqueIndex('wf_opinions_instance_seq_uq').on(table.instanceId, table.seq)],
);

/** Copy-to (抄送) records: one row per recipient. */
export const wfCopies = pgTable(
  'wf_copies',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    instanceId: text('instance_id')
      .notNull()
      .references(() => wfInstances.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    fromUser: text('from_user').notNull(),
    toUser: text('to_user').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('wf_copies_instance_seq_to_uq').on(table.instanceId, table.seq, table.toUser),
    index('wf_copies_company_to_idx').on(table.companyId, table.toUser),
  ],
);

/** Favourite definitions of a user on the start-flow page (flow_start_List). */
export const wfFavourites = pgTable(
  'wf_favourites',
  {
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    definitionKey: text('definition_key').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.definitionKey] })],
);

/** Department leaders (部门领导) for `f-leader-field` tasks; departments themselves keep none. */
export const wfDeptLeaders = pgTable(
  'wf_dept_leaders',
  {
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    deptId: text('dept_id')
      .notNull()
      .references(() => departments.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.deptId, table.userId] })],
);

// ─── Form engine (spec 000 §3 form field config, spec 002 model-form-manager) ───────────────
// A definition's fields and per-node field configs are JSON (the designer edits them as a whole);
// records keep their values as JSON validated against the definition (modules/forms/validate.ts).

/** Form definitions: fields, per-process-node field config, the permission prefix of its pages. */
export const wfForms = pgTable(
  'wf_forms',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    /** The /form/{code} path segment; unique in the company. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** English and Spanish names ({en, es}). */
    labels: jsonb('labels').$type<{ en?: string; es?: string }>().notNull().default({}),
    /** The process the records are submitted to (wf_definitions.key); null: no approval. */
    processKey: text('process_key'),
    categoryName: text('category_name'),
    /** `<permission>:view` reads the records, `<permission>:edit` writes them. */
    permission: text('permission').notNull(),
    fields: jsonb('fields').notNull(),
    /** activity id → field key → {display, readonly, required, renderField}. */
    nodes: jsonb('nodes').notNull().default({}),
    /** wf-treegrid: the 'text' field holding a record's parent record id; null: a flat list. */
    treeParent: text('tree_parent'),
    /** Bumped on every designer save; the earlier definitions are in wf_form_versions. */
    version: integer('version').notNull().default(1),
    ...audit,
  },
  (table) => [
    uniqueIndex('wf_forms_company_code_uq').on(table.companyId, table.code),
    index('wf_forms_company_process_idx').on(table.companyId, table.processKey),
  ],
);

/** Records of a form: values, {field}_label texts, the flow they were submitted to. */
export const wfFormRecords = pgTable(
  'wf_form_records',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    formId: text('form_id')
      .notNull()
      .references(() => wfForms.id),
    values: jsonb('values').$type<Record<string, unknown>>().notNull(),
    /** field key → label of the dict item, department or person the value names. */
    labels: jsonb('labels').$type<Record<string, string>>().notNull().default({}),
    /** The latest instance started on the record. */
    instanceId: text('instance_id'),
    createdBy: text('created_by'),
    createdDate: instant('created_date').notNull(),
    updatedBy: text('updated_by'),
    updatedDate: instant('updated_date').notNull(),
    lastSubmitUserName: text('last_submit_user_name'),
    lastSubmitDate: instant('last_submit_date'),
    /** The form's version when the record was last saved (it renders with that definition). */
    formVersion: integer('form_version').notNull().default(1),
  },
  (table) => [
    index('wf_form_records_company_form_idx').on(table.companyId, table.formId, table.createdDate),
  ],
);

/** Earlier definitions of a form: the one replaced by each designer save, by version. */
export const wfFormVersions = pgTable(
  'wf_form_versions',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    formId: text('form_id')
      .notNull()
      .references(() => wfForms.id),
    version: integer('version').notNull(),
    /** The definition as it was: name, labels, processKey, categoryName, permission, fields, nodes, treeParent. */
    definition: jsonb('definition').$type<Record<string, unknown>>().notNull(),
    /** When and by whom that version was saved. */
    savedAt: instant('saved_at').notNull(),
    savedBy: text('saved_by'),
  },
  (table) => [uniqueIndex('wf_form_versions_form_version_uq').on(table.formId, table.version)],
);

/** Per-key flow settings (setting-flow tabs): notices, due times, advance rules; absent = defaults. */
export const wfFlowSettings = pgTable(
  'wf_flow_settings',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    definitionKey: text('definition_key').notNull(),
    /** The contract's wfFlowSettingsSchema (parsed on read, so new fields get their defaults). */
    settings: jsonb('settings').notNull().default({}),
    ...audit,
  },
  (table) => [
    uniqueIndex('wf_flow_settings_company_key_uq').on(table.companyId, table.definitionKey),
  ],
);

/** Instances a user follows (我的关注, my-focus-all). */
export const wfFocus = pgTable(
  'wf_focus',
  {
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    instanceId: text('instance_id')
      .notNull()
      .references(() => wfInstances.id, { onDelete: 'cascade' }),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.instanceId] }),
    index('wf_focus_company_user_idx').on(table.companyId, table.userId, table.createdAt),
  ],
);

/** The roles that may start a flow key (model-role-manager); no row for a key: everybody may. */
export const wfStartRoles = pgTable(
  'wf_start_roles',
  {
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    definitionKey: text('definition_key').notNull(),
    roleId: text('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.definitionKey, table.roleId] })],
);

// ─── Cost data: material coding (数字化建库 材料汇总) ─────────────────────────────────────────────
// The standard material catalogue is code data (modules/cost/materials/catalogue.ts, GB/T 50851
// codes, the same for every company); a project's coding of its resources to it lives here, one
// row per resource code of the project (the materials summary rolls up from the bills' norms).

export const costMaterialCodes = pgTable(
  'cost_material_codes',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id').notNull(),
    projectId: text('project_id')
      .notNull()
      .references(() => costProjects.id, { onDelete: 'cascade' }),
    /** The resource's code within the project (cost_resources.code). */
    resourceCode: text('resource_code').notNull(),
    /** The standard catalogue code it is coded to; null when only a conversion is kept. */
    catalogueCode: text('catalogue_code'),
    /** 0–1: 1 for a code match or a user's choice, the similarity otherwise. */
    confidence: numeric('confidence', { precision: 5, scale: 4 }),
    /** code | similar | manual */
    method: text('method'),
    /** The user confirmed (or chose) the code; auto-coding never overrides it. */
    confirmed: boolean('confirmed').notNull().default(false),
    /** 转换工程量: quantity × factor in the target unit. */
    transformUnit: text('transform_unit'),
    transformFactor: numeric('transform_factor', { precision: 20, scale: 8 }),
    ...audit,
  },
  (table) => [
    uniqueIndex('cost_material_codes_project_resource_uq').on(table.projectId, table.resourceCode),
    index('cost_material_codes_company_idx').on(table.companyId),
  ],
);

// ─── Sales (市场经营): opportunities with their stage history, work plans and monthly targets ─────
// (issue 10, helper sales10; modules/sales). Tenant-owned (row-level security in the migration).

/** A sales opportunity (商机): lead → intent → proposal → quote → negotiation → won / lost. */
export const salesOpportunities = pgTable(
  'sales_opportunities',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    name: text('name').notNull(),
    /** budget | control | settlement | whole_process | consulting (as contracts) */
    businessType: text('business_type').notNull(),
    region: text('region'),
    departmentId: text('department_id').references(() => departments.id, { onDelete: 'set null' }),
    ownerUserId: text('owner_user_id')
      .notNull()
      .references(() => users.id),
    /** Expected contract amount including VAT. */
    expectedAmount: numeric('expected_amount', { precision: 18, scale: 2 }).notNull().default('0'),
    /** lead | intent | proposal | quote | negotiation | won | lost */
    stage: text('stage').notNull().default('lead'),
    /** The day the opportunity was opened (counts as new on that day). */
    openedDate: date('opened_date', { mode: 'string' }).notNull(),
    expectedSignDate: date('expected_sign_date', { mode: 'string' }),
    /** The day it reached won or lost. */
    closedDate: date('closed_date', { mode: 'string' }),
    lostReason: text('lost_reason'),
    /** The contract it was won with. */
    contractId: text('contract_id').references(() => contracts.id, { onDelete: 'set null' }),
    memo: text('memo'),
    ...audit,
  },
  (table) => [
    index('sales_opportunities_company_stage_idx').on(table.companyId, table.stage),
    index('sales_opportunities_owner_idx').on(table.ownerUserId),
    index('sales_opportunities_customer_idx').on(table.customerId),
  ],
);

/** Every stage move of an opportunity, the first one (from null) when it was opened. */
export const salesOpportunityStages = pgTable(
  'sales_opportunity_stages',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    opportunityId: text('opportunity_id')
      .notNull()
      .references(() => salesOpportunities.id, { onDelete: 'cascade' }),
    fromStage: text('from_stage'),
    toStage: text('to_stage').notNull(),
    reason: text('reason'),
    movedOn: date('moved_on', { mode: 'string' }).notNull(),
    movedAt: instant('moved_at').notNull(),
    movedBy: text('moved_by'),
  },
  (table) => [
    index('sales_opportunity_stages_opp_idx').on(table.opportunityId, table.movedAt),
    index('sales_opportunity_stages_company_day_idx').on(table.companyId, table.movedOn),
  ],
);

/** A work plan item (工作计划) of one person for a week or a month. */
export const salesWorkPlans = pgTable(
  'sales_work_plans',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    departmentId: text('department_id').references(() => departments.id, { onDelete: 'set null' }),
    /** week | month */
    periodKind: text('period_kind').notNull(),
    /** Monday of the week or the first of the month. */
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    /** visit | bid | proposal | quote | meeting | other */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    customerId: text('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    opportunityId: text('opportunity_id').references(() => salesOpportunities.id, {
      onDelete: 'set null',
    }),
    plannedDate: date('planned_date', { mode: 'string' }).notNull(),
    /** planned | done | cancelled */
    status: text('status').notNull().default('planned'),
    result: text('result'),
    doneDate: date('done_date', { mode: 'string' }),
    ...audit,
  },
  (table) => [
    index('sales_work_plans_company_user_idx').on(table.companyId, table.userId, table.periodStart),
    index('sales_work_plans_customer_idx').on(table.customerId),
  ],
);

/** A department's monthly targets (营销目标): new opportunities, visits, quotes and signings. */
export const salesTargets = pgTable(
  'sales_targets',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    departmentId: text('department_id')
      .notNull()
      .references(() => departments.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    month: integer('month').notNull(),
    opportunities: integer('opportunities').notNull().default(0),
    visits: integer('visits').notNull().default(0),
    quotes: integer('quotes').notNull().default(0),
    signings: integer('signings').notNull().default(0),
  },
  (table) => [
    uniqueIndex('sales_targets_company_dept_month_uq').on(
      table.companyId,
      table.departmentId,
      table.year,
      table.month,
    ),
  ],
);

// ─── Cost kinds, features, factors and the fee tool's base data (issue 9, helper kinds9) ───────
// spec 001 §7 "Project kinds", projectAttrExtract, "Factors", "Fee tool". The kind tree has three
// levels (工程类别 → 类型 → 功能); attributes are the feature fields a kind asks for (inherited by its
// sub-kinds). Every table is tenant-owned (company_id + row-level security).

export const costKinds = pgTable(
  'cost_kinds',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    parentId: text('parent_id'),
    /** 1 | 2 | 3 */
    level: integer('level').notNull(),
    /** For level 3: the engine's project kind code it stands for (residential-high …), if any. */
    code: text('code'),
    name: text('name').notNull(),
    /** 造价行业 (professional field): building | decoration | installation | municipal | landscape. */
    costIndustry: text('cost_industry'),
    sort: integer('sort').notNull().default(0),
    ...audit,
  },
  (table) => [index('cost_kinds_company_parent_idx').on(table.companyId, table.parentId)],
);

export const costKindAttrs = pgTable(
  'cost_kind_attrs',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id').notNull(),
    kindId: text('kind_id')
      .notNull()
      .references(() => costKinds.id, { onDelete: 'cascade' }),
    /** The feature's name, which is also its key in the project's features (建筑面积). */
    name: text('name').notNull(),
    /** number | integer | text | select */
    type: text('type').notNull(),
    unit: text('unit'),
    options: jsonb('options').$type<string[]>().notNull().default([]),
    required: boolean('required').notNull().default(false),
    /** project (工程特征) | node (单项/单位工程特征) */
    scope: text('scope').notNull().default('project'),
    min: numeric('min', { precision: 20, scale: 4 }),
    max: numeric('max', { precision: 20, scale: 4 }),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [index('cost_kind_attrs_kind_idx').on(table.kindId, table.sort)],
);

/** The kind (level 3) a project was filed under. */
export const costProjectKinds = pgTable('cost_project_kinds', {
  projectId: text('project_id')
    .primaryKey()
    .references(() => costProjects.id, { onDelete: 'cascade' }),
  companyId: text('company_id').notNull(),
  kindId: text('kind_id')
    .notNull()
    .references(() => costKinds.id),
  ...audit,
});

/** The feature values of a structure node (单项/单位工程) for one function (a level-3 kind). */
export const costNodeFeatures = pgTable(
  'cost_node_features',
  {
    companyId: text('company_id').notNull(),
    projectId: text('project_id')
      .notNull()
      .references(() => costProjects.id, { onDelete: 'cascade' }),
    nodeId: text('node_id').notNull(),
    functionId: text('function_id').notNull(),
    values: jsonb('values').$type<Record<string, string>>().notNull().default({}),
    ...audit,
  },
  (table) => [
    primaryKey({ columns: [table.nodeId, table.functionId] }),
    index('cost_node_features_project_idx').on(table.projectId),
  ],
);

/** A project's special factors (特殊因子): a value, or a formula over other factors and features. */
export const costProjectFactors = pgTable(
  'cost_project_factors',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id').notNull(),
    projectId: text('project_id')
      .notNull()
      .references(() => costProjects.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
    code: text('code').notNull(),
    name: text('name').notNull(),
    unit: text('unit').notNull().default(''),
    value: numeric('value', { precision: 20, scale: 4 }),
    formula: text('formula'),
    remark: text('remark'),
    ...audit,
  },
  (table) => [index('cost_project_factors_project_idx').on(table.projectId, table.sort)],
);

/** The default factor set of a kind (setDefaultFactors copies the nearest kind's set). */
export const costKindFactors = pgTable(
  'cost_kind_factors',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id').notNull(),
    kindId: text('kind_id')
      .notNull()
      .references(() => costKinds.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
    code: text('code').notNull(),
    name: text('name').notNull(),
    unit: text('unit').notNull().default(''),
    value: numeric('value', { precision: 20, scale: 4 }),
    formula: text('formula'),
  },
  (table) => [index('cost_kind_factors_kind_idx').on(table.kindId, table.sort)],
);

/** 费用定额基础数据: a fee-rate base table of an area and year (the fee tool). */
export const feeToolBases = pgTable(
  'fee_tool_bases',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    area: text('area').notNull(),
    year: integer('year').notNull(),
    name: text('name').notNull(),
    /** general | simple */
    taxMethod: text('tax_method').notNull().default('general'),
    remark: text('remark'),
    ...audit,
  },
  (table) => [index('fee_tool_bases_company_area_idx').on(table.companyId, table.area, table.year)],
);

/** The rows of a fee-tool base table (the layout of a unit's fee table). */
export const feeToolDetails = pgTable(
  'fee_tool_details',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id').notNull(),
    baseId: text('base_id')
      .notNull()
      .references(() => feeToolBases.id, { onDelete: 'cascade' }),
    parentCode: text('parent_code'),
    sort: integer('sort').notNull().default(0),
    code: text('code').notNull(),
    name: text('name').notNull(),
    category: text('category').notNull().default('custom'),
    base: text('base').notNull().default(''),
    rate: numeric('rate', { precision: 20, scale: 4 }).notNull().default('100'),
    nonCompetitive: boolean('non_competitive').notNull().default(false),
    isTotal: boolean('is_total').notNull().default(false),
  },
  (table) => [index('fee_tool_details_base_idx').on(table.baseId, table.sort)],
);

/** 简易计费: the summary rates of a base table (one per base). */
export const feeToolSimples = pgTable('fee_tool_simples', {
  baseId: text('base_id')
    .primaryKey()
    .references(() => feeToolBases.id, { onDelete: 'cascade' }),
  companyId: text('company_id').notNull(),
  overheadRate: numeric('overhead_rate', { precision: 20, scale: 4 }).notNull().default('0'),
  profitRate: numeric('profit_rate', { precision: 20, scale: 4 }).notNull().default('0'),
  lawfeeRate: numeric('lawfee_rate', { precision: 20, scale: 4 }).notNull().default('0'),
  safetyRate: numeric('safety_rate', { precision: 20, scale: 4 }).notNull().default('0'),
  taxRate: numeric('tax_rate', { precision: 20, scale: 4 }).notNull().default('0'),
  remark: text('remark'),
  ...audit,
});

// ─── Invoicing, loans and price requests (issue 10, helper invoice10) ───────────────────────────
// 开票申请 (invoice applications: the buyer's billing data, the tax split, issue / return / 红冲),
// 借款申请 (employee loans and their partial repayments) and 请价 (price requests before signing,
// the guidance fee from a 差额定率累进 tier table). Money numeric(18,2); rates numeric(8,6).
// Tenant-owned (company_id + row-level security, migration invoice10).

/** An application to invoice a contract (开票申请). */
export const invoiceApplications = pgTable(
  'invoice_applications',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    /** KP + yyyyMM + 4-digit sequence. */
    code: text('code').notNull(),
    contractId: text('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'restrict' }),
    /** special (增值税专用) | normal (普通) | electronic (电子) */
    kind: text('kind').notNull(),
    buyerName: text('buyer_name').notNull(),
    /** 统一社会信用代码 (18 characters, check digit verified). */
    buyerTaxNo: text('buyer_tax_no'),
    buyerAddressPhone: text('buyer_address_phone'),
    buyerBankAccount: text('buyer_bank_account'),
    /** Including tax. */
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    taxRate: numeric('tax_rate', { precision: 6, scale: 4 }).notNull(),
    taxAmount: numeric('tax_amount', { precision: 18, scale: 2 }).notNull(),
    netAmount: numeric('net_amount', { precision: 18, scale: 2 }).notNull(),
    content: text('content').notNull(),
    memo: text('memo'),
    /** Flagged: may take the contract's invoiced total past its amount (超额开票), with a reason. */
    overInvoicing: boolean('over_invoicing').notNull().default(false),
    overReason: text('over_reason'),
    /** draft | submitted | issued | returned | voided */
    status: text('status').notNull().default('draft'),
    applicantId: text('applicant_id').references(() => users.id, { onDelete: 'set null' }),
    appliedDate: date('applied_date', { mode: 'string' }).notNull(),
    submittedAt: instant('submitted_at'),
    invoiceId: text('invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    invoiceNo: text('invoice_no'),
    issuedDate: date('issued_date', { mode: 'string' }),
    issuedBy: text('issued_by'),
    returnReason: text('return_reason'),
    /** The negative (red-letter) invoice of a voided application. */
    redInvoiceId: text('red_invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    redInvoiceNo: text('red_invoice_no'),
    redDate: date('red_date', { mode: 'string' }),
    voidReason: text('void_reason'),
    ...audit,
  },
  (table) => [
    uniqueIndex('invoice_applications_company_code_uq').on(table.companyId, table.code),
    index('invoice_applications_contract_idx').on(table.contractId),
    index('invoice_applications_company_status_idx').on(table.companyId, table.status),
  ],
);

/** An employee loan (借款申请); repaidTotal is the Σ of its repayments. */
export const loans = pgTable(
  'loans',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    /** JK + yyyyMM + 4-digit sequence. */
    code: text('code').notNull(),
    borrowerId: text('borrower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    departmentId: text('department_id').references(() => departments.id, { onDelete: 'set null' }),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    purpose: text('purpose').notNull(),
    loanDate: date('loan_date', { mode: 'string' }).notNull(),
    expectedRepayDate: date('expected_repay_date', { mode: 'string' }).notNull(),
    /** draft | submitted | approved | rejected */
    status: text('status').notNull().default('draft'),
    repaidTotal: numeric('repaid_total', { precision: 18, scale: 2 }).notNull().default('0'),
    approvedBy: text('approved_by'),
    approvedAt: instant('approved_at'),
    opinion: text('opinion'),
    memo: text('memo'),
    ...audit,
  },
  (table) => [
    uniqueIndex('loans_company_code_uq').on(table.companyId, table.code),
    index('loans_company_borrower_idx').on(table.companyId, table.borrowerId),
  ],
);

/** A (partial) repayment of a loan. */
export const loanRepayments = pgTable(
  'loan_repayments',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id').notNull(),
    loanId: text('loan_id')
      .notNull()
      .references(() => loans.id, { onDelete: 'cascade' }),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    repaidDate: date('repaid_date', { mode: 'string' }).notNull(),
    memo: text('memo'),
    ...audit,
  },
  (table) => [index('loan_repayments_loan_idx').on(table.loanId)],
);

/** One tier of the guidance-fee table (差额定率累进) of a business type: the rate on the part up to upperLimit. */
export const priceRateTiers = pgTable(
  'price_rate_tiers',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    businessType: text('business_type').notNull(),
    seq: integer('seq').notNull(),
    /** Upper bound of the tier's part of the basis (yuan); null: no upper bound (the last tier). */
    upperLimit: numeric('upper_limit', { precision: 18, scale: 2 }),
    /** Fraction of the part (0.005500 = 5.5 ‰). */
    rate: numeric('rate', { precision: 8, scale: 6 }).notNull(),
  },
  (table) => [
    uniqueIndex('price_rate_tiers_company_type_seq_uq').on(
      table.companyId,
      table.businessType,
      table.seq,
    ),
  ],
);

/** A price request before signing (请价). */
export const priceRequests = pgTable(
  'price_requests',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    /** QJ + yyyyMM + 4-digit sequence. */
    code: text('code').notNull(),
    customerId: text('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    customerName: text('customer_name').notNull(),
    projectName: text('project_name').notNull(),
    businessType: text('business_type').notNull(),
    /** investment (投资额) | construction (建安费) | submitted (送审金额) */
    basisKind: text('basis_kind').notNull(),
    basisAmount: numeric('basis_amount', { precision: 18, scale: 2 }).notNull(),
    guidanceFee: numeric('guidance_fee', { precision: 18, scale: 2 }).notNull(),
    proposedFee: numeric('proposed_fee', { precision: 18, scale: 2 }).notNull(),
    /** (guidance − proposed) / guidance, a fraction (下浮率). */
    discountRate: numeric('discount_rate', { precision: 8, scale: 6 }).notNull(),
    reason: text('reason'),
    /** draft | submitted | approved | rejected */
    status: text('status').notNull().default('draft'),
    applicantId: text('applicant_id').references(() => users.id, { onDelete: 'set null' }),
    departmentId: text('department_id').references(() => departments.id, { onDelete: 'set null' }),
    approvedBy: text('approved_by'),
    approvedAt: instant('approved_at'),
    opinion: text('opinion'),
    /** The contract signed at this price, once used. */
    contractId: text('contract_id').references(() => contracts.id, { onDelete: 'set null' }),
    ...audit,
  },
  (table) => [
    uniqueIndex('price_requests_company_code_uq').on(table.companyId, table.code),
    index('price_requests_company_status_idx').on(table.companyId, table.status),
  ],
);

// ─── Cost data: logical checks (issue 9, spec 001 §7 /b/quality/logical/…) ─────────────────────
// A run of the logical rules (有混凝土必有钢筋, 回填 ≤ 挖方 …) on a project and its result per rule,
// with the reviewer's ignore and opinion. The rules themselves are a table in code (cost/logical).

export const qualityLogicalRecords = pgTable(
  'quality_logical_records',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    projectId: text('project_id')
      .notNull()
      .references(() => costProjects.id, { onDelete: 'cascade' }),
    checkedAt: instant('checked_at').notNull(),
    checkedBy: text('checked_by'),
    passed: integer('passed').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
  },
  (table) => [index('quality_logical_records_project_idx').on(table.projectId, table.checkedAt)],
);

export const qualityLogicalResults = pgTable(
  'quality_logical_results',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id').notNull(),
    recordId: text('record_id')
      .notNull()
      .references(() => qualityLogicalRecords.id, { onDelete: 'cascade' }),
    rule: text('rule').notNull(),
    /** pass | fail | skipped (the rule does not apply) */
    status: text('status').notNull(),
    severity: text('severity').notNull(),
    aValue: numeric('a_value', { precision: 20, scale: 4 }).notNull(),
    bValue: numeric('b_value', { precision: 20, scale: 4 }).notNull(),
    ignored: boolean('ignored').notNull().default(false),
    ignoredBy: text('ignored_by'),
    ignoredAt: instant('ignored_at'),
    opinion: text('opinion'),
  },
  (table) => [index('quality_logical_results_record_idx').on(table.recordId, table.rule)],
);

// ─── Cost data: subject models (科目模型, 数字化建库) ──────────────────────────────────────────────
// The subject tree and its bill-code rules are code data (modules/cost/subject/subjects.ts); each
// bill's assignment to a subject lives here, by code rule, by similarity or by a person.

export const costBillSubjects = pgTable(
  'cost_bill_subjects',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id').notNull(),
    projectId: text('project_id')
      .notNull()
      .references(() => costProjects.id, { onDelete: 'cascade' }),
    unitId: text('unit_id').notNull(),
    billId: text('bill_id').notNull(),
    subjectCode: text('subject_code').notNull(),
    /** code | similar | manual */
    method: text('method').notNull(),
    /** The similarity that assigned it (method similar), 0–1. */
    score: numeric('score', { precision: 5, scale: 4 }),
    ...audit,
  },
  (table) => [
    uniqueIndex('cost_bill_subjects_bill_uq').on(table.billId),
    index('cost_bill_subjects_project_subject_idx').on(table.projectId, table.subjectCode),
    index('cost_bill_subjects_company_idx').on(table.companyId),
  ],
);

/** 拼接: bills of one subject combined into one subject bill (their sums), undone by deleting it. */
export const costSubjectSplices = pgTable(
  'cost_subject_splices',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id').notNull(),
    projectId: text('project_id')
      .notNull()
      .references(() => costProjects.id, { onDelete: 'cascade' }),
    subjectCode: text('subject_code').notNull(),
    name: text('name').notNull(),
    unit: text('unit').notNull(),
    /** The combined bills' ids (string[]). */
    billIds: jsonb('bill_ids').$type<string[]>().notNull(),
    quantity: numeric('quantity', { precision: 24, scale: 8 }).notNull(),
    amount: numeric('amount', { precision: 20, scale: 2 }).notNull(),
    ...audit,
  },
  (table) => [
    index('cost_subject_splices_project_idx').on(table.projectId, table.subjectCode),
    index('cost_subject_splices_company_idx').on(table.companyId),
  ],
);

// ── Subject bills (科目清单) edits and removals (helper subject9b) ─────────────────────────────

/** A norm of a subject bill whose norms were edited (quantity and price exact, as strings). */
export interface SubjectBillNorm {
  code: string;
  name: string;
  unit: string;
  quantity: string;
  price: string;
}

/**
 * A subject bill's own quantity and norms (the project's bill is left as it is): null quantity
 * keeps the bill's, null norms keep the bill's norms.
 */
export const costSubjectBillEdits = pgTable(
  'cost_subject_bill_edits',
  {
    billId: text('bill_id').primaryKey(),
    companyId: text('company_id').notNull(),
    projectId: text('project_id')
      .notNull()
      .references(() => costProjects.id, { onDelete: 'cascade' }),
    quantity: numeric('quantity', { precision: 24, scale: 8 }),
    norms: jsonb('norms').$type<SubjectBillNorm[]>(),
    ...audit,
  },
  (table) => [
    index('cost_subject_bill_edits_project_idx').on(table.projectId),
    index('cost_subject_bill_edits_company_idx').on(table.companyId),
  ],
);

/** A bill taken out of the subject model by hand: the analyses leave it out; re-adding restores this. */
export const costSubjectBillRemovals = pgTable(
  'cost_subject_bill_removals',
  {
    billId: text('bill_id').primaryKey(),
    companyId: text('company_id').notNull(),
    projectId: text('project_id')
      .notNull()
      .references(() => costProjects.id, { onDelete: 'cascade' }),
    unitId: text('unit_id').notNull(),
    subjectCode: text('subject_code').notNull(),
    method: text('method').notNull(),
    score: numeric('score', { precision: 5, scale: 4 }),
    ...audit,
  },
  (table) => [
    index('cost_subject_bill_removals_project_idx').on(table.projectId),
    index('cost_subject_bill_removals_company_idx').on(table.companyId),
  ],
);

// ─── Business objectives (经营目标, issue 10 helper objectives10, spec 001 §2 /b/business-objectives) ─
// A yearly plan per company: per department and measure (合同额, 产值, 回款, 利润) an annual target
// split into 12 monthly targets (cents, summing to the year exactly); 草稿 → 已下达 (locked; changes
// only by 调整 with a reason, each kept). 产值申报: a contract's cumulative progress (%) per month.

/** The business-objectives plan of one year (目标制定). */
export const objectivePlans = pgTable(
  'objective_plans',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    year: integer('year').notNull(),
    /** draft | issued */
    status: text('status').notNull().default('draft'),
    /** The company targets; the departments' targets must add up to them. */
    totalContract: money18('total_contract').notNull().default('0'),
    totalProduction: money18('total_production').notNull().default('0'),
    totalReceipt: money18('total_receipt').notNull().default('0'),
    totalProfit: money18('total_profit').notNull().default('0'),
    issuedAt: instant('issued_at'),
    issuedBy: text('issued_by'),
    ...audit,
  },
  (table) => [uniqueIndex('objective_plans_company_year_uq').on(table.companyId, table.year)],
);

/** One department's target of one measure: the year and its monthly split. */
export const objectiveTargets = pgTable(
  'objective_targets',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id').notNull(),
    planId: text('plan_id')
      .notNull()
      .references(() => objectivePlans.id, { onDelete: 'cascade' }),
    departmentId: text('department_id')
      .notNull()
      .references(() => departments.id, { onDelete: 'cascade' }),
    /** contract | production | receipt | profit */
    measure: text('measure').notNull(),
    annual: money18('annual').notNull(),
    /** even | last_year | manual */
    method: text('method').notNull(),
    /** 12 decimal strings (two places), January first; they add up to `annual`. */
    months: jsonb('months').$type<string[]>().notNull(),
    ...audit,
  },
  (table) => [
    uniqueIndex('objective_targets_plan_dept_measure_uq').on(
      table.planId,
      table.departmentId,
      table.measure,
    ),
    index('objective_targets_company_idx').on(table.companyId),
  ],
);

/** 调整: a change of an issued plan, with its reason and what changed (before and after). */
export const objectiveAdjustments = pgTable(
  'objective_adjustments',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id').notNull(),
    planId: text('plan_id')
      .notNull()
      .references(() => objectivePlans.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    /** [{ departmentId, measure, before, after }] — annual amounts (null when absent). */
    changes: jsonb('changes').notNull().default([]),
    ...audit,
  },
  (table) => [index('objective_adjustments_plan_idx').on(table.planId, table.createdAt)],
);

/** 产值申报: a contract's cumulative completion (0–100 %) at the end of a month. */
export const objectiveProgress = pgTable(
  'objective_progress',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id').notNull(),
    contractId: text('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    /** YYYY-MM */
    month: text('month').notNull(),
    progress: numeric('progress', { precision: 5, scale: 2 }).notNull(),
    ...audit,
  },
  (table) => [
    uniqueIndex('objective_progress_contract_month_uq').on(table.contractId, table.month),
    index('objective_progress_company_month_idx').on(table.companyId, table.month),
  ],
);

// ─── Staff certificates (人员证书) and the e-invoice register (电子发票), issue 10 ──────────────

/** A practising or title certificate of a staff member (注册造价工程师, 建造师 …). */
export const staffCertificates = pgTable(
  'staff_certificates',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** cost_engineer_1 | cost_engineer_2 | constructor_1 | constructor_2 | consultant_investment | supervisor | title_senior | title_middle | other */
    kind: text('kind').notNull(),
    certNo: text('cert_no').notNull(),
    registeredUnit: text('registered_unit'),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    /** Null: no expiry (职称). */
    validUntil: date('valid_until', { mode: 'string' }),
    /** 继续教育学时. */
    educationHours: integer('education_hours').notNull().default(0),
    /** The scanned copy (file module). */
    fileId: text('file_id').references(() => fileItems.id, { onDelete: 'set null' }),
    memo: text('memo'),
    ...audit,
  },
  (table) => [
    uniqueIndex('staff_certificates_kind_no_uq').on(table.companyId, table.kind, table.certNo),
    index('staff_certificates_user_idx').on(table.userId),
    index('staff_certificates_company_valid_idx').on(table.companyId, table.validUntil),
  ],
);

/**
 * An e-invoice received (进项) or issued (销项) and registered by hand or imported. Invoices issued
 * through 开票申请 live in `invoices` only and are listed with these (one source of truth).
 */
export const eInvoices = pgTable(
  'e_invoices',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id').notNull(),
    /** in 进项 | out 销项 */
    direction: text('direction').notNull(),
    /** digital 数电票 (20-digit number) | legacy 代码 12 + 号码 8 */
    numberKind: text('number_kind').notNull(),
    invoiceCode: text('invoice_code'),
    invoiceNumber: text('invoice_number').notNull(),
    /** The number as one text (code + number for legacy ones): what duplicates are told by. */
    invoiceKey: text('invoice_key').notNull(),
    /** special 专票 | normal 普票 */
    invoiceType: text('invoice_type').notNull().default('normal'),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    sellerName: text('seller_name').notNull(),
    sellerTaxNo: text('seller_tax_no'),
    buyerName: text('buyer_name').notNull(),
    buyerTaxNo: text('buyer_tax_no'),
    amount: money18('amount').notNull(),
    taxAmount: money18('tax_amount').notNull(),
    total: money18('total').notNull(),
    contractId: text('contract_id').references(() => contracts.id, { onDelete: 'set null' }),
    /** 报销单号 the invoice was reimbursed under. */
    reimbursementNo: text('reimbursement_no'),
    /** The PDF/OFD/XML (file module). */
    fileId: text('file_id').references(() => fileItems.id, { onDelete: 'set null' }),
    /** unverified 未查验 | verified 查验一致 | failed 查验不符 */
    verifyStatus: text('verify_status').notNull().default('unverified'),
    verifiedDate: date('verified_date', { mode: 'string' }),
    /** manual | import */
    source: text('source').notNull().default('manual'),
    memo: text('memo'),
    ...audit,
  },
  (table) => [
    uniqueIndex('e_invoices_key_uq').on(table.companyId, table.invoiceKey),
    index('e_invoices_company_date_idx').on(table.companyId, table.issueDate),
    index('e_invoices_contract_idx').on(table.contractId),
  ],
);

// ── 跟踪审计 (follow audit, issue 10): audit projects, their bill items, monthly measurement
// periods (计量) with the pay approval (支付审批) of each, and the measured quantities ─────────

/** A construction project the firm audits for a client throughout (跟踪审计项目). */
export const followAuditProjects = pgTable(
  'follow_audit_projects',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    /** The client (建设单位) who pays. */
    customerId: text('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** The contractor (施工单位) who reports the measured work. */
    contractor: text('contractor').notNull(),
    /** The cost project whose bills the items were copied from, if any. */
    costProjectId: text('cost_project_id').references(() => costProjects.id, {
      onDelete: 'set null',
    }),
    contractAmount: numeric('contract_amount', { precision: 18, scale: 2 }).notNull(),
    /** 进度款支付比例, a fraction (0.8000). */
    payRatio: numeric('pay_ratio', { precision: 6, scale: 4 }).notNull(),
    /** 预付款 paid to the contractor before the works. */
    advanceAmount: numeric('advance_amount', { precision: 18, scale: 2 }).notNull().default('0'),
    /** 起扣点: deduction starts once the cumulative approved amount reaches this share of the contract. */
    advanceStartRatio: numeric('advance_start_ratio', { precision: 6, scale: 4 })
      .notNull()
      .default('0'),
    /** 扣回比例: this share of the approved amount beyond the start point is deducted each period. */
    advanceDeductRatio: numeric('advance_deduct_ratio', { precision: 6, scale: 4 })
      .notNull()
      .default('0'),
    /** 质保金比例: retained from each period's approved amount. */
    retentionRatio: numeric('retention_ratio', { precision: 6, scale: 4 }).notNull().default('0'),
    memo: text('memo'),
    ...audit,
  },
  (table) => [index('follow_audit_projects_company_idx').on(table.companyId, table.createdAt)],
);

/** A bill item of the audited contract (code, name, unit, contract quantity, unit price). */
export const followAuditItems = pgTable(
  'follow_audit_items',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id').notNull(),
    projectId: text('project_id')
      .notNull()
      .references(() => followAuditProjects.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    unit: text('unit').notNull(),
    contractQuantity: numeric('contract_quantity', { precision: 20, scale: 4 }).notNull(),
    unitPrice: numeric('unit_price', { precision: 18, scale: 2 }).notNull(),
    ...audit,
  },
  (table) => [
    index('follow_audit_items_project_idx').on(table.projectId, table.seq),
    index('follow_audit_items_company_idx').on(table.companyId),
  ],
);

/**
 * A measurement period (计量期, YYYY-MM) of a project with its pay approval: draft → submitted →
 * approved (the period is locked) or returned. The pay figures are kept when it is approved.
 */
export const followAuditPeriods = pgTable(
  'follow_audit_periods',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id').notNull(),
    projectId: text('project_id')
      .notNull()
      .references(() => followAuditProjects.id, { onDelete: 'cascade' }),
    /** YYYY-MM */
    period: text('period').notNull(),
    /** draft | submitted | approved | returned */
    status: text('status').notNull().default('draft'),
    /** 本期支付 as proposed; null: the computed payable. */
    payAmount: numeric('pay_amount', { precision: 18, scale: 2 }),
    /** 审核意见 */
    opinion: text('opinion'),
    returnReason: text('return_reason'),
    submittedAt: instant('submitted_at'),
    submittedBy: text('submitted_by'),
    approvedAt: instant('approved_at'),
    approvedBy: text('approved_by'),
    /** Kept at approval: the approved amount, advance deduction and retention of the period. */
    approvedAmount: numeric('approved_amount', { precision: 18, scale: 2 }),
    advanceDeduction: numeric('advance_deduction', { precision: 18, scale: 2 }),
    retention: numeric('retention', { precision: 18, scale: 2 }),
    ...audit,
  },
  (table) => [
    uniqueIndex('follow_audit_periods_project_period_uq').on(table.projectId, table.period),
    index('follow_audit_periods_company_idx').on(table.companyId),
  ],
);

/** The reported (送审) and approved (审定) quantity of an item in a period. */
export const followAuditMeasures = pgTable(
  'follow_audit_measures',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id').notNull(),
    periodId: text('period_id')
      .notNull()
      .references(() => followAuditPeriods.id, { onDelete: 'cascade' }),
    // Cascade, so a project's deletion can remove its items and measures together; the service
    // refuses to delete an item some period measured.
    itemId: text('item_id')
      .notNull()
      .references(() => followAuditItems.id, { onDelete: 'cascade' }),
    reportedQuantity: numeric('reported_quantity', { precision: 20, scale: 4 })
      .notNull()
      .default('0'),
    approvedQuantity: numeric('approved_quantity', { precision: 20, scale: 4 })
      .notNull()
      .default('0'),
    /** Why the cumulative approved quantity passes the contract quantity (变更/超量). */
    overReason: text('over_reason'),
    memo: text('memo'),
    ...audit,
  },
  (table) => [
    uniqueIndex('follow_audit_measures_period_item_uq').on(table.periodId, table.itemId),
    index('follow_audit_measures_item_idx').on(table.itemId),
    index('follow_audit_measures_company_idx').on(table.companyId),
  ],
);

// ── Finance remaining items (issue 10, fin10): e-invoice 查验 records and a contract's payment
// cycles (付款节点, /b/payCostPrice/savePayPrice and /b/paymentCycle/findAllList) ─────────────

/**
 * One 查验 of an e-invoice: the status it gave, the checks the server ran (number format, USCC,
 * amount + tax, duplicates, the matching 开票申请 for 销项) and the clerk's note. The latest one is
 * the invoice's current verification (its status is kept on e_invoices.verify_status too).
 */
export const eInvoiceVerifications = pgTable(
  'e_invoice_verifications',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id').notNull(),
    invoiceId: text('invoice_id')
      .notNull()
      .references(() => eInvoices.id, { onDelete: 'cascade' }),
    /** verified 已查验 | failed 查验异常 */
    status: text('status').notNull(),
    /** [{ check, ok, message }] */
    checks: jsonb('checks').notNull().default([]),
    note: text('note'),
    verifiedAt: instant('verified_at').notNull(),
    verifiedBy: text('verified_by'),
    verifiedByName: text('verified_by_name'),
  },
  (table) => [
    index('e_invoice_verifications_invoice_idx').on(table.invoiceId, table.verifiedAt),
    index('e_invoice_verifications_company_idx').on(table.companyId),
  ],
);

/** A payment cycle (付款节点) of a contract: when and how much of the fee the client pays. */
export const contractPaymentCycles = pgTable(
  'contract_payment_cycles',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id').notNull(),
    contractId: text('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    /** 节点名称 (签约, 初稿提交, 审定 …) */
    name: text('name').notNull(),
    /** Share of the contract amount, a fraction (0.3000). */
    ratio: numeric('ratio', { precision: 6, scale: 4 }).notNull(),
    /** The amount due (contract amount × ratio, to the cent; the last cycle takes the rest). */
    amount: money18('amount').notNull(),
    dueDate: date('due_date', { mode: 'string' }),
    /** 付款条件 */
    condition: text('condition'),
    ...audit,
  },
  (table) => [
    uniqueIndex('contract_payment_cycles_contract_seq_uq').on(table.contractId, table.seq),
    index('contract_payment_cycles_company_idx').on(table.companyId),
  ],
);

// ─── Project grouping trees and project authorisation (issue 9, helper node9) ─────────────────
// spec 001 §7 "Project nodes and trees" (project/tree: a project's own grouping of its structure
// nodes into folders) and §6 (projectAuthorize: who may audit a project). Tenant-owned (RLS).

/** A folder of a project's grouping tree; it groups structure nodes (cost_nodes ids) in order. */
export const costProjectTrees = pgTable(
  'cost_project_trees',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    projectId: text('project_id')
      .notNull()
      .references(() => costProjects.id, { onDelete: 'cascade' }),
    parentId: text('parent_id'),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    nodeIds: jsonb('node_ids').$type<string[]>().notNull().default([]),
    remark: text('remark'),
    ...audit,
  },
  (table) => [
    index('cost_project_trees_project_idx').on(table.projectId, table.parentId, table.sort),
  ],
);

/** A member of a project's authorised staff; canAudit: may run its audit actions (quality checks). */
export const costProjectAuthorizes = pgTable(
  'cost_project_authorizes',
  {
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    projectId: text('project_id')
      .notNull()
      .references(() => costProjects.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    canAudit: boolean('can_audit').notNull().default(false),
    remark: text('remark'),
    ...audit,
  },
  (table) => [
    primaryKey({ columns: [table.projectId, table.userId] }),
    index('cost_project_authorizes_user_idx').on(table.userId),
  ],
);

// ─── Cost data: project view counts and personal libraries (issue 9, helper projfile9) ─────────
// A project's files are file_items with ref_module 'cost-project' and ref_record_id the project.

/** How often a project of the library was opened (lookCountProject / addlookCountProject). */
export const costProjectViews = pgTable(
  'cost_project_views',
  {
    projectId: text('project_id')
      .primaryKey()
      .references(() => costProjects.id, { onDelete: 'cascade' }),
    companyId: text('company_id').notNull(),
    views: integer('views').notNull().default(0),
    lastViewedAt: instant('last_viewed_at'),
  },
  (table) => [index('cost_project_views_company_idx').on(table.companyId)],
);

/** A project a user put into his personal library (个人库, intoPersonLib). */
export const costPersonLib = pgTable(
  'cost_person_lib',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: text('project_id')
      .notNull()
      .references(() => costProjects.id, { onDelete: 'cascade' }),
    note: text('note'),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('cost_person_lib_user_project_uq').on(table.userId, table.projectId),
    index('cost_person_lib_company_idx').on(table.companyId),
  ],
);

// ─── matqual9: editable rule tables (material catalogue, logical rules), check-record forms,
// factors per subject model and per tree node ───────────────────────────────────────────────────
// A rule table is read from code defaults until a company first edits it; the first edit copies
// the defaults into the company's rows (cost_rule_tables remembers it), so results stay identical
// until someone changes a rule.

export const costRuleTables = pgTable(
  'cost_rule_tables',
  {
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    /** catalogue | logical */
    tableKey: text('table_key').notNull(),
    seededAt: instant('seeded_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.tableKey] })],
);

/** 标准材料库: a company's material catalogue (group → class → material). */
export const costCatalogueMaterials = pgTable(
  'cost_catalogue_materials',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    groupCode: text('group_code').notNull(),
    groupName: text('group_name').notNull(),
    classCode: text('class_code').notNull(),
    className: text('class_name').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    spec: text('spec').notNull().default(''),
    unit: text('unit').notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [
    uniqueIndex('cost_catalogue_materials_company_code_uq').on(table.companyId, table.code),
  ],
);

/** A company's logical rules (A, B, relation, tolerance, severity). */
export const qualityLogicalRules = pgTable(
  'quality_logical_rules',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    key: text('key').notNull(),
    sort: integer('sort').notNull().default(0),
    title: jsonb('title').$type<{ zh: string; en: string; es: string }>().notNull(),
    a: jsonb('a').$type<Record<string, unknown>>().notNull(),
    b: jsonb('b').$type<Record<string, unknown>>().notNull(),
    /** implies | gte | lte */
    relation: text('relation').notNull(),
    tolerance: numeric('tolerance', { precision: 10, scale: 4 }).notNull().default('0'),
    severity: text('severity').notNull(),
    enabled: boolean('enabled').notNull().default(true),
  },
  (table) => [uniqueIndex('quality_logical_rules_company_key_uq').on(table.companyId, table.key)],
);

/** The form of a check record (saveFrom): its name, checker, control-price project and remark. */
export const qualityRecordForms = pgTable('quality_record_forms', {
  recordId: text('record_id')
    .primaryKey()
    .references(() => qualityRecords.id, { onDelete: 'cascade' }),
  companyId: text('company_id').notNull(),
  name: text('name').notNull().default(''),
  checker: text('checker').notNull().default(''),
  controlProjectId: text('control_project_id').references(() => costProjects.id, {
    onDelete: 'set null',
  }),
  remark: text('remark'),
  ...audit,
});

/** The factors a subject model's indicators are given per (e.g. 建筑面积 for 钢筋混凝土工程). */
export const costSubjectFactors = pgTable(
  'cost_subject_factors',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    subjectCode: text('subject_code').notNull(),
    factorCode: text('factor_code').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [
    uniqueIndex('cost_subject_factors_uq').on(table.companyId, table.subjectCode, table.factorCode),
  ],
);

/** Factor values of one node of a project's tree (saveProjectTreeInfo: each 单项's 建筑面积 …). */
export const costNodeFactors = pgTable(
  'cost_node_factors',
  {
    companyId: text('company_id').notNull(),
    projectId: text('project_id')
      .notNull()
      .references(() => costProjects.id, { onDelete: 'cascade' }),
    nodeId: text('node_id').notNull(),
    code: text('code').notNull(),
    value: numeric('value', { precision: 20, scale: 4 }).notNull(),
    ...audit,
  },
  (table) => [
    primaryKey({ columns: [table.nodeId, table.code] }),
    index('cost_node_factors_project_idx').on(table.projectId),
  ],
);

// ─── Cost data: bill models (清单模型, Hk 清单模型库; helper subject9c) ─────────────────────────
// The company's bill-model book: standard bills (9-digit code prefix, name, unit, 项目特征 with
// fixed values) hung on the subject tree; each project bill placed on one model (by code, by
// similarity or by hand) with its attribute values; the bill/norm book a project came from.

/** An attribute (项目特征) of a bill model; fixValue is the value the model prescribes, if any. */
export interface BillModelAttr {
  name: string;
  fixValue: string | null;
}

/** A placed bill's value of one attribute of its model. */
export interface BillModelAttrValue {
  name: string;
  value: string;
}

export const costBillModels = pgTable(
  'cost_bill_models',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id').notNull(),
    /** The node of the book's tree (a subject code of modules/cost/subject/subjects.ts). */
    subjectCode: text('subject_code').notNull(),
    /** 9-digit bill code prefix. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    unit: text('unit').notNull(),
    attributes: jsonb('attributes').$type<BillModelAttr[]>().notNull().default([]),
    ...audit,
  },
  (table) => [
    uniqueIndex('cost_bill_models_company_code_name_uq').on(
      table.companyId,
      table.code,
      table.name,
    ),
    index('cost_bill_models_company_subject_idx').on(table.companyId, table.subjectCode),
  ],
);

/** A project bill placed on a bill model, with its attribute values. */
export const costBillModelLinks = pgTable(
  'cost_bill_model_links',
  {
    billId: text('bill_id').primaryKey(),
    companyId: text('company_id').notNull(),
    projectId: text('project_id')
      .notNull()
      .references(() => costProjects.id, { onDelete: 'cascade' }),
    modelId: text('model_id')
      .notNull()
      .references(() => costBillModels.id, { onDelete: 'cascade' }),
    /** code | similar | manual */
    method: text('method').notNull(),
    score: numeric('score', { precision: 5, scale: 4 }),
    attributes: jsonb('attributes').$type<BillModelAttrValue[]>().notNull().default([]),
    ...audit,
  },
  (table) => [
    index('cost_bill_model_links_project_idx').on(table.projectId),
    index('cost_bill_model_links_model_idx').on(table.modelId),
    index('cost_bill_model_links_company_idx').on(table.companyId),
  ],
);

/** The bill book (清单库) and norm book (定额库) a project's data came from, as recorded. */
export const costProjectBooks = pgTable(
  'cost_project_books',
  {
    projectId: text('project_id')
      .primaryKey()
      .references(() => costProjects.id, { onDelete: 'cascade' }),
    companyId: text('company_id').notNull(),
    /** Ids of the book catalogue (modules/cost/billModel/books.ts). */
    billBookId: text('bill_book_id'),
    normBookId: text('norm_book_id'),
    ...audit,
  },
  (table) => [index('cost_project_books_company_idx').on(table.companyId)],
);

// ── Unusual-data marks of bills (issue 9, library9) ─────────────────────────────────────────

/**
 * The bills the unusual-data checks (unusualAnalyze) flagged at the project's last marking run:
 * which checks and what they said. Replaced as a whole per project at each run; the bill list
 * filters on it (只看异常).
 */
export const costUnusualMarks = pgTable(
  'cost_unusual_marks',
  {
    billId: text('bill_id')
      .primaryKey()
      .references(() => costBills.id, { onDelete: 'cascade' }),
    companyId: text('company_id').notNull(),
    projectId: text('project_id')
      .notNull()
      .references(() => costProjects.id, { onDelete: 'cascade' }),
    /** The UnusualCheckIds that flag the bill. */
    checks: text('checks').array().notNull(),
    /** What each check said of the bill: [{ check, rule, severity, message }]. */
    notes: jsonb('notes').notNull().default([]),
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('cost_unusual_marks_project_idx').on(table.projectId),
    index('cost_unusual_marks_company_idx').on(table.companyId),
  ],
);

/**
 * 造价文件管理: the company's cost files (估算书, 概算书, 预算书, 招标控制价, 结算书 …) by project and
 * stage. A document is kept in versions: each upload of a new version is a row with the same
 * document id and the next version number; the list shows the latest of each document.
 */
export const costFiles = pgTable(
  'cost_files',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id').notNull(),
    documentId: text('document_id').notNull(),
    version: integer('version').notNull(),
    projectId: text('project_id')
      .notNull()
      .references(() => costProjects.id, { onDelete: 'cascade' }),
    /** estimate | preliminary | budget | tender_control | settlement | final_account | other */
    stage: text('stage').notNull(),
    name: text('name').notNull(),
    fileId: text('file_id')
      .notNull()
      .references(() => fileItems.id, { onDelete: 'restrict' }),
    remark: text('remark'),
    ...audit,
  },
  (table) => [
    uniqueIndex('cost_files_document_version_uq').on(table.documentId, table.version),
    index('cost_files_company_project_idx').on(table.companyId, table.projectId),
  ],
);
