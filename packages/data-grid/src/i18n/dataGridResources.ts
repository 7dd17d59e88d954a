import { createTranslationHook, registerNamespace, type NamespaceResources } from '@ccms/ui';
import type { i18n as I18n } from 'i18next';
import { exportMessages } from './messages/export';
import { gridMessages } from './messages/grid';
import { treeMessages } from './messages/tree';

// Each feature keeps its strings in its own catalogue; the `dataGrid` namespace is their union.
const groups = [gridMessages, treeMessages, exportMessages] as const;

export type DataGridMessageKey = Extract<
  keyof (typeof gridMessages.zh & typeof treeMessages.zh & typeof exportMessages.zh),
  string
>;
export type DataGridMessages = Record<DataGridMessageKey, string>;

function merged(language: 'zh' | 'en' | 'es'): DataGridMessages {
  return Object.assign({}, ...groups.map((group) => group[language])) as DataGridMessages;
}

/** Message catalogues of the i18next namespace `dataGrid`. */
export const dataGridResources: NamespaceResources<DataGridMessages> = {
  zh: merged('zh'),
  en: merged('en'),
  es: merged('es'),
};

export const DATA_GRID_NAMESPACE = 'dataGrid';

/** Adds the `dataGrid` namespace to the app's i18next instance; call once at start-up. */
export function registerDataGridResources(i18n: I18n): void {
  registerNamespace(i18n, DATA_GRID_NAMESPACE, dataGridResources);
}

/** `t` of the `dataGrid` namespace, falling back to the built-in catalogue. */
export const useDataGridTranslation = createTranslationHook(DATA_GRID_NAMESPACE, dataGridResources);
