import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { CostFile, UserInfo } from '@ccms/api-client';
import { expectNoAxeViolations } from '../../../../../../tooling/vitest/axe';
import { session } from '../../../app/session';
import { envelope, press, sent, stubServer, type ServerStub } from '../../../app/testing';
import { cleanUpPage, layOutByRole, rowIn } from '../../admin/footprints/adminPageTesting';
import { financeServer, financeUser } from '../../finance/financeFixtures';
import { renderFeature } from '../../profile/renderFeature';
import CostFileManagePage from './CostFileManagePage';

vi.setConfig({ testTimeout: 120_000 });

const audit = {
  createdBy: 'u-zhangsan',
  createdAt: '2026-03-01 09:00:00',
  updatedBy: 'u-zhangsan',
  updatedAt: '2026-03-01 09:00:00',
};

function costFile(id: string, extra: Partial<CostFile> = {}): CostFile {
  return {
    id,
    documentId: `doc-${id}`,
    version: 1,
    versionCount: 1,
    projectId: 'p-1',
    projectName: '滨江新城安置房',
    projectCode: 'BJ-01',
    stage: 'settlement',
    name: '结算审核报告',
    fileId: `file-${id}`,
    fileName: '结算审核报告.pdf',
    fileSize: 2048,
    remark: null,
    ...audit,
    ...extra,
  };
}

const REPORT = costFile('1', { version: 2, versionCount: 2, fileName: '结算审核报告-终稿.pdf' });
const BUDGET = costFile('2', { name: '施工图预算书', stage: 'budget', fileName: '预算书.xlsx' });
const LIST = '/api/b/cost/file/queryList';

const server = (extra: ServerStub = {}): ServerStub => ({
  [`POST ${LIST}`]: {
    body: envelope({ pageNo: 1, pageSize: 20, total: 2, data: [REPORT, BUDGET] }),
  },
  'GET /api/b/cost/file/projects': {
    body: envelope([{ id: 'p-1', name: '滨江新城安置房', code: 'BJ-01' }]),
  },
  'GET /api/b/cost/file/doc-1/versions': {
    body: envelope([REPORT, costFile('0', { documentId: 'doc-1' })]),
  },
  ...extra,
});

async function open(permissions: string[], extra: ServerStub = {}) {
  const user: UserInfo = financeUser(permissions);
  const fetchMock = stubServer(financeServer(user, server(extra)));
  session.signIn(user);
  await renderFeature(<CostFileManagePage />, '/main-page/cost-file-manage');
  const grid = await screen.findByRole('grid', { name: '造价文件列表' }, { timeout: 30_000 });
  await within(grid).findByText('施工图预算书', {}, { timeout: 10_000 });
  return {
    fetchMock,
    grid,
    user: userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never }),
  };
}

beforeEach(() => layOutByRole({ grid: { width: 4000, height: 800 } }));
afterEach(() => {
  cleanUpPage();
  for (const node of document.querySelectorAll('[data-live-announcer]')) node.remove();
});

describe('CostFileManagePage', () => {
  it('lists the cost files by project and stage, latest version, with preview and download', async () => {
    const { grid } = await open(['cost:file:view', 'cost:file:edit']);
    const report = rowIn(grid, '结算审核报告');
    expect(within(report).getByText('竣工结算')).toBeInTheDocument();
    expect(within(report).getByText('V2')).toBeInTheDocument();
    expect(within(report).getByText('滨江新城安置房（BJ-01）')).toBeInTheDocument();
    expect(
      within(report).getByRole('link', { name: '预览 结算审核报告-终稿.pdf' }).getAttribute('href'),
    ).toContain('fileId=file-1');
    // A workbook is downloaded, not previewed.
    const budget = rowIn(grid, '施工图预算书');
    expect(within(budget).queryByRole('link', { name: /^预览/ })).not.toBeInTheDocument();
    expect(within(budget).getByRole('link', { name: '下载 预算书.xlsx' })).toBeInTheDocument();
    expect(screen.getByText('共 2 份文件')).toBeInTheDocument();
    await expectNoAxeViolations(document.body);
  });

  it('searches by words', async () => {
    const { user, fetchMock } = await open(['cost:file:view']);
    await user.type(screen.getByLabelText('关键词'), '结算');
    await user.click(press(document.body, '搜索'));
    await waitFor(() =>
      expect(
        sent(fetchMock, 'POST', LIST).some((body) =>
          JSON.stringify(body).includes('"keyword":"结算"'),
        ),
      ).toBe(true),
    );
  });

  it('shows a document’s versions', async () => {
    const { grid, user } = await open(['cost:file:view']);
    await user.click(within(rowIn(grid, '结算审核报告')).getByText('历史版本'));
    const dialog = await screen.findByRole('dialog', { name: '历史版本：结算审核报告' });
    await within(dialog).findByText('结算审核报告-终稿.pdf');
    expect(within(dialog).getByText('V1')).toBeInTheDocument();
    expect(within(dialog).getByText('V2')).toBeInTheDocument();
  });

  it('without cost:file:edit offers no upload, new version or delete', async () => {
    const { grid } = await open(['cost:file:view']);
    expect(screen.queryByText('上传文件', { selector: 'button' })).not.toBeInTheDocument();
    expect(within(rowIn(grid, '结算审核报告')).queryByText('上传新版本')).not.toBeInTheDocument();
    expect(within(rowIn(grid, '结算审核报告')).queryByText('删除')).not.toBeInTheDocument();
  });

  it('asks for a file before saving a new one', async () => {
    const { user, fetchMock } = await open(['cost:file:view', 'cost:file:edit']);
    await user.click(press(document.body, '上传文件'));
    const dialog = await screen.findByRole('dialog', { name: '上传造价文件' });
    await user.click(press(dialog, '保存'));
    await waitFor(() => expect(sent(fetchMock, 'POST', '/api/b/cost/file')).toHaveLength(0));
    await expectNoAxeViolations(dialog);
  });
});
