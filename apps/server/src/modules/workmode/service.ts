import { workModeSchema, type MenuItem, type WorkMode } from '@ccms/api-client';

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
