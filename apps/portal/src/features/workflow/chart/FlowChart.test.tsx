import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../../../../../tooling/vitest/axe';
import { AppProviders, createQueryClient } from '../../../app/providers';
import { FlowChart } from './FlowChart';
import { OFFICE_SUPPLIES_XML } from './testDiagram';

// bpmn-js needs SVG layout jsdom does not have: the viewer is replaced by a recording fake.
const viewer = vi.hoisted(() => ({
  importXML: vi.fn<(xml: string) => Promise<unknown>>(),
  elementIds: vi.fn(() => new Set<string>()),
  addMarker: vi.fn<(id: string, marker: string) => void>(),
  zoom: vi.fn<(step: number) => void>(),
  fit: vi.fn<() => void>(),
  destroy: vi.fn<() => void>(),
}));
vi.mock('./bpmnViewer', () => ({ createViewer: () => viewer }));

const IDS = ['os_start', 'os_apply', 'os_leader', 'os_admin', 'os_end', 'os_f1', 'os_f2', 'os_f3'];

function renderChart(xml = OFFICE_SUPPLIES_XML) {
  return render(
    <AppProviders queryClient={createQueryClient()}>
      <FlowChart
        xml={xml}
        finished={['os_start', 'os_apply']}
        flows={['os_f1', 'os_f2']}
        current={['os_leader']}
        height={300}
      />
    </AppProviders>,
  );
}

beforeEach(() => {
  viewer.importXML.mockReset().mockResolvedValue({ warnings: [] });
  viewer.elementIds.mockReset().mockReturnValue(new Set(IDS));
  viewer.addMarker.mockReset();
  viewer.zoom.mockReset();
  viewer.fit.mockReset();
  viewer.destroy.mockReset();
});

describe('FlowChart', () => {
  it('imports the diagram, marks done, current and taken elements, and fits it', async () => {
    renderChart();
    await waitFor(() => expect(viewer.fit).toHaveBeenCalled());
    expect(viewer.importXML).toHaveBeenCalledWith(OFFICE_SUPPLIES_XML);
    expect(viewer.addMarker.mock.calls).toEqual([
      ['os_leader', 'wf-current'],
      ['os_start', 'wf-done'],
      ['os_apply', 'wf-done'],
      ['os_f1', 'wf-taken'],
      ['os_f2', 'wf-taken'],
    ]);
    expect(screen.queryByText('正在加载流程图…')).toBeNull();
  });

  it('shows the legend, zoom controls with names, and the steps as text; axe-clean', async () => {
    const user = userEvent.setup({ delay: null });
    const { container } = renderChart();
    await waitFor(() => expect(viewer.fit).toHaveBeenCalledTimes(1));

    const legend = screen.getByRole('list', { name: '图例' });
    expect(legend).toHaveTextContent('已完成');
    expect(legend).toHaveTextContent('当前');
    expect(legend).toHaveTextContent('已走路径');

    await user.click(screen.getByRole('button', { name: '放大' }));
    expect(viewer.zoom).toHaveBeenLastCalledWith(1.25);
    await user.click(screen.getByRole('button', { name: '缩小' }));
    expect(viewer.zoom).toHaveBeenLastCalledWith(0.8);
    await user.click(screen.getByRole('button', { name: '适应画布' }));
    expect(viewer.fit).toHaveBeenCalledTimes(2);

    // The text alternative: visually hidden until asked for, in flow order with each state.
    const steps = container.querySelectorAll('ol li');
    expect(Array.from(steps, (li) => li.textContent)).toEqual([
      '开始：已完成',
      '申请人：已完成',
      '部门领导审批：当前',
      '综合部会签：未到达',
      '结束：未到达',
    ]);
    const toggle = screen.getByRole('button', { name: '显示步骤列表' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(steps[0]?.closest('.visually-hidden')).not.toBeNull();
    await user.click(toggle);
    expect(screen.getByRole('button', { name: '隐藏步骤列表' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(container.querySelector('ol')?.closest('.visually-hidden')).toBeNull();

    await expectNoAxeViolations(container);
  });

  it('shows a message, not a crash, when the XML is not a diagram', async () => {
    viewer.importXML.mockRejectedValue(new Error('unparsable content'));
    renderChart('<definitions>broken');
    const message = await screen.findByText('流程图无法显示：流程定义不是有效的 BPMN 文件。');
    expect(message).toHaveAttribute('role', 'alert');
    expect(viewer.addMarker).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '放大' })).toBeDisabled();
  });

  it('says loading until the diagram is in, and destroys the viewer when it goes', async () => {
    let finish: (value: unknown) => void = () => undefined;
    viewer.importXML.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const view = renderChart();
    expect(await screen.findByText('正在加载流程图…')).toHaveAttribute('role', 'status');
    act(() => finish({ warnings: [] }));
    await waitFor(() => expect(screen.queryByText('正在加载流程图…')).toBeNull());
    view.unmount();
    expect(viewer.destroy).toHaveBeenCalled();
  });
});
