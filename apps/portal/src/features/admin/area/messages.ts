import type { Messages } from '../../../i18n/locales/zh';

/** Texts of these pages, under `area.` in every language. */
export const zh = {
  heading: '区域管理',
  pageActions: '区域操作',
  addRoot: '新增区域',
  addChild: '新增下级',
  treeLabel: '区域树',
  intro: '拖动行首的手柄（或按 Ctrl+Shift+方向键）可调整区域的顺序和上级。',
  searchNote: '搜索结果中不能拖动排序，请先重置搜索。',
  empty: '还没有区域，点击“新增区域”开始添加',
  noMatch: '没有名称包含该关键字的区域',
  search: {
    label: '查询区域',
    name: '区域名称',
    placeholder: '输入区域名称',
  },
  column: {
    name: '区域名称',
    sort: '排序',
    updatedAt: '更新时间',
  },
  addTitle: '新增区域',
  addChildTitle: '新增“{{name}}”的下级区域',
  editTitle: '编辑区域：{{name}}',
  form: {
    name: '区域名称',
    parent: '上级区域',
    topLevel: '（顶级区域）',
    sort: '排序',
    sortHint: '数字越小越靠前',
  },
  deleteTitle: '删除区域',
  deleteNote: '有下级区域或会员的区域不能删除。',
};

export const en: Messages<typeof zh> = {
  heading: 'Areas',
  pageActions: 'Area actions',
  addRoot: 'New area',
  addChild: 'Add sub-area',
  treeLabel: 'Area tree',
  intro:
    'Drag a row by its handle (or press Ctrl+Shift+arrow keys) to change its order and parent.',
  searchNote: 'Rows cannot be moved in search results; reset the search first.',
  empty: 'No areas yet. Click "New area" to add one',
  noMatch: 'No area name contains this keyword',
  search: {
    label: 'Find areas',
    name: 'Area name',
    placeholder: 'Enter an area name',
  },
  column: {
    name: 'Area name',
    sort: 'Order',
    updatedAt: 'Updated',
  },
  addTitle: 'New area',
  addChildTitle: 'New area under "{{name}}"',
  editTitle: 'Edit area: {{name}}',
  form: {
    name: 'Area name',
    parent: 'Parent area',
    topLevel: '(Top level)',
    sort: 'Order',
    sortHint: 'Smaller numbers come first',
  },
  deleteTitle: 'Delete area',
  deleteNote: 'An area with sub-areas or members cannot be deleted.',
};

export const es: Messages<typeof zh> = {
  heading: 'Áreas',
  pageActions: 'Acciones de áreas',
  addRoot: 'Nueva área',
  addChild: 'Añadir subárea',
  treeLabel: 'Árbol de áreas',
  intro:
    'Arrastre una fila por su asa (o pulse Ctrl+Mayús+flechas) para cambiar su orden y su área superior.',
  searchNote: 'En los resultados de búsqueda no se pueden mover filas; restablezca la búsqueda.',
  empty: 'Aún no hay áreas. Pulse «Nueva área» para añadir una',
  noMatch: 'Ningún nombre de área contiene esa palabra',
  search: {
    label: 'Buscar áreas',
    name: 'Nombre del área',
    placeholder: 'Introduzca un nombre de área',
  },
  column: {
    name: 'Nombre del área',
    sort: 'Orden',
    updatedAt: 'Actualizado',
  },
  addTitle: 'Nueva área',
  addChildTitle: 'Nueva área bajo «{{name}}»',
  editTitle: 'Editar área: {{name}}',
  form: {
    name: 'Nombre del área',
    parent: 'Área superior',
    topLevel: '(Nivel superior)',
    sort: 'Orden',
    sortHint: 'Los números menores van primero',
  },
  deleteTitle: 'Eliminar área',
  deleteNote: 'No se puede eliminar un área con subáreas o socios.',
};
