import { describe, expect, it } from 'vitest';
import {
  addSign,
  adminJump,
  canWithdraw,
  chartOf,
  complete,
  copyTo,
  delegate,
  mainProcessOpinions,
  openTasks,
  reject,
  resolve,
  start,
  terminate,
  transfer,
  withdraw,
} from './engine';
import { parseBpmn } from './parse';
import type { EngineContext, InstanceState } from './types';
import { activities, approve, contextOf, expectCode, only, taskOf } from './testkit';

const v = (s: InstanceState): { expectedVersion: number } => ({ expectedVersion: s.version });

describe('exclusive gateway', () => {
  it('takes the matching branch and records only the flows actually taken', async () => {
    const ctx = await contextOf('exclusive.bpmn');
    const started = start(ctx, { amount: '8000.00', type: 'A' }, 'alice');
    expect(started.state.version).toBe(1);
    expect(started.events).toEqual([
      {
        type: 'task_created',
        taskId: only(started.state).id,
        activityId: 'apply',
        assignee: 'alice',
        candidates: ['alice'],
      },
    ]);
    let s = approve(ctx, started.state, 'apply', 'alice');
    expect(only(s).candidates).toEqual(['leader1']);
    s = approve(ctx, s, 'leader', 'leader1');
    expect(activities(s)).toEqual(['boss']);
    expect(only(s).candidates).toEqual(['boss1', 'boss2']);
    s = approve(ctx, s, 'boss', 'boss2');
    expect(s.status).toBe('finished');
    expect(openTasks(s)).toEqual([]);
    const chart = chartOf(s);
    expect(chart.takenFlows).toEqual(['f1', 'f2', 'f3', 'f_big', 'f4']);
    expect(chart.takenFlows).not.toContain('f_small');
    expect(chart.finished).toEqual(['start', 'apply', 'leader', 'gw', 'boss', 'end']);
    expect(chart.finished).not.toContain('finance');
    expect(chart.current).toEqual([]);
  });

  it('takes the default flow when no condition matches; form values set on approval count', async () => {
    const ctx = await contextOf('exclusive.bpmn');
    let s = start(ctx, { amount: 9000, type: 'A' }, 'alice').state;
    s = approve(ctx, s, 'apply', 'alice');
    s = approve(ctx, s, 'leader', 'leader1', { type: 'B' });
    expect(activities(s)).toEqual(['finance']);
    expect(chartOf(s).takenFlows).toEqual(['f1', 'f2', 'f3', 'f_small']);
    expect(chartOf(s).current).toEqual(['finance']);
    const done = complete(ctx, s, only(s).id, 'fin1', { ...v(s), opinion: '同意' });
    expect(done.events.map((e) => e.type)).toEqual(['task_completed', 'instance_finished']);
    expect(done.state.opinions.map((o) => [o.actor, o.kind, o.text])).toEqual([
      ['alice', 'approve', ''],
      ['leader1', 'approve', ''],
      ['fin1', 'approve', '同意'],
    ]);
  });
});

describe('parallel gateway', () => {
  it('forks to every branch and joins only when all arrived', async () => {
    const ctx = await contextOf('parallel.bpmn');
    let s = start(ctx, {}, 'alice').state;
    s = approve(ctx, s, 'apply', 'alice');
    expect(activities(s)).toEqual(['a', 'b']);
    s = approve(ctx, s, 'b', 'ub');
    expect(activities(s)).toEqual(['a']);
    expect(chartOf(s).finished).not.toContain('join');
    s = approve(ctx, s, 'a', 'ua');
    expect(activities(s)).toEqual(['final']);
    expect(s.tokens.filter((t) => t.nodeId === 'join')).toEqual([]);
    s = approve(ctx, s, 'final', 'uc');
    expect(s.status).toBe('finished');
    expect(chartOf(s).takenFlows.sort()).toEqual(['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8']);
  });
});

describe('inclusive gateway', () => {
  it('activates every true branch and waits for exactly those', async () => {
    const ctx = await contextOf('inclusive.bpmn');
    let s = start(ctx, { x: 2, y: 5 }, 'alice').state;
    s = approve(ctx, s, 'apply', 'alice');
    expect(activities(s)).toEqual(['ta', 'tb']);
    s = approve(ctx, s, 'ta', 'ua');
    expect(s.status).toBe('running');
    expect(activities(s)).toEqual(['tb']);
    s = approve(ctx, s, 'tb', 'ub');
    expect(s.status).toBe('finished');
    expect(chartOf(s).takenFlows).not.toContain('i_c');
  });

  it('takes the default flow alone when nothing matches', async () => {
    const ctx = await contextOf('inclusive.bpmn');
    let s = start(ctx, { x: 0, y: 0 }, 'alice').state;
    s = approve(ctx, s, 'apply', 'alice');
    expect(activities(s)).toEqual(['tc']);
    s = approve(ctx, s, 'tc', 'uc');
    expect(s.status).toBe('finished');
  });
});

describe('countersign', () => {
  const run = async (
    proc: string,
    vars: Record<string, unknown> = {},
  ): Promise<{ ctx: EngineContext; s: InstanceState }> => {
    const ctx = await contextOf('countersign.bpmn', proc);
    return { ctx, s: start(ctx, vars, 'alice').state };
  };

  it('all: needs every signer', async () => {
    const { ctx, s: s0 } = await run('cs_all');
    expect(openTasks(s0).map((t) => t.assignee)).toEqual(['u1', 'u2', 'u3']);
    let s = approve(ctx, s0, 'sign_cs_all', 'u1');
    s = approve(ctx, s, 'sign_cs_all', 'u3');
    expect(activities(s)).toEqual(['sign_cs_all']);
    s = approve(ctx, s, 'sign_cs_all', 'u2');
    expect(activities(s)).toEqual(['after_cs_all']);
  });

  it('any: the first signer finishes the step and the others are cancelled', async () => {
    const { ctx, s: s0 } = await run('cs_any');
    const r = complete(ctx, s0, taskOf(s0, 'sign_cs_any', 'u2').id, 'u2', v(s0));
    expect(activities(r.state)).toEqual(['after_cs_any']);
    expect(r.events.filter((e) => e.type === 'task_cancelled')).toHaveLength(2);
    expect(r.state.tasks.filter((t) => t.outcome === 'cancelled').map((t) => t.assignee)).toEqual([
      'u1',
      'u3',
    ]);
  });

  it('ratio 2/3 (attribute) and the equivalent completionCondition', async () => {
    for (const proc of ['cs_ratio', 'cs_cond']) {
      const { ctx, s: s0 } = await run(proc);
      let s = approve(ctx, s0, `sign_${proc}`, 'u1');
      expect(activities(s)).toEqual([`sign_${proc}`, `sign_${proc}`]);
      s = approve(ctx, s, `sign_${proc}`, 'u3');
      expect(activities(s)).toEqual([`after_${proc}`]);
      expect(s.tasks.find((t) => t.assignee === 'u2')?.outcome).toBe('cancelled');
    }
  });

  it('sequential: one signer after the other', async () => {
    const { ctx, s: s0 } = await run('cs_seq');
    expect(only(s0).assignee).toBe('u1');
    let s = approve(ctx, s0, 'sign_cs_seq', 'u1');
    expect(only(s).assignee).toBe('u2');
    s = approve(ctx, s, 'sign_cs_seq', 'u2');
    s = approve(ctx, s, 'sign_cs_seq', 'u3');
    expect(activities(s)).toEqual(['after_cs_seq']);
  });

  it('signers from a collection variable', async () => {
    const { s } = await run('cs_coll', { signers: ['x', 'y'] });
    expect(openTasks(s).map((t) => t.assignee)).toEqual(['x', 'y']);
  });

  it('add-sign adds a countersigner the step then waits for', async () => {
    const { ctx, s: s0 } = await run('cs_all');
    const t1 = taskOf(s0, 'sign_cs_all', 'u1');
    let s = addSign(ctx, s0, t1.id, 'u1', { ...v(s0), users: ['u9', 'u2'] }).state;
    expect(openTasks(s).map((t) => t.assignee)).toEqual(['u1', 'u2', 'u3', 'u9']);
    for (const u of ['u1', 'u2', 'u3']) s = approve(ctx, s, 'sign_cs_all', u);
    expect(activities(s)).toEqual(['sign_cs_all']);
    s = approve(ctx, s, 'sign_cs_all', 'u9');
    expect(activities(s)).toEqual(['after_cs_all']);
  });

  it('add-sign on a single task turns it into an all-countersign', async () => {
    const { ctx, s: s0 } = await run('cs_any');
    let s = approve(ctx, s0, 'sign_cs_any', 'u1');
    s = addSign(ctx, s, only(s).id, 'boss', { ...v(s), users: ['vip'] }).state;
    s = approve(ctx, s, 'after_cs_any', 'boss');
    expect(activities(s)).toEqual(['after_cs_any']);
    s = approve(ctx, s, 'after_cs_any', 'vip');
    expect(s.status).toBe('finished');
    expectCode(
      () => addSign(ctx, s0, openTasks(s0)[0]?.id ?? '', 'u1', { ...v(s0), users: ['u2'] }),
      'BAD_INPUT',
    );
  });
});

describe('reject', () => {
  it('to the previous step and to the start', async () => {
    const ctx = await contextOf('exclusive.bpmn');
    let s = start(ctx, { amount: 9000, type: 'A' }, 'alice').state;
    s = approve(ctx, s, 'apply', 'alice');
    s = approve(ctx, s, 'leader', 'leader1');
    const boss = only(s, 'boss');
    const back = reject(ctx, s, boss.id, 'boss1', { ...v(s), to: 'previous', opinion: '金额有误' });
    expect(back.events.map((e) => e.type)).toEqual(['task_rejected', 'task_created']);
    s = back.state;
    expect(only(s).activityId).toBe('leader');
    expect(s.tasks.find((t) => t.id === boss.id)?.outcome).toBe('rejected');
    expect(s.opinions.at(-1)).toMatchObject({
      actor: 'boss1',
      kind: 'reject',
      text: '金额有误',
      activityId: 'boss',
    });
    const toStart = reject(ctx, s, only(s).id, 'leader1', { ...v(s), to: 'start' }).state;
    expect(only(toStart).activityId).toBe('apply');
    expect(only(toStart).assignee).toBe('alice');
    // the applicant resubmits and the flow runs again
    s = approve(ctx, toStart, 'apply', 'alice', { amount: 100 });
    s = approve(ctx, s, 'leader', 'leader1');
    expect(activities(s)).toEqual(['finance']);
    // reject jumps are no sequence flows: the chart lists only flows really taken
    expect(chartOf(s).takenFlows).not.toContain('f5');
  });

  it('to a named step already passed; never forward or to an unvisited step', async () => {
    const ctx = await contextOf('exclusive.bpmn');
    let s = start(ctx, { amount: 9000, type: 'A' }, 'alice').state;
    s = approve(ctx, s, 'apply', 'alice');
    s = approve(ctx, s, 'leader', 'leader1');
    const id = only(s).id;
    expectCode(() => reject(ctx, s, id, 'boss1', { ...v(s), to: 'finance' }), 'INVALID_TARGET');
    s = reject(ctx, s, id, 'boss1', { ...v(s), to: 'apply' }).state;
    expect(only(s).activityId).toBe('apply');
    expectCode(
      () => reject(ctx, s, only(s).id, 'alice', { ...v(s), to: 'previous' }),
      'INVALID_TARGET',
    );
  });

  it('a countersigner rejecting cancels the whole step', async () => {
    const ctx = await contextOf('parallel.bpmn');
    let s = start(ctx, {}, 'alice').state;
    s = approve(ctx, s, 'apply', 'alice');
    s = reject(ctx, s, only(s, 'a').id, 'ua', { ...v(s), to: 'previous' }).state;
    expect(activities(s)).toEqual(['apply']);
    expect(s.tokens.map((t) => t.nodeId)).toEqual(['apply']);
  });
});

describe('transfer, delegate, copy-to', () => {
  it('transfer hands the task over for good', async () => {
    const ctx = await contextOf('exclusive.bpmn');
    let s = start(ctx, { amount: 1 }, 'alice').state;
    s = approve(ctx, s, 'apply', 'alice');
    const r = transfer(ctx, s, only(s).id, 'leader1', { ...v(s), to: 'bob', opinion: '请代批' });
    expect(r.events).toEqual([
      { type: 'task_transferred', taskId: only(s).id, from: 'leader1', to: 'bob' },
    ]);
    s = r.state;
    expectCode(() => complete(ctx, s, only(s).id, 'leader1', v(s)), 'NOT_CANDIDATE');
    s = approve(ctx, s, 'leader', 'bob');
    expect(activities(s)).toEqual(['finance']);
  });

  it('delegate → the delegate resolves (PENDING → RESOLVED) → the owner approves', async () => {
    const ctx = await contextOf('exclusive.bpmn');
    let s = start(ctx, { amount: 1 }, 'alice').state;
    s = approve(ctx, s, 'apply', 'alice');
    const id = only(s).id;
    s = delegate(ctx, s, id, 'leader1', { ...v(s), to: 'dan' }).state;
    expect(only(s)).toMatchObject({
      assignee: 'dan',
      owner: 'leader1',
      delegationState: 'PENDING',
    });
    expectCode(() => complete(ctx, s, id, 'dan', v(s)), 'TASK_DELEGATED');
    expectCode(() => complete(ctx, s, id, 'leader1', v(s)), 'NOT_CANDIDATE');
    expectCode(() => resolve(ctx, s, id, 'leader1', v(s)), 'NOT_CANDIDATE');
    s = resolve(ctx, s, id, 'dan', { ...v(s), opinion: '已核对' }).state;
    expect(only(s)).toMatchObject({ assignee: 'leader1', delegationState: 'RESOLVED' });
    expectCode(() => resolve(ctx, s, id, 'leader1', v(s)), 'NOT_DELEGATED');
    s = complete(ctx, s, id, 'leader1', v(s)).state;
    expect(activities(s)).toEqual(['finance']);
    expect(s.opinions.map((o) => o.kind)).toEqual(['approve', 'delegate', 'resolve', 'approve']);
  });

  it('copy-to records recipients; strangers may not copy', async () => {
    const ctx = await contextOf('exclusive.bpmn');
    const s = start(ctx, {}, 'alice').state;
    const r = copyTo(ctx, s, 'alice', { ...v(s), to: ['hr', 'hr', 'boss'] });
    expect(r.state.copies).toEqual([{ seq: r.state.seq, by: 'alice', to: ['hr', 'boss'] }]);
    expect(r.events).toEqual([{ type: 'copied', by: 'alice', to: ['hr', 'boss'] }]);
    expectCode(() => copyTo(ctx, s, 'mallory', { ...v(s), to: ['x'] }), 'NOT_CANDIDATE');
  });
});

describe('withdraw', () => {
  it('the applicant withdraws before the next step acted', async () => {
    const ctx = await contextOf('exclusive.bpmn');
    let s = start(ctx, {}, 'alice').state;
    s = approve(ctx, s, 'apply', 'alice');
    expect(canWithdraw(s, 'alice')).toBe(true);
    expectCode(() => withdraw(ctx, s, 'leader1', v(s)), 'WITHDRAW_REFUSED');
    const r = withdraw(ctx, s, 'alice', v(s));
    expect(r.state.status).toBe('withdrawn');
    expect(openTasks(r.state)).toEqual([]);
    expect(r.events.map((e) => e.type)).toEqual(['task_cancelled', 'instance_withdrawn']);
    expectCode(
      () => complete(ctx, r.state, only(s).id, 'leader1', v(r.state)),
      'INSTANCE_NOT_RUNNING',
    );
  });

  it('is refused once the next step acted (even a transfer)', async () => {
    const ctx = await contextOf('exclusive.bpmn');
    let s = start(ctx, { amount: 9000, type: 'A' }, 'alice').state;
    s = approve(ctx, s, 'apply', 'alice');
    s = transfer(ctx, s, only(s).id, 'leader1', { ...v(s), to: 'bob' }).state;
    expect(canWithdraw(s, 'alice')).toBe(false);
    expectCode(() => withdraw(ctx, s, 'alice', v(s)), 'WITHDRAW_REFUSED');
  });
});

describe('sub-processes', () => {
  it('embedded sub-process and call activity; the main process opinions stay visible', async () => {
    const ctx = await contextOf('subprocess.bpmn');
    let s = start(ctx, {}, 'alice').state;
    s = complete(ctx, s, only(s).id, 'alice', { ...v(s), opinion: '申请理由' }).state;
    expect(only(s).activityId).toBe('sub_review');
    expect(Object.values(s.scopes).map((x) => x.kind)).toEqual(['root', 'embedded']);
    s = approve(ctx, s, 'sub_review', 'reviewer');
    // reject inside the embedded sub-process stays inside it
    s = reject(ctx, s, only(s).id, 'checker', { ...v(s), to: 'previous' }).state;
    expect(only(s).activityId).toBe('sub_review');
    s = approve(ctx, s, 'sub_review', 'reviewer');
    s = approve(ctx, s, 'sub_check', 'checker');
    const child = only(s);
    expect(child).toMatchObject({ activityId: 'c_task', processId: 'child' });
    expect(s.scopes[child.scopeId]?.kind).toBe('call');
    expect(mainProcessOpinions(s).map((o) => [o.actor, o.text])).toEqual([['alice', '申请理由']]);
    s = complete(ctx, s, child.id, 'childUser', { ...v(s), opinion: '子流程同意' }).state;
    expect(mainProcessOpinions(s)).toHaveLength(1);
    expect(only(s).activityId).toBe('close');
    s = approve(ctx, s, 'close', 'closer');
    expect(s.status).toBe('finished');
    expect(chartOf(s).takenFlows).toEqual(['m1', 'm2', 's1', 's2', 's3', 'm3', 'm4', 'm5']);
    expect(chartOf(s, 'child').takenFlows).toEqual(['cf1', 'cf2']);
    expect(chartOf(s).finished).toContain('sub');
  });

  it('a call activity to an unknown process is refused', async () => {
    const ctx = await contextOf('subprocess.bpmn');
    const partial: EngineContext = { ...ctx, processes: { main: ctx.processes.main! } };
    let s = start(partial, {}, 'alice').state;
    s = approve(partial, s, 'apply', 'alice');
    s = approve(partial, s, 'sub_review', 'reviewer');
    expectCode(() => approve(partial, s, 'sub_check', 'checker'), 'PROCESS_NOT_FOUND');
  });
});

describe('guards', () => {
  it('only candidates act; a finished task cannot be acted on twice; stale versions are refused', async () => {
    const ctx = await contextOf('exclusive.bpmn');
    const s0 = start(ctx, {}, 'alice').state;
    const t = only(s0);
    expectCode(() => complete(ctx, s0, t.id, 'mallory', v(s0)), 'NOT_CANDIDATE');
    expectCode(() => complete(ctx, s0, 'nope', 'alice', v(s0)), 'TASK_NOT_FOUND');
    const s1 = complete(ctx, s0, t.id, 'alice', v(s0)).state;
    expect(s1.version).toBe(s0.version + 1);
    expectCode(() => complete(ctx, s1, t.id, 'alice', v(s1)), 'TASK_ALREADY_DONE');
    expectCode(
      () => reject(ctx, s1, t.id, 'alice', { ...v(s1), to: 'start' }),
      'TASK_ALREADY_DONE',
    );
    // two concurrent approvals read the same version: the second one is stale
    const leaderTask = only(s1);
    const first = complete(ctx, s1, leaderTask.id, 'leader1', v(s1));
    expectCode(() => complete(ctx, first.state, leaderTask.id, 'leader1', v(s1)), 'STALE_VERSION');
    expectCode(
      () => transfer(ctx, first.state, only(first.state).id, 'fin1', { ...v(s1), to: 'x' }),
      'STALE_VERSION',
    );
  });

  it('does not mutate the input state', async () => {
    const ctx = await contextOf('exclusive.bpmn');
    const s0 = start(ctx, {}, 'alice').state;
    const copy = structuredClone(s0);
    complete(ctx, s0, only(s0).id, 'alice', { ...v(s0), vars: { amount: 1 } });
    expect(s0).toEqual(copy);
  });

  it('admin jump and terminate', async () => {
    const ctx = await contextOf('exclusive.bpmn');
    let s = start(ctx, {}, 'alice').state;
    s = adminJump(ctx, s, 'admin', { ...v(s), to: 'boss' }).state;
    expect(activities(s)).toEqual(['boss']);
    expectCode(() => adminJump(ctx, s, 'admin', { ...v(s), to: 'gw' }), 'INVALID_TARGET');
    const t = terminate(ctx, s, 'admin', { ...v(s), opinion: '作废' });
    expect(t.state.status).toBe('terminated');
    expect(openTasks(t.state)).toEqual([]);
  });

  it('a task nobody can handle is an error', async () => {
    const ctx = await contextOf('countersign.bpmn', 'cs_coll');
    expectCode(() => start(ctx, { signers: [] }, 'alice'), 'NO_ASSIGNEE');
  });
});

describe('persistence', () => {
  it('save → JSON → restore mid-flow continues identically', async () => {
    const ctx = await contextOf('subprocess.bpmn');
    let s = start(ctx, {}, 'alice').state;
    s = approve(ctx, s, 'apply', 'alice');
    s = approve(ctx, s, 'sub_review', 'reviewer');
    const restored = JSON.parse(JSON.stringify(s)) as InstanceState;
    expect(restored).toEqual(s);
    const a = approve(ctx, s, 'sub_check', 'checker');
    const b = approve(ctx, restored, 'sub_check', 'checker');
    expect(b).toEqual(a);
    const ctxJson = JSON.parse(JSON.stringify(ctx)) as EngineContext;
    expect(
      approve(ctxJson, approve(ctxJson, b, 'c_task', 'childUser'), 'close', 'closer').status,
    ).toBe('finished');
  });
});

describe('reject into a parallel branch', () => {
  it('the other branch, already passed, counts as arrived at the join', async () => {
    const ctx = await contextOf('parallel.bpmn');
    let s = start(ctx, {}, 'alice').state;
    s = approve(ctx, s, 'apply', 'alice');
    s = approve(ctx, s, 'a', 'ua');
    s = approve(ctx, s, 'b', 'ub');
    expect(only(s).previous).toBe('b');
    s = reject(ctx, s, only(s).id, 'uc', { ...v(s), to: 'previous' }).state;
    expect(activities(s)).toEqual(['b']);
    s = approve(ctx, s, 'b', 'ub');
    expect(activities(s)).toEqual(['final']);
    s = reject(ctx, s, only(s).id, 'uc', { ...v(s), to: 'start' }).state;
    expect(activities(s)).toEqual(['apply']);
    expect(s.tokens.filter((t) => t.nodeId === 'join')).toEqual([]);
    s = approve(ctx, s, 'apply', 'alice');
    expect(activities(s)).toEqual(['a', 'b']);
  });
});

describe('resolver and loops', () => {
  it('a custom resolver turns roles / form-field leaders into candidates', async () => {
    const ctx: EngineContext = {
      ...(await contextOf('exclusive.bpmn')),
      resolve: (spec, { vars }) =>
        spec.attrs['f-leader-field']
          ? { candidates: [`leader-of-${String(vars[spec.attrs['f-leader-field']])}`] }
          : { candidates: spec.assignee ? ['alice'] : spec.candidateUsers },
    };
    let s = start(ctx, { deptId: 'D7' }, 'alice').state;
    s = approve(ctx, s, 'apply', 'alice');
    expect(only(s)).toMatchObject({ activityId: 'leader', candidates: ['leader-of-D7'] });
    expect(only(s).assignment?.candidateGroups).toEqual(['role_leader']);
  });

  it('a loop without any waiting step is stopped', async () => {
    const defs = await parseBpmn(`<?xml version="1.0"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" id="d" targetNamespace="t">
  <process id="loop" isExecutable="true">
    <startEvent id="s" /><exclusiveGateway id="g" default="out" /><exclusiveGateway id="g2" /><endEvent id="e" />
    <sequenceFlow id="f0" sourceRef="s" targetRef="g" />
    <sequenceFlow id="again" sourceRef="g" targetRef="g2"><conditionExpression xsi:type="tFormalExpression">\${x &gt; 0}</conditionExpression></sequenceFlow>
    <sequenceFlow id="back" sourceRef="g2" targetRef="g" />
    <sequenceFlow id="out" sourceRef="g" targetRef="e" />
  </process>
</definitions>`);
    const ctx: EngineContext = { main: defs.main, processes: defs.processes };
    expectCode(() => start(ctx, { x: 1 }, 'alice'), 'LOOP_LIMIT');
    expect(start(ctx, { x: 0 }, 'alice').state.status).toBe('finished');
  });
});
