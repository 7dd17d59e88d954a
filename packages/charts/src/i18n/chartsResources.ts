import { createTranslationHook, registerNamespace, type NamespaceResources } from '@ccms/ui';
import type { i18n as I18n } from 'i18next';

const zh = {
  category: '类别',
  chartLoadFailed: '图表加载失败',
};

export type ChartsMessages = Record<keyof typeof zh, string>;

export const chartsResources: NamespaceResources<ChartsMessages> = {
  zh,
  en: { category: 'Category', chartLoadFailed: 'The chart could not be loaded' },
  es: {
    category: 'Categoría',
    chartLoadFailed: 'No se pudo cargar el gráfico',
  },
};

export const CHARTS_NAMESPACE = 'charts';

/** Adds the `charts` namespace to the app's i18next instance; call once at start-up. */
export function registerChartsResources(i18n: I18n): void {
  registerNamespace(i18n, CHARTS_NAMESPACE, chartsResources);
}

export const useChartsTranslation = createTranslationHook(CHARTS_NAMESPACE, chartsResources);
