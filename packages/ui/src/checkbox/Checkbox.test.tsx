import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expectNoAxeViolations } from '../../../../tooling/vitest/axe';
import { renderWithTheme } from '../test-support/renderWithTheme';
import { Checkbox, CheckboxGroup } from './Checkbox';

describe('Checkbox', () => {
  it('given no value, toggles on click and on Space when uncontrolled', async () => {
    const onChange = vi.fn();
    const { container } = renderWithTheme(<Checkbox onChange={onChange}>记住密码</Checkbox>);
    const box = screen.getByRole('checkbox', { name: '记住密码' });
    expect(box).not.toBeChecked();
    await userEvent.click(box);
    expect(box).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    expect(box).not.toBeChecked();
    await expectNoAxeViolations(container);
  });

  it('given isSelected, shows what the owner holds', async () => {
    function Controlled() {
      const [checked, setChecked] = useState(true);
      return (
        <Checkbox isSelected={checked} onChange={setChecked}>
          同意协议
        </Checkbox>
      );
    }
    renderWithTheme(<Controlled />);
    const box = screen.getByRole('checkbox', { name: '同意协议' });
    expect(box).toBeChecked();
    await userEvent.click(box);
    expect(box).not.toBeChecked();
  });

  it('given isIndeterminate, is mixed for assistive technology', async () => {
    const { container } = renderWithTheme(<Checkbox isIndeterminate>全选</Checkbox>);
    const box = screen.getByRole('checkbox', { name: '全选' });
    expect((box as HTMLInputElement).indeterminate).toBe(true);
    expect(box.closest('label')).toHaveAttribute('data-indeterminate');
    await expectNoAxeViolations(container);
  });

  it('given isDisabled, does not toggle', async () => {
    const { container } = renderWithTheme(<Checkbox isDisabled>停用</Checkbox>);
    await userEvent.click(screen.getByRole('checkbox'));
    expect(screen.getByRole('checkbox')).not.toBeChecked();
    await expectNoAxeViolations(container);
  });
});

describe('CheckboxGroup', () => {
  const options = (
    <>
      <Checkbox value="cost">造价数据</Checkbox>
      <Checkbox value="finance">财务管理</Checkbox>
      <Checkbox value="hr">人力资源</Checkbox>
    </>
  );

  it('given a label, groups the checkboxes and reports the checked values', async () => {
    const onChange = vi.fn();
    const { container } = renderWithTheme(
      <CheckboxGroup label="模块" defaultValue={['cost']} onChange={onChange}>
        {options}
      </CheckboxGroup>,
    );
    expect(screen.getByRole('group', { name: '模块' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: '人力资源' }));
    expect(onChange).toHaveBeenLastCalledWith(['cost', 'hr']);
    await expectNoAxeViolations(container);
  });

  it('given a controlled value and a select-all checkbox, drives indeterminate from it', async () => {
    const all = ['cost', 'finance', 'hr'];
    function WithSelectAll() {
      const [value, setValue] = useState<string[]>(['cost']);
      return (
        <>
          <Checkbox
            isSelected={value.length === all.length}
            isIndeterminate={value.length > 0 && value.length < all.length}
            onChange={(checked) => setValue(checked ? all : [])}
          >
            全选
          </Checkbox>
          <CheckboxGroup label="模块" value={value} onChange={setValue}>
            {options}
          </CheckboxGroup>
        </>
      );
    }
    renderWithTheme(<WithSelectAll />);
    const selectAll = screen.getByRole<HTMLInputElement>('checkbox', { name: '全选' });
    expect(selectAll.indeterminate).toBe(true);
    await userEvent.click(selectAll);
    expect(screen.getAllByRole('checkbox', { checked: true })).toHaveLength(4);
    await userEvent.click(screen.getByRole('checkbox', { name: '财务管理' }));
    expect(selectAll.indeterminate).toBe(true);
  });

  it('given an error message, marks the group invalid and reports blur only when focus leaves it', async () => {
    const onBlur = vi.fn();
    const { container } = renderWithTheme(
      <>
        <CheckboxGroup label="模块" isRequired errorMessage="模块不能为空" onBlur={onBlur}>
          {options}
        </CheckboxGroup>
        <button type="button">下一步</button>
      </>,
    );
    expect(screen.getByText('模块不能为空')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /模块/ })).toHaveAccessibleDescription('模块不能为空');
    for (const box of screen.getAllByRole('checkbox'))
      expect(box).toHaveAttribute('aria-invalid', 'true');
    await userEvent.tab();
    await userEvent.tab();
    expect(onBlur).not.toHaveBeenCalled();
    await userEvent.tab();
    await userEvent.tab();
    expect(onBlur).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });
});
