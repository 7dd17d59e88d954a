import { act, screen, waitFor, within } from '@testing-library/react';
import type { CheckRecord, UserInfo } from '@ccms/api-client';
import { expectNoAxeViolations } from '../../../../../../tooling/vitest/axe';
import {
  envelope,
  fill,
  press,
  sent,
  stubServer,
  type ServerStub,
  zhangsan,
} from '../../../app/testing';
import { cleanUpPage } from '../../admin/footprints/adminPageTesting';
import { FakeSocket } from '../../inbox/fakeSocket';
import { openMessageSocket } from '../../inbox/messageSocket';
import { renderPanel } from '../fees/panelTesting';
import { libraryProjects } from '../library/libraryFixtures';
import QualityCheckTab from './QualityCheckTab';
import { checkRecord, finding } from './qualityFixtures';

vi.setConfig({ testTimeout: 60_000 });

const RECORDS = '/api/b/quality/checkrecord/checkedProject';
const START = '/api/b/quality/checkrecord/start';
const FINDINGS = '/api/b/quality/checkrecord/queryList';
const IGNORE = '/api/b/quality/checkrecord/setIgnore';
const OPINION = '/api/b/quality/checkrecord/setOpinion';
const VIEWED = '/api/b/quality/checkrecord/saveViewState';
const REPORT = '/api/b/quality/check/report/generatorReport';

const checker: UserInfo = {
  ...zhangsan,
  permissions: [...zhangsan.permissions, 'cost:quality:check'],
};

const bidProject = { ...libraryProjects[0]!, id: 'p-1', fileType: 'bid' as const };
const controlProject = {
  ...libraryProjects[0]!,
  id: 'p-ctl',
  name: '1#住宅楼 控制价',
  code: 'KZJ-01',
};

const findingsPage = {
  pageNo: 1,
  pageSize: 20,
  total: 2,
  data: [
    finding('fd-1'),
    finding('fd-2', {
      rowKind: 'node',
      rowId: null,
      rowLabel: '混凝土工程',
      viewed: true,
      ignored: true,
      ignoredBy: '李四',
      ignoredAt: '2026-05-02 10:00:00',
      opinion: '已与编制人确认',
    }),
  ],
};

async function openTab(
  signedIn: UserInfo = checker,
  records: CheckRecord[] = [],
  extra: ServerStub = {},
) {
  const fetchMock = stubServer({
    'GET /api/user/info': { body: envelope(signedIn) },
    'GET /api/b/project/p-1': { body: envelope(bidProject) },
    'POST /api/b/project/index/search/searchProject': {
      body: envelope({ pageNo: 1, pageSize: 200, total: 1, data: [controlProject] }),
    },
    [`POST ${RECORDS}`]: () => ({ body: envelope(records) }),
    [`POST ${FINDINGS}`]: { body: envelope(findingsPage) },
    [`POST ${VIEWED}`]: { body: envelope({ updated: 1 }) },
    [`POST ${IGNORE}`]: { body: envelope({ updated: 1 }) },
    [`POST ${OPINION}`]: { body: envelope(finding('fd-1', { opinion: '单价取整误差' })) },
    ...extra,
  });
  const view = await renderPanel(<QualityCheckTab projectId="p-1" />, signedIn);
  await screen.findByRole('heading', { name: '质量检查' });
  return { fetchMock, user: view.user };
}

afterEach(cleanUpPage);

describe('QualityCheckTab', () => {
  it('starts a check with the chosen checks, shows its progress, then the grouped results', async () => {
    const records: CheckRecord[] = [];
    const finished = checkRecord('r-2');
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { fetchMock, user } = await openTab(checker, records, {
      [`POST ${START}`]: () => {
        records.push(finished);
        return { body: envelope(finished) };
      },
    });
    expect(await screen.findByText(/还没有检查记录/)).toBeInTheDocument();
    // The long call answers only when the test lets it.
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      const href =
        typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (href.includes(START)) await gate;
      return answer(input, init);
    });
    FakeSocket.reset();
    const socket = openMessageSocket({
      url: 'ws://test',
      onMessage: () => undefined,
      WebSocket: FakeSocket,
    });

    await user.click(press(screen.getByRole('group', { name: '质量检查操作' }), '开始检查'));
    const dialog = await screen.findByRole('dialog', { name: '开始质量检查' });
    await user.click(within(dialog).getByLabelText('全选'));
    await user.click(press(dialog, '开始检查'));
    expect(within(dialog).getByText('请至少选择一个检查项')).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('税金检查'));
    await user.click(within(dialog).getByLabelText('清单单价检查'));
    // A bid can be compared with a control price of the library.
    expect(await within(dialog).findByText('对比的招标控制价')).toBeInTheDocument();
    await user.click(press(dialog, '开始检查'));

    const progress = await screen.findByRole('progressbar');
    expect(progress).toHaveAccessibleName(expect.stringContaining('正在检查，已用时 0 秒'));
    expect(progress).not.toHaveAttribute('aria-valuenow');
    // The server pushes the run's progress (checks done / all) over the message socket.
    const { progressId } = sent(fetchMock, 'POST', START)[0] as { progressId: string };
    act(() =>
      FakeSocket.latest().push(
        JSON.stringify({ type: 'progress', progressId, percent: 55, stage: 'check' }),
      ),
    );
    await waitFor(() =>
      expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '55'),
    );
    await act(async () => {
      release();
      await gate;
    });
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(sent(fetchMock, 'POST', START)).toEqual([
      {
        projectId: 'p-1',
        checks: ['checkBillPrice', 'taxCheck'],
        controlProjectId: null,
        progressId: expect.any(String) as unknown,
      },
    ]);
    expect(await screen.findByText('检查完成：错误 2，警告 1，提示 0')).toBeInTheDocument();

    const results = await screen.findByRole('region', { name: '检查结果' });
    const billPrice = within(results).getByRole('region', { name: '清单单价检查' });
    expect(within(billPrice).getByText('合价 ≠ 工程量 × 综合单价')).toBeInTheDocument();
    expect(within(billPrice).getByText('错误')).toBeInTheDocument();
    expect(within(billPrice).getByText('2 条')).toBeInTheDocument();
    const tax = within(results).getByRole('region', { name: '税金检查' });
    expect(within(tax).getByText('警告')).toBeInTheDocument();
    // The record is in the history.
    const history = screen.getByRole('table', { name: '检查记录' });
    expect(within(history).getByText('张三')).toBeInTheDocument();
    expect(within(history).getByText('12.3 秒')).toBeInTheDocument();
    await expectNoAxeViolations(screen.getByRole('main'));
    socket.close();
  });

  it('lists a rule’s findings, marks them viewed, ignores, restores, takes an opinion and links bills', async () => {
    const { fetchMock, user } = await openTab(checker, [checkRecord('r-2')]);
    await user.click(await screen.findByText('合价 ≠ 工程量 × 综合单价', { selector: 'button' }));
    const panel = await screen.findByRole('region', { name: '问题明细：合价 ≠ 工程量 × 综合单价' });
    await within(panel).findByText('010502001001 矩形柱');
    expect(sent(fetchMock, 'POST', FINDINGS)[0]).toEqual({
      pageNo: 1,
      pageSize: 20,
      params: {
        recordId: 'r-2',
        check: 'checkBillPrice',
        rule: 'amountMismatch',
        includeIgnored: false,
      },
    });
    // The unviewed one is marked viewed once listed; the page still says it was new.
    await waitFor(() =>
      expect(sent(fetchMock, 'POST', VIEWED)).toEqual([{ ids: ['fd-1'], viewed: true }]),
    );
    const first = within(panel).getByText('010502001001 矩形柱').closest('tr')!;
    expect(within(first).getByText('未查看')).toBeInTheDocument();
    const second = within(panel).getByText('混凝土工程').closest('tr')!;
    expect(within(second).getByText('李四 于 2026-05-02 10:00:00 忽略')).toBeInTheDocument();
    expect(within(second).getByText('已与编制人确认')).toBeInTheDocument();

    // 定位 leads to the bill in the structure; a node's finding has no bill to go to.
    expect(
      within(first).getByRole('link', { name: '在项目结构中定位 010502001001 矩形柱' }),
    ).toHaveAttribute(
      'href',
      '/consult/detail/project-info/project-structure?projectId=p-1&node=n-div&bill=b-7',
    );
    expect(within(second).queryByRole('link')).toBeNull();

    await user.click(press(first, '忽略'));
    await waitFor(() =>
      expect(sent(fetchMock, 'POST', IGNORE)).toEqual([{ ids: ['fd-1'], ignored: true }]),
    );
    await user.click(press(second, '取消忽略'));
    await waitFor(() =>
      expect(sent(fetchMock, 'POST', IGNORE)[1]).toEqual({ ids: ['fd-2'], ignored: false }),
    );

    await user.click(press(first, '意见'));
    const dialog = await screen.findByRole('dialog', { name: '审核意见：010502001001 矩形柱' });
    await fill(user, within(dialog).getByLabelText('意见'), '  单价取整误差 ');
    await user.click(press(dialog, '保存'));
    await waitFor(() =>
      expect(sent(fetchMock, 'POST', OPINION)).toEqual([{ id: 'fd-1', opinion: '单价取整误差' }]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expectNoAxeViolations(screen.getByRole('main'));
  });

  it('expands a fee finding into the fee checks of its row and the rows beneath it', async () => {
    const FEE_CHECKS = '/api/b/quality/check/findFeeCheckByParentId';
    const feeFinding = finding('fd-fee', {
      check: 'lawfeeCheck',
      rowKind: 'fee',
      rowId: 'fD',
      rowLabel: 'fD 规费',
      viewed: true,
      message: '规费合计与下级费用之和不符',
    });
    const { fetchMock, user } = await openTab(checker, [checkRecord('r-2')], {
      [`POST ${FINDINGS}`]: {
        body: envelope({ pageNo: 1, pageSize: 20, total: 2, data: [feeFinding, finding('fd-1')] }),
      },
      [`POST ${FEE_CHECKS}`]: {
        body: envelope([
          finding('fd-fee-1', {
            rowKind: 'fee',
            rowId: 'fD1',
            rowLabel: 'fD1 社会保险费',
            expected: '≤ 32%',
            actual: '45%',
            message: '社会保险费费率 45% 高于上限 32%',
          }),
        ]),
      },
    });
    await user.click(await screen.findByText('合价 ≠ 工程量 × 综合单价', { selector: 'button' }));
    const panel = await screen.findByRole('region', { name: '问题明细：合价 ≠ 工程量 × 综合单价' });
    const feeRow = (await within(panel).findByText('fD 规费')).closest('tr')!;
    // a bill's finding has no fee details
    const billRow = within(panel).getByText('010502001001 矩形柱').closest('tr')!;
    expect(within(billRow).queryByRole('button', { name: /费用的检查结果/ })).toBeNull();
    const toggle = within(feeRow).getByRole('button', {
      name: '展开“fD 规费”及其下级费用的检查结果',
    });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const details = await within(panel).findByRole('table', {
      name: '“fD 规费”及其下级费用的检查结果',
    });
    expect(within(details).getByText('社会保险费费率 45% 高于上限 32%')).toBeInTheDocument();
    expect(sent(fetchMock, 'POST', FEE_CHECKS)).toEqual([{ recordId: 'r-2', parentId: 'fD' }]);
    await expectNoAxeViolations(panel);
    await user.click(toggle);
    expect(
      within(panel).queryByRole('table', { name: '“fD 规费”及其下级费用的检查结果' }),
    ).toBeNull();
  });

  it('checks the owner-supplied share against a limit, refusing a limit that is not a number', async () => {
    const SUPPLY = '/api/b/quality/project/checkSupplyScale';
    const { fetchMock, user } = await openTab(checker, [], {
      [`POST ${SUPPLY}`]: {
        body: envelope({
          units: [
            {
              unitId: 'n-u1',
              unitName: '建筑与装饰工程',
              supplied: '45000.00',
              total: '195000.00',
              share: '23.08',
              over: true,
            },
          ],
          supplied: '45000.00',
          total: '195000.00',
          share: '23.08',
          over: true,
          materials: [
            {
              code: 'JG01',
              name: '材料JG01',
              spec: '',
              unit: 't',
              quantity: '10',
              price: '4500',
              amount: '45000.00',
            },
          ],
        }),
      },
    });
    await user.click(screen.getByRole('button', { name: '甲供材比例' }));
    const panel = await screen.findByRole('region', { name: '甲供材比例' });
    const limit = within(panel).getByRole('textbox', { name: /比例上限/ });
    await fill(user, limit, 'abc');
    await user.click(within(panel).getByRole('button', { name: '检查' }));
    expect(await within(panel).findByText('甲供比例上限须为数字')).toBeInTheDocument();
    expect(sent(fetchMock, 'POST', SUPPLY)).toEqual([]);

    await user.clear(limit);
    await fill(user, limit, '20');
    await user.click(within(panel).getByRole('button', { name: '检查' }));
    expect(
      await within(panel).findByText(
        /全部项目：甲供材 45,000.00 元，人材机合计 195,000.00 元，占 23.08%/,
      ),
    ).toBeInTheDocument();
    expect(sent(fetchMock, 'POST', SUPPLY)).toEqual([{ projectId: 'p-1', maxShare: '20' }]);
    const units = within(panel).getByRole('table', { name: '各单位工程的甲供材比例' });
    const unit = within(units).getByRole('rowheader', { name: '建筑与装饰工程' }).closest('tr')!;
    expect(within(unit).getByText('超限')).toBeInTheDocument();
    expect(within(panel).getByRole('table', { name: '甲供材料' })).toHaveTextContent('JG01');
    await expectNoAxeViolations(panel);
  });

  it('saves a record’s form, checked like the server, keeping the dialog on a refusal', async () => {
    const FORM = '/api/b/quality/checkrecord/saveFrom';
    let refuse = true;
    const { fetchMock, user } = await openTab(checker, [checkRecord('r-2')], {
      [`POST ${FORM}`]: () =>
        refuse
          ? { body: { code: 2000, success: false, msg: '不能与本项目自身比较', data: null } }
          : {
              body: envelope({
                recordId: 'r-2',
                name: '1#住宅楼 送审复核',
                checker: '张三',
                controlProjectId: null,
                controlProjectName: null,
                remark: null,
                updatedAt: '2026-05-01 10:00:00',
              }),
            },
    });
    await user.click(
      await screen.findByRole('button', { name: '填写 2026-05-01 09:00:12 的检查表单' }),
    );
    const dialog = await screen.findByRole('dialog', { name: '检查表单：2026-05-01 09:00:12' });
    const name = within(dialog).getByRole('textbox', { name: /检查名称/ });
    expect(name).toHaveValue('1#住宅楼 质量检查');
    expect(within(dialog).getByRole('textbox', { name: /检查人/ })).toHaveValue('张三');
    await user.clear(name);
    await user.click(press(dialog, '保存'));
    expect(await within(dialog).findByText('请输入检查名称')).toBeInTheDocument();
    expect(sent(fetchMock, 'POST', FORM)).toEqual([]);
    await expectNoAxeViolations(dialog);

    await fill(user, name, '1#住宅楼 送审复核');
    await user.click(press(dialog, '保存'));
    expect(await within(dialog).findByText('未能保存：不能与本项目自身比较')).toBeInTheDocument();
    refuse = false;
    await user.click(press(dialog, '保存'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent(fetchMock, 'POST', FORM)[1]).toEqual({
      recordId: 'r-2',
      name: '1#住宅楼 送审复核',
      checker: '张三',
      controlProjectId: null,
      remark: '',
    });
  });

  it('downloads the report as Excel or PDF, saying which one is being generated', async () => {
    const { fetchMock, user } = await openTab(checker, [checkRecord('r-2')]);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      const href =
        typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (!href.includes(REPORT)) return answer(input, init);
      const { format } = JSON.parse(init?.body as string) as { format: string };
      if (format === 'pdf') await gate;
      return new Response(format === 'pdf' ? '%PDF-1.7' : 'PK', {
        headers: { 'Content-Type': format === 'pdf' ? 'application/pdf' : 'application/zip' },
      });
    });
    const created: Blob[] = [];
    const clicked: string[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => {
          created.push(blob);
          return 'blob:report';
        },
        revokeObjectURL: () => undefined,
      }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });

    const actions = screen.getByRole('group', { name: '质量检查操作' });
    await user.click(press(actions, '生成报告'));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Excel 工作簿（.xlsx，全部问题）', 'PDF 文档（.pdf，可打印）']);
    await expectNoAxeViolations(document.body);
    await user.click(within(menu).getByRole('menuitem', { name: 'PDF 文档（.pdf，可打印）' }));
    const status = await screen.findByText('正在生成 PDF 报告…');
    expect(status).toHaveAttribute('role', 'status');
    expect(sent(fetchMock, 'POST', REPORT)).toEqual([{ recordId: 'r-2', format: 'pdf' }]);
    release();
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]).toMatch(/\.pdf$/);
    expect(created[0]!.size).toBe(8);
    await waitFor(() => expect(status).toBeEmptyDOMElement());

    await user.click(press(actions, '生成报告'));
    await user.click(await screen.findByRole('menuitem', { name: /Excel/ }));
    await waitFor(() => expect(clicked).toHaveLength(2));
    expect(clicked[1]).toMatch(/\.xlsx$/);
    expect(sent(fetchMock, 'POST', REPORT)[1]).toEqual({ recordId: 'r-2', format: 'xlsx' });
    click.mockRestore();
  });

  it('deletes a check record after confirmation', async () => {
    const remove = vi.fn(() => ({ body: envelope(null) }));
    const { user } = await openTab(checker, [checkRecord('r-2'), checkRecord('r-1')], {
      'DELETE /api/b/quality/checkrecord/r-1': remove,
    });
    const history = await screen.findByRole('table', { name: '检查记录' });
    const rows = within(history).getAllByRole('row');
    await user.click(press(rows[2]!, '删除'));
    const confirmation = await screen.findByRole('alertdialog', { name: '删除检查记录' });
    await user.click(press(confirmation, '删除'));
    await waitFor(() => expect(remove).toHaveBeenCalledTimes(1));
  });

  it('given no cost:quality:check, shows records and findings without ways to change them', async () => {
    const { user } = await openTab(zhangsan, [checkRecord('r-2')]);
    expect(screen.queryByText('开始检查', { selector: 'button' })).toBeNull();
    const history = await screen.findByRole('table', { name: '检查记录' });
    expect(within(history).queryByText('删除', { selector: 'button' })).toBeNull();
    expect(within(history).queryByText('检查表单', { selector: 'button' })).toBeNull();
    await user.click(await screen.findByText('合价 ≠ 工程量 × 综合单价', { selector: 'button' }));
    const panel = await screen.findByRole('region', { name: /问题明细/ });
    await within(panel).findByText('010502001001 矩形柱');
    expect(within(panel).queryByText('忽略', { selector: 'button' })).toBeNull();
    expect(within(panel).queryByText('意见', { selector: 'button' })).toBeNull();
    expect(within(panel).getByRole('link', { name: /定位/ })).toBeInTheDocument();
  });
});
