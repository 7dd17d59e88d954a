import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ParamRecord, UserInfo } from '@ccms/api-client';
import { toast } from '@ccms/ui';
import { expectNoAxeViolations } from '../../../../../../tooling/vitest/axe';
import { session } from '../../../app/session';
import {
  envelope,
  renderPortal,
  stubServer,
  zhangsan,
  type ServerStub,
} from '../../../app/testing';
import { bodiesSentTo, giveElementsABox, ok, requestsMade } from '../roles/roleFixtures';

const LIST = 'POST /api/a/sys/param/queryList';
const SAVE = 'POST /api/a/sys/param';
const PARAM_LIST = 'GET /api/share/param/paramList';

const audit = {
  createdBy: 'seed',
  createdAt: '2026-01-01 00:00:00',
  updatedBy: null,
  updatedAt: '2026-01-01 00:00:00',
};

function param(
  key: string,
  value: string,
  category: ParamRecord['category'],
  extra: Partial<ParamRecord> = {},
): ParamRecord {
  return {
    id: `p-${key.replace(/\./g, '-')}`,
    key,
    value,
    category,
    name: null,
    remarks: null,
    inherited: true,
    ...audit,
    ...extra,
  };
}

const basic = [
  param('cas.login', 'false', 'basic', { name: 'CAS 登录' }),
  param('file.maxSize', '50', 'basic', { name: '附件大小上限（MB）', inherited: false }),
  param('sys.name', '造价咨询管理平台', 'basic', { name: '系统名称', remarks: '页头显示' }),
];
const custom = [
  param('home.notice.days', '7', 'custom', { name: '首页公告显示天数' }),
  param('report.title', '成果报告', 'custom', { name: '报告标题', inherited: false }),
];

function pageOf(rows: readonly ParamRecord[]) {
  return { body: envelope({ pageNo: 1, pageSize: 20, total: rows.length, data: rows }) };
}

function userWith(...permissions: string[]): UserInfo {
  return { ...zhangsan, permissions: [...zhangsan.permissions, 'sys:param:view', ...permissions] };
}
const editor = userWith('sys:param:edit', 'sys:param:delete');

/** The list answers by the scope asked; the header's name follows what was last saved. */
function serve(user: UserInfo = editor, extra: ServerStub = {}) {
  session.signIn(user);
  let systemName = '造价咨询管理平台';
  return stubServer({
    [PARAM_LIST]: () => ({ body: envelope([{ key: 'sys.name', value: systemName }]) }),
    'GET /api/user/info': { body: envelope(user) },
    [LIST]: (init) => {
      const body = JSON.parse(init?.body as string) as { params: Record<string, string> };
      if (body.params.category === 'custom') return pageOf(custom);
      if (body.params.group === 'watermark') {
        return pageOf([param('watermark.enabled', 'true', 'custom', { name: '显示水印' })]);
      }
      return pageOf(basic);
    },
    [SAVE]: (init) => {
      const saved = JSON.parse(init?.body as string) as { key: string; value: string };
      if (saved.key === 'sys.name') systemName = saved.value;
      return { body: envelope(param(saved.key, saved.value, 'basic', { inherited: false })) };
    },
    ...extra,
  });
}

async function openPage(path = '/sys-manager/system-params-manage/basic', firstCell = 'sys.name') {
  const view = await renderPortal(path);
  await screen.findByRole('heading', { level: 1, name: '系统参数' }, { timeout: 20_000 });
  await screen.findByText(firstCell, {});
  return { ...view, user: userEvent.setup({ delay: null }) };
}

function rowOf(name: string): HTMLElement {
  // By text, not by role and name: accessible names are slow to compute in jsdom.
  const row = screen
    .getByText(name, { selector: '[role="gridcell"] *, [role="gridcell"]' })
    .closest<HTMLElement>('[role="row"]');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

configure({ asyncUtilTimeout: 5_000 });

beforeAll(async () => {
  await import('./ParamsPage');
}, 60_000);
beforeEach(giveElementsABox);
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  act(() => {
    toast.clear();
    session.clear();
  });
});

describe('ParamsPage', () => {
  it('lists the basic parameters with key, name, value, remarks and where the value comes from', async () => {
    const fetchStub = serve();
    await openPage();

    expect(screen.getByRole('tab', { name: '基础参数' })).toHaveAttribute('aria-selected', 'true');
    expect(bodiesSentTo(fetchStub, LIST)[0]).toEqual({
      pageNo: 1,
      pageSize: 20,
      params: { category: 'basic' },
    });
    const name = rowOf('sys.name');
    expect(within(name).getByText('系统名称')).toBeInTheDocument();
    expect(within(name).getByText('造价咨询管理平台')).toBeInTheDocument();
    expect(within(name).getByText('页头显示')).toBeInTheDocument();
    expect(within(name).getByText('平台默认')).toBeInTheDocument();
    expect(within(rowOf('cas.login')).getByText('否')).toBeInTheDocument();
    expect(within(rowOf('file.maxSize')).getByText('本公司设置')).toBeInTheDocument();
    // Basic parameters come with the platform: no 新增 here.
    expect(screen.queryByRole('button', { name: '新增参数' })).toBeNull();
    await expectNoAxeViolations(screen.getByRole('main'));
  }, 60_000);

  it('switches category by tab, changing the URL, and lists a group of keys by its segment', async () => {
    const fetchStub = serve();
    const { user, router } = await openPage();

    await user.click(screen.getByRole('tab', { name: '自定义参数' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/sys-manager/system-params-manage/custom'),
    );
    await screen.findByText('report.title');
    expect(bodiesSentTo(fetchStub, LIST).at(-1)).toMatchObject({ params: { category: 'custom' } });

    await act(() => router.navigate('/sys-manager/system-params-manage/watermark'));
    await screen.findByText('watermark.enabled');
    expect(screen.getByRole('tab', { name: '参数组：watermark' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(bodiesSentTo(fetchStub, LIST).at(-1)).toMatchObject({ params: { group: 'watermark' } });
  }, 60_000);

  it('edits a text value; saving refreshes the cached basic parameters, so the header follows', async () => {
    const fetchStub = serve();
    const { user } = await openPage();
    const paramListCalls = () => requestsMade(fetchStub).filter((key) => key === PARAM_LIST).length;
    const before = paramListCalls();

    await user.click(within(rowOf('sys.name')).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑参数：sys.name' });
    expect(dialog).toHaveTextContent('当前为平台默认值');
    expect(within(dialog).getByRole('textbox', { name: '参数键' })).toHaveAttribute('readonly');
    const value = within(dialog).getByRole('textbox', { name: '参数值' });
    await user.clear(value);
    await user.type(value, '华信造价平台');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));

    await waitFor(() =>
      expect(bodiesSentTo(fetchStub, SAVE)).toEqual([
        {
          key: 'sys.name',
          value: '华信造价平台',
          category: 'basic',
          name: '系统名称',
          remarks: '页头显示',
        },
      ]),
    );
    expect(await screen.findByText('参数已保存')).toBeInTheDocument();
    await waitFor(() => expect(paramListCalls()).toBeGreaterThan(before));
    expect(await screen.findByText('华信造价平台')).toBeInTheDocument();
  });

  it('edits a true/false value with a switch and a whole number with a number box', async () => {
    const fetchStub = serve();
    const { user } = await openPage();

    await user.click(within(rowOf('cas.login')).getByRole('button', { name: '编辑' }));
    let dialog = await screen.findByRole('dialog', { name: '编辑参数：cas.login' });
    const toggle = within(dialog).getByRole('switch', { name: '参数值' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(bodiesSentTo(fetchStub, SAVE).at(-1)).toMatchObject({
        key: 'cas.login',
        value: 'true',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(rowOf('file.maxSize')).getByRole('button', { name: '编辑' }));
    dialog = await screen.findByRole('dialog', { name: '编辑参数：file.maxSize' });
    const size = within(dialog).getByRole('textbox', { name: '参数值' });
    expect(size).toHaveAttribute('inputmode', 'decimal');
    await user.clear(size);
    await user.type(size, '80');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(bodiesSentTo(fetchStub, SAVE).at(-1)).toMatchObject({
        key: 'file.maxSize',
        value: '80',
      }),
    );
  });

  it('shows the server’s refusal of a save and keeps the dialog open', async () => {
    serve(editor, {
      [SAVE]: { body: { code: 2000, success: false, msg: '参数值不能包含 < 或 >', data: null } },
    });
    const { user } = await openPage();

    await user.click(within(rowOf('sys.name')).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑参数：sys.name' });
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('参数值不能包含 < 或 >')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: '编辑参数：sys.name' })).toBeInTheDocument();
  });

  it('adds a custom parameter, refusing a malformed key first', async () => {
    const fetchStub = serve();
    const { user } = await openPage('/main-page/system-params-manage/custom', 'report.title');

    await user.click(screen.getByRole('button', { name: '新增参数' }));
    const dialog = await screen.findByRole('dialog', { name: '新增自定义参数' });
    const key = within(dialog).getByRole('textbox', { name: '参数键' });
    await user.type(key, 'report title');
    await user.type(within(dialog).getByRole('textbox', { name: '参数值' }), '年度报告');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(key).toHaveAccessibleDescription(expect.stringContaining('参数键格式不正确'));
    expect(bodiesSentTo(fetchStub, SAVE)).toEqual([]);

    await user.clear(key);
    await user.type(key, 'report.subtitle');
    await user.type(within(dialog).getByRole('textbox', { name: '参数名称' }), '报告副标题');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(bodiesSentTo(fetchStub, SAVE)).toEqual([
        {
          key: 'report.subtitle',
          value: '年度报告',
          category: 'custom',
          name: '报告副标题',
          remarks: null,
        },
      ]),
    );
  });

  it('deletes the company’s own custom parameter after asking; an inherited one offers no delete', async () => {
    const fetchStub = serve(editor, { 'DELETE /api/a/sys/param/p-report-title': ok });
    const { user } = await openPage('/sys-manager/system-params-manage/custom', 'report.title');

    expect(within(rowOf('home.notice.days')).queryByRole('button', { name: '删除' })).toBeNull();
    await user.click(within(rowOf('report.title')).getByRole('button', { name: '删除' }));
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('确定要删除参数 report.title 吗？');
    await user.click(within(question).getByRole('button', { name: '取消' }));
    expect(bodiesSentTo(fetchStub, 'DELETE /api/a/sys/param/p-report-title')).toHaveLength(0);

    await user.click(within(rowOf('report.title')).getByRole('button', { name: '删除' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '删除' }),
    );
    await waitFor(() =>
      expect(bodiesSentTo(fetchStub, 'DELETE /api/a/sys/param/p-report-title')).toHaveLength(1),
    );
  });

  it('restores a basic parameter the company set to the platform default after asking', async () => {
    const fetchStub = serve(editor, { 'DELETE /api/a/sys/param/p-file-maxSize': ok });
    const { user } = await openPage();

    expect(within(rowOf('sys.name')).queryByRole('button', { name: '恢复默认' })).toBeNull();
    await user.click(within(rowOf('file.maxSize')).getByRole('button', { name: '恢复默认' }));
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('确定要把参数 file.maxSize 恢复为平台默认值吗？');
    await user.click(within(question).getByRole('button', { name: '恢复默认' }));
    await waitFor(() =>
      expect(bodiesSentTo(fetchStub, 'DELETE /api/a/sys/param/p-file-maxSize')).toHaveLength(1),
    );
  });

  it('given only the view permission, offers no add, edit, delete or restore', async () => {
    serve(userWith());
    await openPage('/sys-manager/system-params-manage/custom', 'report.title');

    const main = screen.getByRole('main');
    for (const name of ['新增参数', '编辑', '删除', '恢复默认']) {
      expect(within(main).queryByRole('button', { name })).toBeNull();
    }
    await expectNoAxeViolations(main);
  });
});
