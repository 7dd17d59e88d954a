import type { Decorator, Preview } from '@storybook/react-vite';
import { createInstance } from 'i18next';
import { useEffect } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { registerChartsResources } from '../packages/charts/src/index';
import { registerDataGridResources } from '../packages/data-grid/src/index';
import { registerPickersResources } from '../packages/pickers/src/index';
import { registerUiResources, ThemeProvider } from '../packages/ui/src/index';

// One i18next instance for all stories, set up like the portal's: zh default, every package's namespace.
const i18n = createInstance();
void i18n.use(initReactI18next).init({
  lng: 'zh',
  fallbackLng: 'zh',
  supportedLngs: ['zh', 'en', 'es'],
  resources: {},
  interpolation: { escapeValue: false },
  initAsync: false,
});
registerUiResources(i18n);
registerDataGridResources(i18n);
registerPickersResources(i18n);
registerChartsResources(i18n);

function LocaleSwitch({ locale }: { locale: string }) {
  useEffect(() => {
    void i18n.changeLanguage(locale);
    document.documentElement.lang = locale === 'zh' ? 'zh-CN' : locale;
  }, [locale]);
  return null;
}

const withProviders: Decorator = (Story, context) => (
  <I18nextProvider i18n={i18n}>
    <ThemeProvider>
      <LocaleSwitch locale={String(context.globals.locale ?? 'zh')} />
      <Story />
    </ThemeProvider>
  </I18nextProvider>
);

const preview: Preview = {
  decorators: [withProviders],
  globalTypes: {
    locale: {
      description: 'Language of the UI',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'zh', title: '中文' },
          { value: 'en', title: 'English' },
          { value: 'es', title: 'Español' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'zh' },
  parameters: {
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i } },
  },
};

export default preview;
