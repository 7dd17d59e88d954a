import { createTranslationHook, registerNamespace, type NamespaceResources } from '@ccms/ui';
import type { i18n as I18n } from 'i18next';
import { departmentMessages } from './messages/department';
import { dictionaryMessages } from './messages/dictionary';
import { importWizardMessages } from './messages/importWizard';
import { layoutMessages } from './messages/layout';
import { uploadMessages } from './messages/upload';

// Each component family keeps its strings in its own catalogue; the `pickers` namespace is their union.
const groups = [
  dictionaryMessages,
  departmentMessages,
  uploadMessages,
  importWizardMessages,
  layoutMessages,
] as const;

export type PickersMessageKey = Extract<
  keyof (typeof dictionaryMessages.zh &
    typeof departmentMessages.zh &
    typeof uploadMessages.zh &
    typeof importWizardMessages.zh &
    typeof layoutMessages.zh),
  string
>;
export type PickersMessages = Record<PickersMessageKey, string>;

function merged(language: 'zh' | 'en' | 'es'): PickersMessages {
  return Object.assign({}, ...groups.map((group) => group[language])) as PickersMessages;
}

/** Message catalogues of the i18next namespace `pickers`. */
export const pickersResources: NamespaceResources<PickersMessages> = {
  zh: merged('zh'),
  en: merged('en'),
  es: merged('es'),
};

export const PICKERS_NAMESPACE = 'pickers';

/** Adds the `pickers` namespace to the app's i18next instance; call once at start-up. */
export function registerPickersResources(i18n: I18n): void {
  registerNamespace(i18n, PICKERS_NAMESPACE, pickersResources);
}

/** `t` of the `pickers` namespace, falling back to the built-in catalogue. */
export const usePickersTranslation = createTranslationHook(PICKERS_NAMESPACE, pickersResources);
