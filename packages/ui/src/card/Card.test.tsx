import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../../../tooling/vitest/axe';
import { renderWithTheme } from '../test-support/renderWithTheme';
import { Card } from './Card';

describe('Card', () => {
  it('given a title, is a region named by its heading with the body inside', async () => {
    const { container } = renderWithTheme(<Card title="待办事项">3 条待办</Card>);
    const region = screen.getByRole('region', { name: '待办事项' });
    expect(screen.getByRole('heading', { level: 3, name: '待办事项' })).toBeInTheDocument();
    expect(region).toHaveTextContent('3 条待办');
    await expectNoAxeViolations(container);
  });

  it('given extra, renders its actions in the header and they work by keyboard', async () => {
    const onMore = vi.fn();
    renderWithTheme(
      <Card
        title="消息"
        headingLevel={2}
        extra={
          <button type="button" onClick={onMore}>
            更多
          </button>
        }
      >
        正文
      </Card>,
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('消息');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(onMore).toHaveBeenCalledTimes(1);
  });

  it('given no title, is a plain container without a header', async () => {
    const { container } = renderWithTheme(<Card shadow="never">只有正文</Card>);
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
    expect(container.firstElementChild).toHaveAttribute('data-shadow', 'never');
    await expectNoAxeViolations(container);
  });
});
