import type { ProgressFrame } from '@ccms/api-client';
import { describe, expect, it } from 'vitest';
import { createProgressReporter } from './progress';

function harness(intervalMs = 200) {
  const frames: ProgressFrame[] = [];
  let clock = 0;
  const reporter = createProgressReporter('call-1234', {
    push: (frame) => frames.push(frame),
    now: () => clock,
    intervalMs,
  });
  return { frames, reporter, tick: (ms: number) => (clock += ms) };
}

describe('createProgressReporter', () => {
  it('maps steps into the stage span and throttles to one frame per interval', () => {
    const { frames, reporter, tick } = harness();
    reporter.stage('read', [0, 50]);
    for (let done = 1; done <= 100; done += 1) {
      tick(10);
      reporter.step(done, 100);
    }
    // 1 s of steps at 10 ms each: the stage's first frame, then about one per 200 ms.
    expect(frames[0]).toEqual({
      type: 'progress',
      progressId: 'call-1234',
      percent: 0,
      stage: 'read',
    });
    expect(frames.length).toBeGreaterThanOrEqual(5);
    expect(frames.length).toBeLessThanOrEqual(7);
    expect(frames.at(-1)!.percent).toBeLessThanOrEqual(50);
  });

  it('never goes backwards, reports -1 for a stage without a span and always ends with 100', () => {
    const { frames, reporter, tick } = harness();
    reporter.stage('read', [0, 60]);
    tick(300);
    reporter.step(1, 1);
    reporter.stage('check', [10, 20], { count: 3 });
    reporter.stage('wait');
    reporter.step(5, 10); // no span: nothing
    reporter.finish();
    reporter.step(1, 1); // after the end: nothing
    expect(frames.map((frame) => [frame.stage, frame.percent])).toEqual([
      ['read', 0],
      ['read', 60],
      ['check', 60],
      ['wait', -1],
      ['done', 100],
    ]);
    expect(frames[2]!.params).toEqual({ count: 3 });
  });

  it('sends the final 100 even right after another frame', () => {
    const { frames, reporter } = harness(10_000);
    reporter.stage('save', [0, 100]);
    reporter.step(1, 2);
    reporter.finish();
    expect(frames.map((frame) => frame.percent)).toEqual([0, 100]);
  });
});
