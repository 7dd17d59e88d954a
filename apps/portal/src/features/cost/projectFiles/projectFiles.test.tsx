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
import {
  archiveFile,
  conditionStubs,
  imageStub,
  projectFiles,
  supportStubs,
  viewStub,
} from './projectFileFixtures';

vi.setConfig({ testTimeout: 120_000 });

const SEARCH = '/api/b/project/index/search/searchProject';
const FILES = '/api/b/project/file/p-1';
const READ = '/api/b/project/file/readExcelEx/';
const INTO = '/api/b/evaluate/project/intoPersonLib';
const SHEETS = '/api/b/project/file/readExcel/';
const PRICES = '/api/b/project/file/readPriceExcel';
const ENTRIES = '/api/b/project/file/readDirectory/f-3';
const IMPORT = '/api/b/project/file/import';

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
        ...supportStubs(),
        ...imageStub(),
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
    expect(within(table).getAllByRole('button', { name: /^预览 / })).toHaveLength(1);
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
    // Asked first: cancelling sends nothing.
    const asked = await screen.findByRole('alertdialog', { name: '加入个人库' });
    expect(within(asked).getByText('把此项目加入你的个人库？')).toBeInTheDocument();
    await user.click(within(asked).getByRole('button', { name: '取消' }));
    expect(sent(fetchMock, 'POST', INTO)).toEqual([]);
    await user.click(screen.getByRole('button', { name: '加入个人库' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: '加入个人库' })).getByRole('button', {
        name: '加入个人库',
      }),
    );
    await waitFor(() => expect(sent(fetchMock, 'POST', INTO)).toEqual([{ projectId: 'p-1' }]));
    expect(await screen.findByRole('button', { name: '已加入个人库' })).toBeDisabled();
  });

  it('reads a workbook as a price list by its file id and marks the rows it cannot read', async () => {
    const { fetchMock, user } = await openFiles({
      [`POST ${SHEETS}`]: {
        body: envelope([{ index: 0, name: '材料价', rowCount: 3, headerRow: 0, headers: [] }]),
      },
      [`POST ${PRICES}`]: {
        body: envelope({
          sheet: '材料价',
          valid: 1,
          invalid: 1,
          rows: [
            {
              rowNumber: 2,
              name: '螺纹钢',
              spec: 'HRB400 Φ12',
              unit: 't',
              price: '4120.5',
              error: null,
            },
            {
              rowNumber: 3,
              name: '',
              spec: '',
              unit: '',
              price: null,
              error: '第 3 行没有材料名称',
            },
          ],
        }),
      },
    });
    const table = await screen.findByRole('table', { name: '项目文件列表' });
    // Only the workbook is a price list; the image is not.
    expect(within(table).getAllByRole('button', { name: /^预览价格/ })).toHaveLength(1);
    await user.click(within(table).getByRole('button', { name: '预览价格 清单.xlsx' }));
    const dialog = await screen.findByRole('dialog', { name: '价格文件：清单.xlsx' });
    const prices = await within(dialog).findByRole('table', { name: '价格表 材料价' });
    expect(within(prices).getByText('4,120.50')).toBeInTheDocument();
    expect(within(prices).getByText('第 3 行没有材料名称')).toBeInTheDocument();
    expect(within(dialog).getByText('可用 1 行，不能读取 1 行')).toBeInTheDocument();
    expect(sent(fetchMock, 'POST', PRICES)).toEqual([{ fileId: 'f-1', sheet: 0 }]);
    await expectNoAxeViolations(dialog);
  });

  it('unpacks chosen entries of a zip into the project and shows its images', async () => {
    const image = projectFiles[1]!;
    const { fetchMock, user } = await openFiles({
      [`GET ${FILES}`]: { body: envelope([archiveFile, ...projectFiles]) },
      ...imageStub('p-1', [image]),
      [`GET ${ENTRIES}`]: {
        body: envelope([
          { name: '图纸/一层.pdf', size: 2000, suffix: 'pdf' },
          { name: '照片.png', size: 1000, suffix: 'png' },
        ]),
      },
      [`POST ${IMPORT}`]: {
        body: envelope([
          { ...image, id: 'f-9', fileName: '照片.png' },
          archiveFile,
          ...projectFiles,
        ]),
      },
    });
    const gallery = await screen.findByRole('region', { name: '项目图片' });
    expect(within(gallery).getByRole('link', { name: '现场.png' })).toHaveAttribute(
      'href',
      expect.stringContaining('fileId=f-2'),
    );
    const table = screen.getByRole('table', { name: '项目文件列表' });
    await user.click(within(table).getByRole('button', { name: '解压导入 资料.zip' }));
    const dialog = await screen.findByRole('dialog', { name: '导入压缩包：资料.zip' });
    const chosen = within(dialog).getByRole('button', { name: '导入所选（0）' });
    expect(chosen).toBeDisabled();
    await user.click(await within(dialog).findByRole('checkbox', { name: /照片\.png/ }));
    await expectNoAxeViolations(dialog);
    await user.click(within(dialog).getByRole('button', { name: '导入所选（1）' }));
    await waitFor(() =>
      expect(sent(fetchMock, 'POST', IMPORT)).toEqual([
        { projectId: 'p-1', fileId: 'f-3', entries: ['照片.png'] },
      ]),
    );
    expect(await screen.findByText('已导入 1 个文件')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(table).getAllByRole('row')).toHaveLength(5);
  });

  it('offers only the server-supported suffixes and no zip import without the edit permission', async () => {
    const viewer: UserInfo = zhangsan;
    stubServer(
      base({
        'GET /api/user/info': { body: envelope(viewer) },
        'GET /api/b/project/p-1': { body: envelope(libraryProjects[0]) },
        [`GET ${FILES}`]: { body: envelope([archiveFile]) },
        ...viewStub('p-1', 1),
        ...supportStubs(),
        ...imageStub(),
      }),
    );
    session.signIn(viewer);
    await renderPortal('/consult/detail/project-info/project-files?projectId=p-1');
    const table = await screen.findByRole('table', { name: '项目文件列表' }, { timeout: 30_000 });
    await waitFor(() =>
      expect(within(table).getByRole('button', { name: '预览 资料.zip' })).toBeInTheDocument(),
    );
    expect(within(table).queryByRole('button', { name: /^解压导入/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '导入压缩包' })).not.toBeInTheDocument();
  });
});
