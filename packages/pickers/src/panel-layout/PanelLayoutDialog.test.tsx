import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expectNoAxeViolations } from '../../../../tooling/vitest/axe';
import { renderWithTheme } from '../../../ui/src/test-support/renderWithTheme';
import { savedLayoutLastSlot, savedLayoutWithGaps } from './fixtures';
import { PanelLayoutDialog } from './PanelLayoutDialog';
import { PanelLayoutEditor } from './PanelLayoutEditor';
import type { PanelSlot } from './panelLayout';

const codes = (layout: readonly PanelSlot[]) => layout.map((slot) => slot?.code ?? null);
const slot = (number: number) => screen.getByRole('region', { name: `模块 ${number}` });
const ok = () => screen.getByRole('button', { name: '确定' });

async function choosePanel(user: ReturnType<typeof userEvent.setup>, number: number, name: string) {
  await user.click(
    within(slot(number)).getByRole('button', {
      name: new RegExp(`模块 ${number}`),
      expanded: false,
    }),
  );
  await user.click(await screen.findByRole('option', { name }));
}

describe('PanelLayoutDialog', () => {
  it('given no saved layout, shows 管理首页面板 600 wide with the fixed panels and the first seven panels in 8 slots', async () => {
    renderWithTheme(<PanelLayoutDialog defaultOpen onSave={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: '管理首页面板' });
    expect(dialog.closest('[style*="width"]')).toHaveStyle({ width: '600px' });
    expect(within(dialog).getByText('常用功能')).toBeInTheDocument();
    expect(within(dialog).getByText('工作流')).toBeInTheDocument();
    const slots = within(dialog).getAllByRole('region', { name: /^模块 \d$/ });
    expect(slots).toHaveLength(8);
    expect(slots.map((element) => element.getAttribute('data-state'))).toEqual([
      ...Array<string>(7).fill('filled'),
      'empty',
    ]);
    expect(within(slot(1)).getByRole('button', { name: '消息提醒' })).toBeInTheDocument();
    expect(within(slot(8)).getAllByText('请拖拽可选栏目到该模块').length).toBeGreaterThan(0);
    // The optional list shows all eight, each placed one with its slot.
    const optional = screen.getByRole('region', { name: '可选栏目' });
    expect(within(optional).getAllByRole('listitem')).toHaveLength(8);
    expect(within(optional).getByText('已在模块 7')).toBeInTheDocument();
    expect(within(optional).getByRole('button', { name: 'KPI 评分' })).toBeInTheDocument();
    await expectNoAxeViolations(document.body);
  });

  it('when a slot is deleted, empties it, and OK saves only the slots up to the last filled one', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    renderWithTheme(<PanelLayoutDialog defaultOpen onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: '删除模块 2 的栏目' }));
    expect(slot(2)).toHaveAttribute('data-state', 'empty');
    expect(within(slot(2)).getAllByText('请拖拽可选栏目到该模块').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: '删除模块 2 的栏目' })).toBeDisabled();
    await user.click(ok());
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(codes(onSave.mock.calls[0]![0] as PanelSlot[])).toEqual([
      'message',
      null,
      'industryNews',
      'pictureNews',
      'enterpriseBrand',
      'upgradeNotes',
      'mail',
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('given a saved layout with gaps, shows it and saves it trimmed after the last panel', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    renderWithTheme(<PanelLayoutDialog defaultOpen layout={savedLayoutWithGaps} onSave={onSave} />);
    expect(slot(2)).toHaveAttribute('data-state', 'empty');
    expect(slot(3)).toHaveAttribute('data-state', 'filled');
    await user.click(screen.getByRole('button', { name: '删除模块 6 的栏目' }));
    await user.click(ok());
    expect(codes(onSave.mock.calls[0]![0] as PanelSlot[])).toEqual([
      'message',
      null,
      'kpiScore',
      'notice',
    ]);
  });

  it('when a panel is chosen for a slot, places it; choosing a placed panel moves it out of its old slot', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    renderWithTheme(<PanelLayoutDialog defaultOpen onSave={onSave} />);
    await choosePanel(user, 8, 'KPI 评分');
    expect(slot(8)).toHaveAttribute('data-state', 'filled');
    await choosePanel(user, 8, '消息提醒');
    expect(slot(1)).toHaveAttribute('data-state', 'empty');
    await user.click(ok());
    const saved = codes(onSave.mock.calls[0]![0] as PanelSlot[]);
    expect(saved).toHaveLength(8);
    expect(saved[0]).toBeNull();
    expect(saved[7]).toBe('message');
    expect(saved).not.toContain('kpiScore');
    expect(new Set(saved.filter(Boolean)).size).toBe(saved.filter(Boolean).length);
  });

  it('each optional panel has a menu of slots that places it without dragging', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    renderWithTheme(<PanelLayoutDialog defaultOpen onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: '将 消息提醒 放入模块' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem')).toHaveLength(8);
    expect(within(menu).getByRole('menuitem', { name: '模块 1（消息提醒）' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expectNoAxeViolations(menu);
    await user.click(within(menu).getByRole('menuitem', { name: '模块 8' }));
    expect(slot(1)).toHaveAttribute('data-state', 'empty');
    expect(within(slot(8)).getByRole('button', { name: '消息提醒' })).toBeInTheDocument();
    await user.click(ok());
    expect(codes(onSave.mock.calls[0]![0] as PanelSlot[])).toEqual([
      null,
      'notice',
      'industryNews',
      'pictureNews',
      'enterpriseBrand',
      'upgradeNotes',
      'mail',
      'message',
    ]);
  });

  it('given a panel only in the last slot, saves all eight slots', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    renderWithTheme(<PanelLayoutDialog defaultOpen layout={savedLayoutLastSlot} onSave={onSave} />);
    await user.click(ok());
    expect(codes(onSave.mock.calls[0]![0] as PanelSlot[])).toEqual([
      ...Array<null>(7).fill(null),
      'industryNews',
    ]);
  });

  it('when cancelled, drops the draft: reopening shows the saved layout again', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    function Host() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            open
          </button>
          <PanelLayoutDialog isOpen={open} onOpenChange={setOpen} onSave={onSave} />
        </>
      );
    }
    renderWithTheme(<Host />);
    await user.click(screen.getByRole('button', { name: '删除模块 1 的栏目' }));
    expect(slot(1)).toHaveAttribute('data-state', 'empty');
    await user.click(screen.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'open' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(slot(1)).toHaveAttribute('data-state', 'filled');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('when the save fails, stays open', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(() => Promise.reject(new Error('500')));
    renderWithTheme(<PanelLayoutDialog defaultOpen onSave={onSave} />);
    await user.click(ok());
    expect(onSave).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(ok()).not.toHaveAttribute('data-pending'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it.each([
    ['en', 'Manage home page panels', 'Drag an optional panel into this slot'],
    ['es', 'Gestionar los paneles de inicio', 'Arrastre un panel opcional a este módulo'],
  ])('in %s, shows the translated title and placeholder', (language, title, placeholder) => {
    renderWithTheme(<PanelLayoutDialog defaultOpen onSave={() => undefined} />, language);
    expect(screen.getByRole('dialog', { name: title })).toBeInTheDocument();
    expect(screen.getAllByText(placeholder).length).toBeGreaterThan(0);
  });
});

describe('PanelLayoutEditor keyboard drag and drop', () => {
  // jsdom lays nothing out: give slots a two-column grid and panels a column on the left.
  const box = (left: number, top: number, width: number, height: number) => ({
    x: left,
    y: top,
    left,
    top,
    width,
    height,
    right: left + width,
    bottom: top + height,
    toJSON: () => ({}),
  });
  beforeEach(() => {
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function rect(
      this: Element,
    ) {
      const slotIndex = this.getAttribute('data-slot-index');
      if (slotIndex !== null) {
        const index = Number(slotIndex);
        return box(200 + (index % 2) * 200, 100 + Math.floor(index / 2) * 100, 180, 80);
      }
      const code = this.getAttribute('data-code');
      if (code !== null) {
        const owner = this.closest('[data-slot-index]');
        if (owner) {
          const index = Number(owner.getAttribute('data-slot-index'));
          return box(210 + (index % 2) * 200, 140 + Math.floor(index / 2) * 100, 120, 24);
        }
        const items = [...document.querySelectorAll('li [data-code]')];
        return box(0, 100 + items.indexOf(this) * 30, 120, 24);
      }
      return box(0, 0, 1000, 1000);
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('picks a panel up with Space, moves it to a slot with the arrows, drops it with Space and announces each step', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithTheme(
      <PanelLayoutEditor
        defaultValue={[null, null, null, null]}
        slotCount={4}
        onChange={onChange}
      />,
    );
    const mail = screen.getByRole('button', { name: '邮件' });
    expect(mail).toHaveAttribute('aria-roledescription', '可拖拽栏目');
    expect(document.getElementById(mail.getAttribute('aria-describedby')!)).toHaveTextContent(
      '按空格键或回车键拿起栏目',
    );
    mail.focus();
    await user.keyboard('[Space]');
    await waitFor(() => expect(screen.getByText('已拿起栏目 邮件')).toBeInTheDocument());
    await user.keyboard('[ArrowDown]');
    await waitFor(() => expect(screen.getByText('栏目 邮件 位于模块 1 上方')).toBeInTheDocument());
    await user.keyboard('[ArrowRight]');
    await waitFor(() => expect(screen.getByText('栏目 邮件 位于模块 2 上方')).toBeInTheDocument());
    await user.keyboard('[ArrowDown]');
    await waitFor(() => expect(screen.getByText('栏目 邮件 位于模块 4 上方')).toBeInTheDocument());
    await user.keyboard('[Space]');
    await waitFor(() => expect(screen.getByText('栏目 邮件 已放入模块 4')).toBeInTheDocument());
    expect(codes(onChange.mock.calls.at(-1)![0] as PanelSlot[])).toEqual([
      null,
      null,
      null,
      'mail',
    ]);
  });

  it('moves a placed panel by keyboard into another slot, emptying its old slot', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithTheme(<PanelLayoutEditor slotCount={4} onChange={onChange} />);
    const placed = within(screen.getByRole('region', { name: '模块 1' })).getByRole('button', {
      name: '消息提醒',
    });
    placed.focus();
    await user.keyboard('[Enter]');
    await waitFor(() => expect(screen.getByText('已拿起栏目 消息提醒')).toBeInTheDocument());
    await user.keyboard('[ArrowDown]');
    await waitFor(() =>
      expect(screen.getByText('栏目 消息提醒 位于模块 3 上方')).toBeInTheDocument(),
    );
    await user.keyboard('[Enter]');
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(codes(onChange.mock.calls.at(-1)![0] as PanelSlot[])).toEqual([
      null,
      'notice',
      'message',
      'pictureNews',
    ]);
  });

  it('when Escape is pressed, cancels the drag and changes nothing', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithTheme(<PanelLayoutEditor slotCount={4} onChange={onChange} />);
    screen.getByRole('button', { name: '邮件' }).focus();
    await user.keyboard('[Space]');
    await waitFor(() => expect(screen.getByText('已拿起栏目 邮件')).toBeInTheDocument());
    await user.keyboard('[ArrowDown]');
    await user.keyboard('[Escape]');
    await waitFor(() => expect(screen.getByText('已取消拖动栏目 邮件')).toBeInTheDocument());
    expect(onChange).not.toHaveBeenCalled();
  });
});
