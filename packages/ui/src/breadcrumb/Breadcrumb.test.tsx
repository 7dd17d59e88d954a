import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../../../tooling/vitest/axe';
import { renderWithTheme } from '../test-support/renderWithTheme';
import { Breadcrumb, type BreadcrumbEntry } from './Breadcrumb';

const path: BreadcrumbEntry[] = [
  { key: 'home', label: '首页', href: '/main-page' },
  { key: 'system', label: '系统管理', href: '/sys-manager' },
  { key: 'user', label: '用户管理' },
];

describe('Breadcrumb', () => {
  it('given a path, is a named nav whose last crumb is the current page', async () => {
    const { container } = renderWithTheme(<Breadcrumb items={path} />);
    const nav = screen.getByRole('navigation', { name: '面包屑导航' });
    expect(within(nav).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('link', { name: '首页' })).toHaveAttribute('href', '/main-page');
    // The crumb's text sits in a span that carries the full label as its title.
    const text = screen.getByText('用户管理');
    expect(text).toHaveAttribute('title', '用户管理');
    expect(text.parentElement).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: '系统管理' })).not.toHaveAttribute('aria-current');
    await expectNoAxeViolations(container);
  });

  it('given onAction, reports the activated crumb by click and by keyboard', async () => {
    const onAction = vi.fn();
    renderWithTheme(
      <Breadcrumb
        onAction={onAction}
        items={[
          { key: 'cost', label: '造价数据' },
          { key: 'library', label: '项目案例库' },
          { key: 'detail', label: '示例项目' },
        ]}
      />,
    );
    await userEvent.click(screen.getByText('造价数据'));
    expect(onAction).toHaveBeenLastCalledWith('cost');
    // Focus is on 造价数据 after the click; the next stop is 项目案例库.
    await userEvent.tab();
    expect(screen.getByText('项目案例库').parentElement).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onAction).toHaveBeenLastCalledWith('library');
  });

  it('given a separator, shows it between crumbs only, hidden from assistive tech', () => {
    const { container } = renderWithTheme(<Breadcrumb items={path} separator=">" />);
    const separators = container.querySelectorAll('[aria-hidden="true"]');
    expect(separators).toHaveLength(2);
    expect(separators[0]).toHaveTextContent('>');
  });

  it.each([
    ['en', 'Breadcrumb'],
    ['es', 'Ruta de navegación'],
  ])('in %s, names the nav "%s"', (language, name) => {
    renderWithTheme(<Breadcrumb items={path} />, language);
    expect(screen.getByRole('navigation', { name })).toBeInTheDocument();
  });
});
