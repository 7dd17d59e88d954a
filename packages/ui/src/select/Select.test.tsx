import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expectNoAxeViolations } from '../../../../tooling/vitest/axe';
import { renderWithTheme } from '../test-support/renderWithTheme';
import { Select, type SelectKey } from './Select';

const departments = [
  { value: 'cost1', label: '造价一部' },
  { value: 'cost2', label: '造价二部' },
  { value: 'finance', label: '财务部' },
  { value: 'hr', label: '人力行政部', isDisabled: true },
];

describe('Select', () => {
  it('given options, opens on click and shows the chosen option (uncontrolled)', async () => {
    const onChange = vi.fn();
    const { container } = renderWithTheme(
      <Select label="部门" options={departments} onChange={onChange} />,
    );
    const trigger = screen.getByRole('button', { name: /部门/ });
    expect(trigger).toHaveTextContent('请选择');
    await expectNoAxeViolations(container);
    await userEvent.click(trigger);
    const listbox = screen.getByRole('listbox');
    expect(within(listbox).getAllByRole('option')).toHaveLength(4);
    expect(screen.getByRole('option', { name: '人力行政部' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expectNoAxeViolations(document.body);
    await userEvent.click(screen.getByRole('option', { name: '财务部' }));
    expect(onChange).toHaveBeenLastCalledWith('finance');
    expect(trigger).toHaveTextContent('财务部');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('given a keyboard user, opens with ArrowDown and chooses with Enter', async () => {
    const onChange = vi.fn();
    renderWithTheme(<Select label="部门" options={departments} onChange={onChange} />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('cost2');
  });

  it('given a controlled value, shows what the owner holds', async () => {
    function Controlled() {
      const [value, setValue] = useState<SelectKey | null>('cost1');
      return (
        <>
          <Select label="部门" options={departments} value={value} onChange={setValue} />
          <output>{String(value)}</output>
        </>
      );
    }
    renderWithTheme(<Controlled />);
    expect(screen.getByRole('button', { name: /部门/ })).toHaveTextContent('造价一部');
    await userEvent.click(screen.getByRole('button', { name: /部门/ }));
    await userEvent.click(screen.getByRole('option', { name: '造价二部' }));
    expect(screen.getByRole('status')).toHaveTextContent('cost2');
  });

  it.each([
    ['en', 'Select', 'Clear'],
    ['es', 'Seleccione', 'Borrar'],
  ])(
    'in %s, shows the placeholder and names the clear button in that language',
    (language, placeholder, clear) => {
      renderWithTheme(<Select label="Dept" options={departments} />, language);
      expect(screen.getByRole('button', { name: /Dept/ })).toHaveTextContent(placeholder);
      renderWithTheme(
        <Select label="Dept2" options={departments} defaultValue="cost1" isClearable />,
        language,
      );
      expect(screen.getByRole('button', { name: clear })).toBeInTheDocument();
    },
  );

  it('given isClearable and a value, clears it with the clear button', async () => {
    const onChange = vi.fn();
    const { container } = renderWithTheme(
      <Select
        label="部门"
        options={departments}
        defaultValue="cost1"
        isClearable
        onChange={onChange}
      />,
    );
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('button', { name: '清空' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('button', { name: /部门/ })).toHaveTextContent('请选择');
    expect(screen.queryByRole('button', { name: '清空' })).not.toBeInTheDocument();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('given multiple, keeps the list open, shows removable chips and removes one', async () => {
    const onChange = vi.fn();
    const { container } = renderWithTheme(
      <Select label="部门" selectionMode="multiple" options={departments} onChange={onChange} />,
    );
    await userEvent.click(screen.getByRole('button', { name: /部门/ }));
    await userEvent.click(screen.getByRole('option', { name: '造价一部' }));
    await userEvent.click(screen.getByRole('option', { name: '财务部' }));
    expect(onChange).toHaveBeenLastCalledWith(['cost1', 'finance']);
    expect(screen.getAllByRole('option')).toHaveLength(4);
    await userEvent.keyboard('{Escape}');
    const chips = screen.getByRole('grid', { name: '已选项' });
    expect(
      within(chips)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['造价一部', '财务部']);
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('button', { name: /^移除 造价一部/ }));
    expect(onChange).toHaveBeenLastCalledWith(['finance']);
  });

  it('given searchable, filters options by typed text and chooses one', async () => {
    const onChange = vi.fn();
    const { container } = renderWithTheme(
      <Select label="部门" isSearchable options={departments} onChange={onChange} />,
    );
    const input = screen.getByRole('combobox', { name: '部门' });
    await userEvent.type(input, '造价');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '造价一部',
      '造价二部',
    ]);
    await expectNoAxeViolations(document.body);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('cost2');
    expect(input).toHaveValue('造价二部');
    await expectNoAxeViolations(container);
  });

  it('given a search with no match, says there is no matching data', async () => {
    renderWithTheme(<Select label="部门" isSearchable options={departments} />);
    await userEvent.type(screen.getByRole('combobox'), '不存在');
    expect(screen.getByRole('listbox')).toHaveTextContent('无匹配数据');
  });

  it('given searchable multiple, adds chips and removes the last with Backspace', async () => {
    const onChange = vi.fn();
    renderWithTheme(
      <Select
        label="部门"
        isSearchable
        selectionMode="multiple"
        options={departments}
        onChange={onChange}
      />,
    );
    const input = screen.getByRole('combobox', { name: '部门' });
    await userEvent.type(input, '财务');
    await userEvent.click(screen.getByRole('option', { name: '财务部' }));
    await userEvent.clear(input);
    await userEvent.type(input, '一部');
    await userEvent.click(screen.getByRole('option', { name: '造价一部' }));
    expect(onChange).toHaveBeenLastCalledWith(['finance', 'cost1']);
    await userEvent.clear(input);
    await userEvent.keyboard('{Backspace}');
    expect(onChange).toHaveBeenLastCalledWith(['finance']);
  });

  it('given an error message and isRequired, marks the select invalid', async () => {
    const { container } = renderWithTheme(
      <Select label="部门" options={departments} isRequired errorMessage="部门不能为空" />,
    );
    expect(screen.getByText('部门不能为空')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('given isDisabled, does not open', async () => {
    const { container } = renderWithTheme(<Select label="部门" options={departments} isDisabled />);
    await userEvent.click(screen.getByRole('button', { name: /部门/ }));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('given a size, exposes it on the box for the styles', () => {
    renderWithTheme(<Select label="部门" options={departments} size="small" />);
    expect(screen.getByRole('button', { name: /部门/ }).parentElement).toHaveAttribute(
      'data-size',
      'small',
    );
  });
});

describe('Select with 10,000 options', () => {
  const manyOptions = Array.from({ length: 10_000 }, (_, index) => ({
    value: index,
    label: `项目 ${String(index + 1).padStart(5, '0')}`,
  }));

  beforeEach(() => {
    // jsdom lays nothing out; give the list a viewport so the virtualizer has a window to fill.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(274);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(260);
  });
  afterEach(() => vi.restoreAllMocks());

  it('renders only a window of the options, and reaches the last one with End', async () => {
    const onChange = vi.fn();
    renderWithTheme(<Select label="项目" options={manyOptions} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: /项目/ }));
    const rendered = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(rendered.length).toBeGreaterThan(0);
    expect(rendered.length).toBeLessThan(50);
    expect(rendered[0]).toHaveAttribute('aria-setsize', '10000');
    await userEvent.keyboard('{End}');
    const last = screen.getByRole('option', { name: '项目 10000' });
    expect(within(screen.getByRole('listbox')).getAllByRole('option').length).toBeLessThan(50);
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(9999);
    expect(last).not.toBeInTheDocument();
  });
});
