import type { i18n as I18n } from 'i18next';
import { registerNamespace, type NamespaceResources } from './createTranslationHook';
import { coreMessages } from './messages/core';
import { displayMessages } from './messages/display';
import { formsMessages } from './messages/forms';
import { overlaysMessages } from './messages/overlays';
import { widgetsMessages } from './messages/widgets';

// Each component group keeps its strings in its own catalogue; the `ui` namespace is their union.
const groups = [
  coreMessages,
  formsMessages,
  overlaysMessages,
  displayMessages,
  widgetsMessages,
] as const;

export type UiMessageKey = Extract<
  keyof (typeof coreMessages.zh &
    typeof formsMessages.zh &
    typeof overlaysMessages.zh &
    typeof displayMessages.zh &
    typeof widgetsMessages.zh),
  string
>;
export type UiMessages = Record<UiMessageKey, string>;

function merged(language: 'zh' | 'en' | 'es'): UiMessages {
  return Object.assign({}, ...groups.map((group) => group[language])) as UiMessages;
}

/** Message catalogues of the i18next namespace `ui`. */
export const uiResources: NamespaceResources<UiMessages> = {
  zh: merged('zh'),
  en: merged('en'),
  es: merged('es'),
};

export const UI_NAMESPACE = 'ui';

/** Adds the `ui` namespace to the app's i18next instance; call once at start-up. */
export function registerUiResources(i18n: I18n): void {
  registerNamespace(i18n, UI_NAMESPACE, uiResources);
}
