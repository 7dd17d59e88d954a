import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { UserInfo } from '@ccms/api-client';
import { expectNoAxeViolations } from '../../../../../../tooling/vitest/axe';
import { session } from '../../../app/session';
import { envelope, fill, press, sent, stubServer, type ServerStub } from '../../../app/testing';
import { cleanUpPage, layOutByRole, rowIn } from '../../admin/footprints/adminPageTesting';
import { FakeSocket } from '../../inbox/fakeSocket';
import { openMessageSocket } from '../../inbox/messageSocket';
import { renderFeature } from '../../profile/renderFeature';
import {
  detail,
  detailPage,
  fakeUploads,
  FINANCE_VIEW,
  financeServer,
  financeUser,
  PREVIEW,
} from '../financeFixtures';
import BankFundsPage from './BankFundsPage';

vi.setConfig({ testTimeout: 120_000 });

const LIST = '/api/b/finance/bankDetail/queryList';
const CORRECT = '/api/b/finance/bankDetail/correct';
const PREVIEW_PATH = '/api/b/finance/bankDetailExcel/previewExcel';
const IMPORT = '/api/b/finance/bankDetailExcel/importExcel';

async function openPage(user: UserInfo = financeUser(), extra: ServerStub = {}) {
  const fetchMock = stubServer(
    financeServer(user, { [`POST ${LIST}`]: { body: detailPage() }, ...extra }),
  );
  session.signIn(user);
  await renderFeature(<BankFundsPage />, '/bank-funds/list');
  const grid = await screen.findByRole('grid', { name: '银行流水' }, { timeout: 30_000 });
  await within(grid).findByText('杭州城投建设有限公司', {});
  const events = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  return { fetchMock, grid, user: events };
}

beforeEach(() => layOutByRole({ grid: { width: 5000, height: 800 } }));
afterEach(cleanUpPage);

describe('BankFundsPage', () => {
  it('lists bank rows with bank dates, 2-decimal money and the totals of the search', async () => {
    const { grid, fetchMock } = await openPage();
    expect(sent(fetchMock, 'POST', LIST)[0]).toEqual({ pageNo: 1, pageSize: 20, params: {} });
    const first = rowIn(grid, '杭州城投建设有限公司');
    expect(within(first).getByText('2026/03/05 09:30:00')).toBeInTheDocument();
    expect(within(first).getAllByText('56,000.00').length).toBeGreaterThan(0);
    expect(within(first).getByText('1,234,567.89')).toBeInTheDocument();
    expect(within(first).getByText('华建造价咨询有限公司')).toBeInTheDocument();
    expect(within(first).getByText('建设银行')).toBeInTheDocument();
    expect(within(first).getByText('基本户 6222020200001234')).toBeInTheDocument();
    const paid = rowIn(grid, '国网杭州供电公司');
    expect(within(paid).getByText('8,800.50')).toBeInTheDocument();
    expect(within(paid).getByText('已修正')).toBeInTheDocument();
    expect(within(paid).getByText('李四')).toBeInTheDocument();
    expect(within(paid).getByText('2026-03-06 10:00:00')).toBeInTheDocument();
    expect(
      screen.getByText('合计（45 笔）：收入 1,256,000.00 元，支出 345,678.90 元'),
    ).toBeInTheDocument();
    expect(screen.getByText('本页：收入 56,000.00 元，支出 8,800.50 元')).toBeInTheDocument();
    await expectNoAxeViolations(document.body);
  });

  it('searches by account, text, direction, claim and correction', async () => {
    const { fetchMock, user } = await openPage();
    const bar = screen.getByRole('search', { name: '流水查询条件' });
    await user.click(within(bar).getByRole('button', { name: /账户/ }));
    await user.click(await screen.findByRole('option', { name: '一般户 3301040160009999' }));
    await fill(user, within(bar).getByLabelText('关键字'), '城投');
    await user.click(within(bar).getByRole('button', { name: /收支/ }));
    await user.click(screen.getByRole('option', { name: '收入' }));
    await user.click(within(bar).getByRole('button', { name: /需认领/ }));
    await user.click(screen.getByRole('option', { name: '是' }));
    await user.click(within(bar).getByRole('button', { name: /已修正/ }));
    await user.click(screen.getByRole('option', { name: '否' }));
    await user.click(press(bar, '搜索'));
    await waitFor(() =>
      expect(sent(fetchMock, 'POST', LIST).at(-1)).toEqual({
        pageNo: 1,
        pageSize: 20,
        params: {
          accountId: 'acc-2',
          keyword: '城投',
          direction: 'in',
          isNeedClaim: true,
          isCorrect: false,
        },
      }),
    );
  });

  it('corrects a row: summary, matter and memo with the corrected mark', async () => {
    const { fetchMock, grid, user } = await openPage(financeUser(), {
      [`POST ${CORRECT}`]: { body: envelope(detail('d-1', { isCorrect: true })) },
    });
    await user.click(within(rowIn(grid, '杭州城投建设有限公司')).getByText('修正'));
    const dialog = await screen.findByRole('dialog', { name: '修正流水' });
    const matter = within(dialog).getByLabelText('事项');
    await fill(user, matter, '城投大厦结算审核费');
    await user.click(press(dialog, '保存'));
    await waitFor(() =>
      expect(sent(fetchMock, 'POST', CORRECT)).toEqual([
        { id: 'd-1', isCorrect: true, summary: '咨询费', matter: '城投大厦结算审核费', memo: '' },
      ]),
    );
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '修正流水' })).not.toBeInTheDocument(),
    );
  });

  it('given only the view permission, offers neither import nor correction', async () => {
    const { grid } = await openPage(financeUser(FINANCE_VIEW));
    expect(screen.queryByText('导入流水')).not.toBeInTheDocument();
    expect(within(grid).queryByText('修正', { selector: 'button' })).not.toBeInTheDocument();
  });

  it('imports a statement: upload, preview with mapping, duplicates, a remapped column, import', async () => {
    const uploads = fakeUploads('f-1');
    const previews: unknown[] = [];
    const { fetchMock, user } = await openPage(financeUser(), {
      [`POST ${PREVIEW_PATH}`]: (init) => {
        previews.push(JSON.parse(typeof init?.body === 'string' ? init.body : ''));
        return { body: envelope(PREVIEW) };
      },
      [`POST ${IMPORT}`]: {
        body: envelope({
          batchId: 'b-1',
          rowCount: 3,
          addedCount: 2,
          duplicateCount: 1,
          issues: [],
        }),
      },
    });
    await user.click(press(document.body, '导入流水'));
    const dialog = await screen.findByRole('dialog', { name: '导入银行流水' });
    expect(within(dialog).getByText('下载导入模板')).toHaveAttribute(
      'href',
      '/api/b/finance/bankDetailExcel/getBankTemplate?AuthToken=token-zhangsan',
    );
    // Nothing is sent before an account and a file are chosen.
    await user.click(press(dialog, '上传并预览'));
    expect(within(dialog).getByText('请选择对账单文件')).toBeInTheDocument();
    expect(uploads).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: /导入到账户/ }));
    await user.click(await screen.findByRole('option', { name: '基本户 6222020200001234' }));
    fireEvent.change(within(dialog).getByLabelText('选择文件'), {
      target: { files: [new File(['x'], '工行3月.xlsx')] },
    });
    await user.click(press(dialog, '上传并预览'));
    expect(await within(dialog).findByText(/共 3 行：新增 2 行，重复 1 行/)).toBeInTheDocument();
    expect(uploads).toHaveLength(1);
    expect(previews[0]).toEqual({
      bankAccountImportConfig: { accountId: 'acc-1', columns: {} },
      excelSheetVo: {},
      fileItems: ['f-1'],
      progressId: expect.stringMatching(/^[\w-]{8,64}$/) as unknown,
    });
    expect(within(dialog).getByText('检查通过，可以导入。')).toBeInTheDocument();
    const lines = within(dialog).getByRole('grid', { name: '对账单预览' });
    expect(within(rowIn(lines, '杭州城投建设有限公司')).getByText('重复')).toBeInTheDocument();
    expect(within(rowIn(lines, '西湖区住建局')).getByText('新增')).toBeInTheDocument();
    expect(
      within(rowIn(lines, '西湖区住建局')).getByText('2026/03/06 10:00:00'),
    ).toBeInTheDocument();

    // 摘要 read from another column: the preview is asked again with that column fixed.
    const mapping = within(dialog).getByRole('region', { name: '列对应关系' });
    await user.click(within(mapping).getByRole('button', { name: / 摘要$/ }));
    await user.click(screen.getByRole('option', { name: '第 5 列：对方户名' }));
    await waitFor(() => expect(previews).toHaveLength(2));
    expect(previews[1]).toEqual({
      bankAccountImportConfig: { accountId: 'acc-1', columns: { summary: 4 } },
      excelSheetVo: { sheet: 0, headerRow: 4 },
      fileItems: ['f-1'],
      progressId: expect.any(String) as unknown,
    });
    await expectNoAxeViolations(dialog);

    await user.click(await within(dialog).findByText('确认导入', { selector: 'button' }));
    await waitFor(() => expect(sent(fetchMock, 'POST', IMPORT)).toHaveLength(1));
    // The same reading, under a progressId of its own.
    const imported = sent(fetchMock, 'POST', IMPORT)[0] as { progressId: string };
    expect(imported).toEqual({
      ...(previews[1] as object),
      progressId: expect.any(String) as unknown,
    });
    expect(imported.progressId).not.toBe((previews[1] as { progressId: string }).progressId);
    expect(await screen.findByText('导入完成：新增 2 行，跳过重复 1 行')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '导入银行流水' })).not.toBeInTheDocument(),
    );
  });

  it('names balance breaks by row, and keeps a refused import’s report on screen', async () => {
    fakeUploads('f-2');
    const broken = {
      ...PREVIEW,
      issues: [
        { rowNumber: 7, field: 'balance', message: '第 7 行余额应为 1235567.89，实为 1235000.00' },
      ],
    };
    const { user } = await openPage(financeUser(), {
      [`POST ${PREVIEW_PATH}`]: { body: envelope(broken) },
      [`POST ${IMPORT}`]: {
        body: {
          code: 2000,
          success: false,
          msg: '对账单有 1 处问题，未导入',
          data: {
            batchId: null,
            rowCount: 3,
            addedCount: 0,
            duplicateCount: 0,
            issues: broken.issues,
          },
        },
      },
    });
    await user.click(press(document.body, '导入流水'));
    const dialog = await screen.findByRole('dialog', { name: '导入银行流水' });
    await user.click(within(dialog).getByRole('button', { name: /导入到账户/ }));
    await user.click(await screen.findByRole('option', { name: '基本户 6222020200001234' }));
    fireEvent.change(within(dialog).getByLabelText('选择文件'), {
      target: { files: [new File(['x'], '断档.xlsx')] },
    });
    await user.click(press(dialog, '上传并预览'));
    const problems = await within(dialog).findByRole('grid', { name: '对账单问题' });
    const broke = rowIn(problems, '第 7 行余额应为 1235567.89，实为 1235000.00');
    expect(within(broke).getByText('7')).toBeInTheDocument();
    expect(within(broke).getByText('余额')).toBeInTheDocument();
    expect(within(dialog).getByText('需要处理的问题（1）')).toBeInTheDocument();
    expect(within(dialog).getByText('确认导入', { selector: 'button' })).toBeDisabled();
    expect(within(dialog).getByText('下载问题清单', { selector: 'button' })).toBeInTheDocument();
  });
});

describe('BankFundsPage import progress', () => {
  it('shows the percentage the server pushes over the socket while the import runs', async () => {
    fakeUploads('f-4');
    const { fetchMock, user } = await openPage(financeUser(), {
      [`POST ${PREVIEW_PATH}`]: { body: envelope(PREVIEW) },
      [`POST ${IMPORT}`]: {
        body: envelope({
          batchId: 'b-4',
          rowCount: 3,
          addedCount: 3,
          duplicateCount: 0,
          issues: [],
        }),
      },
    });
    // The import's answer waits until the test releases it; the socket speaks meanwhile.
    let release = () => {};
    let importBody: { progressId?: string } = {};
    const answered = (input: RequestInfo | URL, init?: RequestInit) => {
      const href =
        typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (href.includes('importExcel') && typeof init?.body === 'string') {
        importBody = JSON.parse(init.body) as { progressId?: string };
        return new Promise<Response>((resolve) => {
          release = () => resolve(fetchMock(input, init));
        });
      }
      return fetchMock(input, init);
    };
    vi.stubGlobal('fetch', answered);
    FakeSocket.reset();
    const socket = openMessageSocket({
      url: 'ws://test',
      onMessage: () => {},
      WebSocket: FakeSocket,
    });
    FakeSocket.latest().open();

    await user.click(press(document.body, '导入流水'));
    const dialog = await screen.findByRole('dialog', { name: '导入银行流水' });
    await user.click(within(dialog).getByRole('button', { name: /导入到账户/ }));
    await user.click(await screen.findByRole('option', { name: '基本户 6222020200001234' }));
    fireEvent.change(within(dialog).getByLabelText('选择文件'), {
      target: { files: [new File(['x'], '工行3月.xlsx')] },
    });
    await user.click(press(dialog, '上传并预览'));
    await user.click(await within(dialog).findByText('确认导入', { selector: 'button' }));
    await waitFor(() => expect(importBody.progressId).toBeTruthy());
    const progressId = importBody.progressId!;

    // Another call's frame is not this one's; until a frame arrives the bar only moves.
    act(() =>
      FakeSocket.latest().push(
        JSON.stringify({
          type: 'progress',
          progressId: 'someone-else',
          percent: 80,
          stage: 'save',
        }),
      ),
    );
    expect(within(dialog).queryByText(/80%/)).not.toBeInTheDocument();
    act(() =>
      FakeSocket.latest().push(
        JSON.stringify({ type: 'progress', progressId, percent: 42, stage: 'save' }),
      ),
    );
    const bar = await within(dialog).findAllByRole('progressbar', { name: '正在保存流水…' });
    expect(bar.map((element) => element.getAttribute('aria-valuenow'))).toContain('42');
    expect(within(dialog).getByText('正在保存流水… 42%')).toBeInTheDocument();
    await expectNoAxeViolations(dialog);

    act(() =>
      FakeSocket.latest().push(
        JSON.stringify({ type: 'progress', progressId, percent: 100, stage: 'done' }),
      ),
    );
    expect(await within(dialog).findByText('即将完成… 100%')).toBeInTheDocument();
    release();
    expect(await screen.findByText('导入完成：新增 3 行，跳过重复 0 行')).toBeInTheDocument();
    socket.close();
  });
});

describe('BankFundsPage import refused by the server', () => {
  it('keeps every bad row of a refused import on screen, nothing imported', async () => {
    fakeUploads('f-3');
    const issues = [
      { rowNumber: 6, field: 'dateTime', message: '第 6 行交易日期“2026/13/01”无法识别' },
      { rowNumber: 0, field: 'row', message: '对账单账号与所选账户不一致' },
    ];
    const { fetchMock, user } = await openPage(financeUser(), {
      [`POST ${PREVIEW_PATH}`]: { body: envelope(PREVIEW) },
      [`POST ${IMPORT}`]: {
        body: {
          code: 2000,
          success: false,
          msg: '对账单有 2 处问题，未导入',
          data: { batchId: null, rowCount: 3, addedCount: 0, duplicateCount: 0, issues },
        },
      },
    });
    await user.click(press(document.body, '导入流水'));
    const dialog = await screen.findByRole('dialog', { name: '导入银行流水' });
    await user.click(within(dialog).getByRole('button', { name: /导入到账户/ }));
    await user.click(await screen.findByRole('option', { name: '基本户 6222020200001234' }));
    fireEvent.change(within(dialog).getByLabelText('选择文件'), {
      target: { files: [new File(['x'], '工行3月.xlsx')] },
    });
    await user.click(press(dialog, '上传并预览'));
    await user.click(await within(dialog).findByText('确认导入', { selector: 'button' }));
    await waitFor(() => expect(sent(fetchMock, 'POST', IMPORT)).toHaveLength(1));
    const report = await within(dialog).findByRole('grid', { name: '对账单问题' });
    expect(within(rowIn(report, '第 6 行交易日期“2026/13/01”无法识别')).getByText('交易时间'));
    expect(within(rowIn(report, '对账单账号与所选账户不一致')).getByText('整个文件'));
    expect(within(dialog).getByText('导入被拒绝，未写入任何数据：2 个问题')).toBeInTheDocument();
    expect(await screen.findByText('对账单有 2 处问题，未导入')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: '导入银行流水' })).toBeInTheDocument();
  });
});
