import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expectNoAxeViolations } from '../../../../tooling/vitest/axe';
import { Button } from '../button/Button';
import { renderWithTheme } from '../test-support/renderWithTheme';
import { Popover } from './Popover';

describe('Popover', { timeout: 15000 }, () => {
  it('given the trigger pressed by keyboard, opens the titled content, and Escape closes it and returns focus', async () => {
    const { container } = renderWithTheme(
      <Popover trigger={<Button>筛选</Button>} title="筛选条件">
        <p>按部门筛选</p>
      </Popover>,
    );
    await expectNoAxeViolations(container);
    const trigger = screen.getByRole('button', { name: '筛选' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: '筛选条件' });
    expect(dialog).toHaveTextContent('按部门筛选');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(dialog);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // react-aria restores focus on the next animation frame.
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('given an open popover, a press outside closes it', async () => {
    renderWithTheme(
      <>
        <Popover trigger={<Button>更多</Button>} aria-label="更多信息" defaultOpen>
          内容
        </Popover>
        <p>外部区域</p>
      </>,
    );
    expect(screen.getByRole('dialog', { name: '更多信息' })).toBeInTheDocument();
    await userEvent.click(document.body);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('given keyboard use, opens with Enter and closes from content through the close function', async () => {
    const onOpenChange = vi.fn();
    renderWithTheme(
      <Popover trigger={<Button>设置</Button>} aria-label="设置" onOpenChange={onOpenChange}>
        {(close) => <Button onPress={close}>完成</Button>}
      </Popover>,
    );
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(await screen.findByRole('button', { name: '完成' }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('given a controlled isOpen, follows the owner and a placement', async () => {
    function Controlled() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <Popover
            trigger={<Button>说明</Button>}
            aria-label="说明"
            placement="right"
            isOpen={open}
            onOpenChange={setOpen}
          >
            说明内容
          </Popover>
          <output>{open ? 'open' : 'closed'}</output>
        </>
      );
    }
    renderWithTheme(<Controlled />);
    expect(screen.getByRole('dialog', { name: '说明' }).parentElement).toHaveAttribute(
      'data-placement',
      'right',
    );
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('status')).toHaveTextContent('closed');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
