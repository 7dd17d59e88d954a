import { screen, waitFor, within } from '@testing-library/react';
import type {
  NodeScaleSummary,
  ProjectAuthorize,
  ProjectTreeFolderTree,
  UserInfo,
} from '@ccms/api-client';
import { expectNoAxeViolations } from '../../../../../../tooling/vitest/axe';
import { envelope, failure, sent, stubServer, zhangsan } from '../../../app/testing';
import { cleanUpPage, layOutByRole } from '../../admin/footprints/adminPageTesting';
import { renderPanel } from '../fees/panelTesting';
import { ProjectAuthorizeDialog } from './ProjectAuthorizeDialog';
import { ProjectGroupsDialog } from './ProjectGroupsDialog';
import { ScaleSummaryDialog } from './ScaleSummaryDialog';

vi.setConfig({ testTimeout: 60_000 });
afterEach(cleanUpPage);

const editor: UserInfo = {
  ...zhangsan,
  permissions: [...zhangsan.permissions, 'cost:project:edit'],
};

const SUMMARY: NodeScaleSummary = {
  projectId: 'p-1',
  rows: [
    {
      nodeId: 'root',
      parentId: null,
      level: 'project',
      name: '滨江花园',
      area: '1000.00',
      computedArea: '2001.00',
      differs: true,
    },
    {
      nodeId: 's-1',
      parentId: 'root',
      level: 'single',
      name: '1#楼',
      area: null,
      computedArea: '2001.00',
      differs: true,
    },
    {
      nodeId: 'u-1',
      parentId: 's-1',
      level: 'unit',
      name: '建筑工程',
      area: '2001.00',
      computedArea: '2001.00',
      differs: false,
    },
  ],
  totalArea: '2001.00',
  lengths: [{ name: '道路长度', unit: 'km', value: '1.50' }],
  differing: 2,
};

const RESET: NodeScaleSummary = {
  ...SUMMARY,
  rows: SUMMARY.rows.map((row) => ({ ...row, area: row.computedArea, differs: false })),
  differing: 0,
};

describe('ScaleSummaryDialog', () => {
  it('shows stored against summed areas and resets them; axe-clean', async () => {
    let reset = false;
    const fetchMock = stubServer({
      'GET /api/b/calScaleSummary/p-1': () => ({ body: envelope(reset ? RESET : SUMMARY) }),
      'GET /api/b/resetScale/p-1': () => {
        reset = true;
        return { body: envelope(RESET) };
      },
    });
    const { user } = await renderPanel(
      <ScaleSummaryDialog projectId="p-1" canEdit onClose={vi.fn()} />,
      editor,
    );
    const dialog = await screen.findByRole('dialog', { name: '规模汇总' });
    const table = await within(dialog).findByRole('table', { name: '规模汇总' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(within(rows[2]!).getByText('1#楼')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('2,001.00')).toBeInTheDocument();
    expect(within(dialog).getByText(/2 个节点的面积与汇总不一致/)).toBeInTheDocument();
    expect(within(dialog).getByText(/道路长度 1.50 km/)).toBeInTheDocument();
    await expectNoAxeViolations(dialog);
    await user.click(within(dialog).getByRole('button', { name: '重置规模' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([url]) => (url as string).includes('/b/resetScale/p-1')),
      ).toBe(true),
    );
    expect(await within(dialog).findByText(/各节点面积与汇总一致/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '重置规模' })).toBeDisabled();
  });

  it('offers no reset to a reader', async () => {
    stubServer({ 'GET /api/b/calScaleSummary/p-1': { body: envelope(SUMMARY) } });
    await renderPanel(
      <ScaleSummaryDialog projectId="p-1" canEdit={false} onClose={vi.fn()} />,
      zhangsan,
    );
    const dialog = await screen.findByRole('dialog', { name: '规模汇总' });
    await within(dialog).findByRole('table');
    expect(within(dialog).queryByRole('button', { name: '重置规模' })).toBeNull();
  });
});

const AUTHORIZE: ProjectAuthorize = {
  projectId: 'p-1',
  restricted: true,
  canAudit: false,
  members: [
    {
      userId: 'user-lisi',
      name: '李四',
      loginName: 'lisi',
      deptName: '造价一部',
      canAudit: true,
      remark: '主审',
    },
    {
      userId: 'user-zhangsan',
      name: '张三',
      loginName: 'zhangsan',
      deptName: null,
      canAudit: false,
      remark: null,
    },
  ],
};

describe('ProjectAuthorizeDialog', () => {
  it('lists the authorised staff and whether the user may audit; axe-clean', async () => {
    stubServer({
      'GET /api/b/projectAuthorize/findAuthorize/p-1': { body: envelope(AUTHORIZE) },
    });
    await renderPanel(<ProjectAuthorizeDialog projectId="p-1" onClose={vi.fn()} />, zhangsan);
    const dialog = await screen.findByRole('dialog', { name: '项目授权' });
    const table = await within(dialog).findByRole('table', { name: '项目授权' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByText('李四')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('是')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('否')).toBeInTheDocument();
    expect(within(dialog).getByText('您不能审核本项目')).toBeInTheDocument();
    await expectNoAxeViolations(dialog);
  });

  it('lets an editor mark auditors, remove people and save the list', async () => {
    const fetchMock = stubServer({
      'GET /api/b/projectAuthorize/findAuthorize/p-1': { body: envelope(AUTHORIZE) },
      'POST /api/b/projectAuthorize/saveAuthorize': {
        body: envelope({ ...AUTHORIZE, members: [AUTHORIZE.members[1]!] }),
      },
    });
    const { user } = await renderPanel(
      <ProjectAuthorizeDialog projectId="p-1" canEdit onClose={vi.fn()} />,
      editor,
    );
    const dialog = await screen.findByRole('dialog', { name: '项目授权' });
    await within(dialog).findByRole('table');
    const save = within(dialog).getByRole('button', { name: '保存授权' });
    expect(save).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: '张三 可审核' }));
    await user.click(within(dialog).getByRole('button', { name: '移除 李四' }));
    await user.click(save);
    await waitFor(() =>
      expect(sent(fetchMock, 'POST', '/api/b/projectAuthorize/saveAuthorize')).toEqual([
        { projectId: 'p-1', members: [{ userId: 'user-zhangsan', canAudit: true, remark: null }] },
      ]),
    );
    await expectNoAxeViolations(dialog);
  });

  it('says nobody is authorised while the list is empty', async () => {
    stubServer({
      'GET /api/b/projectAuthorize/findAuthorize/p-1': {
        body: envelope({ ...AUTHORIZE, restricted: false, canAudit: true, members: [] }),
      },
    });
    await renderPanel(<ProjectAuthorizeDialog projectId="p-1" onClose={vi.fn()} />, zhangsan);
    const dialog = await screen.findByRole('dialog', { name: '项目授权' });
    expect(await within(dialog).findByText('尚未授权任何人员')).toBeInTheDocument();
    expect(within(dialog).getByText('您可以审核本项目')).toBeInTheDocument();
  });
});

const FOLDERS: ProjectTreeFolderTree[] = [
  {
    id: 'g-1',
    projectId: 'p-1',
    parentId: null,
    name: '主体',
    sort: 0,
    remark: null,
    nodes: [{ id: 's-1', name: '1#楼', level: 'single' }],
    children: [
      {
        id: 'g-2',
        projectId: 'p-1',
        parentId: 'g-1',
        name: '安装',
        sort: 0,
        remark: null,
        nodes: [],
        children: [],
      },
    ],
  },
];

const CUSTOM = [
  {
    id: 's-1',
    parentId: 'root',
    level: 'single',
    code: '',
    name: '1#楼',
    path: '滨江 / 1#楼',
    folderIds: ['g-1'],
  },
  {
    id: 'u-1',
    parentId: 's-1',
    level: 'unit',
    code: '',
    name: '电气',
    path: '滨江 / 1#楼 / 电气',
    folderIds: [],
  },
];

describe('ProjectGroupsDialog', () => {
  beforeEach(() => layOutByRole({ treegrid: { width: 1000, height: 400 } }));

  const TREE = '/api/b/project/tree/projectTree/p-1';
  const DRAG = '/api/b/project/tree/dragData';
  const rowOf = async (dialog: HTMLElement, text: string) => {
    const tree = await within(dialog).findByRole('treegrid', { name: '分组树' });
    return (await within(tree).findByText(text)).closest<HTMLElement>('[role="row"]')!;
  };
  const openGroups = async (extra: Parameters<typeof stubServer>[0] = {}) => {
    const fetchMock = stubServer({
      [`GET ${TREE}`]: { body: envelope(FOLDERS) },
      'GET /api/b/customProjectNode/p-1': { body: envelope(CUSTOM) },
      ...extra,
    });
    const { user } = await renderPanel(
      <ProjectGroupsDialog projectId="p-1" canEdit onClose={vi.fn()} />,
      editor,
    );
    const dialog = await screen.findByRole('dialog', { name: '项目分组' });
    return { fetchMock, user, dialog };
  };

  it('moves a node to another folder with 移动到…, and refuses a folder into its sub-folder', async () => {
    const { fetchMock, user, dialog } = await openGroups({
      [`POST ${DRAG}`]: { body: envelope(FOLDERS) },
    });
    await user.click(within(await rowOf(dialog, '主体')).getByRole('button', { name: '移动到…' }));
    let picker = await screen.findByRole('dialog', { name: '移动“主体”' });
    await user.click(within(picker).getByRole('button', { name: /目标分组/ }));
    await user.click(await screen.findByRole('option', { name: /安装/ }));
    await user.click(within(picker).getByRole('button', { name: '移动' }));
    expect(await within(picker).findByRole('alert')).toHaveTextContent(
      '不能把分组移到它自己或它的下级分组之下',
    );
    expect(sent(fetchMock, 'POST', DRAG)).toEqual([]);
    await user.click(within(picker).getByRole('button', { name: '取消' }));

    await user.click(within(await rowOf(dialog, '1#楼')).getByRole('button', { name: '移动到…' }));
    picker = await screen.findByRole('dialog', { name: '移动“1#楼”' });
    await user.click(within(picker).getByRole('button', { name: /目标分组/ }));
    await user.click(await screen.findByRole('option', { name: /安装/ }));
    await user.click(within(picker).getByRole('button', { name: '移动' }));
    await waitFor(() =>
      expect(sent(fetchMock, 'POST', DRAG)).toEqual([
        { projectId: 'p-1', type: 'node', id: 's-1', targetId: 'g-2', fromId: 'g-1', index: 10000 },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '移动“1#楼”' })).toBeNull());
  });

  it('shows the server’s refusal of a move', async () => {
    const { fetchMock, user, dialog } = await openGroups({
      [`POST ${DRAG}`]: failure('不能把分组拖到它自己或它的下级分组之下'),
    });
    await user.click(within(await rowOf(dialog, '安装')).getByRole('button', { name: '移动到…' }));
    const picker = await screen.findByRole('dialog', { name: '移动“安装”' });
    await user.click(within(picker).getByRole('button', { name: /目标分组/ }));
    await user.click(await screen.findByRole('option', { name: '（顶层）' }));
    await user.click(within(picker).getByRole('button', { name: '移动' }));
    await waitFor(() => expect(sent(fetchMock, 'POST', DRAG)).toHaveLength(1));
    expect(await within(picker).findByRole('alert')).toHaveTextContent(
      '不能把分组拖到它自己或它的下级分组之下',
    );
  });

  it('renames a folder and finds folders; axe-clean', async () => {
    const { fetchMock, user, dialog } = await openGroups({
      'PUT /api/b/project/tree': { body: envelope({ ...FOLDERS[0]!, name: '主体结构' }) },
      'POST /api/b/project/tree/findProjectTrees': {
        body: envelope([{ ...FOLDERS[0]!.children[0]!, path: '主体 / 安装' }]),
      },
    });
    await user.click(within(await rowOf(dialog, '主体')).getByRole('button', { name: '重命名' }));
    const rename = await screen.findByRole('dialog', { name: '重命名分组：主体' });
    const name = within(rename).getByRole('textbox', { name: /分组名称/ });
    await user.clear(name);
    await user.type(name, '主体结构');
    await user.click(within(rename).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(sent(fetchMock, 'PUT', '/api/b/project/tree')).toEqual([
        { id: 'g-1', name: '主体结构', remark: null },
      ]),
    );
    const search = within(dialog).getByRole('region', { name: '查找分组' });
    await user.type(within(search).getByRole('textbox', { name: '分组或节点名称' }), '安装');
    await user.click(within(search).getByRole('button', { name: '查找' }));
    expect(await within(search).findByText('主体 / 安装')).toBeInTheDocument();
    expect(sent(fetchMock, 'POST', '/api/b/project/tree/findProjectTrees')).toEqual([
      { projectId: 'p-1', keyword: '安装' },
    ]);
    await expectNoAxeViolations(dialog);
  });

  it('moves a node with the keyboard as a drag does', async () => {
    const { fetchMock, user, dialog } = await openGroups({
      [`POST ${DRAG}`]: { body: envelope(FOLDERS) },
    });
    // 1#楼 into the folder above it (安装), out of 主体.
    await user.click(await rowOf(dialog, '1#楼'));
    await user.keyboard('{Control>}{Shift>}{ArrowRight}{/Shift}{/Control}');
    await waitFor(() =>
      expect(sent(fetchMock, 'POST', DRAG)).toEqual([
        { projectId: 'p-1', type: 'node', id: 's-1', targetId: 'g-2', fromId: 'g-1', index: 0 },
      ]),
    );
  });

  it('deletes a folder after confirmation', async () => {
    const remove = vi.fn(() => ({ body: envelope(null) }));
    const { user, dialog } = await openGroups({ 'DELETE /api/b/project/tree/g-2': remove });
    await user.click(within(await rowOf(dialog, '安装')).getByRole('button', { name: '删除' }));
    const confirmation = await screen.findByRole('alertdialog');
    expect(confirmation).toHaveTextContent('删除分组“安装”及其下级分组？');
    await user.click(within(confirmation).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(remove).toHaveBeenCalledTimes(1));
  });

  it('shows the folders with their nodes and creates one; axe-clean', async () => {
    const fetchMock = stubServer({
      'GET /api/b/project/tree/projectTree/p-1': { body: envelope(FOLDERS) },
      'GET /api/b/customProjectNode/p-1': { body: envelope(CUSTOM) },
      'POST /api/b/project/tree': {
        body: envelope({ ...FOLDERS[0]!, id: 'g-3', children: undefined }),
      },
    });
    const { user } = await renderPanel(
      <ProjectGroupsDialog projectId="p-1" canEdit onClose={vi.fn()} />,
      editor,
    );
    const dialog = await screen.findByRole('dialog', { name: '项目分组' });
    const tree = await within(dialog).findByRole('treegrid', { name: '分组树' });
    expect(await within(tree).findByText('1#楼')).toBeInTheDocument();
    expect(within(tree).getByText('安装', { selector: 'strong' })).toBeInTheDocument();
    const create = await within(dialog).findByRole('button', { name: '新建分组' });
    expect(create).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: /分组名称/ }), '电气专业');
    await user.click(within(dialog).getByRole('checkbox', { name: '滨江 / 1#楼 / 电气' }));
    await user.click(create);
    await waitFor(() =>
      expect(sent(fetchMock, 'POST', '/api/b/project/tree')).toEqual([
        { projectId: 'p-1', parentId: null, name: '电气专业', nodeIds: ['u-1'] },
      ]),
    );
    await expectNoAxeViolations(dialog);
  });

  it('shows a reader the folders only', async () => {
    stubServer({ 'GET /api/b/project/tree/projectTree/p-1': { body: envelope([]) } });
    await renderPanel(
      <ProjectGroupsDialog projectId="p-1" canEdit={false} onClose={vi.fn()} />,
      zhangsan,
    );
    const dialog = await screen.findByRole('dialog', { name: '项目分组' });
    expect(await within(dialog).findByText('还没有分组')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: '新建分组' })).toBeNull();
  });
});
