import { screen, waitFor, within } from '@testing-library/react';
import type { FeeRowTree, FormulaIssue, UserInfo } from '@ccms/api-client';
import { expectNoAxeViolations } from '../../../../../../tooling/vitest/axe';
import {
  envelope,
  failure,
  fill,
  press,
  sent,
  stubServer,
  type ServerStub,
  zhangsan,
} from '../../../app/testing';
import { cleanUpPage } from '../../admin/footprints/adminPageTesting';
import FeeTablePanel from './FeeTablePanel';
import { renderPanel } from './panelTesting';

vi.setConfig({ testTimeout: 60_000 });

const TREE = '/api/b/project/fee/queryTree';
const UPDATE = '/api/b/project/fee';
const ADD = '/api/b/project/fee/add';
const INIT = '/api/b/project/fee/init';
const VERIFY = '/api/b/projectFactors/verifyFormulaValid';
const TRIAL = '/api/b/project/fee/getValueByFormula';

const editor: UserInfo = { ...zhangsan, permissions: [...zhangsan.permissions, 'cost:fee:edit'] };

function fee(id: string, code: string, name: string, extra: Partial<FeeRowTree> = {}): FeeRowTree {
  return {
    id,
    unitId: 'u-1',
    parentId: null,
    sort: 0,
    code,
    name,
    category: 'custom',
    base: '',
    rate: '100',
    amount: '0.00',
    baseValue: '0.00',
    nonCompetitive: false,
    isTotal: false,
    issues: [],
    children: [],
    ...extra,
  };
}

const cycle: FormulaIssue = {
  kind: 'cycle',
  severity: 'error',
  position: null,
  path: ['D', 'G', 'F', 'D'],
  message: '计算基础存在循环引用',
};

const feeRows: FeeRowTree[] = [
  fee('f-a', 'A', '分部分项工程费', {
    category: 'fbfx',
    base: 'FBFXHJ',
    amount: '1234567.5',
  }),
  fee('f-b', 'B', '措施项目费', { category: 'measures', base: 'CSXMHJ', amount: '50000' }),
  fee('f-c', 'C', '规费', {
    category: 'lawfee',
    base: 'C1+C2',
    nonCompetitive: true,
    amount: '30000',
    children: [
      fee('f-c1', 'C1', '社会保险费', { parentId: 'f-c', base: 'A', rate: '2.5' }),
      fee('f-c2', 'C2', '住房公积金', { parentId: 'f-c', sort: 1, base: 'A', rate: '0.8' }),
    ],
  }),
  fee('f-d', 'D', '税金', { category: 'tax', base: 'G', rate: '9', issues: [cycle] }),
  fee('f-e', 'E', '工程造价', { category: 'total', base: 'A+B+C+D', isTotal: true }),
];

const table = {
  rows: feeRows,
  symbols: [
    { code: 'FBFXHJ', name: '分部分项合计', value: '1234567.5' },
    { code: 'CSXMHJ', name: '措施合计', value: '50000' },
  ],
  total: '1314567.5',
};

async function openPanel(signedIn: UserInfo = editor, extra: ServerStub = {}) {
  const fetchMock = stubServer({
    'GET /api/user/info': { body: envelope(signedIn) },
    [`POST ${TREE}`]: { body: envelope(table) },
    [`POST ${VERIFY}`]: { body: envelope({ valid: true, issues: [] }) },
    ...extra,
  });
  const view = await renderPanel(<FeeTablePanel projectId="p-1" unitId="u-1" />, signedIn);
  const grid = await screen.findByRole('treegrid', { name: '单位工程费用汇总表' });
  await within(grid).findByText('分部分项工程费');
  return { fetchMock, grid, user: view.user };
}

function row(name: string) {
  const found = within(screen.getByRole('treegrid'))
    .getByText(name)
    .closest<HTMLElement>('[role="row"]');
  if (!found) throw new Error(`no row ${name}`);
  return found;
}

async function openEditor(user: Awaited<ReturnType<typeof openPanel>>['user'], name: string) {
  await user.click(press(row(name), '编辑'));
  return screen.findByRole('dialog');
}

afterEach(cleanUpPage);

describe('FeeTablePanel', () => {
  it('shows the fee rows with formulas, money, the non-competitive mark, issues and the total', async () => {
    const { fetchMock, grid } = await openPanel();
    expect(sent(fetchMock, 'POST', TREE)[0]).toEqual({
      params: { projectId: 'p-1', nodeId: 'u-1' },
    });
    const a = within(row('分部分项工程费'));
    expect(a.getByText('FBFXHJ')).toBeInTheDocument();
    expect(a.getByText('1,234,567.50')).toBeInTheDocument();
    expect(a.getByText('100.00')).toBeInTheDocument();
    // The children of 规费 are open under it.
    expect(row('社会保险费')).toHaveAttribute('aria-level', '2');
    expect(within(row('规费')).getByText('不可竞争')).toBeInTheDocument();
    // The row's issue describes its name.
    expect(within(row('税金')).getByText('税金')).toHaveAccessibleDescription(
      '错误：计算基础存在循环引用',
    );
    expect(screen.getByText('1,314,567.50')).toBeInTheDocument();
    await expectNoAxeViolations(screen.getByRole('main'));
    expect(grid).toBeInTheDocument();
  });

  it('checks the formula as it is typed and points at the position and the cycle', async () => {
    const verify = vi.fn((init: RequestInit | undefined) => {
      const body = JSON.parse(init?.body as string) as { formula: string };
      return body.formula === 'FBFXHJ+*2'
        ? {
            body: envelope({
              valid: false,
              issues: [
                {
                  kind: 'syntax',
                  severity: 'error',
                  position: 7,
                  path: null,
                  message: '第 8 个字符处语法错误',
                },
                cycle,
              ],
            }),
          }
        : { body: envelope({ valid: true, issues: [] }) };
    });
    const { fetchMock, user } = await openPanel(editor, { [`POST ${VERIFY}`]: verify });
    const dialog = await openEditor(user, '分部分项工程费');
    const formula = within(dialog).getByLabelText('计算基础');
    expect(formula).toHaveValue('FBFXHJ');
    expect(await within(dialog).findByText('公式有效')).toBeInTheDocument();

    await fill(user, formula, '+*2');
    const issues = await within(dialog).findByRole('list', { name: '公式问题' });
    expect(within(issues).getByText(/第 8 个字符处语法错误/)).toBeInTheDocument();
    // The offending character is marked, with a caret under it.
    const mark = issues.querySelector('mark');
    expect(mark).toHaveTextContent('*');
    expect(issues.querySelector('[data-part="caret"]')?.textContent).toBe('       ^');
    expect(within(issues).getByText(/循环引用：D → G → F → D/)).toBeInTheDocument();
    expect(formula).toHaveAttribute('aria-invalid', 'true');
    expect(formula).toHaveAccessibleDescription(expect.stringContaining('第 8 个字符处语法错误'));
    // The check knew which row it was for.
    expect(sent(fetchMock, 'POST', VERIFY).at(-1)).toEqual({
      projectId: 'p-1',
      nodeId: 'u-1',
      formula: 'FBFXHJ+*2',
      rowId: 'f-a',
      code: 'A',
    });
    await expectNoAxeViolations(dialog);
  });

  it('inserts a code at the caret from the symbol list', async () => {
    const { user } = await openPanel();
    const dialog = await openEditor(user, '措施项目费');
    const formula = within(dialog).getByLabelText<HTMLInputElement>('计算基础');
    await user.clear(formula);
    await fill(user, formula, '(+)*0.5');
    formula.setSelectionRange(1, 1);

    await user.click(within(dialog).getByRole('button', { name: '插入 FBFXHJ（分部分项合计）' }));
    expect(formula).toHaveValue('(FBFXHJ+)*0.5');
    expect(formula).toHaveFocus();
    expect(formula.selectionStart).toBe(7);

    formula.setSelectionRange(8, 8);
    // Row codes can be put in too, by keyboard.
    within(dialog).getByRole('button', { name: '插入 A（分部分项工程费）' }).focus();
    await user.keyboard('{Enter}');
    expect(formula).toHaveValue('(FBFXHJ+A)*0.5');
    expect(formula.selectionStart).toBe(9);
  });

  it('given a refused save, shows the server’s message and keeps what was typed', async () => {
    const { fetchMock, user } = await openPanel(editor, {
      [`PUT ${UPDATE}`]: failure('计算基础引用了未定义的代号 XYZ'),
    });
    const dialog = await openEditor(user, '措施项目费');
    const name = within(dialog).getByLabelText('费用名称');
    await user.clear(name);
    await fill(user, name, '措施费（调整）');
    const formula = within(dialog).getByLabelText('计算基础');
    await user.clear(formula);
    await fill(user, formula, 'XYZ*2');
    await user.click(press(dialog, '保存'));

    await waitFor(() => expect(sent(fetchMock, 'PUT', UPDATE)).toHaveLength(1));
    expect(sent(fetchMock, 'PUT', UPDATE)[0]).toEqual({
      id: 'f-b',
      code: 'B',
      name: '措施费（调整）',
      base: 'XYZ*2',
      rate: '100',
      category: 'measures',
      nonCompetitive: false,
    });
    expect(
      await within(dialog).findByText('未能保存：计算基础引用了未定义的代号 XYZ'),
    ).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(name).toHaveValue('措施费（调整）');
    expect(formula).toHaveValue('XYZ*2');
  });

  it('adds a row after the chosen one', async () => {
    const { fetchMock, user } = await openPanel(editor, {
      [`POST ${ADD}`]: {
        body: envelope({ ...fee('f-new', 'B1', '夜间施工增加费'), children: undefined }),
      },
    });
    await user.click(press(row('措施项目费'), '在下方插入'));
    const dialog = await screen.findByRole('dialog', { name: '新增费用' });
    await fill(user, within(dialog).getByLabelText('费用代号'), 'B1');
    await fill(user, within(dialog).getByLabelText('费用名称'), '夜间施工增加费');
    await fill(user, within(dialog).getByLabelText('计算基础'), 'FBFXHJ');
    const rate = within(dialog).getByLabelText('费率(%)');
    await user.clear(rate);
    await fill(user, rate, '0.5');
    await user.click(press(dialog, '保存'));

    await waitFor(() => expect(sent(fetchMock, 'POST', ADD)).toHaveLength(1));
    expect(sent(fetchMock, 'POST', ADD)[0]).toEqual({
      projectId: 'p-1',
      nodeId: 'u-1',
      parentId: null,
      afterId: 'f-b',
      code: 'B1',
      name: '夜间施工增加费',
      base: 'FBFXHJ',
      rate: '0.5',
      category: 'custom',
      nonCompetitive: false,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The table is read again.
    await waitFor(() => expect(sent(fetchMock, 'POST', TREE).length).toBeGreaterThan(1));
  });

  it('deletes after confirmation and shows a refusal; restores the template after confirmation', async () => {
    const { fetchMock, user } = await openPanel(editor, {
      'DELETE /api/b/project/fee/f-a': failure('费用行 A 被 C1、C2 引用，不能删除'),
      [`POST ${INIT}`]: { body: envelope(null) },
    });
    await user.click(press(row('分部分项工程费'), '删除'));
    const confirmation = await screen.findByRole('alertdialog', { name: '删除费用行' });
    expect(confirmation).toHaveTextContent('A 分部分项工程费');
    await user.click(press(confirmation, '删除'));
    expect(await screen.findByText('费用行 A 被 C1、C2 引用，不能删除')).toBeInTheDocument();

    await user.click(press(screen.getByRole('group', { name: '费用表操作' }), '恢复模板'));
    const restore = await screen.findByRole('alertdialog', { name: '恢复费用模板' });
    await user.click(press(restore, '恢复模板'));
    await waitFor(() =>
      expect(sent(fetchMock, 'POST', INIT)).toEqual([{ projectId: 'p-1', nodeId: 'u-1' }]),
    );
  });

  it('works out a trial formula', async () => {
    const { fetchMock, user } = await openPanel(editor, {
      [`POST ${TRIAL}`]: { body: envelope({ value: '37037.025', issues: [] }) },
    });
    await fill(user, screen.getByRole('textbox', { name: '试算公式' }), 'FBFXHJ*0.03');
    await user.click(press(screen.getByRole('main'), '试算'));
    expect(await screen.findByText('试算结果：37,037.03 元')).toBeInTheDocument();
    expect(sent(fetchMock, 'POST', TRIAL)[0]).toEqual({
      projectId: 'p-1',
      nodeId: 'u-1',
      formula: 'FBFXHJ*0.03',
    });
  });

  it('given no cost:fee:edit, shows the table without ways to change it', async () => {
    const { grid } = await openPanel(zhangsan);
    expect(within(grid).queryByText('编辑', { selector: 'button' })).toBeNull();
    expect(within(grid).queryByText('操作')).toBeNull();
    expect(screen.queryByText('新增费用', { selector: 'button' })).toBeNull();
    expect(screen.queryByText('恢复模板', { selector: 'button' })).toBeNull();
  });
});
