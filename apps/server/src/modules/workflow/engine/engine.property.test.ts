import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canAct, complete, openTasks, reject } from './engine';
import { EngineError } from './errors';
import { contextOf } from './testkit';
import type { EngineContext, Graph, InstanceState } from './types';
import { start } from './engine';

function graphOf(ctx: EngineContext, state: InstanceState, scopeId: string): Graph {
  const scope = state.scopes[scopeId];
  if (!scope) throw new Error(`no scope ${scopeId}`);
  let g: Graph | undefined = ctx.processes[scope.processId];
  for (const id of scope.path) g = g?.nodes[id]?.body;
  if (!g) throw new Error(`no graph for ${scopeId}`);
  return g;
}

function reachable(g: Graph): Set<string> {
  const seen = new Set<string>();
  const stack = [g.startId];
  while (stack.length > 0) {
    const id = stack.pop() ?? '';
    if (seen.has(id)) continue;
    seen.add(id);
    for (const f of g.nodes[id]?.outgoing ?? []) stack.push(g.flows[f]?.target ?? '');
  }
  return seen;
}

function checkInvariants(ctx: EngineContext, s: InstanceState): void {
  const open = openTasks(s);
  for (const t of open) {
    expect(reachable(graphOf(ctx, s, t.scopeId)).has(t.activityId)).toBe(true);
    expect(s.scopes[t.scopeId]?.active).toBe(true);
    expect(s.tokens.some((k) => k.groupId === t.groupId)).toBe(true);
  }
  if (s.status === 'finished') {
    expect(open).toEqual([]);
    expect(s.tokens).toEqual([]);
  } else {
    expect(open.length).toBeGreaterThan(0);
  }
  for (const f of s.takenFlows) {
    const g = graphOf(ctx, s, f.scopeId);
    expect(g.flows[f.flowId]).toBeDefined();
  }
  expect(JSON.parse(JSON.stringify(s))).toEqual(s);
}

const step = fc.record({
  pick: fc.nat(),
  action: fc.constantFrom('approve', 'approve', 'approve', 'previous', 'start', 'stranger'),
  amount: fc.integer({ min: 0, max: 10_000 }),
});

describe('engine invariants under random approve/reject sequences', () => {
  const cases: [string, string | undefined][] = [
    ['exclusive.bpmn', undefined],
    ['parallel.bpmn', undefined],
    ['inclusive.bpmn', undefined],
    ['subprocess.bpmn', undefined],
    ['countersign.bpmn', 'cs_ratio'],
    ['countersign.bpmn', 'cs_seq'],
  ];
  for (const [file, main] of cases) {
    it(`${file}${main ? `#${main}` : ''}`, async () => {
      const ctx = await contextOf(file, main);
      fc.assert(
        fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
          let s = start(ctx, { amount: 6000, type: 'A', x: 2, y: 0 }, 'alice').state;
          checkInvariants(ctx, s);
          for (const st of steps) {
            if (s.status !== 'running') break;
            const open = openTasks(s);
            const task = open[st.pick % open.length];
            if (!task) break;
            const actor = task.assignee ?? task.candidates[0] ?? '';
            expect(canAct(task, actor)).toBe(true);
            const before = s.version;
            try {
              if (st.action === 'approve') {
                s = complete(ctx, s, task.id, actor, {
                  expectedVersion: s.version,
                  vars: { amount: st.amount },
                }).state;
              } else if (st.action === 'stranger') {
                complete(ctx, s, task.id, 'stranger', { expectedVersion: s.version });
                throw new Error('a stranger completed a task');
              } else {
                s = reject(ctx, s, task.id, actor, {
                  expectedVersion: s.version,
                  to: st.action,
                }).state;
              }
            } catch (e) {
              if (!(e instanceof EngineError)) throw e;
              const allowed = st.action === 'stranger' ? ['NOT_CANDIDATE'] : ['INVALID_TARGET'];
              expect(allowed).toContain(e.code);
              continue;
            }
            expect(s.version).toBe(before + 1);
            checkInvariants(ctx, s);
          }
        }),
        { numRuns: 60 },
      );
    });
  }
});
