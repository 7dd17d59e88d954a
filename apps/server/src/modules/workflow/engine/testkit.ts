import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { complete, openTasks } from './engine';
import { EngineError, type EngineErrorCode } from './errors';
import { parseBpmn } from './parse';
import type { EngineContext, EngineResult, InstanceState, Task } from './types';

/** Test helpers shared by the engine's test files. */

export function fixture(name: string): string {
  return readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
}

export async function contextOf(name: string, main?: string): Promise<EngineContext> {
  const defs = await parseBpmn(fixture(name));
  return { main: main ?? defs.main, processes: defs.processes };
}

export function only(state: InstanceState, activityId?: string): Task {
  const tasks = openTasks(state).filter((t) => !activityId || t.activityId === activityId);
  expect(tasks).toHaveLength(1);
  return tasks[0] as Task;
}

export function taskOf(state: InstanceState, activityId: string, user: string): Task {
  const task = openTasks(state).find(
    (t) => t.activityId === activityId && (t.assignee ?? t.candidates[0]) === user,
  );
  if (!task) throw new Error(`no open ${activityId} task for ${user}`);
  return task;
}

/** Approves the single open task of `activityId` as `actor`. */
export function approve(
  ctx: EngineContext,
  state: InstanceState,
  activityId: string,
  actor: string,
  vars?: Record<string, unknown>,
): InstanceState {
  const task = openTasks(state).find(
    (t) =>
      t.activityId === activityId &&
      (t.assignee ? t.assignee === actor : t.candidates.includes(actor)),
  );
  if (!task) throw new Error(`no open ${activityId} task for ${actor}`);
  return complete(ctx, state, task.id, actor, {
    expectedVersion: state.version,
    ...(vars ? { vars } : {}),
  }).state;
}

export function activities(state: InstanceState): string[] {
  return openTasks(state)
    .map((t) => t.activityId)
    .sort();
}

export function expectCode(fn: () => unknown, code: EngineErrorCode): void {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(EngineError);
    expect((e as EngineError).code).toBe(code);
    return;
  }
  throw new Error(`expected EngineError ${code}`);
}

export type { EngineResult };
