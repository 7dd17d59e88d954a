import { MenuType, type WfDefinition } from '@ccms/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../../../../../tooling/vitest/axe';
import { session } from '../../../app/session';
import { envelope, menu, sent, stubServer } from '../../../app/testing';
import { SideMenu } from '../../../shell/SideMenu';
import { cleanUpPage } from '../../admin/footprints/adminPageTesting';
import { renderFeature } from '../../profile/renderFeature';
import { page, wfUser, workflowServer } from '../workflowFixtures';
import { StartFlowDialog } from './StartFlowDialog';

vi.setConfig({ testTimeout: 120_000 });

function definition(extra: Partial<WfDefinition>): WfDefinition {
  return {
    id: 'def-1',
    key: 'officeSupplies',
    name: '办公用品申领',
    categoryId: 'cat-admin',
    version: 2,
    versions: [2, 1],
    pcEnabled: true,
    deployedAt: '2026-03-01 08:00:00',
    favourite: false,
    formId: 'form-supplies',
    formCode: 'office_supplies_receive',
    ...extra,
  };
}

const DEFINITIONS = [
  definition({}),
  definition({ id: 'def-2', key: 'meeting', name: '会议室预约', favourite: true }),
  definition({ id: 'def-3', key: 'mobileOnly', name: '外勤打卡', pcEnabled: false }),
  definition({ id: 'def-4', key: 'loose', name: '通用审批', categoryId: null, formId: null }),
];

function startableServer() {
  return stubServer(
    workflowServer(wfUser(), {
      'GET /api/b/wf/category/list': {
        body: envelope([{ id: 'cat-admin', name: '行政管理', sort: 1 }]),
      },
      'POST /api/act/procdef/queryList': { body: envelope(page(DEFINITIONS)) },
      'POST /api/b/wf/favourite': { body: envelope(null) },
    }),
  );
}

async function openDialog() {
  const onClose = vi.fn();
  const fetchMock = startableServer();
  session.signIn(wfUser());
  await renderFeature(<StartFlowDialog onClose={onClose} />, '/main-page');
  const dialog = await screen.findByRole('dialog', { name: '发起流程' });
  await within(dialog).findByRole('button', { name: '办公用品申领' });
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  return { dialog, fetchMock, onClose, user };
}

afterEach(cleanUpPage);

describe('StartFlowDialog', () => {
  it('shows the PC flows by category and starts one on its form’s new page', async () => {
    const { dialog, onClose, user } = await openDialog();
    const admin = within(dialog).getByRole('region', { name: '行政管理' });
    expect(
      within(admin)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toContain('会议室预约');
    expect(within(dialog).queryByRole('button', { name: '外勤打卡' })).toBeNull();
    expect(within(dialog).getByRole('region', { name: '其他' })).toBeInTheDocument();
    await expectNoAxeViolations(dialog);

    await user.click(within(dialog).getByRole('button', { name: '办公用品申领' }));
    expect(onClose).toHaveBeenCalled();
    const location = screen.getByTestId('location').textContent ?? '';
    expect(location.startsWith('/flowhandle/form-supplies/wf-form?')).toBe(true);
    expect(Object.fromEntries(new URLSearchParams(location.split('?')[1]))).toEqual({
      procDefineId: 'def-1',
      addTab: 'true',
      name: '办公用品申领',
    });
  });

  it('keeps favourites on the server and refuses a flow without a form', async () => {
    const { dialog, fetchMock, onClose, user } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: '收藏 办公用品申领' }));
    await waitFor(() =>
      expect(sent(fetchMock, 'POST', '/api/b/wf/favourite')).toEqual([
        { key: 'officeSupplies', favourite: true },
      ]),
    );
    await user.click(within(dialog).getByRole('button', { name: '通用审批' }));
    expect(await screen.findByText('“通用审批”没有绑定表单，无法在此发起。')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('opens from the side menu’s 发起流程 entry', async () => {
    startableServer();
    session.signIn(wfUser());
    const entry = menu('m-start', 'menu.startFlow', '发起流程', {
      type: MenuType.popup,
      permission: 'home:start:flow',
    });
    await renderFeature(<SideMenu menuList={[entry]} />, '/main-page');
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    await user.click(screen.getByRole('button', { name: '发起流程' }));
    const dialog = await screen.findByRole('dialog', { name: '发起流程' });
    expect(await within(dialog).findByRole('button', { name: '会议室预约' })).toBeInTheDocument();
  });
});
