// Strings of the first components: empty, loading, toasts, required marks, sorting.
const zh = {
  noData: '暂无数据',
  loading: '加载中…',
  close: '关闭',
  notifications: '通知',
  errorNotifications: '错误通知',
  popupNotifications: '消息弹窗',
  popupErrorNotifications: '错误消息弹窗',
  required: '必填',
  sortAscending: '升序',
  sortDescending: '降序',
  percentLoaded: '已加载 {{percent}}%',
};

type CoreMessages = Record<keyof typeof zh, string>;

const en: CoreMessages = {
  noData: 'No data',
  loading: 'Loading…',
  close: 'Close',
  notifications: 'Notifications',
  errorNotifications: 'Error notifications',
  popupNotifications: 'Pop-up messages',
  popupErrorNotifications: 'Pop-up error messages',
  required: 'Required',
  sortAscending: 'Ascending',
  sortDescending: 'Descending',
  percentLoaded: '{{percent}}% loaded',
};

const es: CoreMessages = {
  noData: 'Sin datos',
  loading: 'Cargando…',
  close: 'Cerrar',
  notifications: 'Notificaciones',
  errorNotifications: 'Notificaciones de error',
  popupNotifications: 'Mensajes emergentes',
  popupErrorNotifications: 'Mensajes emergentes de error',
  required: 'Obligatorio',
  sortAscending: 'Ascendente',
  sortDescending: 'Descendente',
  percentLoaded: '{{percent}} % cargado',
};

export const coreMessages = { zh, en, es };
