import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expectNoAxeViolations } from '../../../../tooling/vitest/axe';
import { renderWithTheme } from '../test-support/renderWithTheme';
import { Pagination } from './Pagination';

function currentPage() {
  return screen.getByRole('button', { current: 'page' });
}

describe('Pagination', () => {
  it('given defaults, is a named nav on page 1 with 20 per page and the total', async () => {
    const { container } = renderWithTheme(<Pagination total={1000} />);
    const nav = screen.getByRole('navigation', { name: '分页' });
    expect(within(nav).getByText('共 1000 条')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: '每页条数' })).toHaveValue('20');
    expect(currentPage()).toHaveAccessibleName('第 1 页');
    expect(screen.getByRole('button', { name: '上一页' })).toBeDisabled();
    // 1000 / 20 = 50 pages: 1 2 3 4 5 6 … 50
    expect(screen.getByRole('button', { name: '第 50 页' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '向后 5 页' })).toBeInTheDocument();
    expect(
      screen.getByRole('combobox', { name: '每页条数' }).querySelectorAll('option'),
    ).toHaveLength(4);
    await expectNoAxeViolations(container);
  });

  it('when uncontrolled, moves with next, numbers, gaps and prev', async () => {
    const onPageChange = vi.fn<(page: number) => void>();
    renderWithTheme(<Pagination total={1000} onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole('button', { name: '下一页' }));
    expect(currentPage()).toHaveTextContent('2');
    await userEvent.click(screen.getByRole('button', { name: '第 5 页' }));
    expect(currentPage()).toHaveTextContent('5');
    await userEvent.click(screen.getByRole('button', { name: '向后 5 页' }));
    expect(currentPage()).toHaveTextContent('10');
    await userEvent.click(screen.getByRole('button', { name: '上一页' }));
    expect(currentPage()).toHaveTextContent('9');
    expect(onPageChange.mock.calls.map(([page]) => page)).toEqual([2, 5, 10, 9]);
  });

  it('when a page number is typed in the jump box and Enter pressed, goes there (clamped)', async () => {
    renderWithTheme(<Pagination total={1000} />);
    const input = screen.getByRole('textbox', { name: '前往页码' });
    await userEvent.type(input, '37{Enter}');
    expect(currentPage()).toHaveTextContent('37');
    expect(input).toHaveValue('');
    await userEvent.type(input, '999{Enter}');
    expect(currentPage()).toHaveTextContent('50');
  });

  it('when the page size grows past the current page, keeps the page in range', async () => {
    const onPageSizeChange = vi.fn();
    renderWithTheme(
      <Pagination total={200} defaultPage={10} onPageSizeChange={onPageSizeChange} />,
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '每页条数' }), '100');
    expect(onPageSizeChange).toHaveBeenCalledWith(100);
    expect(currentPage()).toHaveTextContent('2');
  });

  it('when controlled, shows the given page and reports changes', async () => {
    function Controlled() {
      const [page, setPage] = useState(4);
      return (
        <>
          <Pagination total={500} page={page} onPageChange={setPage} />
          <output>{page}</output>
        </>
      );
    }
    renderWithTheme(<Controlled />);
    expect(currentPage()).toHaveTextContent('4');
    await userEvent.click(screen.getByRole('button', { name: '下一页' }));
    expect(screen.getByRole('status')).toHaveTextContent('5');
    expect(currentPage()).toHaveTextContent('5');
  });

  it('when controlled without an onPageChange update, stays put', async () => {
    const onPageChange = vi.fn();
    renderWithTheme(<Pagination total={500} page={2} onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole('button', { name: '第 3 页' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
    expect(currentPage()).toHaveTextContent('2');
  });

  it('given a keyboard user, tabs to the next button and presses it with Enter', async () => {
    renderWithTheme(<Pagination total={100} showSizeChanger={false} showTotal={false} />);
    // Previous is disabled on page 1, so the first stop is page 1.
    await userEvent.tab();
    expect(screen.getByRole('button', { name: '第 1 页' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(currentPage()).toHaveTextContent('2');
  });

  it('given isDisabled, ignores every control', async () => {
    const { container } = renderWithTheme(<Pagination total={100} isDisabled />);
    for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled();
    expect(screen.getByRole('textbox')).toBeDisabled();
    await expectNoAxeViolations(container);
  });

  it('given no items, still shows page 1 of 1', async () => {
    const { container } = renderWithTheme(<Pagination total={0} />);
    expect(currentPage()).toHaveTextContent('1');
    expect(screen.getByRole('button', { name: '下一页' })).toBeDisabled();
    await expectNoAxeViolations(container);
  });

  it.each([
    ['en', 'Pagination', '1000 items', '20 / page', 'Page 1', 'Go to page'],
    ['es', 'Paginación', '1000 elementos', '20 / página', 'Página 1', 'Ir a la página'],
  ])('in %s, translates every string', (language, nav, total, perPage, page, jump) => {
    renderWithTheme(<Pagination total={1000} />, language);
    expect(screen.getByRole('navigation', { name: nav })).toHaveTextContent(total);
    expect(screen.getByRole('option', { name: perPage })).toBeInTheDocument();
    expect(currentPage()).toHaveAccessibleName(page);
    expect(screen.getByRole('textbox', { name: jump })).toBeInTheDocument();
  });
});
