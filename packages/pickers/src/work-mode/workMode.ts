// The work-mode form, free of React and the DOM: its saved shape (user config
// ecms_workMode_layout, field names as the spec spells them), defaults, and the function-module
// table with merged cells.
import {
  computeCheckStates,
  indexTree,
  toggleCheck,
  type CheckState,
  type TreeNode,
} from '@ccms/ui';

/** 常用功能: '1' 不显示, '2' 系统默认, '3' 最近使用靠前, '4' 系统默认+最近使用靠前. */
export type CommonUseMode = '1' | '2' | '3' | '4';
/** 主页功能: '1' 待办业务, '2' 已办业务, '3' 我的申请, '4' 消息提醒, '5' 奖金管理. */
export type MainFunctionKey = '1' | '2' | '3' | '4' | '5';

/** The saved work-mode layout (spec 002 §3). */
export interface WorkModeLayout {
  commonUse: CommonUseMode;
  /** Spelled as the spec and the saved config spell it. */
  mainFunciton: MainFunctionKey[];
  /** 左栏: whether the left column (the checked modules) shows in work mode. */
  showcheckedList: boolean;
  /** Ids of the checked menu modules, in menu order. */
  checkedList: string[];
  /** Mirrors showcheckedList for the shell, which reads this name. */
  showleftNav: boolean;
  /** The menu ids the work-mode left menu keeps: the checked modules and their ancestors. */
  leftNav: string[];
}

/** A node of the user's menu tree (menuList: id, name, children). */
export interface WorkModeMenuNode {
  id: string;
  name: string;
  children?: readonly WorkModeMenuNode[];
}

export const WORK_MODE_CONFIG_KEY = 'ecms_workMode_layout';

export const COMMON_USE_MODES: readonly CommonUseMode[] = ['1', '2', '3', '4'];
export const MAIN_FUNCTION_KEYS: readonly MainFunctionKey[] = ['1', '2', '3', '4', '5'];

/** Spec 002 §9: commonUse '1', mainFunciton ['1','2','3'], showcheckedList false. */
export const DEFAULT_WORK_MODE_LAYOUT: Readonly<WorkModeLayout> = {
  commonUse: '1',
  mainFunciton: ['1', '2', '3'],
  showcheckedList: false,
  checkedList: [],
  showleftNav: false,
  leftNav: [],
};

const isCommonUse = (value: unknown): value is CommonUseMode =>
  COMMON_USE_MODES.includes(value as CommonUseMode);
const isMainFunction = (value: unknown): value is MainFunctionKey =>
  MAIN_FUNCTION_KEYS.includes(value as MainFunctionKey);

/**
 * The form's values from a saved layout: missing or unknown fields take the defaults; a number
 * saved for commonUse (1) reads as its string ('1').
 */
export function toWorkModeLayout(saved: unknown): WorkModeLayout {
  const source = (typeof saved === 'object' && saved !== null ? saved : {}) as Record<
    string,
    unknown
  >;
  const commonUse = String(source.commonUse);
  const mainFunciton = Array.isArray(source.mainFunciton)
    ? MAIN_FUNCTION_KEYS.filter((key) =>
        (source.mainFunciton as unknown[]).map(String).includes(key),
      )
    : [...DEFAULT_WORK_MODE_LAYOUT.mainFunciton];
  const strings = (value: unknown) =>
    Array.isArray(value) ? value.filter((item) => item !== null).map(String) : [];
  const showcheckedList =
    typeof source.showcheckedList === 'boolean'
      ? source.showcheckedList
      : DEFAULT_WORK_MODE_LAYOUT.showcheckedList;
  return {
    commonUse: isCommonUse(commonUse) ? commonUse : DEFAULT_WORK_MODE_LAYOUT.commonUse,
    mainFunciton: mainFunciton.filter(isMainFunction),
    showcheckedList,
    checkedList: strings(source.checkedList),
    showleftNav: showcheckedList,
    leftNav: strings(source.leftNav),
  };
}

/** The menu as @ccms/ui tree nodes, so the tree's cascading check logic applies. */
export function toModuleTree(modules: readonly WorkModeMenuNode[]): TreeNode[] {
  return modules.map((module) => ({
    key: module.id,
    label: module.name,
    ...(module.children && module.children.length > 0
      ? { children: toModuleTree(module.children) }
      : {}),
  }));
}

/** The ids of the tree in menu order (depth first). */
function orderedIds(nodes: readonly TreeNode[]): string[] {
  return nodes.flatMap((node) => [node.key, ...orderedIds(node.children ?? [])]);
}

/**
 * Checks or unchecks a module with its descendants; a parent is checked when all its children
 * are. Returns the checked ids in menu order.
 */
export function toggleModule(
  tree: readonly TreeNode[],
  checkedList: readonly string[],
  id: string,
  checked: boolean,
): string[] {
  const next = toggleCheck(indexTree(tree), new Set(checkedList), id, checked);
  return orderedIds(tree).filter((key) => next.has(key));
}

/** The box of every module: checked, unchecked or indeterminate (some descendants checked). */
export function moduleCheckStates(
  tree: readonly TreeNode[],
  checkedList: readonly string[],
): Map<string, CheckState> {
  return computeCheckStates(tree, new Set(checkedList));
}

/** The left-menu ids: every checked or partly checked module, so parents of checked leaves stay. */
export function leftNavIds(tree: readonly TreeNode[], checkedList: readonly string[]): string[] {
  const states = moduleCheckStates(tree, checkedList);
  return orderedIds(tree).filter((key) => states.get(key) !== 'unchecked');
}

/** One row of the module table: a second-level module and its functions (third level). */
export interface ModuleTableRow {
  /** The first-level module; `rowSpan` > 0 only on its first row (the merged cell). */
  module: TreeNode;
  rowSpan: number;
  subModule: TreeNode | null;
  functions: readonly TreeNode[];
}

/** The rows of the merged-cell table: a first-level cell spans its second-level rows. */
export function moduleTableRows(tree: readonly TreeNode[]): ModuleTableRow[] {
  return tree.flatMap((module): ModuleTableRow[] => {
    const subModules = module.children ?? [];
    if (subModules.length === 0) return [{ module, rowSpan: 1, subModule: null, functions: [] }];
    return subModules.map((subModule, index) => ({
      module,
      rowSpan: index === 0 ? subModules.length : 0,
      subModule,
      functions: subModule.children ?? [],
    }));
  });
}

/** The layout to save: leftNav and showleftNav follow the form's choices. */
export function toSavedWorkMode(form: WorkModeLayout, tree: readonly TreeNode[]): WorkModeLayout {
  return {
    ...form,
    mainFunciton: MAIN_FUNCTION_KEYS.filter((key) => form.mainFunciton.includes(key)),
    showleftNav: form.showcheckedList,
    leftNav: leftNavIds(tree, form.checkedList),
  };
}
