import { EngineError } from './errors';
import { evaluateCondition } from './expression';
import type {
  AssigneeResolver,
  AssignmentSpec,
  EngineContext,
  EngineEvent,
  EngineResult,
  Graph,
  InstanceState,
  ModelNode,
  Opinion,
  OpinionKind,
  Scope,
  Task,
  TaskGroup,
} from './types';

/**
 * A pure BPMN execution engine. Every operation takes the state (plain JSON) and the version the
 * caller read, and returns a new state (version + 1) plus events; the input state is never mutated.
 */

export const ROOT_SCOPE = 'root';
const STEP_LIMIT = 10_000;

interface Versioned {
  expectedVersion: number;
}

/* ------------------------------------------------------------------ default resolver */

function fromVars(value: string, vars: Record<string, unknown>, starter: string): string[] {
  const m = /^[$#]\{\s*([A-Za-z_][\w.]*)\s*\}$/.exec(value.trim());
  if (!m) return [value.trim()];
  const name = m[1] ?? '';
  if (name === 'starter' || name === 'initiator' || name === 'applyUserId') return [starter];
  let cur: unknown = vars;
  for (const key of name.split('.')) {
    cur =
      cur && typeof cur === 'object' && Object.hasOwn(cur, key)
        ? (cur as Record<string, unknown>)[key]
        : undefined;
  }
  if (Array.isArray(cur)) return cur.map(String);
  if (typeof cur === 'string' && cur !== '') return cur.split(',').map((s) => s.trim());
  return [];
}

/** Assignee and candidate users named directly in the model (`${starter}` and `${var}` resolved from the vars). */
export const defaultResolver: AssigneeResolver = (spec, { vars, starter }) => {
  const out: { assignee?: string; candidates: string[] } = { candidates: [] };
  if (spec.assignee) {
    const a = fromVars(spec.assignee, vars, starter)[0];
    if (a) out.assignee = a;
  }
  out.candidates = [
    ...new Set(spec.candidateUsers.flatMap((u) => fromVars(u, vars, starter))),
  ].filter((u) => u !== '');
  return out;
};

/* ------------------------------------------------------------------ run machinery */

interface WorkItem {
  scopeId: string;
  nodeId: string;
  viaFlow?: string;
  /** The user task the token last left in this scope ('previous step' of the next task). */
  from?: string;
}

class Run {
  readonly s: InstanceState;
  readonly events: EngineEvent[] = [];
  private readonly queue: WorkItem[] = [];
  private readonly endChecks = new Set<string>();
  private steps = 0;

  constructor(
    readonly ctx: EngineContext,
    state: InstanceState,
  ) {
    this.s = structuredClone(state);
  }

  tick(): number {
    this.s.seq += 1;
    return this.s.seq;
  }

  id(prefix: string): string {
    return `${prefix}${this.tick()}`;
  }

  scope(scopeId: string): Scope {
    const sc = this.s.scopes[scopeId];
    if (!sc) throw new EngineError('MODEL_INVALID', `Unknown scope ${scopeId}`);
    return sc;
  }

  graph(scopeId: string): Graph {
    const sc = this.scope(scopeId);
    const proc = this.ctx.processes[sc.processId];
    if (!proc)
      throw new EngineError('PROCESS_NOT_FOUND', `Process ${sc.processId} is not available`);
    let g: Graph = proc;
    for (const id of sc.path) {
      const body = g.nodes[id]?.body;
      if (!body)
        throw new EngineError('MODEL_INVALID', `Sub-process ${id} not found in ${sc.processId}`);
      g = body;
    }
    return g;
  }

  node(scopeId: string, nodeId: string): ModelNode {
    const n = this.graph(scopeId).nodes[nodeId];
    if (!n)
      throw new EngineError(
        'INVALID_TARGET',
        `Activity ${nodeId} is not in process ${this.scope(scopeId).processId}`,
      );
    return n;
  }

  history(
    scopeId: string,
    node: ModelNode,
    extra: { taskId?: string; actor?: string; action?: string } = {},
  ): void {
    this.s.history.push({
      seq: this.tick(),
      scopeId,
      processId: this.scope(scopeId).processId,
      activityId: node.id,
      kind: node.kind,
      ...extra,
    });
  }

  opinion(
    task: Task | undefined,
    scopeId: string,
    actor: string,
    kind: OpinionKind,
    text: string | undefined,
  ): void {
    const op: Opinion = {
      seq: this.tick(),
      scopeId,
      processId: this.scope(scopeId).processId,
      actor,
      kind,
      text: text ?? '',
    };
    if (task) {
      op.taskId = task.id;
      op.activityId = task.activityId;
    }
    this.s.opinions.push(op);
  }

  /** Enters a node now-ish: the work queue keeps parallel branches from racing scope completion. */
  enqueue(scopeId: string, nodeId: string, viaFlow?: string, from?: string): void {
    const item: WorkItem = { scopeId, nodeId };
    if (viaFlow) item.viaFlow = viaFlow;
    if (from) item.from = from;
    this.queue.push(item);
  }

  take(scopeId: string, flowId: string, from?: string): void {
    const flow = this.graph(scopeId).flows[flowId];
    if (!flow) throw new EngineError('MODEL_INVALID', `Unknown flow ${flowId}`);
    this.s.takenFlows.push({
      seq: this.tick(),
      scopeId,
      processId: this.scope(scopeId).processId,
      flowId,
    });
    this.enqueue(scopeId, flow.target, flowId, from);
  }

  /** Outgoing flows to take: conditions true (or absent); the default only when nothing else matches. */
  select(scopeId: string, node: ModelNode, exclusive: boolean): string[] {
    const g = this.graph(scopeId);
    const chosen: string[] = [];
    for (const fid of node.outgoing) {
      if (fid === node.defaultFlow) continue;
      const cond = g.flows[fid]?.condition;
      if (!cond || evaluateCondition(cond, this.s.vars)) {
        chosen.push(fid);
        if (exclusive) break;
      }
    }
    if (chosen.length === 0 && node.defaultFlow) chosen.push(node.defaultFlow);
    if (chosen.length === 0) {
      throw new EngineError(
        'NO_OUTGOING_FLOW',
        `No condition of "${node.id}" matches and it has no default flow`,
      );
    }
    return chosen;
  }

  leave(scopeId: string, node: ModelNode, from?: string): void {
    for (const f of this.select(scopeId, node, node.kind === 'exclusive'))
      this.take(scopeId, f, from);
  }

  drain(): void {
    for (;;) {
      const item = this.queue.shift();
      if (item) {
        this.steps += 1;
        if (this.steps > STEP_LIMIT)
          throw new EngineError('LOOP_LIMIT', 'The process loops without waiting');
        this.enter(item);
        continue;
      }
      if (this.settleInclusiveJoins()) continue;
      const check = [...this.endChecks][0];
      if (check === undefined) return;
      this.endChecks.delete(check);
      this.checkScopeDone(check);
    }
  }

  private enter({ scopeId, nodeId, viaFlow, from }: WorkItem): void {
    if (this.s.status !== 'running' || !this.scope(scopeId).active) return;
    const node = this.node(scopeId, nodeId);
    switch (node.kind) {
      case 'start':
        this.history(scopeId, node);
        for (const f of node.outgoing) this.take(scopeId, f);
        return;
      case 'end':
        this.history(scopeId, node);
        this.endChecks.add(scopeId);
        return;
      case 'exclusive':
        this.history(scopeId, node);
        this.leave(scopeId, node, from);
        return;
      case 'parallel': {
        if (node.incoming.length > 1) {
          this.s.tokens.push({
            id: this.id('k'),
            scopeId,
            nodeId,
            viaFlow: viaFlow ?? '',
            ...(from ? { from } : {}),
          });
          const waiting = this.s.tokens.filter((t) => t.scopeId === scopeId && t.nodeId === nodeId);
          const arrived = new Set(waiting.map((t) => t.viaFlow));
          if (!node.incoming.every((f) => arrived.has(f))) return;
          // Consume one token per incoming flow.
          for (const f of node.incoming) {
            const i = this.s.tokens.findIndex(
              (t) => t.scopeId === scopeId && t.nodeId === nodeId && t.viaFlow === f,
            );
            if (i >= 0) this.s.tokens.splice(i, 1);
          }
        }
        this.history(scopeId, node);
        for (const f of node.outgoing) this.take(scopeId, f, from);
        return;
      }
      case 'inclusive':
        if (node.incoming.length > 1) {
          this.s.tokens.push({
            id: this.id('k'),
            scopeId,
            nodeId,
            viaFlow: viaFlow ?? '',
            ...(from ? { from } : {}),
          });
          return; // fired by settleInclusiveJoins once nothing else can arrive
        }
        this.history(scopeId, node);
        this.leave(scopeId, node, from);
        return;
      case 'userTask':
        this.activateTask(scopeId, node, from);
        return;
      case 'subProcess':
      case 'callActivity': {
        const parent = this.scope(scopeId);
        const childId = this.id('sc');
        let child: Scope;
        if (node.kind === 'subProcess') {
          child = {
            id: childId,
            processId: parent.processId,
            path: [...parent.path, node.id],
            kind: 'embedded',
            active: true,
          };
        } else {
          const called = node.calledElement ?? '';
          if (!this.ctx.processes[called]) {
            throw new EngineError('PROCESS_NOT_FOUND', `Called process ${called} is not available`);
          }
          child = { id: childId, processId: called, path: [], kind: 'call', active: true };
        }
        child.parentScopeId = scopeId;
        child.parentNodeId = node.id;
        this.s.scopes[childId] = child;
        this.s.tokens.push({ id: this.id('k'), scopeId, nodeId: node.id, childScopeId: childId });
        this.enqueue(childId, this.graph(childId).startId);
        return;
      }
    }
  }

  /** Fires inclusive joins that no other live position of their scope can still reach. */
  private settleInclusiveJoins(): boolean {
    for (const tok of this.s.tokens) {
      const sc = this.s.scopes[tok.scopeId];
      if (!sc?.active) continue;
      const node = this.graph(tok.scopeId).nodes[tok.nodeId];
      if (node?.kind !== 'inclusive' || node.incoming.length <= 1) continue;
      const g = this.graph(tok.scopeId);
      const others = this.s.tokens.filter(
        (t) => t.scopeId === tok.scopeId && t.nodeId !== tok.nodeId,
      );
      const blocked = others.some((o) => reaches(g, o.nodeId, tok.nodeId));
      if (blocked) continue;
      this.s.tokens = this.s.tokens.filter(
        (t) => !(t.scopeId === tok.scopeId && t.nodeId === tok.nodeId),
      );
      this.history(tok.scopeId, node);
      this.leave(tok.scopeId, node, tok.from);
      return true;
    }
    return false;
  }

  private checkScopeDone(scopeId: string): void {
    const sc = this.scope(scopeId);
    if (!sc.active) return;
    if (this.s.tokens.some((t) => t.scopeId === scopeId)) return;
    if (this.s.tasks.some((t) => t.scopeId === scopeId && t.status === 'open')) return;
    sc.active = false;
    if (!sc.parentScopeId) {
      this.s.status = 'finished';
      this.events.push({ type: 'instance_finished' });
      return;
    }
    const parentId = sc.parentScopeId;
    this.s.tokens = this.s.tokens.filter((t) => t.childScopeId !== scopeId);
    const parentNode = this.node(parentId, sc.parentNodeId ?? '');
    this.history(parentId, parentNode);
    this.leave(parentId, parentNode);
  }

  /* -------------------------------------------------------------- tasks */

  private activateTask(scopeId: string, node: ModelNode, from?: string): void {
    const spec: AssignmentSpec = node.assignment ?? {
      candidateUsers: [],
      candidateGroups: [],
      attrs: {},
    };
    const resolver = this.ctx.resolve ?? defaultResolver;
    const processId = this.scope(scopeId).processId;
    const tokenId = this.id('k');
    const groupId = this.id('g');
    const mi = node.multiInstance;
    const group: TaskGroup = {
      id: groupId,
      scopeId,
      nodeId: node.id,
      tokenId,
      mode: mi?.mode ?? { kind: 'all' },
      sequential: mi?.sequential ?? false,
      users: [],
      queue: [],
      total: 1,
      completed: 0,
      ...(from ? { previous: from } : {}),
    };
    this.s.tokens.push({ id: tokenId, scopeId, nodeId: node.id, groupId });
    this.s.groups[groupId] = group;
    if (!mi) {
      const r = resolver(spec, {
        vars: this.s.vars,
        starter: this.s.starter,
        activityId: node.id,
        processId,
      });
      if (!r.assignee && r.candidates.length === 0) {
        throw new EngineError('NO_ASSIGNEE', `Nobody can handle task "${node.name || node.id}"`);
      }
      this.createTask(group, node, r.assignee, r.candidates);
      return;
    }
    let users: string[];
    const listed = mi.collection ? this.s.vars[mi.collection] : undefined;
    if (Array.isArray(listed)) users = listed.map(String);
    else {
      const r = resolver(spec, {
        vars: this.s.vars,
        starter: this.s.starter,
        activityId: node.id,
        processId,
      });
      users = [...(r.assignee ? [r.assignee] : []), ...r.candidates];
    }
    users = [...new Set(users.filter((u) => u !== ''))];
    if (users.length === 0)
      throw new EngineError('NO_ASSIGNEE', `Nobody can countersign "${node.name || node.id}"`);
    group.users = users;
    group.total = users.length;
    if (group.sequential) {
      group.queue = users.slice(1);
      this.createTask(group, node, users[0], []);
    } else {
      for (const u of users) this.createTask(group, node, u, []);
    }
  }

  createTask(
    group: TaskGroup,
    node: ModelNode,
    assignee: string | undefined,
    candidates: string[],
  ): Task {
    const seq = this.tick();
    const task: Task = {
      id: `t${seq}`,
      scopeId: group.scopeId,
      processId: this.scope(group.scopeId).processId,
      activityId: node.id,
      name: node.name,
      groupId: group.id,
      candidates: assignee ? [assignee] : candidates,
      status: 'open',
      createdSeq: seq,
    };
    if (assignee) task.assignee = assignee;
    if (group.previous) task.previous = group.previous;
    if (node.assignment) task.assignment = node.assignment;
    this.s.tasks.push(task);
    const ev: EngineEvent = {
      type: 'task_created',
      taskId: task.id,
      activityId: node.id,
      candidates: task.candidates,
    };
    if (assignee) ev.assignee = assignee;
    this.events.push(ev);
    return task;
  }

  endTask(task: Task, outcome: NonNullable<Task['outcome']>, actor?: string): void {
    task.status = outcome === 'approved' || outcome === 'rejected' ? 'completed' : 'cancelled';
    task.outcome = outcome;
    task.endedSeq = this.tick();
    if (actor) task.completedBy = actor;
    if (task.status === 'cancelled') {
      this.events.push({ type: 'task_cancelled', taskId: task.id, activityId: task.activityId });
    } else if (actor && outcome === 'approved') {
      this.events.push({
        type: 'task_completed',
        taskId: task.id,
        activityId: task.activityId,
        actor,
      });
    }
  }

  groupDone(group: TaskGroup): boolean {
    const m = group.mode;
    if (m.kind === 'all') return group.completed >= group.total;
    if (m.kind === 'any') return group.completed >= 1;
    if (m.kind === 'ratio') return group.completed * m.den >= group.total * m.num;
    const active = this.s.tasks.filter((t) => t.groupId === group.id && t.status === 'open').length;
    const vars = {
      ...this.s.vars,
      nrOfInstances: group.total,
      nrOfCompletedInstances: group.completed,
      nrOfActiveInstances: active,
    };
    return evaluateCondition(m.expression, vars) || group.completed >= group.total;
  }

  /** Cancels every open task, token and child scope of a scope (and below). */
  clearScope(scopeId: string, outcome: 'cancelled' | 'withdrawn' = 'cancelled'): void {
    const doomed = new Set<string>([scopeId]);
    let grew = true;
    while (grew) {
      grew = false;
      for (const sc of Object.values(this.s.scopes)) {
        if (sc.parentScopeId && doomed.has(sc.parentScopeId) && !doomed.has(sc.id)) {
          doomed.add(sc.id);
          grew = true;
        }
      }
    }
    for (const t of this.s.tasks)
      if (t.status === 'open' && doomed.has(t.scopeId)) this.endTask(t, outcome);
    this.s.tokens = this.s.tokens.filter((t) => !doomed.has(t.scopeId));
    for (const [gid, g] of Object.entries(this.s.groups))
      if (doomed.has(g.scopeId)) delete this.s.groups[gid];
    for (const id of doomed) {
      const sc = this.s.scopes[id];
      if (sc && id !== scopeId) sc.active = false;
    }
  }

  finish(): EngineResult {
    this.drain();
    this.s.version += 1;
    return { state: this.s, events: this.events };
  }
}

/** Nodes reachable from `from` (included), not walking on past `stopAt`. */
function reachableFrom(g: Graph, from: string, stopAt: string): Set<string> {
  const seen = new Set<string>();
  const stack = [from];
  while (stack.length > 0) {
    const id = stack.pop() ?? '';
    if (seen.has(id)) continue;
    seen.add(id);
    if (id === stopAt) continue;
    for (const f of g.nodes[id]?.outgoing ?? []) stack.push(g.flows[f]?.target ?? '');
  }
  return seen;
}

function reaches(g: Graph, from: string, to: string): boolean {
  const seen = new Set<string>();
  const stack = [from];
  while (stack.length > 0) {
    const id = stack.pop() ?? '';
    if (seen.has(id)) continue;
    seen.add(id);
    for (const f of g.nodes[id]?.outgoing ?? []) {
      const target = g.flows[f]?.target;
      if (target === to) return true;
      if (target) stack.push(target);
    }
  }
  return false;
}

/* ------------------------------------------------------------------ checks */

function checkVersion(state: InstanceState, input: Versioned): void {
  if (input.expectedVersion !== state.version) {
    throw new EngineError(
      'STALE_VERSION',
      `The instance changed (version ${state.version}, expected ${input.expectedVersion})`,
    );
  }
}

function checkRunning(state: InstanceState): void {
  if (state.status !== 'running')
    throw new EngineError('INSTANCE_NOT_RUNNING', `The instance is ${state.status}`);
}

export function canAct(task: Task, actor: string): boolean {
  return task.assignee ? task.assignee === actor : task.candidates.includes(actor);
}

function openTaskFor(run: Run, taskId: string, actor: string, allowPending = false): Task {
  const task = run.s.tasks.find((t) => t.id === taskId);
  if (!task) throw new EngineError('TASK_NOT_FOUND', `Task ${taskId} does not exist`);
  if (task.status !== 'open')
    throw new EngineError('TASK_ALREADY_DONE', `Task ${taskId} is already ${task.status}`);
  if (!canAct(task, actor))
    throw new EngineError('NOT_CANDIDATE', `${actor} may not act on task ${taskId}`);
  if (!allowPending && task.delegationState === 'PENDING') {
    throw new EngineError(
      'TASK_DELEGATED',
      `Task ${taskId} is delegated; the delegate must resolve it first`,
    );
  }
  return task;
}

function begin(ctx: EngineContext, state: InstanceState, input: Versioned): Run {
  checkVersion(state, input);
  checkRunning(state);
  return new Run(ctx, state);
}

/* ------------------------------------------------------------------ operations */

/** Starts the process `ctx.main` for `starter` with the form values `vars`. */
export function start(
  ctx: EngineContext,
  vars: Record<string, unknown>,
  starter: string,
): EngineResult {
  const proc = ctx.processes[ctx.main];
  if (!proc) throw new EngineError('PROCESS_NOT_FOUND', `Process ${ctx.main} is not available`);
  const state: InstanceState = {
    version: 0,
    seq: 0,
    processId: proc.id,
    status: 'running',
    starter,
    vars: structuredClone(vars),
    scopes: {
      [ROOT_SCOPE]: { id: ROOT_SCOPE, processId: proc.id, path: [], kind: 'root', active: true },
    },
    tokens: [],
    groups: {},
    tasks: [],
    history: [],
    takenFlows: [],
    opinions: [],
    copies: [],
  };
  const run = new Run(ctx, state);
  run.enqueue(ROOT_SCOPE, proc.startId);
  return run.finish();
}

export interface CompleteInput extends Versioned {
  vars?: Record<string, unknown>;
  opinion?: string;
}

/** Approves a task. */
export function complete(
  ctx: EngineContext,
  state: InstanceState,
  taskId: string,
  actor: string,
  input: CompleteInput,
): EngineResult {
  const run = begin(ctx, state, input);
  const task = openTaskFor(run, taskId, actor);
  if (input.vars) Object.assign(run.s.vars, structuredClone(input.vars));
  run.opinion(task, task.scopeId, actor, 'approve', input.opinion);
  run.endTask(task, 'approved', actor);
  const node = run.node(task.scopeId, task.activityId);
  run.history(task.scopeId, node, { taskId, actor, action: 'approve' });
  const group = run.s.groups[task.groupId];
  if (!group) return run.finish();
  group.completed += 1;
  if (run.groupDone(group)) {
    for (const t of run.s.tasks)
      if (t.groupId === group.id && t.status === 'open') run.endTask(t, 'cancelled');
    run.s.tokens = run.s.tokens.filter((t) => t.id !== group.tokenId);
    delete run.s.groups[group.id];
    run.leave(task.scopeId, node, node.id);
  } else if (
    group.sequential &&
    !run.s.tasks.some((t) => t.groupId === group.id && t.status === 'open')
  ) {
    const next = group.queue.shift();
    if (next) run.createTask(group, node, next, []);
  }
  return run.finish();
}

export interface RejectInput extends Versioned {
  /** `'previous'` step, `'start'` (first user task of the (sub-)process) or the id of a user task already passed. */
  to: string;
  opinion?: string;
}

function jumpTo(
  run: Run,
  scopeId: string,
  fromActivity: string,
  target: string,
  actor: string,
  action: string,
): void {
  run.clearScope(scopeId);
  run.s.history.push({
    seq: run.tick(),
    scopeId,
    processId: run.scope(scopeId).processId,
    activityId: target,
    kind: 'jump',
    from: fromActivity,
    actor,
    action,
  });
  // Branches of a parallel join that the target cannot reach were already passed: they count as arrived.
  const g = run.graph(scopeId);
  for (const join of Object.values(g.nodes)) {
    if (join.kind !== 'parallel' || join.incoming.length <= 1) continue;
    const seen = reachableFrom(g, target, join.id);
    if (!seen.has(join.id)) continue;
    for (const f of join.incoming) {
      const source = g.flows[f]?.source ?? '';
      if (!seen.has(source))
        run.s.tokens.push({ id: run.id('k'), scopeId, nodeId: join.id, viaFlow: f });
    }
  }
  const earlier = [...run.s.tasks]
    .reverse()
    .find((t) => t.scopeId === scopeId && t.activityId === target);
  run.enqueue(scopeId, target, undefined, earlier?.previous);
}

/** Rejects a task back to an earlier user task of the same (sub-)process; open tasks of that scope are cancelled. */
export function reject(
  ctx: EngineContext,
  state: InstanceState,
  taskId: string,
  actor: string,
  input: RejectInput,
): EngineResult {
  const run = begin(ctx, state, input);
  const task = openTaskFor(run, taskId, actor);
  const passed = run.s.history.filter(
    (h) =>
      h.scopeId === task.scopeId &&
      h.kind === 'userTask' &&
      h.action === 'approve' &&
      h.seq < task.createdSeq,
  );
  let target: string | undefined;
  if (input.to === 'previous') {
    target = task.previous;
  } else if (input.to === 'start') {
    target = passed[0]?.activityId;
  } else {
    target = passed.some((h) => h.activityId === input.to) ? input.to : undefined;
  }
  if (!target)
    throw new EngineError('INVALID_TARGET', `Task ${taskId} cannot be rejected to "${input.to}"`);
  run.opinion(task, task.scopeId, actor, 'reject', input.opinion);
  run.endTask(task, 'rejected', actor);
  run.events.push({ type: 'task_rejected', taskId, to: target });
  jumpTo(run, task.scopeId, task.activityId, target, actor, 'reject');
  return run.finish();
}

export interface HandOverInput extends Versioned {
  to: string;
  opinion?: string;
}

/** Hands the task to another user for good. */
export function transfer(
  ctx: EngineContext,
  state: InstanceState,
  taskId: string,
  actor: string,
  input: HandOverInput,
): EngineResult {
  const run = begin(ctx, state, input);
  const task = openTaskFor(run, taskId, actor);
  if (!input.to || input.to === actor)
    throw new EngineError('BAD_INPUT', 'Transfer needs another user');
  run.opinion(task, task.scopeId, actor, 'transfer', input.opinion);
  task.assignee = input.to;
  task.candidates = [input.to];
  run.events.push({ type: 'task_transferred', taskId, from: actor, to: input.to });
  return run.finish();
}

/** Lends the task to another user, who resolves it back (delegationState PENDING → RESOLVED). */
export function delegate(
  ctx: EngineContext,
  state: InstanceState,
  taskId: string,
  actor: string,
  input: HandOverInput,
): EngineResult {
  const run = begin(ctx, state, input);
  const task = openTaskFor(run, taskId, actor);
  if (!input.to || input.to === actor)
    throw new EngineError('BAD_INPUT', 'Delegation needs another user');
  run.opinion(task, task.scopeId, actor, 'delegate', input.opinion);
  task.owner = actor;
  task.assignee = input.to;
  task.candidates = [input.to];
  task.delegationState = 'PENDING';
  run.events.push({ type: 'task_delegated', taskId, from: actor, to: input.to });
  return run.finish();
}

/** The delegate hands the task back to its owner with an opinion (and optionally form values). */
export function resolve(
  ctx: EngineContext,
  state: InstanceState,
  taskId: string,
  actor: string,
  input: CompleteInput,
): EngineResult {
  const run = begin(ctx, state, input);
  const task = openTaskFor(run, taskId, actor, true);
  if (task.delegationState !== 'PENDING' || !task.owner) {
    throw new EngineError('NOT_DELEGATED', `Task ${taskId} is not waiting for a delegate`);
  }
  if (input.vars) Object.assign(run.s.vars, structuredClone(input.vars));
  run.opinion(task, task.scopeId, actor, 'resolve', input.opinion);
  task.assignee = task.owner;
  task.candidates = [task.owner];
  task.delegationState = 'RESOLVED';
  run.events.push({ type: 'task_resolved', taskId, to: task.owner });
  return run.finish();
}

export interface AddSignInput extends Versioned {
  users: string[];
  opinion?: string;
}

/** Adds countersigners to the task's step (a single task becomes an "all" countersign). */
export function addSign(
  ctx: EngineContext,
  state: InstanceState,
  taskId: string,
  actor: string,
  input: AddSignInput,
): EngineResult {
  const run = begin(ctx, state, input);
  const task = openTaskFor(run, taskId, actor);
  const group = run.s.groups[task.groupId];
  if (!group) throw new EngineError('TASK_NOT_FOUND', `Task ${taskId} has no step`);
  const busy = new Set([
    ...group.queue,
    ...run.s.tasks
      .filter((t) => t.groupId === group.id && t.status === 'open')
      .map((t) => t.assignee ?? ''),
  ]);
  const users = [...new Set(input.users.filter((u) => u !== '' && !busy.has(u)))];
  if (users.length === 0)
    throw new EngineError('BAD_INPUT', 'Add-sign needs at least one new user');
  run.opinion(task, task.scopeId, actor, 'addSign', input.opinion ?? users.join(','));
  const node = run.node(task.scopeId, task.activityId);
  group.users.push(...users);
  group.total += users.length;
  if (group.sequential) group.queue.push(...users);
  else for (const u of users) run.createTask(group, node, u, []);
  return run.finish();
}

export interface CopyInput extends Versioned {
  to: string[];
  taskId?: string;
}

/** Records copy-to recipients (the applicant or a handler of the given open task may copy). */
export function copyTo(
  ctx: EngineContext,
  state: InstanceState,
  actor: string,
  input: CopyInput,
): EngineResult {
  checkVersion(state, input);
  const run = new Run(ctx, state);
  if (input.taskId) openTaskFor(run, input.taskId, actor, true);
  else if (actor !== state.starter)
    throw new EngineError('NOT_CANDIDATE', `${actor} may not copy this instance`);
  const to = [...new Set(input.to.filter((u) => u !== ''))];
  if (to.length === 0) throw new EngineError('BAD_INPUT', 'Copy-to needs recipients');
  const rec = { seq: run.tick(), by: actor, to, ...(input.taskId ? { taskId: input.taskId } : {}) };
  run.s.copies.push(rec);
  run.events.push({
    type: 'copied',
    by: actor,
    to,
    ...(input.taskId ? { taskId: input.taskId } : {}),
  });
  return run.finish();
}

const ACTING: OpinionKind[] = [
  'approve',
  'reject',
  'transfer',
  'delegate',
  'resolve',
  'addSign',
  'jump',
];

/** True when the applicant may still withdraw: nobody else acted since the applicant's last action. */
export function canWithdraw(state: InstanceState, actor: string): boolean {
  if (state.status !== 'running' || actor !== state.starter) return false;
  const lastOwn = Math.max(0, ...state.opinions.filter((o) => o.actor === actor).map((o) => o.seq));
  return !state.opinions.some(
    (o) => o.actor !== actor && o.seq > lastOwn && ACTING.includes(o.kind),
  );
}

/** The applicant withdraws the instance before the next step acted. */
export function withdraw(
  ctx: EngineContext,
  state: InstanceState,
  actor: string,
  input: Versioned & { opinion?: string },
): EngineResult {
  const run = begin(ctx, state, input);
  if (!canWithdraw(state, actor)) {
    throw new EngineError(
      'WITHDRAW_REFUSED',
      'Only the applicant may withdraw, and only before the next step acted',
    );
  }
  run.opinion(undefined, ROOT_SCOPE, actor, 'withdraw', input.opinion);
  run.clearScope(ROOT_SCOPE, 'withdrawn');
  for (const sc of Object.values(run.s.scopes)) sc.active = false;
  run.s.status = 'withdrawn';
  run.events.push({ type: 'instance_withdrawn', actor });
  return run.finish();
}

/** Administrator: moves the instance to a user task of the main process (or of a live scope). */
export function adminJump(
  ctx: EngineContext,
  state: InstanceState,
  actor: string,
  input: Versioned & { to: string; scopeId?: string; opinion?: string },
): EngineResult {
  const run = begin(ctx, state, input);
  const scopeId = input.scopeId ?? ROOT_SCOPE;
  const sc = run.s.scopes[scopeId];
  if (!sc?.active) throw new EngineError('INVALID_TARGET', `Scope ${scopeId} is not running`);
  const node = run.graph(scopeId).nodes[input.to];
  if (node?.kind !== 'userTask')
    throw new EngineError('INVALID_TARGET', `"${input.to}" is not a user task`);
  run.opinion(undefined, scopeId, actor, 'jump', input.opinion);
  jumpTo(run, scopeId, '', input.to, actor, 'jump');
  return run.finish();
}

/** Administrator: stops the instance. */
export function terminate(
  ctx: EngineContext,
  state: InstanceState,
  actor: string,
  input: Versioned & { opinion?: string },
): EngineResult {
  const run = begin(ctx, state, input);
  run.opinion(undefined, ROOT_SCOPE, actor, 'terminate', input.opinion);
  run.clearScope(ROOT_SCOPE);
  for (const sc of Object.values(run.s.scopes)) sc.active = false;
  run.s.status = 'terminated';
  run.events.push({ type: 'instance_terminated', actor });
  return run.finish();
}

/* ------------------------------------------------------------------ read helpers */

export function openTasks(state: InstanceState): Task[] {
  return state.tasks.filter((t) => t.status === 'open');
}

/** Opinions of the main (root) process — what a sub-process handler sees as 主流程审批意见. */
export function mainProcessOpinions(state: InstanceState): Opinion[] {
  return state.opinions.filter((o) => o.scopeId === ROOT_SCOPE);
}

/** What the flow chart of one process shows: finished activities, flows actually taken, current activities. */
export function chartOf(
  state: InstanceState,
  processId: string = state.processId,
): { finished: string[]; takenFlows: string[]; current: string[] } {
  const uniq = (xs: string[]): string[] => [...new Set(xs)];
  return {
    finished: uniq(
      state.history
        .filter((h) => h.processId === processId && h.kind !== 'jump')
        .map((h) => h.activityId),
    ),
    takenFlows: uniq(
      state.takenFlows.filter((f) => f.processId === processId).map((f) => f.flowId),
    ),
    current: uniq(
      openTasks(state)
        .filter((t) => t.processId === processId)
        .map((t) => t.activityId),
    ),
  };
}
