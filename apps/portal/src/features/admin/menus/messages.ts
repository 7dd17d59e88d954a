import type { Messages } from '../../../i18n/locales/zh';

/** Texts of the 菜单管理 page, under `menus.` in every language. */
export const zh = {
  heading: '菜单管理',
  intro: '拖动行首的手柄调整菜单：拖到一行的上部放在它之前，中部成为它的下级，下部放在它之后。',
  pageActions: '菜单操作',
  treeLabel: '菜单树',
  addRoot: '新增菜单',
  addChild: '新增下级',
  column: {
    name: '菜单名称',
    type: '类型',
    url: '路由地址',
    permission: '权限标识',
    icon: '图标',
    openType: '打开方式',
    sort: '排序',
    noLogin: '登录前显示',
  },
  type: {
    directory: '目录',
    page: '页面',
    popup: '弹窗',
    button: '按钮',
  },
  openType: {
    tab: '标签页',
    newWindow: '新窗口',
  },
  yes: '是',
  dialog: {
    createTitle: '新增菜单',
    createChildTitle: '新增“{{parent}}”的下级',
    editTitle: '编辑菜单：{{name}}',
  },
  field: {
    type: '菜单类型',
    parent: '上级菜单',
    topLevel: '（顶级菜单）',
    name: '菜单名称',
    nameKey: '名称翻译键',
    nameKeyHint: '界面语言的翻译键，如 menu.user；留空则各语言都显示菜单名称',
    url: '路由地址',
    urlHint: '站内页面以 / 开头，如 /sys-manager/menu；新窗口可填完整网址',
    href: '外部链接',
    permission: '权限标识',
    permissionHint: '如 sys:menu:edit；按钮必填，“system”标记系统管理区',
    icon: '图标',
    openType: '打开方式',
    sort: '排序',
    noLogin: '登录前显示',
    noLoginHint: '未登录时也出现在门户菜单中',
  },
  rule: {
    tooLong: '{{label}}不能超过 {{max}} 个字符',
    urlFormat: '地址须以 / 、http:// 或 https:// 开头',
    buttonParent: '按钮只能放在页面或弹窗下',
    menuParent: '目录、页面和弹窗只能放在顶级或目录下',
  },
  moveRefused: '“{{name}}”不能移到这里：{{reason}}',
  deleteTitle: '删除菜单',
  deleteNote: '角色对它的授权会一并删除；有下级的菜单需先删除下级。',
} as const;

export const en: Messages<typeof zh> = {
  heading: 'Menus',
  intro:
    'Drag a row by its handle: drop on the top of a row to place it before, on the middle to make it a child, on the bottom to place it after.',
  pageActions: 'Menu actions',
  treeLabel: 'Menu tree',
  addRoot: 'New menu',
  addChild: 'Add child',
  column: {
    name: 'Menu name',
    type: 'Type',
    url: 'Route',
    permission: 'Permission',
    icon: 'Icon',
    openType: 'Opens in',
    sort: 'Order',
    noLogin: 'Before sign-in',
  },
  type: {
    directory: 'Directory',
    page: 'Page',
    popup: 'Popup',
    button: 'Button',
  },
  openType: {
    tab: 'Tab',
    newWindow: 'New window',
  },
  yes: 'Yes',
  dialog: {
    createTitle: 'New menu',
    createChildTitle: 'New child of “{{parent}}”',
    editTitle: 'Edit menu: {{name}}',
  },
  field: {
    type: 'Menu type',
    parent: 'Parent menu',
    topLevel: '(Top level)',
    name: 'Menu name',
    nameKey: 'Translation key',
    nameKeyHint:
      'Key of the name in the interface languages, e.g. menu.user; leave empty to show the menu name in every language',
    url: 'Route',
    urlHint:
      'Pages of the portal start with /, e.g. /sys-manager/menu; a new window may take a full web address',
    href: 'External link',
    permission: 'Permission',
    permissionHint:
      'E.g. sys:menu:edit; required for buttons, “system” marks the system administration area',
    icon: 'Icon',
    openType: 'Opens in',
    sort: 'Order',
    noLogin: 'Show before sign-in',
    noLoginHint: 'Also listed in the portal menu for visitors who are not signed in',
  },
  rule: {
    tooLong: '{{label}} cannot be longer than {{max}} characters',
    urlFormat: 'The address must start with /, http:// or https://',
    buttonParent: 'A button can only go under a page or a popup',
    menuParent: 'Directories, pages and popups can only go at the top level or under a directory',
  },
  moveRefused: '“{{name}}” cannot go there: {{reason}}',
  deleteTitle: 'Delete menu',
  deleteNote:
    'Its grants to roles are deleted with it; a menu with children needs its children deleted first.',
};

export const es: Messages<typeof zh> = {
  heading: 'Menús',
  intro:
    'Arrastre una fila por su asa: suéltela en la parte superior de una fila para ponerla delante, en el centro para hacerla hija, en la parte inferior para ponerla detrás.',
  pageActions: 'Acciones de menús',
  treeLabel: 'Árbol de menús',
  addRoot: 'Nuevo menú',
  addChild: 'Añadir hijo',
  column: {
    name: 'Nombre del menú',
    type: 'Tipo',
    url: 'Ruta',
    permission: 'Permiso',
    icon: 'Icono',
    openType: 'Se abre en',
    sort: 'Orden',
    noLogin: 'Antes de iniciar sesión',
  },
  type: {
    directory: 'Directorio',
    page: 'Página',
    popup: 'Ventana emergente',
    button: 'Botón',
  },
  openType: {
    tab: 'Pestaña',
    newWindow: 'Ventana nueva',
  },
  yes: 'Sí',
  dialog: {
    createTitle: 'Nuevo menú',
    createChildTitle: 'Nuevo hijo de «{{parent}}»',
    editTitle: 'Editar menú: {{name}}',
  },
  field: {
    type: 'Tipo de menú',
    parent: 'Menú superior',
    topLevel: '(Nivel superior)',
    name: 'Nombre del menú',
    nameKey: 'Clave de traducción',
    nameKeyHint:
      'Clave del nombre en los idiomas de la interfaz, p. ej. menu.user; déjela vacía para mostrar el nombre del menú en todos los idiomas',
    url: 'Ruta',
    urlHint:
      'Las páginas del portal empiezan por /, p. ej. /sys-manager/menu; una ventana nueva admite una dirección web completa',
    href: 'Enlace externo',
    permission: 'Permiso',
    permissionHint:
      'P. ej. sys:menu:edit; obligatorio en los botones, «system» marca el área de administración del sistema',
    icon: 'Icono',
    openType: 'Se abre en',
    sort: 'Orden',
    noLogin: 'Mostrar antes de iniciar sesión',
    noLoginHint: 'También aparece en el menú del portal para quien no ha iniciado sesión',
  },
  rule: {
    tooLong: '{{label}} no puede superar {{max}} caracteres',
    urlFormat: 'La dirección debe empezar por /, http:// o https://',
    buttonParent: 'Un botón solo puede ir bajo una página o una ventana emergente',
    menuParent:
      'Los directorios, páginas y ventanas emergentes solo pueden ir en el nivel superior o bajo un directorio',
  },
  moveRefused: '«{{name}}» no puede ir ahí: {{reason}}',
  deleteTitle: 'Eliminar menú',
  deleteNote:
    'Sus autorizaciones a roles se eliminan con él; un menú con hijos necesita que se eliminen antes sus hijos.',
};
