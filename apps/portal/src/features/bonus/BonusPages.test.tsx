import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { MyBonusRow, UserInfo } from '@ccms/api-client';
import { expectNoAxeViolations } from '../../../../../tooling/vitest/axe';
import { session } from '../../app/session';
import {
  envelope,
  fill,
  paramListAnswer,
  press,
  renderPortal,
  sent,
  stubServer,
  type ServerStub,
  zhangsan,
} from '../../app/testing';
import { cleanUpPage, layOutByRole } from '../admin/footprints/adminPageTesting';
import { shiftDecimalPoint as shiftPoint } from '@ccms/ui';
import { percentSum } from './bonusFormat';
import { calculation, mySum, settlementRule, summary } from './bonusFixtures';

// Each test mounts the whole portal; on a busy two-core machine the first one also loads it.
vi.setConfig({ testTimeout: 120_000 });

const finance: UserInfo = {
  ...zhangsan,
  permissions: [
    ...zhangsan.permissions,
    'bonus:view',
    'bonus:calc',
    'bonus:pay',
    'bonus:rule:edit',
  ],
};

const page = (data: unknown[]) => ({
  body: envelope({ pageNo: 1, pageSize: 20, total: data.length, data }),
});

async function open(
  path: string,
  heading: string,
  extra: ServerStub,
  signedIn: UserInfo = finance,
) {
  const fetchMock = stubServer({
    'GET /api/share/param/paramList': paramListAnswer({ 'sys.name': '造价咨询管理平台' }),
    'GET /api/user/info': { body: envelope(signedIn) },
    ...extra,
  });
  session.signIn(signedIn);
  await renderPortal(path);
  await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 30_000 });
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  return { fetchMock, user };
}

beforeEach(() => layOutByRole({ grid: { width: 2400, height: 800 } }));
afterEach(cleanUpPage);

describe('bonus figures', () => {
  it('moves the point exactly and adds percentages in hundredths', () => {
    expect(shiftPoint('0.229885', 2)).toBe('22.9885');
    expect(shiftPoint('55', -2)).toBe('0.55');
    expect(shiftPoint('0.05', -2)).toBe('0.0005');
    expect(percentSum(['20', '55', '12', '8', '5'])).toBe('100');
    expect(percentSum(['33.33', '33.33', '33.33'])).toBe('99.99');
  });
});

describe('BonusCalculationPage', () => {
  it('shows a calculation from pool to roles to people with its receipts, and confirms a draft', async () => {
    const { fetchMock, user } = await open('/bonus-calculation', '奖金计算', {
      'POST /api/b/bonus/calculation/list': page([summary]),
      'GET /api/b/bonus/calculation/calc-1': { body: envelope(calculation) },
      'POST /api/b/bonus/calculation/confirm/calc-1': {
        body: envelope({ ...calculation, status: 'confirmed' }),
      },
    });
    const grid = await screen.findByRole('grid', { name: '奖金计算列表' });
    const row = (
      await within(grid).findByText('HT-2025-001 滨江花园结算审核')
    ).closest<HTMLElement>('[role="row"]')!;
    expect(within(row).getByText('24,200.00')).toBeInTheDocument();
    expect(within(row).getByText('草稿')).toBeInTheDocument();
    await user.click(press(row, '查看'));

    const dialog = await screen.findByRole('dialog', {
      name: '奖金计算：HT-2025-001 滨江花园结算审核',
    });
    expect(
      await within(dialog).findByText(
        '奖金池 = 回款(不含税) 100,000.00 元 × 提成比例 22% × 考核系数 1.1 = 24,200.00 元',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('60,000.00')).toBeInTheDocument();
    expect(
      within(dialog).getByText('项目负责人：26.6667%（规则 20%）→ 6,453.33 元'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/无人担任.*校核人、审核人、审定人/)).toBeInTheDocument();
    const people = within(dialog).getByRole('region', { name: '人员' });
    const lisi = within(people).getByText('李四').closest('tr')!;
    expect(within(lisi).getByText('17,746.67')).toBeInTheDocument();
    expect(within(lisi).getByText('2,662.00')).toBeInTheDocument();
    await expectNoAxeViolations(dialog);

    await user.click(press(dialog, '确认'));
    await waitFor(() =>
      expect(sent(fetchMock, 'POST', '/api/b/bonus/calculation/confirm/calc-1')).toHaveLength(1),
    );
  });
});

describe('BonusRulePage', () => {
  it('refuses role shares that do not add up to 100 % and sends fractions once they do', async () => {
    const { fetchMock, user } = await open('/bonus-rule', '奖金规则', {
      'POST /api/b/bonus/rule/list': page([settlementRule]),
      'POST /api/b/bonus/rule/save': { body: envelope(settlementRule) },
    });
    const grid = await screen.findByRole('grid', { name: '奖金规则列表' });
    await within(grid).findByText('结算审核奖金规则');
    await expectNoAxeViolations(screen.getByRole('main'));
    await user.click(screen.getByRole('button', { name: '新增规则' }));
    const dialog = await screen.findByRole('dialog', { name: '新增奖金规则' });
    await fill(user, within(dialog).getByLabelText('规则名称'), '预算编制规则');
    const preparer = within(dialog).getByLabelText('编制人');
    await user.clear(preparer);
    await fill(user, preparer, '60');
    await user.click(press(dialog, '保存'));
    expect(
      await within(dialog).findByText('角色分配(%)之和须为 100%，当前为 105%'),
    ).toBeInTheDocument();
    expect(sent(fetchMock, 'POST', '/api/b/bonus/rule/save')).toHaveLength(0);

    await user.clear(preparer);
    await fill(user, preparer, '55');
    await user.click(press(dialog, '保存'));
    await waitFor(() => expect(sent(fetchMock, 'POST', '/api/b/bonus/rule/save')).toHaveLength(1));
    expect(sent(fetchMock, 'POST', '/api/b/bonus/rule/save')[0]).toMatchObject({
      name: '预算编制规则',
      businessType: 'settlement',
      rate: '0.2',
      holdbackRate: '0.15',
      roleSplits: {
        lead: '0.2',
        preparer: '0.55',
        checker: '0.12',
        reviewer: '0.08',
        approver: '0.05',
      },
      stageSplits: null,
    });
  });
});

describe('MyBonusSumPage', () => {
  it('sums the year in 万元 by month and by contract', async () => {
    await open('/my-bonus-thesum', '我的奖金汇总', {
      'POST /api/b/bonus/my/sum': { body: envelope(mySum) },
    });
    const total = await screen.findByRole('region', { name: /年奖金合计/ });
    expect(within(total).getByText('12.35 万元')).toBeInTheDocument();
    const byMonth = screen.getByRole('region', { name: '按月汇总(万元)' });
    const december = within(byMonth).getByText('12 月').closest('tr')!;
    expect(within(december).getByText('10.00')).toBeInTheDocument();
    expect(within(december).getByText('5.00')).toBeInTheDocument();
    await expectNoAxeViolations(screen.getByRole('main'));
  });
});

const confirmed = {
  ...calculation,
  status: 'confirmed' as const,
  allocations: calculation.allocations.map((a) => ({ ...a, payable: a.released })),
};

describe('BonusPaymentPage', () => {
  it('pays the chosen parts of a confirmed calculation: their payable amount, with the date', async () => {
    const { fetchMock, user } = await open('/bonus-payment', '奖金发放', {
      'POST /api/b/bonus/calculation/list': page([{ ...summary, status: 'confirmed' }]),
      'GET /api/b/bonus/calculation/calc-1': { body: envelope(confirmed) },
      'POST /api/b/bonus/payment/list': page([]),
      'POST /api/b/bonus/payment/pay': { body: envelope({ count: 1, amount: '15084.67' }) },
    });
    await user.click(await screen.findByRole('button', { name: /奖金计算/ }));
    await user.click(await screen.findByRole('option', { name: /HT-2025-001/ }));
    const payable = await screen.findByRole('grid', { name: '可发放的奖金' });
    const lisi = (await within(payable).findByText('李四')).closest<HTMLElement>('[role="row"]')!;
    expect(within(lisi).getAllByText('15,084.67').length).toBeGreaterThan(0);
    await user.click(within(lisi).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: '发放选中的奖金' }));
    const dialog = await screen.findByRole('dialog', { name: '发放奖金' });
    expect(
      within(dialog).getByText(/共 1 笔，合计 15,084.67 元（壹万伍仟零捌拾肆元陆角柒分）/),
    ).toBeInTheDocument();
    await user.click(press(dialog, '发放选中的奖金'));
    await waitFor(() =>
      expect(sent(fetchMock, 'POST', '/api/b/bonus/payment/pay')).toHaveLength(1),
    );
    expect(sent(fetchMock, 'POST', '/api/b/bonus/payment/pay')[0]).toMatchObject({
      allocationIds: ['a-2'],
    });
  });
});

describe('MyBonusPage', () => {
  it('lists my parts with where each comes from', async () => {
    const mine: MyBonusRow = {
      ...calculation.allocations[0]!,
      contractId: 'contract-1',
      contractCode: 'HT-2025-001',
      contractName: '滨江花园结算审核',
      periodFrom: '2025-01-01',
      periodTo: '2025-06-30',
      status: 'confirmed',
    };
    await open(
      '/my-bonus',
      '我的奖金',
      {
        'POST /api/b/bonus/my/list': page([mine]),
        'POST /api/b/bonus/my/sum': { body: envelope(mySum) },
      },
      { ...zhangsan, permissions: [...zhangsan.permissions, 'bonus:view'] },
    );
    const grid = await screen.findByRole('grid', { name: '我的奖金明细' });
    const row = (
      await within(grid).findByText('HT-2025-001 滨江花园结算审核')
    ).closest<HTMLElement>('[role="row"]')!;
    expect(within(row).getByText('6,453.33')).toBeInTheDocument();
    expect(
      within(row).getByText(
        '奖金池 24,200.00 元（回款 2 笔，系数 1.1）→ 项目负责人 26.6667% → 权重占比 100%',
      ),
    ).toBeInTheDocument();
    await expectNoAxeViolations(screen.getByRole('main'));
  });
});
