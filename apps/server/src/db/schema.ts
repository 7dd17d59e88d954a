import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
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
