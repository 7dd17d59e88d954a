import type { Translate } from './createTranslationHook';
import { createTranslationHook } from './createTranslationHook';
import { uiResources, UI_NAMESPACE, type UiMessageKey } from './uiResources';

export type UiTranslate = Translate<UiMessageKey>;

/** `t` of the `ui` namespace, falling back to the built-in catalogue. */
export const useUiTranslation: () => UiTranslate = createTranslationHook(UI_NAMESPACE, uiResources);
