import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WfModel } from '@ccms/api-client';
import { toast } from '@ccms/ui';
import { expectNoAxeViolations } from '../../../../../../tooling/vitest/axe';
import { session } from '../../../app/session';
import {
  envelope,
  failure,
  fill,
  renderPortal,
  sent,
  stubServer,
  systemAdmin,
} from '../../../app/testing';
import { giveElementsABox } from '../../admin/roles/roleFixtures';
import type { SelectedElement } from './properties';

// bpmn-js needs SVG layout jsdom does not have: the modeler is replaced by a recording fake.
const modeler = vi.hoisted(() => ({
  listener: null as ((element: SelectedElement | null) => void) | null,
  importXML: vi.fn((_xml: string) => Promise.resolve(undefined)),
  saveXML: vi.fn(() => Promise.resolve('<bpmn2:definitions id="saved"/>')),
  onSelection: vi.fn(),
  apply: vi.fn(),
  setProcess: vi.fn(),
  fit: vi.fn(),
  destroy: vi.fn(),
}));
vi.mock('./bpmnModeler', () => ({ createModeler: () => modeler }));

const officeSupplies: WfModel = {
  id: 'wf-model-office-supplies',
  key: 'officeSupplies',
  name: '办公用品申领',
  categoryId: 'cat-admin',
  categoryName: '行政管理',
  xml: '<bpmn2:definitions id="office"/>',
  pcEnabled: true,
  deployedVersion: 1,
  updatedAt: '2026-01-01 00:00:00',
};

const LIST = 'POST /api/b/wf/model/queryList';
const SAVE_PATH = '/api/b/wf/model';
const DEPLOY_PATH = '/api/b/wf/model/wf-model-new/deploy';
const PROBLEMS =
  '流程模型有误，不能部署：Gateway "gw" in process leave: flows f1, f2 need a condition (or mark one as default)；Task apply: countersign mode "most" is not all, any or a ratio';

function serve() {
  session.signIn(systemAdmin);
  return stubServer({
    'GET /api/user/info': { body: envelope(systemAdmin) },
    'GET /api/b/wf/category/list': {
      body: envelope([{ id: 'cat-admin', name: '行政管理', sort: 1 }]),
    },
    [LIST]: { body: envelope({ pageNo: 1, pageSize: 20, total: 1, data: [officeSupplies] }) },
    [`POST ${SAVE_PATH}`]: (init) => {
      const body = JSON.parse(init?.body as string) as Partial<WfModel>;
      return {
        body: envelope({
          ...officeSupplies,
          ...body,
          id: 'wf-model-new',
          categoryName: null,
          deployedVersion: null,
        }),
      };
    },
    [`POST ${DEPLOY_PATH}`]: failure(PROBLEMS),
  });
}

configure({ asyncUtilTimeout: 8_000 });

beforeAll(async () => {
  await import('./ActModelsPage');
}, 60_000);
beforeEach(() => {
  giveElementsABox();
  modeler.listener = null;
  modeler.onSelection.mockImplementation((listener: typeof modeler.listener) => {
    modeler.listener = listener;
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  act(() => {
    toast.clear();
    session.clear();
  });
});

describe('ActModelsPage', () => {
  it('lists models, creates one from the minimal diagram, saves it and shows every deploy problem', async () => {
    const fetchStub = serve();
    await renderPortal('/sys-manager/act-models');
    await screen.findByRole('heading', { level: 1, name: '流程模型' }, { timeout: 20_000 });
    await screen.findByText('officeSupplies', {});
    const user = userEvent.setup({ delay: null });

    await user.click(screen.getByText('新建模型', { selector: 'button' }));
    await waitFor(() => expect(modeler.importXML).toHaveBeenCalled());
    // A new model starts from start → 申请人 → end.
    const xml = modeler.importXML.mock.calls.at(-1)![0];
    expect(xml).toContain('<bpmn2:startEvent id="start" />');
    expect(xml).toContain('name="申请人"');
    expect(xml).toContain('<bpmn2:endEvent id="end" />');

    // Fields are checked before anything is sent.
    await user.click(await screen.findByText('保存', { selector: 'button' }));
    expect(
      await screen.findByText('流程标识须以字母开头，仅含字母、数字、_ 和 -', {
        selector: '[slot="errorMessage"], [slot="errorMessage"] *',
      }),
    ).toBeInTheDocument();
    expect(sent(fetchStub, 'POST', SAVE_PATH)).toEqual([]);

    await fill(user, screen.getByRole('textbox', { name: /流程标识/ }), 'leave');
    await fill(user, screen.getByRole('textbox', { name: /流程名称/ }), '请假');
    await user.click(screen.getByText('保存', { selector: 'button' }));
    await waitFor(() => expect(sent(fetchStub, 'POST', SAVE_PATH)).toHaveLength(1));
    expect(modeler.setProcess).toHaveBeenCalledWith('leave', '请假');
    expect(sent(fetchStub, 'POST', SAVE_PATH)[0]).toEqual({
      key: 'leave',
      name: '请假',
      categoryId: null,
      xml: '<bpmn2:definitions id="saved"/>',
      pcEnabled: true,
    });

    // Deploying saves the same model again (by its id), then lists the server's problems.
    await user.click(screen.getByText('保存并部署', { selector: 'button' }));
    const alert = await screen.findByText('不能部署，请修正以下问题：');
    const problems = within(alert.closest('[role="alert"]') as HTMLElement).getAllByRole(
      'listitem',
    );
    expect(problems.map((item) => item.textContent)).toEqual([
      'Gateway "gw" in process leave: flows f1, f2 need a condition (or mark one as default)',
      'Task apply: countersign mode "most" is not all, any or a ratio',
    ]);
    expect(sent(fetchStub, 'POST', SAVE_PATH)[1]).toMatchObject({
      id: 'wf-model-new',
      key: 'leave',
    });
    expect(sent(fetchStub, 'POST', DEPLOY_PATH)).toHaveLength(1);

    await expectNoAxeViolations(screen.getByRole('main'));
  }, 60_000);

  it("edits a selected task's assignment in the properties panel and writes it to the diagram", async () => {
    serve();
    await renderPortal('/sys-manager/act-models');
    await screen.findByText('officeSupplies', {}, { timeout: 20_000 });
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByText('编辑', { selector: 'button' }));
    await waitFor(() => expect(modeler.importXML).toHaveBeenCalledWith(officeSupplies.xml));
    expect(screen.getByText('选中画布中的一个元素以编辑它的属性。')).toBeInTheDocument();

    act(() =>
      modeler.listener?.({
        kind: 'userTask',
        id: 'os_admin',
        properties: {
          name: '综合部会签',
          attrs: {
            assignee: '',
            candidateUsers: '',
            candidateRoles: '',
            candidateDepts: 'dept-general',
            'f-leader-field': '',
          },
          countersign: 'all',
          ratio: '',
          sequential: false,
        },
      }),
    );
    const form = await screen.findByRole('form', { name: '用户任务（os_admin）' });
    const depts = within(form).getByRole('textbox', { name: /候选部门/ });
    expect(depts).toHaveValue('dept-general');
    await user.clear(depts);
    await fill(user, depts, 'dept-general,dept-finance');
    await user.click(within(form).getByText('依次办理（串行会签）'));
    await user.click(within(form).getByText('应用到流程图', { selector: 'button' }));
    expect(modeler.apply).toHaveBeenCalledWith('os_admin', {
      name: '综合部会签',
      attrs: {
        assignee: undefined,
        candidateUsers: undefined,
        candidateRoles: undefined,
        candidateDepts: 'dept-general,dept-finance',
        'f-leader-field': undefined,
        countersign: 'all',
        countersignRatio: undefined,
      },
      loop: { isSequential: true },
    });
    await expectNoAxeViolations(form);
  }, 60_000);
});
