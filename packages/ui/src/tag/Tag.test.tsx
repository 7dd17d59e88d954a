import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../../../tooling/vitest/axe';
import { renderWithTheme } from '../test-support/renderWithTheme';
import { Tag } from './Tag';

describe('Tag', () => {
  it('given defaults, is a light primary mini tag without a close button', async () => {
    const { container } = renderWithTheme(<Tag>草稿</Tag>);
    const tag = screen.getByText('草稿');
    expect(tag).toHaveAttribute('data-status', 'primary');
    expect(tag).toHaveAttribute('data-variant', 'light');
    expect(tag).toHaveAttribute('data-size', 'mini');
    expect(screen.queryByRole('button')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('given a status, variant and size, exposes them as data attributes', () => {
    renderWithTheme(
      <Tag status="danger" variant="dark" size="medium">
        已驳回
      </Tag>,
    );
    const tag = screen.getByText('已驳回');
    expect(tag).toHaveAttribute('data-status', 'danger');
    expect(tag).toHaveAttribute('data-variant', 'dark');
    expect(tag).toHaveAttribute('data-size', 'medium');
  });

  it('given closable, names the close button after the tag and calls onClose by click and keyboard', async () => {
    const onClose = vi.fn();
    const { container } = renderWithTheme(
      <Tag closable onClose={onClose}>
        造价一部
      </Tag>,
    );
    const close = screen.getByRole('button', { name: '移除 造价一部' });
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(close);
    expect(onClose).toHaveBeenCalledTimes(2);
    await expectNoAxeViolations(container);
  });

  it.each([
    ['en', 'Remove Finance'],
    ['es', 'Quitar Finance'],
  ])('in %s, names the close button "%s"', (language, name) => {
    renderWithTheme(
      <Tag closable textValue="Finance">
        <b>Finance</b>
      </Tag>,
      language,
    );
    expect(screen.getByRole('button', { name })).toBeInTheDocument();
  });
});
