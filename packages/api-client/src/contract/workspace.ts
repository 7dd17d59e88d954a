import { z } from 'zod';
import { endpoint } from '../endpoint';
import { idListSchema, plainText } from './paging';
import { workModeSchema } from './saas';
import { DISPLAY_MODES, HOME_PANEL_CODES } from '../workspaceCodes';

// ── Workspace: display mode and the company's window defaults (窗口管理, spec 002 §2) ────────────

// Codes without zod (workspaceCodes.ts), so the shell reads them without loading the schemas.
export {
  DISPLAY_MODE_CONFIG_KEY,
  DISPLAY_MODES,
  HOME_PANEL_CODES,
  isDisplayMode,
  isHomePanelCode,
  type HomePanelCode,
} from '../workspaceCodes';
export const displayModeSchema = z.enum(DISPLAY_MODES);
export type DisplayMode = z.infer<typeof displayModeSchema>;
/** Slots of the home layout (spec 002 §9). */
export const HOME_PANEL_SLOTS = 8;

const morePathSchema = z
  .string()
  .trim()
  .max(300)
  .refine((path) => path === '' || (path.startsWith('/') && !path.startsWith('//')), {
    error: '更多链接应为站内路径',
  });

const panelFields = {
  title: plainText(32),
  /** An in-app path ('' when the panel has no "more" page). */
  morePath: morePathSchema,
};

/** One slot of a panel layout as stored and answered (title, code, morePath), or an empty slot. */
export const panelSlotSchema = z
  .object({ ...panelFields, code: z.enum(HOME_PANEL_CODES, { error: '未知的面板' }) })
  .nullable();
export type SavedPanelSlot = z.infer<typeof panelSlotSchema>;

const noRepeatedPanel = (slots: readonly SavedPanelSlot[]) => {
  const codes = slots.flatMap((slot) => (slot ? [slot.code] : []));
  return new Set(codes).size === codes.length;
};

/** A stored panel layout (at most the home editor's slots, each panel once). */
export const panelLayoutSchema = z
  .array(panelSlotSchema)
  .max(HOME_PANEL_SLOTS)
  .refine(noRepeatedPanel, { error: '同一面板只能放在一个位置' });

/**
 * A panel layout to save: each slot an object, an empty one with code '' (it is stored as null),
 * so a slot left out of the list is refused rather than read as empty.
 */
export const panelLayoutSaveSchema = z
  .array(
    z
      .object({
        ...panelFields,
        code: z.union([z.enum(HOME_PANEL_CODES), z.literal('')], { error: '未知的面板' }),
      })
      .transform((slot): SavedPanelSlot =>
        slot.code === '' ? null : { ...slot, code: slot.code },
      ),
  )
  .max(HOME_PANEL_SLOTS, { error: `最多 ${HOME_PANEL_SLOTS} 个面板位置` })
  .refine(noRepeatedPanel, { error: '同一面板只能放在一个位置' });
export type PanelLayoutSave = z.input<typeof panelLayoutSaveSchema>;
/** How a save spells an empty slot. */
export const EMPTY_PANEL_SLOT = { title: '', code: '', morePath: '' } as const;

/** The work-mode form to save: module ids are ids. */
export const workModeSaveSchema = workModeSchema.extend({
  checkedList: idListSchema,
  leftNav: idListSchema,
});

/** The company's defaults, as a signed-in user's home and work mode read them. */
export const windowDefaultsSchema = z.object({
  /** The menu ids offered in the work-mode left column; empty: every menu the user holds. */
  leftColumn: z.array(z.string()),
  /** The default panel layout of normal mode; null: the built-in one (the first seven panels). */
  normalMode: z.array(panelSlotSchema).nullable(),
  /** The default work-mode form (the spec's defaults until the company sets its own). */
  workMode: workModeSchema,
});
export type WindowDefaults = z.infer<typeof windowDefaultsSchema>;

export const windowDefaults = endpoint({
  method: 'GET',
  path: '/b/window/defaults',
  summary:
    'The signed-in company’s window defaults (left column, normal-mode layout, work-mode form) for users without their own',
  access: 'session',
  data: windowDefaultsSchema,
});

export const windowLeftColumnGet = endpoint({
  method: 'GET',
  path: '/b/window/left-column',
  summary: 'The menu ids the company offers in the work-mode left column (empty: all)',
  access: { permission: 'sys:window:view' },
  data: z.array(z.string()),
});

export const windowLeftColumnSave = endpoint({
  method: 'POST',
  path: '/b/window/left-column',
  summary:
    'Set the menu ids offered in the work-mode left column; ids that are not the company’s menus are dropped; answers what was kept',
  access: { permission: 'sys:window:edit' },
  body: idListSchema,
  data: z.array(z.string()),
});

export const windowNormalModeGet = endpoint({
  method: 'GET',
  path: '/b/window/normal-mode',
  summary: 'The company’s default home panel layout (null: the built-in default)',
  access: { permission: 'sys:window:view' },
  data: z.array(panelSlotSchema).nullable(),
});

export const windowNormalModeSave = endpoint({
  method: 'POST',
  path: '/b/window/normal-mode',
  summary:
    'Set the company’s default home panel layout (empty slots have code ""; slots up to the last filled one are kept); nothing filled restores the built-in default',
  access: { permission: 'sys:window:edit' },
  body: panelLayoutSaveSchema,
  data: z.array(panelSlotSchema).nullable(),
});

export const windowWorkModeGet = endpoint({
  method: 'GET',
  path: '/b/window/work-mode',
  summary: 'The company’s default work-mode form (the spec’s defaults until set)',
  access: { permission: 'sys:window:view' },
  data: workModeSchema,
});

export const windowWorkModeSave = endpoint({
  method: 'POST',
  path: '/b/window/work-mode',
  summary:
    'Set the company’s default work-mode form; module ids that are not the company’s menus are dropped',
  access: { permission: 'sys:window:edit' },
  body: workModeSaveSchema,
  data: workModeSchema,
});
