import { screen } from '@testing-library/react';
import { expectNoAxeViolations } from '../../../../tooling/vitest/axe';
import { renderWithTheme } from '../test-support/renderWithTheme';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('given loading, is aria-busy with a title and the asked number of lines', async () => {
    const { container } = renderWithTheme(<Skeleton rows={4} />);
    const root = container.firstElementChild;
    expect(root).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelectorAll('[data-shape="line"]')).toHaveLength(4);
    expect(container.querySelectorAll('[data-shape="title"]')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('加载中…');
    await expectNoAxeViolations(container);
  });

  it('given avatar and active, adds a round block and marks blocks active', async () => {
    const { container } = renderWithTheme(<Skeleton avatar active title={false} rows={1} />);
    expect(container.querySelector('[data-shape="avatar"]')).toHaveAttribute('data-active');
    expect(container.querySelector('[data-shape="title"]')).toBeNull();
    expect(container.querySelector('[data-shape="line"]')).toHaveAttribute('data-active');
    await expectNoAxeViolations(container);
  });

  it('given loading false, shows the content and is no longer busy', async () => {
    const { container } = renderWithTheme(<Skeleton loading={false}>项目列表</Skeleton>);
    expect(screen.getByText('项目列表')).toHaveAttribute('aria-busy', 'false');
    expect(container.querySelector('[data-shape]')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it.each([
    ['en', 'Loading…'],
    ['es', 'Cargando…'],
  ])('in %s, announces "%s"', (language, text) => {
    renderWithTheme(<Skeleton />, language);
    expect(screen.getByRole('status')).toHaveTextContent(text);
  });
});
