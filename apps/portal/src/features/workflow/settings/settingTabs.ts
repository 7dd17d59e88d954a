/** The flow settings tabs (spec 000 §2.3a), in order; the first is the default. */
export const SETTING_TABS = [
  'f-base-setting',
  'f-form-manager',
  'f-flow-design',
  'f-flow-step',
  'f-flow-notice',
  'f-flow-expire-notice',
  'f-flow-data',
  'f-leader-field',
  'f-advance-setting',
] as const;
export type SettingTab = (typeof SETTING_TABS)[number];
export const DEFAULT_SETTING_TAB: SettingTab = 'f-base-setting';

export const isSettingTab = (value: string | undefined): value is SettingTab =>
  (SETTING_TABS as readonly string[]).includes(value ?? '');

/** The two groups that hold the tabs: the main page's and the sub-flow one. */
export const SETTING_BASES = ['/main-page/setting-flow', '/b/sub-flow'] as const;
export type SettingBase = (typeof SETTING_BASES)[number];

/** Which group a pathname belongs to (the main page's when neither). */
export const settingBaseOf = (pathname: string): SettingBase =>
  SETTING_BASES.find((base) => pathname === base || pathname.startsWith(`${base}/`)) ??
  SETTING_BASES[0];

/** A flow's settings page (its first tab), e.g. from an act-models or act-procdef row. */
export const settingFlowHref = (key: string, tab: SettingTab = DEFAULT_SETTING_TAB): string =>
  `${SETTING_BASES[0]}/${tab}?key=${encodeURIComponent(key)}`;
