import { randomUUID } from 'node:crypto';
import {
  panelLayoutSchema,
  workModeSchema,
  type MenuItem,
  type SavedPanelSlot,
  type WindowDefaults,
  type WorkMode,
} from '@ccms/api-client';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { createdStamp, updatedStamp, type Actor } from '../../db/audit';
import type { Db } from '../../db/database';
import { menus, parameters } from '../../db/schema';

/** The user-config key the work-mode form is saved under (spec 002 §4). */
export const WORK_MODE_CONFIG_KEY = 'ecms_workMode_layout';

/** Spec 002 §9: commonUse '1', mainFunciton ['1','2','3'], showcheckedList false. */
export const DEFAULT_WORK_MODE: WorkMode = {
  commonUse: '1',
  mainFunciton: ['1', '2', '3'],
  showcheckedList: false,
  checkedList: [],
  showleftNav: false,
  leftNav: [],
};

/** The saved form with each missing or unreadable field at its default. */
export function readWorkMode(saved: string | undefined): WorkMode {
  if (!saved) return DEFAULT_WORK_MODE;
  let stored: unknown;
  try {
    stored = JSON.parse(saved);
  } catch {
    return DEFAULT_WORK_MODE;
  }
  if (typeof stored !== 'object' || stored === null) return DEFAULT_WORK_MODE;
  const fields = Object.fromEntries(
    Object.entries(workModeSchema.shape).map(([name, schema]) => {
      const parsed = schema.safeParse((stored as Record<string, unknown>)[name]);
      return [name, parsed.success ? parsed.data : DEFAULT_WORK_MODE[name as keyof WorkMode]];
    }),
  );
  return fields as WorkMode;
}

/**
 * Keeps a menu tree to the given ids and the directories above them; a kept directory none of
 * whose children is named keeps them all (checking a module checks what it holds).
 */
export function keepMenus(tree: readonly MenuItem[], ids: ReadonlySet<string>): MenuItem[] {
  const kept: MenuItem[] = [];
  for (const item of tree) {
    const children = keepMenus(item.children, ids);
    if (children.length > 0) kept.push({ ...item, children });
    else if (ids.has(item.id)) kept.push(item);
  }
  return kept;
}

// ── Window management (窗口管理): the company's defaults, kept as reserved parameter rows ────────

/** The three defaults and the parameter key each is kept under (category WINDOW_CATEGORY). */
export const WINDOW_KEYS = {
  leftColumn: 'window.left-column',
  normalMode: 'window.normal-mode',
  workMode: 'window.work-mode',
} as const;
export type WindowKind = keyof typeof WINDOW_KEYS;
/** The parameter category of these rows: none of the parameter pages lists it. */
export const WINDOW_CATEGORY = 'window';
const WINDOW_NAMES: Record<WindowKind, string> = {
  leftColumn: '窗口管理：左栏可选菜单',
  normalMode: '窗口管理：普通模式默认面板',
  workMode: '窗口管理：工作模式默认设置',
};

/** The JSON a company saved for one kind, or undefined when it has none (or it is unreadable). */
async function readWindowValue(db: Db, companyId: string, kind: WindowKind): Promise<unknown> {
  const [row] = await db
    .select({ value: parameters.value })
    .from(parameters)
    .where(and(eq(parameters.companyId, companyId), eq(parameters.key, WINDOW_KEYS[kind])))
    .limit(1);
  if (!row) return undefined;
  try {
    return JSON.parse(row.value) as unknown;
  } catch {
    return undefined;
  }
}

async function writeWindowValue(
  db: Db,
  actor: Actor,
  now: Date,
  kind: WindowKind,
  value: unknown,
): Promise<void> {
  const text = JSON.stringify(value);
  const [own] = await db
    .select({ id: parameters.id })
    .from(parameters)
    .where(and(eq(parameters.companyId, actor.companyId), eq(parameters.key, WINDOW_KEYS[kind])))
    .limit(1);
  if (own) {
    await db
      .update(parameters)
      .set({ value: text, category: WINDOW_CATEGORY, ...updatedStamp(actor, now) })
      .where(eq(parameters.id, own.id));
    return;
  }
  await db.insert(parameters).values({
    id: randomUUID(),
    companyId: actor.companyId,
    key: WINDOW_KEYS[kind],
    value: text,
    category: WINDOW_CATEGORY,
    name: WINDOW_NAMES[kind],
    ...createdStamp(actor, now),
  });
}

/** The ids among these that are menus of the company (buttons included), in the order given. */
async function companyMenuIds(
  db: Db,
  companyId: string,
  ids: readonly string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: menus.id })
    .from(menus)
    .where(and(eq(menus.companyId, companyId), inArray(menus.id, [...new Set(ids)])));
  const known = new Set(rows.map((row) => row.id));
  return [...new Set(ids)].filter((id) => known.has(id));
}

export async function loadLeftColumn(db: Db, companyId: string): Promise<string[]> {
  const parsed = z.array(z.string()).safeParse(await readWindowValue(db, companyId, 'leftColumn'));
  return parsed.success ? parsed.data : [];
}

export async function saveLeftColumn(
  db: Db,
  actor: Actor,
  now: Date,
  ids: readonly string[],
): Promise<string[]> {
  const kept = await companyMenuIds(db, actor.companyId, ids);
  await writeWindowValue(db, actor, now, 'leftColumn', kept);
  return kept;
}

export async function loadNormalMode(db: Db, companyId: string): Promise<SavedPanelSlot[] | null> {
  const parsed = panelLayoutSchema.safeParse(await readWindowValue(db, companyId, 'normalMode'));
  return parsed.success && parsed.data.length > 0 ? parsed.data : null;
}

/** Keeps the slots up to the last filled one; nothing filled clears the company's layout. */
export async function saveNormalMode(
  db: Db,
  actor: Actor,
  now: Date,
  layout: readonly SavedPanelSlot[],
): Promise<SavedPanelSlot[] | null> {
  let end = layout.length;
  while (end > 0 && layout[end - 1] === null) end -= 1;
  const trimmed = layout.slice(0, end);
  await writeWindowValue(db, actor, now, 'normalMode', trimmed);
  return trimmed.length > 0 ? trimmed : null;
}

export async function loadCompanyWorkMode(db: Db, companyId: string): Promise<WorkMode> {
  const value = await readWindowValue(db, companyId, 'workMode');
  return value === undefined ? DEFAULT_WORK_MODE : readWorkMode(JSON.stringify(value));
}

export async function saveCompanyWorkMode(
  db: Db,
  actor: Actor,
  now: Date,
  form: WorkMode,
): Promise<WorkMode> {
  const checkedList = await companyMenuIds(db, actor.companyId, form.checkedList);
  const leftNav = await companyMenuIds(db, actor.companyId, form.leftNav);
  const saved: WorkMode = {
    ...form,
    mainFunciton: [...new Set(form.mainFunciton)].sort(),
    showleftNav: form.showcheckedList,
    checkedList,
    leftNav,
  };
  await writeWindowValue(db, actor, now, 'workMode', saved);
  return saved;
}

/** What a user without settings of their own gets from the company. */
export async function loadWindowDefaults(db: Db, companyId: string): Promise<WindowDefaults> {
  return {
    leftColumn: await loadLeftColumn(db, companyId),
    normalMode: await loadNormalMode(db, companyId),
    workMode: await loadCompanyWorkMode(db, companyId),
  };
}
