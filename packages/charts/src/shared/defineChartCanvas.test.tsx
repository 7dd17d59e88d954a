import { render } from '@testing-library/react';
import { vi } from 'vitest';

const drawn = vi.hoisted(() => [] as Record<string, unknown>[]);
vi.mock('echarts-for-react/lib/core', () => ({
  default: (props: Record<string, unknown>) => {
    drawn.push(props);
    return <div data-testid="echarts" style={props.style as object} />;
  },
}));
const use = vi.hoisted(() => vi.fn());
vi.mock('echarts/core', () => ({ use }));

const { defineChartCanvas } = await import('./defineChartCanvas');

describe('defineChartCanvas', () => {
  it('fills the container width, follows its size and registers its echarts parts once', () => {
    const part = { install: () => {} };
    const Canvas = defineChartCanvas<{ series: unknown[] }>('TestCanvas', [part]);
    const { getByTestId, rerender } = render(<Canvas option={{ series: [] }} height={280} />);
    expect(getByTestId('echarts')).toHaveStyle({ width: '100%', height: '280px' });
    expect(drawn.at(-1)).toMatchObject({
      autoResize: true,
      notMerge: true,
      option: { series: [] },
    });
    rerender(<Canvas option={{ series: [1] }} height={280} />);
    expect(use).toHaveBeenCalledTimes(1);
    expect(use.mock.calls[0]![0]).toContain(part);
    expect(Canvas.displayName).toBe('TestCanvas');
  });
});
