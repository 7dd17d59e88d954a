// The flow pages' query (spec 000 §2.3a, §3 "flow params"), their tab titles and the read-only
// rule of spec 000 §4 — plain functions, free of React, tested on their own.

/** The three parallel groups of flow pages (spec 000 §2.3a), each with the same children. */
export const FLOW_GROUPS = [
  '/flowhandle',
  '/flowhandle2',
  '/flowhandle3/digitization-build',
] as const;
export type FlowGroup = (typeof FLOW_GROUPS)[number];

/** The tabs of a flow page: child paths of a group (the business tab has several shapes). */
export type FlowTab = 'business' | 'opinions' | 'chart' | 'related' | 'mainOpinions';

export const FLOW_TAB_PATHS: Record<FlowTab, string> = {
  business: 'flow-business/flow-business-common-form',
  opinions: 'flow-status',
  chart: 'flow-chart',
  related: 'flow-related',
  mainOpinions: 'flow-main-status',
};

/** The business form's other child shapes ({formId}/wf-form …) and approval-content. */
const FORM_CHILDREN = ['wf-form', 'wf-list', 'wf-treegrid', 'wf-form-comp'] as const;

/** The query of a flow page, as spec 000 §2.3a names it. */
export interface FlowParams {
  procDefineId: string | null;
  procInstId: string | null;
  taskDefKey: string | null;
  taskId: string | null;
  /** The business record's id. */
  id: string | null;
  view: boolean;
  isBlankOpen: boolean;
  adminEdit: boolean;
  adminView: boolean;
  addTab: boolean;
  /** The name shown after the tab title's prefix (the task's or the flow's title). */
  name: string | null;
  /** Not in the spec's list: the form of a new flow when it is not in the path. */
  formId: string | null;
}

const FLAG_TRUE = new Set(['true', '1', 'yes']);

function text(query: URLSearchParams, key: string): string | null {
  const value = query.get(key)?.trim();
  return value ? value : null;
}

function flag(query: URLSearchParams, key: string): boolean {
  return FLAG_TRUE.has((query.get(key) ?? '').trim().toLowerCase());
}

export function parseFlowParams(query: URLSearchParams): FlowParams {
  return {
    procDefineId: text(query, 'procDefineId'),
    procInstId: text(query, 'procInstId'),
    taskDefKey: text(query, 'taskDefKey'),
    taskId: text(query, 'taskId'),
    id: text(query, 'id'),
    view: flag(query, 'view'),
    isBlankOpen: flag(query, 'isBlankOpen'),
    adminEdit: flag(query, 'adminEdit'),
    adminView: flag(query, 'adminView'),
    addTab: flag(query, 'addTab'),
    name: text(query, 'name'),
    formId: text(query, 'formId'),
  };
}

/** What a flow page shows: a task, an instance, or the form of a flow about to start. */
export type FlowMode = 'task' | 'process' | 'new';

export function flowModeOf(params: Pick<FlowParams, 'taskId' | 'procInstId'>): FlowMode {
  if (params.taskId) return 'task';
  if (params.procInstId) return 'process';
  return 'new';
}

/**
 * Which tab title a flow page carries (spec 000 §4: 任务审核-, 任务查看-, 流程修改- or 流程查看-
 * plus the name). The mapping:
 *  - a task (taskId) opened to act on it (no `view` flag, no `adminView`) → 任务审核 (taskOpen);
 *  - a task opened with `view` or `adminView` (已办, an administrator's task list) → 任务查看 (taskView);
 *  - an instance (procInstId, no taskId) opened with `adminEdit` → 流程修改 (processEdit);
 *  - any other instance (我的申请, 抄送, `adminView`) → 流程查看 (processView);
 *  - neither (a flow about to start from 发起流程) → 发起流程 (newFlow).
 */
export type FlowTitleKind = 'taskOpen' | 'taskView' | 'processEdit' | 'processView' | 'newFlow';

export function flowTitleKind(params: FlowParams): FlowTitleKind {
  switch (flowModeOf(params)) {
    case 'task':
      return params.view || params.adminView ? 'taskView' : 'taskOpen';
    case 'process':
      return params.adminEdit ? 'processEdit' : 'processView';
    case 'new':
      return 'newFlow';
  }
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The tab title of a flow page: the prefix and the name, or the prefix alone without a name. */
export function flowTabTitle(query: URLSearchParams, t: Translate): string {
  const params = parseFlowParams(query);
  const kind = flowTitleKind(params);
  return params.name
    ? t(`workflow.title.${kind}`, { name: params.name, interpolation: { escapeValue: false } })
    : t(`workflow.title.${kind}Bare`);
}

/** The facts the read-only rule of spec 000 §4 reads. */
export interface ReadonlyFacts {
  /** The view flag of the query. */
  view: boolean;
  adminView: boolean;
  adminEdit: boolean;
  /** The instance no longer runs (finished, withdrawn or terminated). */
  finished: boolean;
  /** The task's delegation state, when the page shows a task (null or '' otherwise). */
  delegationState: string | null;
  /** The form marks the node read-only as a whole. */
  nodeReadonly: boolean;
}

/**
 * Spec 000 §4, exactly: read-only when the view flag is true, or admin view, or the instance is
 * finished (unless admin edit, which overrides only that), or the delegation state is non-empty
 * and not USERTASK, or the form marks the node read-only.
 */
export function isFlowReadonly(facts: ReadonlyFacts): boolean {
  if (facts.view || facts.adminView) return true;
  if (facts.finished && !facts.adminEdit) return true;
  if (facts.delegationState && facts.delegationState !== 'USERTASK') return true;
  return facts.nodeReadonly;
}

/** Where a flow path sits: its group and the tab it shows (null: a redirect or an unknown child). */
export interface FlowLocation {
  group: FlowGroup;
  /** The path after the group, without slashes at the ends. */
  rest: string;
  /** The business form from a `{formId}/wf-…` child. */
  formId: string | null;
  tab: FlowTab | null;
  /** The path only leads on to the business tab (the group, flow-business). */
  redirect: boolean;
}

export function flowLocationOf(pathname: string): FlowLocation | null {
  const clean = pathname.replace(/\/+$/, '');
  // The longest group first: /flowhandle is a prefix of /flowhandle2.
  const group = [...FLOW_GROUPS]
    .sort((a, b) => b.length - a.length)
    .find((candidate) => clean === candidate || clean.startsWith(`${candidate}/`));
  if (!group) return null;
  const rest = clean.slice(group.length).replace(/^\/+/, '');
  const base = { group, rest, formId: null, tab: null, redirect: false };
  if (rest === '' || rest === 'flow-business') return { ...base, redirect: true };
  if (rest === FLOW_TAB_PATHS.business || rest === 'approval-content') {
    return { ...base, tab: 'business' };
  }
  const parts = rest.split('/');
  if (parts.length === 2 && (FORM_CHILDREN as readonly string[]).includes(parts[1]!)) {
    return { ...base, tab: 'business', formId: decodeURIComponent(parts[0]!) };
  }
  const found = (Object.keys(FLOW_TAB_PATHS) as FlowTab[]).find(
    (tab) => tab !== 'business' && FLOW_TAB_PATHS[tab] === rest,
  );
  // 主流程审批意见 is a child of /flowhandle only.
  if (found === 'mainOpinions' && group !== '/flowhandle') return base;
  return { ...base, tab: found ?? null };
}

/** The path of one tab of a group (the business tab keeps a `{formId}/wf-form` shape when given). */
export function flowTabPath(group: FlowGroup, tab: FlowTab, formId?: string | null): string {
  if (tab === 'business' && formId) return `${group}/${encodeURIComponent(formId)}/wf-form`;
  return `${group}/${FLOW_TAB_PATHS[tab]}`;
}

/** A flow page's address: group, tab and the query of spec 000 §2.3a (false flags left out). */
export function flowHref(
  params: Partial<FlowParams>,
  {
    group = '/flowhandle',
    tab = 'business',
    formId,
  }: {
    group?: FlowGroup;
    tab?: FlowTab;
    formId?: string | null;
  } = {},
): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined || value === false || value === '') continue;
    query.set(key, value === true ? 'true' : String(value));
  }
  const search = query.toString();
  return `${flowTabPath(group, tab, formId)}${search ? `?${search}` : ''}`;
}
