import type { Messages } from '../../../i18n/locales/zh';

/** Texts of these pages, under `windowManagement.` in every language. */
export const zh = {
  heading: '窗口管理',
  tabsLabel: '窗口设置',
  tabs: {
    'left-column': '左栏',
    'normal-mode': '普通模式',
    'work-mode': '工作模式',
  },
  leftColumnNote:
    '勾选工作模式左栏中可供用户选择的功能模块。一个都不勾选时，用户可从自己的全部菜单中选择。',
  leftColumnTree: '左栏可选功能模块',
  leftColumnCount: '已选 {{count}} 项',
  normalModeNote:
    '没有自行设置面板的用户，首页按这里的布局显示。拖拽左侧栏目到模块中，或在模块的下拉框中选择。',
  normalModeBuiltIn: '当前使用系统内置布局（前 7 个面板）。',
  normalModeCompany: '当前使用本公司设置的布局。',
  workModeNote: '没有自行设置工作模式的用户，切换到工作模式时使用这里的设置。',
  commonUse: '常用功能',
  mainFunction: '主页功能',
  leftNav: '左栏',
  modules: '功能模块',
  modulesCount: '{{count}} 项',
  none: '无',
  save: '保存',
  restoreDefault: '恢复内置布局',
  edit: '编辑',
  readOnly: '您没有编辑窗口设置的权限，只能查看。',
  saved: '窗口设置已保存',
};

export const en: Messages<typeof zh> = {
  heading: 'Window management',
  tabsLabel: 'Window settings',
  tabs: {
    'left-column': 'Left column',
    'normal-mode': 'Normal mode',
    'work-mode': 'Work mode',
  },
  leftColumnNote:
    'Check the function modules users may choose for the work-mode left column. With none checked, users choose from their whole menu.',
  leftColumnTree: 'Modules offered in the left column',
  leftColumnCount: '{{count}} selected',
  normalModeNote:
    'Users who have not arranged their own panels see this home layout. Drag panels from the left into a slot, or pick one in the slot’s list.',
  normalModeBuiltIn: 'The built-in layout (the first seven panels) is in use.',
  normalModeCompany: 'The company’s own layout is in use.',
  workModeNote: 'Users who have not set up work mode themselves get these settings.',
  commonUse: 'Frequently used',
  mainFunction: 'Home functions',
  leftNav: 'Left column',
  modules: 'Function modules',
  modulesCount: '{{count}}',
  none: 'None',
  save: 'Save',
  restoreDefault: 'Restore built-in layout',
  edit: 'Edit',
  readOnly: 'You may view the window settings but not change them.',
  saved: 'Window settings saved',
};

export const es: Messages<typeof zh> = {
  heading: 'Gestión de ventanas',
  tabsLabel: 'Ajustes de ventanas',
  tabs: {
    'left-column': 'Columna izquierda',
    'normal-mode': 'Modo normal',
    'work-mode': 'Modo de trabajo',
  },
  leftColumnNote:
    'Marque los módulos que los usuarios pueden elegir para la columna izquierda del modo de trabajo. Sin ninguno marcado, eligen de todo su menú.',
  leftColumnTree: 'Módulos ofrecidos en la columna izquierda',
  leftColumnCount: '{{count}} seleccionados',
  leftColumnCount_one: '{{count}} seleccionado',
  normalModeNote:
    'Los usuarios que no han organizado sus propios paneles ven esta disposición de inicio. Arrastre paneles a una posición o elíjalos en su lista.',
  normalModeBuiltIn: 'Se usa la disposición integrada (los siete primeros paneles).',
  normalModeCompany: 'Se usa la disposición propia de la empresa.',
  workModeNote: 'Los usuarios que no han configurado el modo de trabajo reciben estos ajustes.',
  commonUse: 'Funciones frecuentes',
  mainFunction: 'Funciones de inicio',
  leftNav: 'Columna izquierda',
  modules: 'Módulos',
  modulesCount: '{{count}}',
  none: 'Ninguno',
  save: 'Guardar',
  restoreDefault: 'Restaurar disposición integrada',
  edit: 'Editar',
  readOnly: 'Puede ver los ajustes de ventanas, pero no cambiarlos.',
  saved: 'Ajustes de ventanas guardados',
};
