import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expectNoAxeViolations } from '../../../../tooling/vitest/axe';
import { renderWithTheme } from '../../../ui/src/test-support/renderWithTheme';
import { workModeModules } from './fixtures';
import { WorkModeDialog } from './WorkModeDialog';
import type { WorkModeLayout } from './workMode';

const group = (name: string) =>
  screen.getByRole(name === '主页功能' ? 'group' : 'radiogroup', { name });
const box = (name: string) => screen.getByRole('checkbox', { name });
const ok = () => screen.getByRole('button', { name: '确定' });

describe('WorkModeDialog', () => {
  it('given nothing saved, shows the defaults in a 900-wide dialog with the merged-cell module table', async () => {
    renderWithTheme(
      <WorkModeDialog defaultOpen modules={workModeModules} onSave={() => undefined} />,
    );
    const dialog = screen.getByRole('dialog', { name: '工作模式管理' });
    expect(dialog.closest('[style*="width"]')).toHaveStyle({ width: '900px' });

    const commonUse = group('常用功能');
    expect(
      within(commonUse)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['不显示', '系统默认', '最近使用靠前', '系统默认+最近使用靠前']);
    expect(within(commonUse).getByRole('radio', { name: '不显示' })).toBeChecked();

    const main = group('主页功能');
    for (const name of ['待办业务', '已办业务', '我的申请']) {
      expect(within(main).getByRole('checkbox', { name })).toBeChecked();
    }
    for (const name of ['消息提醒', '奖金管理']) {
      expect(within(main).getByRole('checkbox', { name })).not.toBeChecked();
    }
    expect(within(group('左栏')).getByRole('radio', { name: '隐藏' })).toBeChecked();

    const table = screen.getByRole('table', { name: '功能模块' });
    const business = within(table).getByRole('rowheader', { name: '业务管理' });
    expect(business).toHaveAttribute('rowspan', '2');
    expect(within(table).getByRole('rowheader', { name: '财务管理' })).toHaveAttribute(
      'rowspan',
      '1',
    );
    expect(within(table).getAllByRole('row')).toHaveLength(5);
    await expectNoAxeViolations(document.body);
  });

  it('checking a module checks its descendants; unchecking one function leaves its ancestors partly checked', async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <WorkModeDialog defaultOpen modules={workModeModules} onSave={() => undefined} />,
    );
    await user.click(box('业务管理'));
    for (const name of ['项目管理', '项目列表', '项目计划', '合同管理', '合同台账']) {
      expect(box(name)).toBeChecked();
    }
    await user.click(box('合同台账'));
    expect(box('合同管理')).not.toBeChecked();
    expect(box('业务管理')).toBePartiallyChecked();
    expect(box('项目管理')).toBeChecked();
    await expectNoAxeViolations(document.body);
  });

  it('when OK is pressed, saves the form under the spec’s field names', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    renderWithTheme(<WorkModeDialog defaultOpen modules={workModeModules} onSave={onSave} />);
    await user.click(screen.getByRole('radio', { name: '系统默认+最近使用靠前' }));
    await user.click(box('我的申请'));
    await user.click(box('奖金管理'));
    await user.click(screen.getByRole('radio', { name: '显示' }));
    await user.click(box('开票申请'));
    await user.click(box('管理驾驶舱'));
    await user.click(ok());
    expect(onSave).toHaveBeenCalledWith({
      commonUse: '4',
      mainFunciton: ['1', '2', '5'],
      showcheckedList: true,
      checkedList: ['fin-invoice-apply', 'cockpit'],
      showleftNav: true,
      leftNav: ['fin', 'fin-invoice', 'fin-invoice-apply', 'cockpit'],
    } satisfies WorkModeLayout);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('is operable by keyboard: arrows choose a radio, Space toggles a checkbox', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    renderWithTheme(<WorkModeDialog defaultOpen modules={workModeModules} onSave={onSave} />);
    screen.getByRole('radio', { name: '不显示' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '系统默认' })).toBeChecked();
    await user.tab();
    expect(box('待办业务')).toHaveFocus();
    await user.keyboard(' ');
    expect(box('待办业务')).not.toBeChecked();
    box('项目管理').focus();
    await user.keyboard(' ');
    expect(box('项目列表')).toBeChecked();
    await user.click(ok());
    expect(onSave.mock.calls[0]![0]).toMatchObject({
      commonUse: '2',
      mainFunciton: ['2', '3'],
      checkedList: ['biz-project', 'biz-project-list', 'biz-project-plan'],
    });
  });

  it('given a saved layout, shows it; cancel drops the edits and reopening shows the saved layout', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    const saved: WorkModeLayout = {
      commonUse: '3',
      mainFunciton: ['4'],
      showcheckedList: true,
      checkedList: ['cockpit'],
      showleftNav: true,
      leftNav: ['cockpit'],
    };
    function Host() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            open
          </button>
          <WorkModeDialog
            isOpen={open}
            onOpenChange={setOpen}
            layout={saved}
            modules={workModeModules}
            onSave={onSave}
          />
        </>
      );
    }
    renderWithTheme(<Host />);
    expect(screen.getByRole('radio', { name: '最近使用靠前' })).toBeChecked();
    expect(box('消息提醒')).toBeChecked();
    expect(box('待办业务')).not.toBeChecked();
    expect(screen.getByRole('radio', { name: '显示' })).toBeChecked();
    expect(box('管理驾驶舱')).toBeChecked();
    await user.click(box('管理驾驶舱'));
    await user.click(screen.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'open' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(box('管理驾驶舱')).toBeChecked();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('given no modules, says there are none', async () => {
    renderWithTheme(<WorkModeDialog defaultOpen modules={[]} onSave={() => undefined} />);
    expect(screen.getByText('暂无功能模块')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await expectNoAxeViolations(document.body);
  });

  it.each([
    ['en', 'Work mode', 'System default + recently used first', 'Bonus management'],
    ['es', 'Modo de trabajo', 'Predeterminado + usadas recientemente primero', 'Gestión de primas'],
  ])('in %s, shows the translated labels', (language, title, commonUse, bonus) => {
    renderWithTheme(
      <WorkModeDialog defaultOpen modules={workModeModules} onSave={() => undefined} />,
      language,
    );
    expect(screen.getByRole('dialog', { name: title })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: commonUse })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: bonus })).toBeInTheDocument();
  });
});
