import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-aria-components';
import { expectNoAxeViolations } from '../../../../tooling/vitest/axe';
import { renderWithTheme } from '../test-support/renderWithTheme';
import { Link } from './Link';

describe('Link', () => {
  it('given an internal href, navigates through the app router on click and Enter', async () => {
    const navigate = vi.fn();
    const { container } = renderWithTheme(
      <RouterProvider navigate={navigate}>
        <Link href="/main-page/toDoAll">待办事项</Link>
      </RouterProvider>,
    );
    const link = screen.getByRole('link', { name: '待办事项' });
    expect(link).toHaveAttribute('href', '/main-page/toDoAll');
    expect(link).not.toHaveAttribute('target');
    await userEvent.tab();
    expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(navigate).toHaveBeenLastCalledWith('/main-page/toDoAll', undefined);
    await userEvent.click(link);
    expect(navigate).toHaveBeenCalledTimes(2);
    await expectNoAxeViolations(container);
  });

  it.each([
    ['zh', /^帮助文档\s*（在新窗口打开）$/],
    ['en', /^帮助文档\s*\(opens in a new window\)$/],
    ['es', /^帮助文档\s*\(se abre en una ventana nueva\)$/],
  ])('given isExternal in %s, opens a new window safely and says so', async (language, name) => {
    const { container } = renderWithTheme(
      <Link href="https://example.com/help" isExternal>
        帮助文档
      </Link>,
      language,
    );
    const link = screen.getByRole('link', { name });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expectNoAxeViolations(container);
  });

  it('given isDisabled, neither navigates nor takes focus', async () => {
    const navigate = vi.fn();
    const { container } = renderWithTheme(
      <RouterProvider navigate={navigate}>
        <Link href="/sys-manager/user" isDisabled>
          用户管理
        </Link>
      </RouterProvider>,
    );
    const link = screen.getByRole('link', { name: '用户管理' });
    expect(link).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(link);
    expect(navigate).not.toHaveBeenCalled();
    await userEvent.tab();
    expect(link).not.toHaveFocus();
    await expectNoAxeViolations(container);
  });

  it('given a variant, exposes it for the styles', () => {
    renderWithTheme(
      <Link href="/x" variant="danger">
        删除
      </Link>,
    );
    expect(screen.getByRole('link')).toHaveAttribute('data-variant', 'danger');
  });
});
