// Strings of dates, overlays and menus (pickers, dialogs, drawers, tooltips, menus). One key set, three languages.
const zh = {
  datePickerClear: '清空日期',
  dateRangeSeparator: '至',
  dateRangeQuickPicks: '快捷选项',
  dateRangeToday: '今天',
  dateRangeLast7Days: '最近 7 天',
  dateRangeLast30Days: '最近 30 天',
  dateRangeLast90Days: '最近 90 天',
  dialogOk: '确定',
  dialogCancel: '取消',
  confirmTitle: '提示',
  tabMenuLabel: '标签页操作',
  tabMenuRefresh: '刷新',
  tabMenuClose: '关闭',
  tabMenuCloseOthers: '关闭其他',
  tabMenuCloseAll: '关闭所有',
  tabMenuCloseLeft: '关闭左侧',
  tabMenuCloseRight: '关闭右侧',
};

type Messages = Record<keyof typeof zh, string>;

const en: Messages = {
  datePickerClear: 'Clear date',
  dateRangeSeparator: 'to',
  dateRangeQuickPicks: 'Quick picks',
  dateRangeToday: 'Today',
  dateRangeLast7Days: 'Last 7 days',
  dateRangeLast30Days: 'Last 30 days',
  dateRangeLast90Days: 'Last 90 days',
  dialogOk: 'OK',
  dialogCancel: 'Cancel',
  confirmTitle: 'Confirm',
  tabMenuLabel: 'Tab actions',
  tabMenuRefresh: 'Refresh',
  tabMenuClose: 'Close',
  tabMenuCloseOthers: 'Close others',
  tabMenuCloseAll: 'Close all',
  tabMenuCloseLeft: 'Close tabs to the left',
  tabMenuCloseRight: 'Close tabs to the right',
};

const es: Messages = {
  datePickerClear: 'Borrar fecha',
  dateRangeSeparator: 'a',
  dateRangeQuickPicks: 'Selección rápida',
  dateRangeToday: 'Hoy',
  dateRangeLast7Days: 'Últimos 7 días',
  dateRangeLast30Days: 'Últimos 30 días',
  dateRangeLast90Days: 'Últimos 90 días',
  dialogOk: 'Aceptar',
  dialogCancel: 'Cancelar',
  confirmTitle: 'Confirmar',
  tabMenuLabel: 'Acciones de pestaña',
  tabMenuRefresh: 'Actualizar',
  tabMenuClose: 'Cerrar',
  tabMenuCloseOthers: 'Cerrar las demás',
  tabMenuCloseAll: 'Cerrar todas',
  tabMenuCloseLeft: 'Cerrar las de la izquierda',
  tabMenuCloseRight: 'Cerrar las de la derecha',
};

export const overlaysMessages = { zh, en, es };
