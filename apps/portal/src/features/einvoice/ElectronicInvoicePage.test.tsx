import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { Einvoice, UserInfo } from '@ccms/api-client';
import { expectNoAxeViolations } from '../../../../../tooling/vitest/axe';
import { session } from '../../app/session';
import { envelope, fill, press, sent, stubServer, type ServerStub } from '../../app/testing';
import { cleanUpPage, layOutByRole, rowIn } from '../admin/footprints/adminPageTesting';
import { fakeUploads, financeServer, financeUser } from '../finance/financeFixtures';
import { renderFeature } from '../profile/renderFeature';
import ElectronicInvoicePage, { sumOf } from './ElectronicInvoicePage';

vi.setConfig({ testTimeout: 120_000 });

const audit = {
  createdBy: 'u-lisi',
  createdAt: '2026-03-01 09:00:00',
  updatedBy: 'u-lisi',
  updatedAt: '2026-03-01 09:00:00',
};

function invoice(id: string, extra: Partial<Einvoice> = {}): Einvoice {
  return {
    id,
    source: 'manual',
    direction: 'in',
    invoiceCode: null,
    invoiceNumber: '25332000000012340001',
    invoiceType: 'normal',
    issueDate: '2026-02-20',
    sellerName: '杭州西湖国际大酒店有限公司',
    sellerTaxNo: '91350100M000100Y43',
    buyerName: '华建造价咨询有限公司',
    buyerTaxNo: null,
    amount: '1200.00',
    taxAmount: '72.00',
    total: '1272.00',
    contractId: null,
    contractCode: null,
    contractName: null,
    reimbursementNo: 'BX202602001',
    applicationCode: null,
    fileId: null,
    fileName: null,
    verifyStatus: 'verified',
    verifiedDate: '2026-02-22',
    verifiedByName: '李四',
    verifiedAt: '2026-02-22 10:00:00',
    verifyNote: null,
    failedChecks: [],
    memo: null,
    ...audit,
    ...extra,
  };
}

const LIST = '/api/b/finance/eInvoice/queryList';
const SAVE = '/api/b/finance/eInvoice';
const server = (extra: ServerStub = {}): ServerStub => ({
  [`POST ${LIST}`]: {
    body: envelope({
      pageNo: 1,
      pageSize: 20,
      total: 2,
      data: [
        invoice('e-1'),
        invoice('i-1', {
          source: 'invoicing',
          direction: 'out',
          invoiceNumber: '33020000000001',
          sellerName: '华建造价咨询有限公司',
          buyerName: '某市住房和城乡建设局',
          applicationCode: 'KP2026020003',
          amount: '100000.00',
          taxAmount: '6000.00',
          total: '106000.00',
        }),
      ],
      totals: { amount: '101200.00', taxAmount: '6072.00', total: '107272.00' },
    }),
  },
  'POST /api/b/finance/contract/queryList': {
    body: envelope({ pageNo: 1, pageSize: 20, total: 0, data: [] }),
  },
  ...extra,
});

async function open(permissions: string[], extra: ServerStub = {}) {
  const user: UserInfo = financeUser(permissions);
  const fetchMock = stubServer(financeServer(user, server(extra)));
  session.signIn(user);
  await renderFeature(<ElectronicInvoicePage />, '/main-page/electronic-invoice');
  const grid = await screen.findByRole('grid', { name: '电子发票登记簿' }, { timeout: 30_000 });
  await within(grid).findByText('25332000000012340001', {});
  return {
    fetchMock,
    grid,
    user: userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never }),
  };
}

beforeEach(() => layOutByRole({ grid: { width: 5000, height: 800 } }));
afterEach(() => {
  cleanUpPage();
  for (const node of document.querySelectorAll('[data-live-announcer]')) node.remove();
});

describe('ElectronicInvoicePage', () => {
  it('adds amount and tax exactly', () => {
    expect(sumOf('0.10', '0.20')).toBe('0.30');
    expect(sumOf('1,000.00', '60')).toBe('1060.00');
    expect(sumOf('abc', '1')).toBeNull();
  });

  it('lists registered and issued invoices with exact totals; issued ones are read-only', async () => {
    const { grid } = await open(['einvoice:view', 'einvoice:edit']);
    const own = rowIn(grid, '25332000000012340001');
    expect(within(own).getByText('1,272.00')).toBeInTheDocument();
    expect(within(own).getByText('已查验')).toBeInTheDocument();
    expect(within(own).getByText('李四 2026-02-22 10:00:00')).toBeInTheDocument();
    expect(within(own).getByText('编辑')).toBeInTheDocument();
    const issued = rowIn(grid, '33020000000001');
    expect(within(issued).getByText('开票申请 KP2026020003')).toBeInTheDocument();
    expect(within(issued).queryByText('编辑')).not.toBeInTheDocument();
    expect(
      screen.getByText('共 2 张：金额 101,200.00 元，税额 6,072.00 元，价税合计 107,272.00 元'),
    ).toBeInTheDocument();
    await expectNoAxeViolations(document.body);
  });

  it('refuses a total that is not amount + tax before sending anything', async () => {
    const { user, fetchMock } = await open(['einvoice:view', 'einvoice:edit'], {
      [`POST ${SAVE}`]: { body: envelope(invoice('e-2')) },
    });
    await user.click(press(document.body, '登记发票'));
    const dialog = await screen.findByRole('dialog', { name: '登记电子发票' });
    await fill(user, within(dialog).getByLabelText(/^发票号码/), '25332000000012340009');
    await fill(user, within(dialog).getByLabelText(/^销售方名称/), '杭州某某酒店有限公司');
    await fill(user, within(dialog).getByLabelText(/^购买方名称/), '华建造价咨询有限公司');
    await fill(user, within(dialog).getByLabelText(/^金额/), '100');
    await fill(user, within(dialog).getByLabelText(/^税额/), '6');
    await fill(user, within(dialog).getByLabelText(/^价税合计/), '107');
    expect(
      await within(dialog).findByText('价税合计须等于金额加税额（106.00）'),
    ).toBeInTheDocument();
    await expectNoAxeViolations(dialog);
    await user.click(press(dialog, '保存'));
    expect(sent(fetchMock, 'POST', SAVE)).toHaveLength(0);
  });

  it('offers no changes without einvoice:edit', async () => {
    const { grid } = await open(['einvoice:view']);
    expect(screen.queryByText('登记发票', { selector: 'button' })).not.toBeInTheDocument();
    expect(within(rowIn(grid, '25332000000012340001')).queryByText('编辑')).not.toBeInTheDocument();
  });

  it('asks for a file before importing', async () => {
    const IMPORT = '/api/b/finance/eInvoice/import';
    const { user, fetchMock } = await open(['einvoice:view', 'einvoice:edit']);
    await user.click(press(document.body, '导入税务平台导出文件'));
    const dialog = await screen.findByRole('dialog', { name: '导入电子发票' });
    await expectNoAxeViolations(dialog);
    await user.click(press(dialog, '导入'));
    expect(await within(dialog).findByText('请先选择文件')).toBeInTheDocument();
    await waitFor(() => expect(sent(fetchMock, 'POST', IMPORT)).toHaveLength(0));
  });

  it('imports all or nothing: a refused file shows every row, nothing is imported', async () => {
    const IMPORT = '/api/b/finance/eInvoice/import';
    const uploads = fakeUploads('f-export');
    const { user, fetchMock } = await open(['einvoice:view', 'einvoice:edit'], {
      [`POST ${IMPORT}`]: {
        body: {
          code: 2000,
          success: false,
          msg: '导入文件有 2 处错误，未导入任何发票',
          data: {
            imported: 0,
            errors: [
              {
                sheet: '发票',
                row: 5,
                column: '价税合计',
                message: '价税合计须等于金额加税额',
                value: '213.00',
              },
              {
                sheet: '发票',
                row: 7,
                column: '数电票号码',
                message: '发票已于 2026-02-21 由 李四 登记（BX202602001），不能重复登记',
                value: '25332000000012340001',
              },
            ],
          },
        },
      },
    });
    await user.click(press(document.body, '导入税务平台导出文件'));
    const dialog = await screen.findByRole('dialog', { name: '导入电子发票' });
    await user.click(press(dialog, '选择文件'));
    const upload = await screen.findByRole('dialog', { name: '选择文件' });
    const input = upload.querySelector<HTMLInputElement>('input[type="file"]');
    fireEvent.change(input!, { target: { files: [new File(['x'], '进项发票.xlsx')] } });
    await user.click(await within(upload).findByRole('button', { name: '全部上传' }));
    expect(await within(dialog).findByText('已选：进项发票.xlsx')).toBeInTheDocument();
    await user.click(press(dialog, '导入'));
    await waitFor(() => expect(sent(fetchMock, 'POST', IMPORT)).toHaveLength(1));
    expect(sent(fetchMock, 'POST', IMPORT)[0]).toEqual({
      direction: 'in',
      fileItems: ['f-export'],
    });
    const report = await within(dialog).findByRole('grid', { name: '导入错误' });
    expect(
      within(rowIn(report, '价税合计须等于金额加税额')).getByText('213.00'),
    ).toBeInTheDocument();
    expect(within(report).getByText(/李四 登记（BX202602001）/)).toBeInTheDocument();
    expect(within(dialog).getByText('有 2 处错误，未导入任何发票')).toBeInTheDocument();
    expect(uploads).toHaveLength(1);
  });

  it('verifies with the platform result and a note; the server decides the status', async () => {
    const VERIFY = '/api/b/finance/eInvoice/verify';
    const { user, grid, fetchMock } = await open(['einvoice:view', 'einvoice:edit'], {
      [`POST ${VERIFY}`]: {
        body: envelope(invoice('e-1', { verifyStatus: 'failed', failedChecks: ['taxRate'] })),
      },
    });
    await user.click(within(rowIn(grid, '25332000000012340001')).getByText('查验'));
    const dialog = await screen.findByRole('dialog', { name: '查验 25332000000012340001' });
    expect(within(dialog).getByText(/金额 \+ 税额 = 价税合计/)).toBeInTheDocument();
    await expectNoAxeViolations(dialog);
    await fill(user, within(dialog).getByLabelText(/^查验说明/), '平台查验一致');
    await user.click(press(dialog, '保存'));
    await waitFor(() => expect(sent(fetchMock, 'POST', VERIFY)).toHaveLength(1));
    expect(sent(fetchMock, 'POST', VERIFY)[0]).toEqual({
      id: 'e-1',
      verifyStatus: 'verified',
      note: '平台查验一致',
    });
  });

  it('shows each 查验 with who, when, the note and every check', async () => {
    const { user, grid } = await open(['einvoice:view', 'einvoice:edit'], {
      'GET /api/b/finance/eInvoice/e-1/verifications': {
        body: envelope([
          {
            id: 'v-1',
            verifyStatus: 'failed',
            checks: [
              { check: 'number', ok: true, detail: 'digital' },
              { check: 'taxRate', ok: false, detail: null },
            ],
            note: '税额与税率不符，退回报销人',
            verifiedAt: '2026-02-22 10:00:00',
            verifiedByName: '李四',
          },
        ]),
      },
    });
    await user.click(within(rowIn(grid, '25332000000012340001')).getByText('查验记录'));
    const dialog = await screen.findByRole('dialog', { name: '查验记录 25332000000012340001' });
    expect(await within(dialog).findByText('李四 于 2026-02-22 10:00:00 查验')).toBeInTheDocument();
    expect(within(dialog).getByText('税额与税率不符，退回报销人')).toBeInTheDocument();
    expect(within(dialog).getByText('查验异常')).toBeInTheDocument();
    const items = within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['通过 发票号码格式 — digital', '不符 税率']);
    await expectNoAxeViolations(dialog);
  });

  it('verifies the chosen invoices in one go and tells the outcome', async () => {
    const BATCH = '/api/b/finance/eInvoice/verifyBatch';
    const { user, grid, fetchMock } = await open(['einvoice:view', 'einvoice:edit'], {
      [`POST ${BATCH}`]: {
        body: envelope({ verified: 1, failed: 0, skipped: 1, results: [] }),
      },
    });
    const batchButton = () => screen.getByRole('button', { name: /^批量查验/ });
    expect(batchButton()).toBeDisabled();
    await user.click(
      within(rowIn(grid, '25332000000012340001')).getByRole('checkbox', { name: '选择此行' }),
    );
    await user.click(
      within(rowIn(grid, '33020000000001')).getByRole('checkbox', { name: '选择此行' }),
    );
    await user.click(batchButton());
    const dialog = await screen.findByRole('dialog', { name: '批量查验 2 张发票' });
    await user.click(press(dialog, '开始查验'));
    await waitFor(() => expect(sent(fetchMock, 'POST', BATCH)).toHaveLength(1));
    expect(sent(fetchMock, 'POST', BATCH)[0]).toEqual({ ids: ['e-1', 'i-1'] });
    expect(await screen.findByText('已查验 1 张，查验异常 0 张，跳过 1 张。')).toBeInTheDocument();
  });
});
