/** The user-config key the header's display mode is remembered under (value {"mode": …}). */
export const DISPLAY_MODE_CONFIG_KEY = 'ecms_displayMode';
/** The header's display modes: normal, or work (the menu filtered by the server). */
export const DISPLAY_MODES = ['normal', 'work'] as const;
export const isDisplayMode = (value: unknown): value is (typeof DISPLAY_MODES)[number] =>
  (DISPLAY_MODES as readonly unknown[]).includes(value);

/** The optional home panels by code (spec 002 §2: the panel-management dialog's eight). */
export const HOME_PANEL_CODES = [
  'message',
  'notice',
  'industryNews',
  'pictureNews',
  'enterpriseBrand',
  'upgradeNotes',
  'mail',
  'kpiScore',
] as const;
export type HomePanelCode = (typeof HOME_PANEL_CODES)[number];
export const isHomePanelCode = (code: string): code is HomePanelCode =>
  (HOME_PANEL_CODES as readonly string[]).includes(code);
