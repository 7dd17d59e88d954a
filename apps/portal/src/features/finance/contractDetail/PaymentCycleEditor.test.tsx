import { financePayPriceSave, type PaymentCycle, type PaymentCycleList } from '@ccms/api-client';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../../../tooling/vitest/axe';
import { session } from '../../../app/session';
import { envelope, failure, fill, sent, stubServer, type ServerStub } from '../../../app/testing';
import { cleanUpPage } from '../../admin/footprints/adminPageTesting';
import { renderFeature } from '../../profile/renderFeature';
import { financeServer, financeUser } from '../financeFixtures';
import { ContractDetailDialog } from './ContractDetailDialog';
import { PAYMENT_CYCLE_EDIT_PERMISSION } from './PaymentCycleEditor';

vi.setConfig({ testTimeout: 120_000 });

const CYCLES = '/api/b/paymentCycle/findAllList/c-1';
const SAVE = '/api/b/payCostPrice/savePayPrice';

const CONTRACT = {
  id: 'c-1',
  code: 'HT2026030001',
  name: '某医院结算审核',
  customerId: 'cu-1',
  customerName: '某市人民医院',
  businessType: 'settlement',
  departmentId: null,
  departmentName: null,
  leaderUserId: null,
  leaderName: null,
  signedDate: '2026-03-01',
  amount: '50000.50',
  vatRate: '0.06',
  status: 'signed',
  region: null,
  costProjectId: null,
  receivedTotal: '20000.00',
  invoicedTotal: '0.00',
  outstanding: '30000.50',
  members: [],
  receipts: [],
  invoices: [],
  priceRequest: null,
};

function cycle(seq: number, name: string, ratio: string, amount: string, extra = {}): PaymentCycle {
  return {
    id: `y-${seq}`,
    seq,
    name,
    ratio,
    amount,
    dueDate: null,
    condition: null,
    received: '0.00',
    outstanding: amount,
    status: 'pending',
    ...extra,
  };
}

function listOf(cycles: PaymentCycle[]): PaymentCycleList {
  return {
    contractId: 'c-1',
    contractCode: CONTRACT.code,
    contractName: CONTRACT.name,
    contractAmount: CONTRACT.amount,
    receivedTotal: CONTRACT.receivedTotal,
    plannedTotal: CONTRACT.amount,
    cycles,
  };
}

const SAVED = listOf([
  cycle(1, '签约后', '0.3000', '15000.15', {
    dueDate: '2026-03-10',
    condition: '合同签订后10个工作日内',
    received: '15000.15',
    outstanding: '0.00',
    status: 'paid',
  }),
  cycle(2, '初稿提交后', '0.4000', '20000.20', {
    received: '4999.85',
    outstanding: '15000.35',
    status: 'partial',
  }),
  cycle(3, '审定后', '0.3000', '15000.15'),
]);

const NEXT = listOf([
  SAVED.cycles[0]!,
  SAVED.cycles[1]!,
  cycle(3, '审定后', '0.2000', '10000.10'),
  cycle(4, '质保期满', '0.1000', '5000.05'),
]);

async function open(permissions: string[], extra: ServerStub = {}, list = SAVED) {
  let current = list;
  const user = financeUser(permissions);
  const fetchMock = stubServer(
    financeServer(user, {
      'GET /api/b/finance/contract/c-1': { body: envelope(CONTRACT) },
      [`GET ${CYCLES}`]: () => ({ body: envelope(current) }),
      ...extra,
    }),
  );
  session.signIn(user);
  await renderFeature(
    <ContractDetailDialog contractId="c-1" code={CONTRACT.code} onClose={vi.fn()} />,
    '/please-price/list',
  );
  const dialog = await screen.findByRole(
    'dialog',
    { name: '合同 HT2026030001' },
    { timeout: 30_000 },
  );
  await within(dialog).findByText(list.cycles[1]?.name ?? '尚未约定付款节点', {});
  const events = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  return {
    dialog,
    fetchMock,
    user: events,
    answerNext: (next: PaymentCycleList) => {
      current = next;
    },
  };
}

async function openEditor(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.click(within(dialog).getByText('编辑收费节点', { selector: 'button' }));
  return screen.findByRole('dialog', { name: '编辑收费节点：HT2026030001' });
}

const names = (editor: HTMLElement) =>
  within(editor)
    .getAllByLabelText('节点名称')
    .map((input) => (input as HTMLInputElement).value);

const statusOf = (editor: HTMLElement) => within(editor).getByRole('status').textContent;

afterEach(cleanUpPage);

describe('PaymentCycleEditor (编辑收费节点)', () => {
  it('hides the edit action without the permission the contract declares for savePayPrice', async () => {
    expect(financePayPriceSave.access).toEqual({ permission: PAYMENT_CYCLE_EDIT_PERMISSION });
    const { dialog } = await open(['finance:contract:view']);
    expect(within(dialog).getByText('已收清')).toBeInTheDocument();
    expect(within(dialog).getByText('部分收款')).toBeInTheDocument();
    expect(within(dialog).queryByText('编辑收费节点')).not.toBeInTheDocument();
  });

  it('edits the rows with live amounts and sum check, saves and shows the refreshed list', async () => {
    const { dialog, fetchMock, user, answerNext } = await open(
      ['finance:contract:view', PAYMENT_CYCLE_EDIT_PERMISSION],
      { [`POST ${SAVE}`]: { body: envelope(NEXT) } },
    );
    const editor = await openEditor(user, dialog);
    expect(names(editor)).toEqual(['签约后', '初稿提交后', '审定后']);
    const percents = within(editor).getAllByLabelText<HTMLInputElement>('比例 (%)');
    expect(percents.map((input) => input.value)).toEqual(['30', '40', '30']);
    expect(within(editor).getAllByLabelText('付款条件')[0]).toHaveValue('合同签订后10个工作日内');
    expect(statusOf(editor)).toBe('合计 100.00%，50,000.50 元，与合同金额一致');
    await expectNoAxeViolations(editor);

    // The last share lowered: the difference is named and a save is refused before it is sent.
    await user.clear(percents[2]!);
    await fill(user, percents[2]!, '20');
    expect(within(editor).getByText('10,000.10')).toBeInTheDocument();
    expect(statusOf(editor)).toBe('合计 90.00%，45,000.45 元，还差 10.00%（5,000.05 元）');
    await user.click(within(editor).getByText('保存', { selector: 'button' }));
    expect(await within(editor).findByRole('alert')).toHaveTextContent(
      '比例合计须为 100%，金额合计须等于合同金额 50,000.50 元',
    );
    expect(sent(fetchMock, 'POST', SAVE)).toHaveLength(0);

    // A new row starts with what is left; the last row takes the remainder of the cents.
    await user.click(within(editor).getByText('添加节点', { selector: 'button' }));
    const added = within(editor).getAllByLabelText('节点名称')[3]!;
    expect(added).toHaveFocus();
    expect(within(editor).getAllByLabelText('比例 (%)')[3]).toHaveValue('10');
    await fill(user, added, '质保期满');
    expect(statusOf(editor)).toBe('合计 100.00%，50,000.50 元，与合同金额一致');
    // 50000.50 − 15000.15 − 20000.20 − 10000.10 = 5000.05 (10 % would round to 5000.05 too).
    expect(within(editor).getAllByText('5,000.05').length).toBeGreaterThan(0);

    // Removing and re-adding leaves the rows as typed.
    await user.click(within(editor).getByLabelText('删除第 4 个节点'));
    expect(names(editor)).toEqual(['签约后', '初稿提交后', '审定后']);
    await user.click(within(editor).getByText('添加节点', { selector: 'button' }));
    await fill(user, within(editor).getAllByLabelText('节点名称')[3]!, '质保期满');

    answerNext(NEXT);
    await user.click(within(editor).getByText('保存', { selector: 'button' }));
    await waitFor(() => expect(sent(fetchMock, 'POST', SAVE)).toHaveLength(1));
    expect(sent(fetchMock, 'POST', SAVE)[0]).toEqual({
      contractId: 'c-1',
      cycles: [
        {
          name: '签约后',
          ratio: '0.3000',
          dueDate: '2026-03-10',
          condition: '合同签订后10个工作日内',
        },
        { name: '初稿提交后', ratio: '0.4000', dueDate: null, condition: null },
        { name: '审定后', ratio: '0.2000', dueDate: null, condition: null },
        { name: '质保期满', ratio: '0.1000', dueDate: null, condition: null },
      ],
    });
    // The editor closes and the contract's dialog shows the list as the server now answers it.
    const back = await screen.findByRole('dialog', { name: '合同 HT2026030001' });
    expect(await within(back).findByText('质保期满', {})).toBeInTheDocument();
    expect(within(back).getByText('10.00%')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: '编辑收费节点：HT2026030001' })).toBeNull();
  });

  it('reorders rows from the keyboard, keeping the focus on the row that moved', async () => {
    const { dialog, user } = await open(['finance:contract:view', PAYMENT_CYCLE_EDIT_PERMISSION]);
    const editor = await openEditor(user, dialog);
    act(() => within(editor).getByLabelText('下移第 1 个节点').focus());
    await user.keyboard('{Enter}');
    expect(names(editor)).toEqual(['初稿提交后', '签约后', '审定后']);
    expect(within(editor).getByLabelText('下移第 2 个节点')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(names(editor)).toEqual(['初稿提交后', '审定后', '签约后']);
    // At the bottom its 下移 is disabled: the focus goes to its 上移.
    expect(within(editor).getByLabelText('上移第 3 个节点')).toHaveFocus();
    await user.keyboard(' ');
    expect(names(editor)).toEqual(['初稿提交后', '签约后', '审定后']);
    expect(within(editor).getByLabelText('上移第 2 个节点')).toHaveFocus();
  });

  it('refuses cycles out of date order before sending them', async () => {
    const dated = listOf([
      SAVED.cycles[0]!,
      { ...SAVED.cycles[1]!, dueDate: '2026-05-01' },
      SAVED.cycles[2]!,
    ]);
    const { dialog, fetchMock, user } = await open(
      ['finance:contract:view', PAYMENT_CYCLE_EDIT_PERMISSION],
      {},
      dated,
    );
    const editor = await openEditor(user, dialog);
    await user.click(within(editor).getByLabelText('上移第 2 个节点'));
    expect(names(editor)).toEqual(['初稿提交后', '签约后', '审定后']);
    await user.click(within(editor).getByText('保存', { selector: 'button' }));
    expect(await within(editor).findByRole('alert')).toHaveTextContent(
      '第 2 个节点的计划日期 2026-03-10 早于前面的节点，节点须按时间先后排列',
    );
    expect(sent(fetchMock, 'POST', SAVE)).toHaveLength(0);
  });

  it("shows the server's refusal verbatim and keeps the dialog open with the user's rows", async () => {
    const refusal = '付款节点须按时间先后排列：2026-03-01 早于前一节点';
    const { dialog, fetchMock, user } = await open(
      ['finance:contract:view', PAYMENT_CYCLE_EDIT_PERMISSION],
      { [`POST ${SAVE}`]: failure(refusal) },
    );
    const editor = await openEditor(user, dialog);
    const first = within(editor).getAllByLabelText('节点名称')[0]!;
    await user.clear(first);
    await fill(user, first, '合同签订');
    await user.click(within(editor).getByText('保存', { selector: 'button' }));
    await waitFor(() => expect(sent(fetchMock, 'POST', SAVE)).toHaveLength(1));
    expect(await within(editor).findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.getByRole('dialog', { name: '编辑收费节点：HT2026030001' })).toBe(editor);
    expect(names(editor)).toEqual(['合同签订', '初稿提交后', '审定后']);
  });

  it('starts a contract without cycles with one row of 100 % and refuses a row without a name', async () => {
    const { dialog, fetchMock, user } = await open(
      ['finance:contract:view', PAYMENT_CYCLE_EDIT_PERMISSION],
      {},
      listOf([]),
    );
    const editor = await openEditor(user, dialog);
    expect(names(editor)).toEqual(['']);
    expect(within(editor).getByLabelText('比例 (%)')).toHaveValue('100');
    expect(statusOf(editor)).toBe('合计 100.00%，50,000.50 元，与合同金额一致');
    await user.click(within(editor).getByText('保存', { selector: 'button' }));
    expect(await within(editor).findByRole('alert')).toHaveTextContent(
      '第 1 个节点：请输入节点名称',
    );
    // A share that is not a percentage is flagged on its field and leaves no amount.
    const percent = within(editor).getByLabelText('比例 (%)');
    await user.clear(percent);
    await fill(user, percent, '120');
    expect(
      within(editor).getByText('比例须为 0 至 100 之间的数，最多两位小数'),
    ).toBeInTheDocument();
    expect(within(editor).getByText('—')).toBeInTheDocument();
    await user.click(within(editor).getByLabelText('删除第 1 个节点'));
    expect(within(editor).getByText('还没有节点，请添加。')).toBeInTheDocument();
    expect(within(editor).getByText('添加节点', { selector: 'button' })).toHaveFocus();
    expect(sent(fetchMock, 'POST', SAVE)).toHaveLength(0);
  });
});
