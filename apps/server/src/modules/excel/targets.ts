import { randomBytes, randomUUID } from 'node:crypto';
import { isValidMobile, isValidPassword } from '@ccms/api-client';
import { and, asc, eq, exists, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { containing, createdStamp } from '../../db/audit';
import type { Db } from '../../db/database';
import {
  areas,
  departments,
  dictItems,
  dictTypes,
  memberLevels,
  members,
  roles,
  userRoles,
  users,
} from '../../db/schema';
import type { MessageKey } from '../../i18n';
import { hashPassword } from '../auth/password';
import {
  insertInChunks,
  listItems,
  referenceIssue,
  registerImporter,
  textOf,
  TreePaths,
  type ImportField,
  type ImportRow,
  type ImportValue,
  type Importer,
  type RowIssue,
} from './importers';

// The importers of what exists today: people, departments, dictionary entries and members.
// Each checks references and existing keys in a few set queries, never one query per row.

const LOGIN_NAME = /^[A-Za-z0-9_.@-]{2,32}$/;
const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;
const DICT_VALUE = /^[A-Za-z0-9_.-]{1,64}$/;

const loginNameCheck = (value: ImportValue): MessageKey | null =>
  LOGIN_NAME.test(String(value)) ? null : 'excel.row.invalidFormat';
const mobileCheck = (value: ImportValue): MessageKey | null =>
  isValidMobile(String(value)) ? null : 'excel.row.invalidMobile';
const emailCheck = (value: ImportValue): MessageKey | null =>
  EMAIL.test(String(value)) && String(value).length <= 128 ? null : 'excel.row.invalidEmail';
const passwordCheck = (value: ImportValue): MessageKey | null =>
  String(value).length <= 30 && isValidPassword(String(value)) ? null : 'excel.row.weakPassword';
const dictValueCheck = (value: ImportValue): MessageKey | null =>
  DICT_VALUE.test(String(value)) ? null : 'excel.row.invalidFormat';

const field = (spec: ImportField): ImportField => spec;

/** Passwords hashed at once while importing people. */
const HASH_BATCH = 8;

// ── People ────────────────────────────────────────────────────────────────────

const departmentPaths = async (db: Db) =>
  new TreePaths(
    await db
      .select({ id: departments.id, parentId: departments.parentId, name: departments.name })
      .from(departments),
  );

/** Login names taken in any company (sign-in does not ask for the company), in one query. */
async function takenLoginNames(db: Db, names: readonly string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  // Login names match LOGIN_NAME, so a comma cannot occur inside one.
  const result: unknown = await db.execute(
    sql`select name from unnest(string_to_array(${names.join(',')}, ',')) as name
        where login_name_taken(name, null)`,
  );
  return new Set((result as { rows: { name: string }[] }).rows.map((row) => row.name));
}

export const userImporter: Importer = {
  target: 'user',
  name: '用户',
  permission: 'sys:user:add',
  exportPermission: 'sys:user:view',
  uniqueKey: ['loginName'],
  fields: [
    field({
      field: 'loginName',
      title: '登录名',
      aliases: ['账号', '用户名', '登录账号'],
      type: 'string',
      required: true,
      maxLength: 32,
      check: loginNameCheck,
    }),
    field({
      field: 'name',
      title: '姓名',
      aliases: ['用户姓名', '员工姓名'],
      type: 'string',
      required: true,
      maxLength: 32,
    }),
    field({
      field: 'deptPath',
      title: '部门',
      aliases: ['所属部门', '部门名称'],
      type: 'string',
      maxLength: 200,
    }),
    field({
      field: 'phone',
      title: '手机号码',
      aliases: ['手机', '手机号', '联系电话'],
      type: 'string',
      maxLength: 20,
      check: mobileCheck,
    }),
    field({
      field: 'email',
      title: '邮箱',
      aliases: ['电子邮箱', 'email'],
      type: 'string',
      maxLength: 128,
      check: emailCheck,
    }),
    field({
      field: 'no',
      title: '工号',
      aliases: ['员工编号', '编号'],
      type: 'string',
      maxLength: 32,
    }),
    field({
      field: 'job',
      title: '职务',
      aliases: ['岗位', '职位'],
      type: 'string',
      maxLength: 32,
    }),
    field({ field: 'roles', title: '角色', aliases: ['角色名称'], type: 'string', maxLength: 500 }),
    field({
      field: 'password',
      title: '初始密码',
      aliases: ['密码'],
      type: 'string',
      maxLength: 30,
      check: passwordCheck,
    }),
  ],

  async plan(db, rows, context) {
    const issues: RowIssue[] = [];
    const existing = new Set<number>();
    const tree = await departmentPaths(db);
    const roleRows = await db
      .select({ id: roles.id, code: roles.code, name: roles.name })
      .from(roles);
    const taken = await takenLoginNames(
      db,
      rows.map((row) => String(row.values.loginName)),
    );
    const resolved = rows.map((row) => {
      const loginName = String(row.values.loginName);
      if (taken.has(loginName)) {
        existing.add(row.rowNumber);
        issues.push({
          rowNumber: row.rowNumber,
          field: 'loginName',
          key: 'excel.row.exists',
          params: { value: loginName },
        });
      }
      let deptId: string | null = null;
      const deptText = textOf(row.values.deptPath);
      if (deptText) {
        const found = tree.find(deptText);
        const issue = referenceIssue(row.rowNumber, 'deptPath', deptText, found);
        if (issue) issues.push(issue);
        else deptId = (found as { id: string }).id;
      }
      const roleIds: string[] = [];
      for (const item of listItems(textOf(row.values.roles) ?? '')) {
        const matches = roleRows.filter((role) => role.name === item || role.code === item);
        const issue = referenceIssue(
          row.rowNumber,
          'roles',
          item,
          matches.length > 1 ? 'ambiguous' : matches[0],
        );
        if (issue) issues.push(issue);
        else if (!roleIds.includes(matches[0]!.id)) roleIds.push(matches[0]!.id);
      }
      return { row, deptId, roleIds };
    });

    return {
      issues,
      existing,
      async write() {
        const { actor, now } = context;
        // Without a password in the sheet nobody can sign in until an administrator sets one
        // (or the person recovers it by phone): one unknowable secret serves the whole batch.
        const unknowable = await hashPassword(randomBytes(24).toString('base64url'));
        // scrypt runs on libuv's thread pool: hashing a few at a time uses every thread.
        const hashes: string[] = [];
        for (let start = 0; start < resolved.length; start += HASH_BATCH) {
          const batch = resolved.slice(start, start + HASH_BATCH).map(({ row }) => {
            const password = textOf(row.values.password);
            return password ? hashPassword(password) : Promise.resolve(unknowable);
          });
          hashes.push(...(await Promise.all(batch)));
        }
        const records = resolved.map(({ row, deptId }, index) => ({
          id: randomUUID(),
          companyId: actor.companyId,
          loginName: String(row.values.loginName),
          passwordHash: hashes[index]!,
          name: String(row.values.name),
          deptId,
          phone: textOf(row.values.phone),
          email: textOf(row.values.email),
          no: textOf(row.values.no),
          job: textOf(row.values.job),
          ...createdStamp(actor, now),
        }));
        await insertInChunks(records, (chunk) => db.insert(users).values(chunk));
        const memberships = resolved.flatMap(({ roleIds }, index) =>
          roleIds.map((roleId) => ({
            companyId: actor.companyId,
            userId: records[index]!.id,
            roleId,
            createdAt: now,
            createdBy: actor.userId,
          })),
        );
        await insertInChunks(memberships, (chunk) => db.insert(userRoles).values(chunk));
        return records.length;
      },
    };
  },

  async exportRows(db, filters, limit) {
    const conditions: SQL[] = [eq(users.deleted, false)];
    if (filters.keyword) {
      const pattern = containing(filters.keyword);
      conditions.push(
        or(ilike(users.name, pattern), ilike(users.loginName, pattern), ilike(users.no, pattern))!,
      );
    }
    const tree = await departmentPaths(db);
    if (filters.deptId) {
      const ids = (
        await db
          .select({ id: departments.id })
          .from(departments)
          .where(
            sql`${departments.id} = ${filters.deptId} or ${departments.parentIds} like ${`%${filters.deptId},%`}`,
          )
      ).map((row) => row.id);
      conditions.push(ids.length ? inArray(users.deptId, ids) : sql`false`);
    }
    if (filters.roleId)
      conditions.push(
        exists(
          db
            .select({ one: sql`1` })
            .from(userRoles)
            .where(and(eq(userRoles.userId, users.id), eq(userRoles.roleId, filters.roleId))),
        ),
      );
    const rows = await db
      .select()
      .from(users)
      .where(and(...conditions))
      .orderBy(asc(users.createdAt), asc(users.loginName))
      .limit(limit);
    const held = rows.length
      ? await db
          .select({ userId: userRoles.userId, name: roles.name })
          .from(userRoles)
          .innerJoin(roles, eq(roles.id, userRoles.roleId))
          .where(
            inArray(
              userRoles.userId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(roles.sort), asc(roles.code))
      : [];
    return rows.map((user) => ({
      loginName: user.loginName,
      name: user.name,
      deptPath: tree.pathOf(user.deptId),
      phone: user.phone,
      email: user.email,
      no: user.no,
      job: user.job,
      roles:
        held
          .filter((role) => role.userId === user.id)
          .map((role) => role.name)
          .join('、') || null,
      password: null,
    }));
  },
};

// ── Departments ───────────────────────────────────────────────────────────────

export const departmentImporter: Importer = {
  target: 'department',
  name: '部门',
  permission: 'sys:dept:edit',
  exportPermission: 'sys:dept:view',
  uniqueKey: ['parentPath', 'name'],
  fields: [
    field({
      field: 'name',
      title: '部门名称',
      aliases: ['名称', '部门'],
      type: 'string',
      required: true,
      maxLength: 64,
    }),
    field({
      field: 'parentPath',
      title: '上级部门',
      aliases: ['上级', '上级部门名称'],
      type: 'string',
      maxLength: 500,
    }),
    field({ field: 'sort', title: '排序', aliases: ['序号', '排序号'], type: 'integer' }),
  ],

  async plan(db, rows, context) {
    const issues: RowIssue[] = [];
    const existing = new Set<number>();
    const stored = await db.select().from(departments);
    const tree = new TreePaths(stored);
    const parentIdsOf = new Map(stored.map((row) => [row.id, row.parentIds]));
    const taken = new Set(stored.map((row) => tree.pathOf(row.id)));
    const created: {
      id: string;
      parentId: string | null;
      parentIds: string;
      name: string;
      sort: number;
    }[] = [];
    // In sheet order, so a department may sit under one created a few rows above it.
    for (const row of rows) {
      const name = String(row.values.name);
      const parentText = textOf(row.values.parentPath);
      let parentId: string | null = null;
      if (parentText) {
        const found = tree.find(parentText);
        const issue = referenceIssue(row.rowNumber, 'parentPath', parentText, found);
        if (issue) {
          issues.push(issue);
          continue;
        }
        parentId = (found as { id: string }).id;
      }
      const path = parentId ? `${tree.pathOf(parentId)}/${name}` : name;
      if (taken.has(path)) {
        existing.add(row.rowNumber);
        issues.push({
          rowNumber: row.rowNumber,
          field: 'name',
          key: 'excel.row.exists',
          params: { value: path },
        });
        continue;
      }
      const id = randomUUID();
      const parentIds = parentId ? `${parentIdsOf.get(parentId) ?? ''}${parentId},` : '';
      parentIdsOf.set(id, parentIds);
      tree.add({ id, parentId, name });
      taken.add(path);
      created.push({ id, parentId, parentIds, name, sort: Number(row.values.sort ?? 0) });
    }
    return {
      issues,
      existing,
      async write() {
        const { actor, now } = context;
        await insertInChunks(created, (chunk) =>
          db.insert(departments).values(
            chunk.map((dept) => ({
              ...dept,
              companyId: actor.companyId,
              ...createdStamp(actor, now),
            })),
          ),
        );
        return created.length;
      },
    };
  },

  async exportRows(db, filters, limit) {
    const rows = await db
      .select()
      .from(departments)
      .where(filters.keyword ? ilike(departments.name, containing(filters.keyword)) : undefined)
      .orderBy(asc(departments.parentIds), asc(departments.sort), asc(departments.name))
      .limit(limit);
    const tree = await departmentPaths(db);
    return rows.map((dept) => ({
      name: dept.name,
      parentPath: tree.pathOf(dept.parentId),
      sort: dept.sort,
    }));
  },
};

// ── Dictionary entries ────────────────────────────────────────────────────────

export const dictItemImporter: Importer = {
  target: 'dictItem',
  name: '字典条目',
  permission: 'sys:dict:edit',
  exportPermission: 'sys:dict:view',
  uniqueKey: ['dictCode', 'value'],
  fields: [
    field({
      field: 'dictCode',
      title: '字典编码',
      aliases: ['字典代码', '字典类型'],
      type: 'string',
      required: true,
      maxLength: 64,
    }),
    field({
      field: 'label',
      title: '字典标签',
      aliases: ['标签', '名称'],
      type: 'string',
      required: true,
      maxLength: 100,
    }),
    field({
      field: 'value',
      title: '键值',
      aliases: ['字典键值', '值', '编码'],
      type: 'string',
      required: true,
      maxLength: 64,
      check: dictValueCheck,
    }),
    field({ field: 'group', title: '分组', aliases: ['分组名称'], type: 'string', maxLength: 64 }),
    field({ field: 'sort', title: '排序', aliases: ['序号'], type: 'integer' }),
    field({ field: 'enabled', title: '是否启用', aliases: ['启用', '状态'], type: 'boolean' }),
    field({ field: 'remarks', title: '备注', aliases: ['说明'], type: 'string', maxLength: 200 }),
  ],

  async plan(db, rows, context) {
    const issues: RowIssue[] = [];
    const existing = new Set<number>();
    const types = await db.select({ id: dictTypes.id, code: dictTypes.code }).from(dictTypes);
    const typeIdOf = new Map(types.map((type) => [type.code, type.id]));
    const wantedTypes = [
      ...new Set(rows.map((row) => typeIdOf.get(String(row.values.dictCode))).filter(Boolean)),
    ] as string[];
    const stored = wantedTypes.length
      ? await db
          .select({ typeId: dictItems.typeId, value: dictItems.value })
          .from(dictItems)
          .where(inArray(dictItems.typeId, wantedTypes))
      : [];
    const taken = new Set(stored.map((item) => `${item.typeId}\u0000${item.value}`));
    const records: { row: ImportRow; typeId: string }[] = [];
    for (const row of rows) {
      const code = String(row.values.dictCode);
      const typeId = typeIdOf.get(code);
      if (!typeId) {
        issues.push({
          rowNumber: row.rowNumber,
          field: 'dictCode',
          key: 'excel.row.unknownRef',
          params: { value: code },
        });
        continue;
      }
      if (taken.has(`${typeId}\u0000${String(row.values.value)}`)) {
        existing.add(row.rowNumber);
        issues.push({
          rowNumber: row.rowNumber,
          field: 'value',
          key: 'excel.row.exists',
          params: { value: `${code}/${String(row.values.value)}` },
        });
        continue;
      }
      records.push({ row, typeId });
    }
    return {
      issues,
      existing,
      async write() {
        const { actor, now } = context;
        await insertInChunks(records, (chunk) =>
          db.insert(dictItems).values(
            chunk.map(({ row, typeId }) => ({
              id: randomUUID(),
              companyId: actor.companyId,
              typeId,
              parentId: null,
              parentIds: '',
              label: String(row.values.label),
              value: String(row.values.value),
              groupCode: textOf(row.values.group),
              sort: Number(row.values.sort ?? 0),
              enabled: row.values.enabled !== false,
              remarks: textOf(row.values.remarks),
              ...createdStamp(actor, now),
            })),
          ),
        );
        return records.length;
      },
    };
  },

  async exportRows(db, filters, limit) {
    const conditions: SQL[] = [];
    if (filters.type) conditions.push(eq(dictTypes.code, filters.type));
    if (filters.group) conditions.push(eq(dictItems.groupCode, filters.group));
    if (filters.keyword) {
      const pattern = containing(filters.keyword);
      conditions.push(or(ilike(dictItems.label, pattern), ilike(dictItems.value, pattern))!);
    }
    const rows = await db
      .select({ item: dictItems, code: dictTypes.code })
      .from(dictItems)
      .innerJoin(dictTypes, eq(dictTypes.id, dictItems.typeId))
      .where(conditions.length ? and(...conditions) : undefined)
      .orderBy(asc(dictTypes.sort), asc(dictTypes.code), asc(dictItems.sort), asc(dictItems.value))
      .limit(limit);
    return rows.map(({ item, code }) => ({
      dictCode: code,
      label: item.label,
      value: item.value,
      group: item.groupCode,
      sort: item.sort,
      enabled: item.enabled,
      remarks: item.remarks,
    }));
  },
};

// ── Members ───────────────────────────────────────────────────────────────────

const areaPaths = async (db: Db) =>
  new TreePaths(
    await db.select({ id: areas.id, parentId: areas.parentId, name: areas.name }).from(areas),
  );

export const memberImporter: Importer = {
  target: 'member',
  name: '会员',
  permission: 'member:edit',
  exportPermission: 'member:view',
  uniqueKey: ['phone'],
  fields: [
    field({
      field: 'name',
      title: '会员姓名',
      aliases: ['姓名', '名称'],
      type: 'string',
      required: true,
      maxLength: 32,
    }),
    field({
      field: 'phone',
      title: '手机号码',
      aliases: ['手机', '手机号', '联系电话'],
      type: 'string',
      required: true,
      maxLength: 20,
      check: mobileCheck,
    }),
    field({
      field: 'email',
      title: '邮箱',
      aliases: ['电子邮箱', 'email'],
      type: 'string',
      maxLength: 128,
      check: emailCheck,
    }),
    field({ field: 'level', title: '会员等级', aliases: ['等级'], type: 'string', maxLength: 64 }),
    field({
      field: 'area',
      title: '所在区域',
      aliases: ['区域', '地区'],
      type: 'string',
      maxLength: 200,
    }),
    field({ field: 'remarks', title: '备注', aliases: ['说明'], type: 'string', maxLength: 200 }),
  ],

  async plan(db, rows, context) {
    const issues: RowIssue[] = [];
    const existing = new Set<number>();
    const levels = await db
      .select({ id: memberLevels.id, name: memberLevels.name })
      .from(memberLevels);
    const tree = await areaPaths(db);
    const phones = rows.map((row) => String(row.values.phone));
    const taken = new Set(
      phones.length
        ? (
            await db
              .select({ phone: members.phone })
              .from(members)
              .where(inArray(members.phone, phones))
          ).map((row) => row.phone)
        : [],
    );
    const records: { row: ImportRow; levelId: string | null; areaId: string | null }[] = [];
    for (const row of rows) {
      const phone = String(row.values.phone);
      let ok = true;
      if (taken.has(phone)) {
        existing.add(row.rowNumber);
        issues.push({
          rowNumber: row.rowNumber,
          field: 'phone',
          key: 'excel.row.exists',
          params: { value: phone },
        });
        ok = false;
      }
      let levelId: string | null = null;
      const levelText = textOf(row.values.level);
      if (levelText) {
        const level = levels.find((candidate) => candidate.name === levelText);
        const issue = referenceIssue(row.rowNumber, 'level', levelText, level);
        if (issue) {
          issues.push(issue);
          ok = false;
        } else levelId = level!.id;
      }
      let areaId: string | null = null;
      const areaText = textOf(row.values.area);
      if (areaText) {
        const found = tree.find(areaText);
        const issue = referenceIssue(row.rowNumber, 'area', areaText, found);
        if (issue) {
          issues.push(issue);
          ok = false;
        } else areaId = (found as { id: string }).id;
      }
      if (ok) records.push({ row, levelId, areaId });
    }
    return {
      issues,
      existing,
      async write() {
        const { actor, now } = context;
        await insertInChunks(records, (chunk) =>
          db.insert(members).values(
            chunk.map(({ row, levelId, areaId }) => ({
              id: randomUUID(),
              companyId: actor.companyId,
              name: String(row.values.name),
              phone: String(row.values.phone),
              email: textOf(row.values.email),
              levelId,
              areaId,
              remarks: textOf(row.values.remarks),
              ...createdStamp(actor, now),
            })),
          ),
        );
        return records.length;
      },
    };
  },

  async exportRows(db, filters, limit) {
    const conditions: SQL[] = [];
    if (filters.keyword) {
      const pattern = containing(filters.keyword);
      conditions.push(or(ilike(members.name, pattern), ilike(members.phone, pattern))!);
    }
    if (filters.levelId) conditions.push(eq(members.levelId, filters.levelId));
    if (filters.areaId) {
      const ids = (
        await db
          .select({ id: areas.id })
          .from(areas)
          .where(
            sql`${areas.id} = ${filters.areaId} or ${areas.parentIds} like ${`%${filters.areaId},%`}`,
          )
      ).map((row) => row.id);
      conditions.push(ids.length ? inArray(members.areaId, ids) : sql`false`);
    }
    const rows = await db
      .select({ member: members, levelName: memberLevels.name })
      .from(members)
      .leftJoin(memberLevels, eq(memberLevels.id, members.levelId))
      .where(conditions.length ? and(...conditions) : undefined)
      .orderBy(asc(members.name), asc(members.id))
      .limit(limit);
    const tree = await areaPaths(db);
    return rows.map(({ member, levelName }) => ({
      name: member.name,
      phone: member.phone,
      email: member.email,
      level: levelName,
      area: tree.pathOf(member.areaId),
      remarks: member.remarks,
    }));
  },
};

let registered = false;

/** Registers the importers above once (the app may be built more than once in a process). */
export function registerBuiltInImporters(): void {
  if (registered) return;
  registered = true;
  for (const importer of [userImporter, departmentImporter, dictItemImporter, memberImporter])
    registerImporter(importer);
}
