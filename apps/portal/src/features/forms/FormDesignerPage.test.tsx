import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../../../../tooling/vitest/axe';
import { session } from '../../app/session';
import { envelope, fill, press, sent, stubServer, systemAdmin } from '../../app/testing';
import { cleanUpPage, layOutByRole, rowIn } from '../admin/footprints/adminPageTesting';
import { renderFeature } from '../profile/renderFeature';
import FormDesignerPage from './FormDesignerPage';
import { RECEIVE } from './formsFixtures';

vi.setConfig({ testTimeout: 120_000 });

const SAVE = '/api/b/wf/form';
const SMALL = {
  ...RECEIVE,
  fields: RECEIVE.fields.filter((field) => field.key === 'title' || field.key === 'remark'),
  nodes: { os_admin: { remark: { display: true, readonly: false, required: true } } },
};
const { fields: _fields, nodes: _nodes, ...summary } = SMALL;

beforeEach(() => layOutByRole({ grid: { width: 2600, height: 800 } }));
afterEach(cleanUpPage);

describe('FormDesignerPage', () => {
  it('edits a form: renames, adds a field, reorders, sets a node config, and saves it', async () => {
    const fetchMock = stubServer({
      'POST /api/b/wf/form/queryList': {
        body: envelope({
          pageNo: 1,
          pageSize: 20,
          total: 1,
          data: [{ ...summary, fieldCount: 2, recordCount: 3 }],
        }),
      },
      [`GET /api/b/wf/form/${RECEIVE.id}`]: { body: envelope(SMALL) },
      [`POST ${SAVE}`]: { body: envelope(SMALL) },
    });
    session.signIn(systemAdmin);
    await renderFeature(<FormDesignerPage />, '/sys-manager/model-form-manager');
    const grid = await screen.findByRole('grid', { name: '表单定义' }, { timeout: 30_000 });
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    await user.click(press(rowIn(grid, '办公用品领用'), '编辑'));
    await screen.findByRole('heading', { name: '编辑表单：办公用品领用' });
    await expectNoAxeViolations(document.body);

    const name = screen.getByLabelText('表单名称');
    await user.clear(name);
    await user.paste('办公用品领用单');
    await user.click(press(document.body, '添加字段'));
    await user.clear(screen.getByLabelText('第 3 个字段 字段标识'));
    await user.paste('place');
    await user.clear(screen.getByLabelText('第 3 个字段 名称'));
    await user.paste('存放位置');
    await user.click(press(document.body, '上移 存放位置'));
    await user.click(screen.getByLabelText('os_admin 申请事由 只读'));
    await user.click(press(document.body, '保存表单'));

    await waitFor(() => expect(sent(fetchMock, 'POST', SAVE)).toHaveLength(1));
    const body = sent(fetchMock, 'POST', SAVE)[0] as {
      name: string;
      fields: { key: string; label: string }[];
      nodes: Record<string, Record<string, unknown>>;
    };
    expect(body.name).toBe('办公用品领用单');
    expect(body.fields.map((field) => field.key)).toEqual(['title', 'place', 'remark']);
    expect(body.fields[1]).toMatchObject({ key: 'place', label: '存放位置', type: 'text' });
    expect(body.nodes).toEqual({
      os_admin: {
        remark: { display: true, readonly: false, required: true },
        title: { display: true, readonly: false, required: true },
      },
    });
    await screen.findByRole('grid', { name: '表单定义' });
  });

  it('refuses a duplicate field key before asking the server', async () => {
    const fetchMock = stubServer({
      'POST /api/b/wf/form/queryList': {
        body: envelope({ pageNo: 1, pageSize: 20, total: 0, data: [] }),
      },
    });
    session.signIn(systemAdmin);
    await renderFeature(<FormDesignerPage />, '/sys-manager/model-form-manager');
    await screen.findByRole('grid', { name: '表单定义' }, { timeout: 30_000 });
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    await user.click(press(document.body, '新增表单'));
    await fill(user, screen.getByLabelText('表单名称'), '会议室');
    await fill(user, screen.getByLabelText('表单编码'), 'meetingRoom');
    await fill(user, screen.getByLabelText('权限前缀'), 'adm:meeting');
    await user.click(press(document.body, '添加字段'));
    await user.click(press(document.body, '添加字段'));
    await user.clear(screen.getByLabelText('第 2 个字段 字段标识'));
    await user.paste('field1');
    await user.click(press(document.body, '保存表单'));
    expect(await screen.findByText('字段标识重复')).toBeInTheDocument();
    expect(sent(fetchMock, 'POST', SAVE)).toHaveLength(0);
    expect(within(document.body).getByRole('heading', { name: '新增表单' })).toBeInTheDocument();
  });
});
