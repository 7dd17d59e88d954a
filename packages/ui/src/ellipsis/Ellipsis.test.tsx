import { screen } from '@testing-library/react';
import { expectNoAxeViolations } from '../../../../tooling/vitest/axe';
import { renderWithTheme } from '../test-support/renderWithTheme';
import { Ellipsis } from './Ellipsis';

const long = '某某市第一人民医院门诊住院综合楼新建工程施工图预算审核项目'; // 30 characters

describe('Ellipsis', () => {
  it('shows short text as it is, without a title', async () => {
    const { container } = renderWithTheme(<Ellipsis>造价一部</Ellipsis>);
    const text = screen.getByText('造价一部');
    expect(text).not.toHaveAttribute('title');
    await expectNoAxeViolations(container);
  });

  it('cuts at 25 characters, the full text in the title and for screen readers', async () => {
    const { container } = renderWithTheme(<Ellipsis>{long}</Ellipsis>);
    const visible = screen.getByText(`${long.slice(0, 25)}…`);
    expect(visible).toHaveAttribute('aria-hidden', 'true');
    expect(visible.parentElement).toHaveAttribute('title', long);
    expect(screen.getByText(long)).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('keeps exactly 25 characters whole and honours `length`', () => {
    const exactly25 = long.slice(0, 25);
    const { rerender } = renderWithTheme(<Ellipsis>{exactly25}</Ellipsis>);
    expect(screen.getByText(exactly25)).not.toHaveAttribute('title');
    rerender(<Ellipsis length={4}>{long}</Ellipsis>);
    expect(screen.getByText('某某市第…')).toBeInTheDocument();
  });

  it('never splits a character made of two code units', () => {
    renderWithTheme(<Ellipsis length={2}>{'𠀀𠀁𠀂'}</Ellipsis>);
    expect(screen.getByText('𠀀𠀁…')).toBeInTheDocument();
  });
});
