import type { WfDefinition, WfDeployedDefinition } from '@ccms/api-client';
import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../../../../../tooling/vitest/axe';
import { session } from '../../../app/session';
import { envelope, sent, stubServer } from '../../../app/testing';
import { cleanUpPage, layOutByRole, rowIn } from '../../admin/footprints/adminPageTesting';
import { renderFeature } from '../../profile/renderFeature';
import { page, wfUser, workflowServer } from '../workflowFixtures';
import ActProcdefPage from './ActProcdefPage';

vi.setConfig({ testTimeout: 120_000 });

// bpmn-js needs SVG layout jsdom lacks: the chart shows which XML it was given.
vi.mock('../chart/FlowChart', () => ({
  FlowChart: ({ xml }: { xml: string }) => <p>{`chart of ${xml}`}</p>,
}));

const LATEST: WfDefinition = {
  id: 'def-2',
  key: 'officeSupplies',
  name: '办公用品申领',
  categoryId: 'cat-admin',
  version: 2,
  versions: [2, 1],
  pcEnabled: true,
  deployedAt: '2026-03-01 08:00:00',
  favourite: false,
  formId: null,
  formCode: null,
};

const deployed = (version: number): WfDeployedDefinition => ({
  ...LATEST,
  id: `def-${version}`,
  version,
  xml: `<definitions id="v${version}"/>`,
});

async function open() {
  const user = wfUser(['wf:model:edit']);
  const fetchMock = stubServer(
    workflowServer(user, {
      'GET /api/b/wf/category/list': {
        body: envelope([{ id: 'cat-admin', name: '行政管理', sort: 1 }]),
      },
      'POST /api/act/procdef/queryList': { body: envelope(page([LATEST])) },
      'GET /api/act/procdef/key/officeSupplies/2': { body: envelope(deployed(2)) },
      'GET /api/act/procdef/key/officeSupplies/1': { body: envelope(deployed(1)) },
    }),
  );
  session.signIn(user);
  const view = await renderFeature(<ActProcdefPage />, '/sys-manager/act-procdef');
  return {
    fetchMock,
    user: userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never }),
    ...view,
  };
}

beforeEach(() => layOutByRole({ grid: { width: 2000, height: 600 } }));
afterEach(cleanUpPage);

describe('流程定义: the diagram of any deployed version', () => {
  it('shows the latest version’s own XML, then an older one picked from the versions', async () => {
    const { user, fetchMock } = await open();
    const grid = await screen.findByRole('grid', { name: '流程定义列表' });
    await within(grid).findByText('办公用品申领');
    await user.click(within(rowIn(grid, '办公用品申领')).getByText('查看流程图'));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('chart of <definitions id="v2"/>')).toBeInTheDocument();
    await expectNoAxeViolations(dialog);

    await user.click(within(dialog).getByRole('button', { name: /查看的版本/ }));
    await user.click(await screen.findByRole('option', { name: 'v1' }));
    expect(await within(dialog).findByText('chart of <definitions id="v1"/>')).toBeInTheDocument();
    expect(within(dialog).getByText(/第 1 版/)).toBeInTheDocument();
    // The model list is no longer read to guess the diagram.
    expect(sent(fetchMock, 'POST', '/api/b/wf/model/queryList')).toEqual([]);
  });
});
