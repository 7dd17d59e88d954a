import { createTranslationHook, registerNamespace, type NamespaceResources } from '@ccms/ui';
import type { i18n as I18n } from 'i18next';

const zh = {
  category: '类别',
  chartLoadFailed: '图表加载失败',
  name: '名称',
  value: '数值',
  share: '占比',
  stage: '阶段',
  conversionFromPrevious: '较上一阶段转化率',
  conversionFromFirst: '总转化率',
  measure: '指标',
  completionRate: '完成率',
  target: '目标',
  targetValue: '目标 {{value}}',
  unitYuan: '元',
  unitTenThousandYuan: '万元',
  unitPercent: '%',
  unitPeople: '人',
  percentagePoints: '个百分点',
  comparedWithPrevious: '较上期',
  deltaUp: '上升 {{amount}}',
  deltaDown: '下降 {{amount}}',
  deltaFlat: '持平',
  trend: '趋势：{{values}}',
};

export type ChartsMessages = Record<keyof typeof zh, string>;

export const chartsResources: NamespaceResources<ChartsMessages> = {
  zh,
  en: {
    category: 'Category',
    chartLoadFailed: 'The chart could not be loaded',
    name: 'Name',
    value: 'Value',
    share: 'Share',
    stage: 'Stage',
    conversionFromPrevious: 'Conversion from previous stage',
    conversionFromFirst: 'Overall conversion',
    measure: 'Measure',
    completionRate: 'Completion rate',
    target: 'Target',
    targetValue: 'Target {{value}}',
    unitYuan: 'yuan',
    unitTenThousandYuan: '×10k yuan',
    unitPercent: '%',
    unitPeople: 'people',
    percentagePoints: 'pp',
    comparedWithPrevious: 'vs previous period',
    deltaUp: 'up {{amount}}',
    deltaDown: 'down {{amount}}',
    deltaFlat: 'unchanged',
    trend: 'Trend: {{values}}',
  },
  es: {
    category: 'Categoría',
    chartLoadFailed: 'No se pudo cargar el gráfico',
    name: 'Nombre',
    value: 'Valor',
    share: 'Proporción',
    stage: 'Etapa',
    conversionFromPrevious: 'Conversión desde la etapa anterior',
    conversionFromFirst: 'Conversión total',
    measure: 'Indicador',
    completionRate: 'Tasa de cumplimiento',
    target: 'Objetivo',
    targetValue: 'Objetivo {{value}}',
    unitYuan: 'yuanes',
    unitTenThousandYuan: 'decenas de miles de yuanes',
    unitPercent: '%',
    unitPeople: 'personas',
    percentagePoints: 'p. p.',
    comparedWithPrevious: 'vs. periodo anterior',
    deltaUp: 'sube {{amount}}',
    deltaDown: 'baja {{amount}}',
    deltaFlat: 'sin cambios',
    trend: 'Tendencia: {{values}}',
  },
};

export const CHARTS_NAMESPACE = 'charts';

/** Adds the `charts` namespace to the app's i18next instance; call once at start-up. */
export function registerChartsResources(i18n: I18n): void {
  registerNamespace(i18n, CHARTS_NAMESPACE, chartsResources);
}

export const useChartsTranslation = createTranslationHook(CHARTS_NAMESPACE, chartsResources);
