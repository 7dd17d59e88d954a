// Strings of export of the current view (.xlsx, CSV) and copy. One key set, three languages.
const zh = {
  exportTrigger: '导出',
  exportExcel: '导出 Excel',
  exportCsv: '导出 CSV',
  exportDone: '已导出 {{fileName}}',
  exportFailed: '导出失败，请重试',
};

type Messages = Record<keyof typeof zh, string>;

const en: Messages = {
  exportTrigger: 'Export',
  exportExcel: 'Export to Excel',
  exportCsv: 'Export to CSV',
  exportDone: 'Exported {{fileName}}',
  exportFailed: 'The export failed; please try again',
};

const es: Messages = {
  exportTrigger: 'Exportar',
  exportExcel: 'Exportar a Excel',
  exportCsv: 'Exportar a CSV',
  exportDone: 'Se exportó {{fileName}}',
  exportFailed: 'No se pudo exportar; inténtelo de nuevo',
};

export const exportMessages = { zh, en, es };
