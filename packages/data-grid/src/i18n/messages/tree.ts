// Strings of the tree-table: expand, collapse, checkboxes, moving rows. One key set, three languages.
const zh = {
  treeToolbar: '树表操作',
  treeExpandAll: '全部展开',
  treeCollapseAll: '全部折叠',
  treeSelectRow: '选择 {{name}}',
  treeLoadingChildren: '正在加载下级…',
  treeLoadError: '下级加载失败',
  treeRetry: '重试',
  treeMoveHint:
    '按 Ctrl+Shift+方向键移动当前行：上/下与同级交换位置，右移入上一行之下，左移出到上级之后。',
  treeMoved: '{{name}} 已移动：第 {{level}} 级，第 {{position}} 项',
  treeMoveRejected: '{{name}} 未能移动，已恢复到原位置',
  treeMoveNotAllowed: '不能移到自身或其下级之中',
};

type Messages = Record<keyof typeof zh, string>;

const en: Messages = {
  treeToolbar: 'Tree table actions',
  treeExpandAll: 'Expand all',
  treeCollapseAll: 'Collapse all',
  treeSelectRow: 'Select {{name}}',
  treeLoadingChildren: 'Loading children…',
  treeLoadError: 'Could not load the children',
  treeRetry: 'Retry',
  treeMoveHint:
    'Press Ctrl+Shift+arrow keys to move the current row: up/down swap it with a sibling, right moves it under the row above, left moves it out to after its parent.',
  treeMoved: '{{name}} moved: level {{level}}, position {{position}}',
  treeMoveRejected: '{{name}} could not be moved and is back in its place',
  treeMoveNotAllowed: 'A row cannot move into itself or its descendants',
};

const es: Messages = {
  treeToolbar: 'Acciones de la tabla en árbol',
  treeExpandAll: 'Expandir todo',
  treeCollapseAll: 'Contraer todo',
  treeSelectRow: 'Seleccionar {{name}}',
  treeLoadingChildren: 'Cargando elementos hijos…',
  treeLoadError: 'No se pudieron cargar los elementos hijos',
  treeRetry: 'Reintentar',
  treeMoveHint:
    'Pulse Ctrl+Mayús+flechas para mover la fila actual: arriba/abajo la intercambian con una hermana, derecha la coloca bajo la fila anterior, izquierda la saca tras su padre.',
  treeMoved: '{{name}} movido: nivel {{level}}, posición {{position}}',
  treeMoveRejected: 'No se pudo mover {{name}}; ha vuelto a su sitio',
  treeMoveNotAllowed: 'Una fila no puede moverse dentro de sí misma ni de sus descendientes',
};

export const treeMessages = { zh, en, es };
