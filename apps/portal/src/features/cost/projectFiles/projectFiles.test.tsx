import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { UserInfo } from '@ccms/api-client';
import { expectNoAxeViolations } from '../../../../../../tooling/vitest/axe';
import { session } from '../../../app/session';
import {
  envelope,
  paramListAnswer,
  press,
  renderPortal,
  sent,
  stubServer,
  type ServerStub,
  zhangsan,
} from '../../../app/testing';
import { cleanUpPage, layOutByRole } from '../../admin/footprints/adminPageTesting';
import { libraryProjects } from '../library/libraryFixtures';
import { conditionStubs, projectFiles, viewStub } from './projectFileFixtures';

vi.setConfig({ testTimeout: 120_000 });

const SEARCH = '/api/b/project/index/search/searchProject';
const FILES = '/api/b/project/file/p-1';
const READ = '/api/b/project/file/readExcelEx/';
const INTO = '/api/b/evaluate/project/intoPersonLib';

const editor: UserInfo = {
  ...zhangsan,
  permissions: [...zhangsan.permissions, 'cost:project:edit'],
};

function base(extra: ServerStub): ServerStub {
  return {
    'GET /api/share/param/paramList': paramListAnswer({ 'sys.name': '造价咨询管理平台' }),
    'GET /api/user/info': { body: envelope(editor) },
    ...extra,
  };
}

beforeEach(() => layOutByRole({ grid: { width: 2400, height: 800 } }));
afterEach(cleanUpPage);

describe('search conditions in the library', () => {
  it('offers the library choices with counts and searches with the chosen ones', async () => {
    const fetchMock = stubServer(
      base({
        'GET /api/share/bd/treedict/project-kind': { body: envelope([]) },
        [`POST ${SEARCH}`]: {
          body: envelope({ pageNo: 1, pageSize: 20, total: 1, data: [libraryProjects[0]] }),
        },
        'GET /api/b/project/index/search/defaultInfo/consult': { body: envelope([]) },
        ...conditionStubs(),
      }),
    );
    session.signIn(editor);
    await renderPortal('/consult/list');
    const bar = await screen.findByRole('search', { name: '项目查询条件' }, { timeout: 30_000 });
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const subject = within(bar).getByRole('combobox', { name: '科目' });
    await user.type(subject, '土建');
    await user.click(await screen.findByRole('option', { name: '土建工程（3 个项目）' }));
    await user.click(press(bar, '搜索'));
    await waitFor(() =>
      expect(sent(fetchMock, 'POST', SEARCH).at(-1)).toEqual({
        pageNo: 1,
        pageSize: 20,
        params: { subjectCodes: ['01'] },
      }),
    );
    await expectNoAxeViolations(bar);
  });
});

describe('project files tab', () => {
  async function openFiles(extra: ServerStub = {}) {
    const fetchMock = stubServer(
      base({
        'GET /api/b/project/p-1': { body: envelope(libraryProjects[0]) },
        [`GET ${FILES}`]: { body: envelope(projectFiles) },
        ...viewStub('p-1', 7),
        ...extra,
      }),
    );
    session.signIn(editor);
    await renderPortal('/consult/detail/project-info/project-files?projectId=p-1');
    await screen.findByRole('heading', { level: 2, name: '项目文件' }, { timeout: 30_000 });
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    return { fetchMock, user };
  }

  it('lists the files, counts the view and previews a workbook by its id', async () => {
    const { fetchMock, user } = await openFiles({
      [`POST ${READ}`]: {
        body: envelope([
          {
            index: 0,
            name: '分部分项',
            rowCount: 12,
            headerRow: 0,
            headers: ['项目编码', '项目名称'],
            rows: [['010101001001', '平整场地']],
          },
        ]),
      },
    });
    const table = await screen.findByRole('table', { name: '项目文件列表' });
    expect(within(table).getByText('清单.xlsx')).toBeInTheDocument();
    expect(within(table).getByText('20 KB')).toBeInTheDocument();
    expect(await screen.findByText('浏览 7 次')).toBeInTheDocument();
    // Only the workbook has 预览; the image opens inline.
    expect(within(table).getAllByRole('button', { name: /^预览/ })).toHaveLength(1);
    expect(within(table).getByRole('link', { name: /打开/ })).toHaveAttribute(
      'href',
      expect.stringContaining('fileId=f-2'),
    );
    await expectNoAxeViolations(screen.getByRole('main'));

    await user.click(within(table).getByRole('button', { name: '预览 清单.xlsx' }));
    const dialog = await screen.findByRole('dialog', { name: '预览：清单.xlsx' });
    const sheet = await within(dialog).findByRole('table', { name: '工作表 分部分项（12 行）' });
    expect(within(sheet).getByText('平整场地')).toBeInTheDocument();
    expect(sent(fetchMock, 'POST', READ)).toEqual([{ fileId: 'f-1' }]);
  });

  it('shows an empty project and puts the project into the personal library', async () => {
    const { fetchMock, user } = await openFiles({
      [`GET ${FILES}`]: { body: envelope([]) },
      [`POST ${INTO}`]: {
        body: envelope({
          id: 'l-1',
          projectId: 'p-1',
          note: null,
          createdAt: '2024-07-01 10:00:00',
          added: true,
        }),
      },
    });
    expect(await screen.findByText('项目还没有文件')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '加入个人库' }));
    await waitFor(() => expect(sent(fetchMock, 'POST', INTO)).toEqual([{ projectId: 'p-1' }]));
    expect(await screen.findByRole('button', { name: '已加入个人库' })).toBeDisabled();
  });
});
