import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Focusable } from 'react-aria-components';
import { expectNoAxeViolations } from '../../../../tooling/vitest/axe';
import { Button } from '../button/Button';
import { renderWithTheme } from '../test-support/renderWithTheme';
import { Tooltip } from './Tooltip';

describe('Tooltip', { timeout: 15000 }, () => {
  it('given keyboard focus, opens at once, describes the trigger and closes on Escape', async () => {
    const { container } = renderWithTheme(
      <Tooltip content="导出当前筛选结果">
        <Button>导出</Button>
      </Tooltip>,
    );
    await expectNoAxeViolations(container);
    await userEvent.tab();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('导出当前筛选结果');
    expect(screen.getByRole('button', { name: '导出' })).toHaveAccessibleDescription(
      '导出当前筛选结果',
    );
    await expectNoAxeViolations(document.body);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('given hover, waits for the delay before opening and closes after leaving', async () => {
    renderWithTheme(
      <Tooltip content="说明" delay={400} closeDelay={0}>
        <Button>帮助</Button>
      </Tooltip>,
    );
    // react-aria skips the delay for 500 ms after any tooltip closed (earlier tests): let that pass.
    await new Promise((resolve) => setTimeout(resolve, 600));
    // react-aria opens on hover only once the user is known to use a pointer.
    await userEvent.click(document.body);
    await userEvent.hover(screen.getByRole('button', { name: '帮助' }));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('说明');
    await userEvent.unhover(screen.getByRole('button', { name: '帮助' }));
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('given a placement, places the bubble on that side', () => {
    renderWithTheme(
      <Tooltip content="右侧" placement="right" defaultOpen>
        <Button>目标</Button>
      </Tooltip>,
    );
    expect(screen.getByRole('tooltip')).toHaveAttribute('data-placement', 'right');
  });

  it('given a controlled isOpen, shows what the owner holds and reports focus changes', async () => {
    const onOpenChange = vi.fn();
    function Controlled() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <Tooltip
            content="已锁定"
            isOpen={open}
            onOpenChange={(next) => {
              onOpenChange(next);
              setOpen(next);
            }}
          >
            <Focusable>
              <button type="button">锁</button>
            </Focusable>
          </Tooltip>
          <Button onPress={() => setOpen(false)}>隐藏</Button>
        </>
      );
    }
    renderWithTheme(<Controlled />);
    expect(screen.getByRole('tooltip')).toHaveTextContent('已锁定');
    await userEvent.click(screen.getByRole('button', { name: '隐藏' }));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await userEvent.tab({ shift: true });
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
  });

  it('given isDisabled, never opens', async () => {
    renderWithTheme(
      <Tooltip content="不会出现" isDisabled>
        <Button>按钮</Button>
      </Tooltip>,
    );
    await userEvent.tab();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
