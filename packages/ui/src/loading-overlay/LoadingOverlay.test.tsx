import { screen } from '@testing-library/react';
import { expectNoAxeViolations } from '../../../../tooling/vitest/axe';
import { renderWithTheme } from '../test-support/renderWithTheme';
import { LoadingOverlay } from './LoadingOverlay';

describe('LoadingOverlay', () => {
  it('given no percent, shows the loading text only', async () => {
    const { container } = renderWithTheme(<LoadingOverlay />);
    const progress = screen.getByRole('progressbar', { name: '加载中…' });
    expect(progress).not.toHaveAttribute('aria-valuenow');
    expect(screen.getByText('加载中…')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('given a percent, shows it and exposes it as the progress value', async () => {
    const { container } = renderWithTheme(<LoadingOverlay text="正在导入" percent={42.4} />, 'en');
    const progress = screen.getByRole('progressbar', { name: '正在导入' });
    expect(progress).toHaveAttribute('aria-valuenow', '42');
    expect(progress).toHaveAttribute('aria-valuetext', '42% loaded');
    expect(screen.getByText('正在导入 42%')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('given percent -1, shows the text without a number', () => {
    renderWithTheme(<LoadingOverlay text="请稍候" percent={-1} />);
    expect(screen.getByText('请稍候')).toBeInTheDocument();
    expect(screen.queryByText(/%/)).toBeNull();
  });

  it('given active false, renders nothing', () => {
    renderWithTheme(<LoadingOverlay active={false} />);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
