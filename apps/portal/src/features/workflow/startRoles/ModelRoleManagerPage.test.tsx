import type { Role, WfModel } from '@ccms/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../../../../../tooling/vitest/axe';
import { session } from '../../../app/session';
import { envelope, sent, stubServer } from '../../../app/testing';
import { cleanUpPage, layOutByRole, rowIn } from '../../admin/footprints/adminPageTesting';
import { renderFeature } from '../../profile/renderFeature';
import { page, wfUser, workflowServer, XML } from '../workflowFixtures';
import ModelRoleManagerPage from './ModelRoleManagerPage';

vi.setConfig({ testTimeout: 120_000 });

function model(extra: Partial<WfModel>): WfModel {
  return {
    id: 'model-1',
    key: 'officeSupplies',
    name: '办公用品申领',
    categoryId: 'cat-admin',
    categoryName: '行政管理',
    xml: XML,
    pcEnabled: true,
    deployedVersion: 1,
    updatedAt: '2026-03-01 08:00:00',
    ...extra,
  };
}

function role(id: string, name: string, sort: number): Role {
  return {
    id,
    code: id,
    name,
    sort,
    remarks: null,
    selfRegister: false,
    userCount: 1,
    createdBy: null,
    createdAt: '2026-01-01 08:00:00',
    updatedBy: null,
    updatedAt: '2026-01-01 08:00:00',
  };
}

const ROLES = '/api/b/wf/start-roles/officeSupplies';

async function open() {
  let saved: string[] = ['role-finance'];
  const user = wfUser(['wf:model:edit', 'sys:role:view']);
  const fetchMock = stubServer(
    workflowServer(user, {
      'POST /api/b/wf/model/queryList': {
        body: envelope(
          page([model({}), model({ id: 'model-2', key: 'meeting', name: '会议室预约' })]),
        ),
      },
      'POST /api/a/sys/role/queryList': {
        body: envelope(
          page([
            role('role-admin', '系统管理员', 1),
            role('role-finance', '财务', 2),
            role('role-general', '综合行政', 3),
          ]),
        ),
      },
      [`GET ${ROLES}`]: () => ({ body: envelope({ key: 'officeSupplies', roleIds: saved }) }),
      [`POST ${ROLES}`]: (init) => {
        saved = (JSON.parse(init?.body as string) as { roleIds: string[] }).roleIds;
        return { body: envelope({ key: 'officeSupplies', roleIds: saved }) };
      },
    }),
  );
  session.signIn(user);
  const view = await renderFeature(<ModelRoleManagerPage />, '/sys-manager/model-role-manager');
  return {
    fetchMock,
    user: userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never }),
    ...view,
  };
}

beforeEach(() => layOutByRole({ grid: { width: 2000, height: 600 } }));
afterEach(cleanUpPage);

describe('流程发起角色 (model-role-manager)', () => {
  it('lists the flows, shows a flow’s roles and saves the chosen ones', async () => {
    const { user, fetchMock, container } = await open();
    const grid = await screen.findByRole('grid', { name: '流程列表' });
    await within(grid).findByText('会议室预约');
    expect(screen.getByText('请在上方列表中选择一个流程')).toBeInTheDocument();

    await user.click(within(rowIn(grid, '办公用品申领')).getByText('可发起的角色'));
    const editor = await screen.findByRole('region', { name: '“办公用品申领”可发起的角色' });
    const group = await within(editor).findByRole('group', { name: '可发起的角色' });
    expect(within(group).getByRole('checkbox', { name: '财务' })).toBeChecked();
    expect(within(group).getByRole('checkbox', { name: '综合行政' })).not.toBeChecked();
    await expectNoAxeViolations(container);

    await user.click(within(group).getByRole('checkbox', { name: '综合行政' }));
    await user.click(within(group).getByRole('checkbox', { name: '财务' }));
    await user.click(within(editor).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(sent(fetchMock, 'POST', ROLES)).toEqual([{ roleIds: ['role-general'] }]),
    );
    expect(await screen.findByText('已保存')).toBeInTheDocument();
    expect(within(group).getByRole('checkbox', { name: '综合行政' })).toBeChecked();
  });

  it('says everybody may start a flow when no role is chosen', async () => {
    const { user, fetchMock } = await open();
    const grid = await screen.findByRole('grid', { name: '流程列表' });
    await user.click(within(rowIn(grid, '办公用品申领')).getByText('可发起的角色'));
    const group = await screen.findByRole('group', { name: '可发起的角色' });
    await user.click(within(group).getByRole('checkbox', { name: '财务' }));
    expect(screen.getByText('所有人')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(sent(fetchMock, 'POST', ROLES)).toEqual([{ roleIds: [] }]));
  });
});
