import { render, type RenderResult } from '@testing-library/react';
import { createInstance, type i18n as I18n } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { registerUiResources } from '../i18n/uiResources';
import { ThemeProvider } from '../theme/ThemeProvider';

/** An i18next instance like the app's: `ui` namespace registered, zh by default. */
export function createTestI18n(language = 'zh'): I18n {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'zh',
    resources: {},
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  registerUiResources(i18n);
  return i18n;
}

/** Renders inside the theme and an i18next instance of the given language. */
export function renderWithTheme(ui: ReactElement, language = 'zh'): RenderResult {
  const i18n = createTestI18n(language);
  // A wrapper (not a wrapping element) so `rerender` keeps the providers.
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider>{children}</ThemeProvider>
    </I18nextProvider>
  );
  return render(ui, { wrapper });
}
