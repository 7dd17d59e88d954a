export { defaultTheme } from './theme/theme';
export type { CcmsTheme, ComponentSize, StatusColor } from './theme/theme';
export { ThemeProvider, GlobalStyle } from './theme/ThemeProvider';
export type { ThemeProviderProps } from './theme/ThemeProvider';

export { uiResources, registerUiResources, UI_NAMESPACE } from './i18n/uiResources';
export type { UiMessageKey, UiMessages } from './i18n/uiResources';
export {
  createTranslationHook,
  registerNamespace,
  toCatalogueLanguage,
} from './i18n/createTranslationHook';
export type {
  CatalogueLanguage,
  NamespaceResources,
  Translate,
} from './i18n/createTranslationHook';
export { useUiTranslation } from './i18n/useUiTranslation';
export type { UiTranslate } from './i18n/useUiTranslation';

export { useControllableState } from './hooks/useControllableState';
export { useComponentSize } from './hooks/useComponentSize';
export type { UseControllableStateParams } from './hooks/useControllableState';

export { Button } from './button/Button';
export type { ButtonProps, ButtonVariant } from './button/Button';
export {
  controlBoxStyles,
  FieldDescription,
  FieldErrorText,
  FieldLabel,
} from './field/fieldStyles';
export { TextField } from './text-field/TextField';
export type { TextFieldProps } from './text-field/TextField';
export { Spinner, SpinnerIcon } from './spinner/Spinner';
export type { SpinnerProps } from './spinner/Spinner';
export { LoadingOverlay } from './loading-overlay/LoadingOverlay';
export type { LoadingOverlayProps } from './loading-overlay/LoadingOverlay';
export { Empty } from './empty/Empty';
export type { EmptyProps } from './empty/Empty';
export { toast } from './toast/toastStore';
export type { Toast, ToastKind, ToastOptions } from './toast/toastStore';
export { Toaster } from './toast/Toaster';

export * from './exports/forms';
export * from './exports/overlays';
export * from './exports/display';
export * from './exports/widgets';
