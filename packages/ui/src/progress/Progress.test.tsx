import { screen } from '@testing-library/react';
import { expectNoAxeViolations } from '../../../../tooling/vitest/axe';
import { renderWithTheme } from '../test-support/renderWithTheme';
import { Progress } from './Progress';

describe('Progress', () => {
  it('given a percent, is a progressbar with that value and shows it', async () => {
    const { container } = renderWithTheme(<Progress percent={42} />);
    const bar = screen.getByRole('progressbar', { name: '进度' });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(bar).toHaveAttribute('aria-valuetext', '42%');
    expect(bar).toHaveTextContent('42%');
    expect(bar).toHaveAttribute('data-status', 'normal');
    await expectNoAxeViolations(container);
  });

  it('given a percent out of range, clamps it', () => {
    renderWithTheme(<Progress percent={140} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });

  it('given a status and circle type, marks them and draws a ring', async () => {
    const { container } = renderWithTheme(
      <Progress type="circle" percent={40} status="exception" />,
    );
    const bar = screen.getByRole('progressbar');
    expect(bar).toHaveAttribute('data-status', 'exception');
    expect(bar).toHaveAttribute('data-type', 'circle');
    expect(container.querySelector('circle[data-part="fill"]')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('given format, shows and announces the custom text', () => {
    renderWithTheme(<Progress percent={30} format={() => '3 / 10'} />);
    const bar = screen.getByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuetext', '3 / 10');
    expect(bar).toHaveTextContent('3 / 10');
  });

  it('given indeterminate, has no value and no text', async () => {
    const { container } = renderWithTheme(<Progress indeterminate label="上传中" />);
    const bar = screen.getByRole('progressbar', { name: '上传中' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(bar).toHaveAttribute('data-indeterminate');
    expect(bar).not.toHaveTextContent('%');
    await expectNoAxeViolations(container);
  });

  it.each([
    ['en', 'Progress'],
    ['es', 'Progreso'],
  ])('in %s, is named "%s"', (language, name) => {
    renderWithTheme(<Progress percent={10} />, language);
    expect(screen.getByRole('progressbar', { name })).toBeInTheDocument();
  });
});
