/* ------------------------------------------------------------------ model (parsed BPMN) */

/** Opaque assignment spec of a user task: its attributes with namespace prefixes removed. */
export interface AssignmentSpec {
  assignee?: string;
  candidateUsers: string[];
  candidateGroups: string[];
  /** Every attribute of the task (prefix stripped), e.g. `f-leader-field`, `candidateRoles`, `candidateDepts`. */
  attrs: Record<string, string>;
}

export type CountersignMode =
  | { kind: 'all' }
  | { kind: 'any' }
  /** Finished when completed * den >= total * num. */
  | { kind: 'ratio'; num: number; den: number }
  /** A completionCondition over nrOfInstances / nrOfCompletedInstances / nrOfActiveInstances and the vars. */
  | { kind: 'condition'; expression: string };

export interface MultiInstanceSpec {
  sequential: boolean;
  mode: CountersignMode;
  /** Variable holding the list of users (flowable:collection), if any. */
  collection?: string;
}

export type NodeKind =
  | 'start'
  | 'end'
  | 'userTask'
  | 'exclusive'
  | 'parallel'
  | 'inclusive'
  | 'subProcess'
  | 'callActivity';

export interface ModelNode {
  id: string;
  name: string;
  kind: NodeKind;
  incoming: string[];
  outgoing: string[];
  /** user tasks */
  assignment?: AssignmentSpec;
  multiInstance?: MultiInstanceSpec;
  /** gateways */
  defaultFlow?: string;
  /** embedded sub-process */
  body?: Graph;
  /** call activity: id of the called process */
  calledElement?: string;
}

export interface ModelFlow {
  id: string;
  name: string;
  source: string;
  target: string;
  condition?: string;
}

export interface Graph {
  startId: string;
  nodes: Record<string, ModelNode>;
  flows: Record<string, ModelFlow>;
}

export interface ProcessModel extends Graph {
  id: string;
  name: string;
}

export interface ParsedDefinitions {
  /** First executable process of the file. */
  main: string;
  processes: Record<string, ProcessModel>;
}

/* ------------------------------------------------------------------ execution state (JSON) */

export type InstanceStatus = 'running' | 'finished' | 'withdrawn' | 'terminated';

export interface Scope {
  id: string;
  processId: string;
  /** Ids of embedded sub-process nodes from the process root down to this scope's graph. */
  path: string[];
  parentScopeId?: string;
  /** Node in the parent scope (subProcess / callActivity) that waits for this scope. */
  parentNodeId?: string;
  kind: 'root' | 'embedded' | 'call';
  active: boolean;
}

/** A token waiting at a node: a user task, a join, or a sub-process / call activity. */
export interface Token {
  id: string;
  scopeId: string;
  nodeId: string;
  /** join tokens: the flow they arrived by */
  viaFlow?: string;
  /** sub-process tokens: the child scope */
  childScopeId?: string;
  /** user-task tokens: the countersign group */
  groupId?: string;
  /** join tokens: the user task the branch came from */
  from?: string;
}

export interface TaskGroup {
  id: string;
  scopeId: string;
  nodeId: string;
  tokenId: string;
  mode: CountersignMode;
  sequential: boolean;
  /** Every instance's user, in order (grows with add-sign). */
  users: string[];
  /** Sequential groups: users still waiting for their turn. */
  queue: string[];
  /** Number of instances (grows with add-sign). */
  total: number;
  completed: number;
  /** The user task before this step (target of 'reject to previous'). */
  previous?: string;
}

export type DelegationState = 'PENDING' | 'RESOLVED';

export interface Task {
  id: string;
  scopeId: string;
  processId: string;
  activityId: string;
  name: string;
  groupId: string;
  assignee?: string;
  candidates: string[];
  /** Delegation: the original assignee while the delegate works. */
  owner?: string;
  delegationState?: DelegationState;
  assignment?: AssignmentSpec;
  /** The user task before this one in its scope (target of 'reject to previous'). */
  previous?: string;
  status: 'open' | 'completed' | 'cancelled';
  createdSeq: number;
  endedSeq?: number;
  /** Who completed it. */
  completedBy?: string;
  outcome?: 'approved' | 'rejected' | 'cancelled' | 'withdrawn';
}

export interface HistoryEntry {
  seq: number;
  scopeId: string;
  processId: string;
  activityId: string;
  kind: NodeKind | 'jump';
  taskId?: string;
  actor?: string;
  action?: string;
  /** jumps: where from */
  from?: string;
}

export interface TakenFlow {
  seq: number;
  scopeId: string;
  processId: string;
  flowId: string;
}

export type OpinionKind =
  | 'approve'
  | 'reject'
  | 'transfer'
  | 'delegate'
  | 'resolve'
  | 'addSign'
  | 'copy'
  | 'withdraw'
  | 'jump'
  | 'terminate';

export interface Opinion {
  seq: number;
  taskId?: string;
  scopeId: string;
  processId: string;
  activityId?: string;
  actor: string;
  kind: OpinionKind;
  text: string;
}

export interface CopyRecord {
  seq: number;
  taskId?: string;
  by: string;
  to: string[];
}

export interface InstanceState {
  version: number;
  seq: number;
  processId: string;
  status: InstanceStatus;
  starter: string;
  vars: Record<string, unknown>;
  scopes: Record<string, Scope>;
  tokens: Token[];
  groups: Record<string, TaskGroup>;
  tasks: Task[];
  history: HistoryEntry[];
  takenFlows: TakenFlow[];
  opinions: Opinion[];
  copies: CopyRecord[];
}

/* ------------------------------------------------------------------ operations */

export type EngineEvent =
  | {
      type: 'task_created';
      taskId: string;
      activityId: string;
      assignee?: string;
      candidates: string[];
    }
  | { type: 'task_completed'; taskId: string; activityId: string; actor: string }
  | { type: 'task_cancelled'; taskId: string; activityId: string }
  | { type: 'task_transferred'; taskId: string; from: string; to: string }
  | { type: 'task_delegated'; taskId: string; from: string; to: string }
  | { type: 'task_resolved'; taskId: string; to: string }
  | { type: 'task_rejected'; taskId: string; to: string }
  | { type: 'copied'; taskId?: string; by: string; to: string[] }
  | { type: 'instance_finished' }
  | { type: 'instance_withdrawn'; actor: string }
  | { type: 'instance_terminated'; actor: string };

export interface EngineResult {
  state: InstanceState;
  events: EngineEvent[];
}

/** Turns a task's assignment spec into users (roles, departments, form-field leaders… are resolved by the caller). */
export type AssigneeResolver = (
  spec: AssignmentSpec,
  context: {
    vars: Record<string, unknown>;
    starter: string;
    activityId: string;
    processId: string;
  },
) => { assignee?: string; candidates: string[] };

export interface EngineContext {
  /** Process to start (for `start`); ignored by the other operations. */
  main: string;
  /** The main process and every process a call activity may call. */
  processes: Record<string, ProcessModel>;
  resolve?: AssigneeResolver;
}
