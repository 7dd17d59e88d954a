import type { i18n as I18n } from 'i18next';
import { registerNamespace, type NamespaceResources } from './createTranslationHook';

const zh = {
  noData: '暂无数据',
  loading: '加载中…',
  close: '关闭',
  notifications: '通知',
  errorNotifications: '错误通知',
  required: '必填',
  sortAscending: '升序',
  sortDescending: '降序',
  percentLoaded: '已加载 {{percent}}%',
};

export type UiMessageKey = keyof typeof zh;
export type UiMessages = Record<UiMessageKey, string>;

const en: UiMessages = {
  noData: 'No data',
  loading: 'Loading…',
  close: 'Close',
  notifications: 'Notifications',
  errorNotifications: 'Error notifications',
  required: 'Required',
  sortAscending: 'Ascending',
  sortDescending: 'Descending',
  percentLoaded: '{{percent}}% loaded',
};

const es: UiMessages = {
  noData: 'Sin datos',
  loading: 'Cargando…',
  close: 'Cerrar',
  notifications: 'Notificaciones',
  errorNotifications: 'Notificaciones de error',
  required: 'Obligatorio',
  sortAscending: 'Ascendente',
  sortDescending: 'Descendente',
  percentLoaded: '{{percent}} % cargado',
};

/** Message catalogues of the i18next namespace `ui`. */
export const uiResources: NamespaceResources<UiMessages> = { zh, en, es };

export const UI_NAMESPACE = 'ui';

/** Adds the `ui` namespace to the app's i18next instance; call once at start-up. */
export function registerUiResources(i18n: I18n): void {
  registerNamespace(i18n, UI_NAMESPACE, uiResources);
}
