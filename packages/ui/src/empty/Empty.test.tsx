import { render, screen } from '@testing-library/react';
import { expectNoAxeViolations } from '../../../../tooling/vitest/axe';
import { renderWithTheme } from '../test-support/renderWithTheme';
import { ThemeProvider } from '../theme/ThemeProvider';
import { Empty } from './Empty';

describe('Empty', () => {
  it('given no i18next instance, falls back to the built-in Chinese text', async () => {
    const { container } = render(
      <ThemeProvider>
        <Empty />
      </ThemeProvider>,
    );
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it.each([
    ['en', 'No data'],
    ['es', 'Sin datos'],
  ])('given the language %s, shows %s', (language, text) => {
    renderWithTheme(<Empty />, language);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('given a description and an action, shows both', async () => {
    const { container } = renderWithTheme(
      <Empty description="没有项目">
        <button type="button">新建</button>
      </Empty>,
    );
    expect(screen.getByText('没有项目')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '新建' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});
