import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { toast } from '@ccms/ui';
import { forwardRef, useImperativeHandle } from 'react';
import type { FormHostHandle, FormHostProps } from '../../forms/FormHost';
import { expectNoAxeViolations } from '../../../../../../tooling/vitest/axe';
import { session } from '../../../app/session';
import { envelope, failure, sent, stubServer, type ServerStub } from '../../../app/testing';
import { CLOSE_TAB_EVENT } from '../../../shell/visitedTabs';
import { renderFeature } from '../../profile/renderFeature';
import { instance, process, taskDetail, wfUser, workflowServer } from '../workflowFixtures';
import FlowHandlePage from './FlowHandlePage';

vi.setConfig({ testTimeout: 120_000 });

// The business form is the forms feature's (tested there): a stand-in records what it was given
// and when it saved, so the order of save and action can be read.
const host = vi.hoisted(() => ({
  log: [] as string[],
  props: [] as unknown[],
  valid: true,
}));

vi.mock('../../forms/FormHost', () => ({
  FormHost: forwardRef<FormHostHandle, FormHostProps>(function FakeFormHost(props, ref) {
    host.props.push(props);
    useImperativeHandle(ref, () => ({
      save: () => {
        host.log.push('save');
        return Promise.resolve(
          host.valid
            ? {
                id: props.recordId ?? 'rec-new',
                formCode: 'office_supplies_receive',
                values: { item: 'A4纸', quantity: '2' },
                labels: {},
                instanceId: null,
                instanceStatus: null,
                createdBy: 'u-zhangsan',
                createdByName: '张三',
                createdDate: '2026-03-02 09:00:00',
                updatedBy: 'u-zhangsan',
                updatedDate: '2026-03-02 09:00:00',
                lastSubmitUserName: null,
                lastSubmitDate: null,
              }
            : null,
        );
      },
    }));
    return (
      <div data-testid="form-host" data-readonly={String(props.readonly)}>
        {props.formId}/{props.recordId ?? 'new'}/{props.taskDefKey ?? 'start'}
      </div>
    );
  }),
}));

vi.mock('../chart/FlowChart', () => ({
  default: ({ current, finished }: { current: readonly string[]; finished: readonly string[] }) => (
    <p>{`chart current=${current.join(',')} finished=${finished.join(',')}`}</p>
  ),
}));

const TASK = '/api/b/wf/task/task-1';
const ACT = '/api/b/wf/task';
const TASK_PAGE =
  '/flowhandle/flow-business/flow-business-common-form?taskId=task-1&procInstId=inst-1&taskDefKey=leader&name=%E5%8A%9E%E5%85%AC%E7%94%A8%E5%93%81%E7%94%B3%E9%A2%86-%E5%BC%A0%E4%B8%89';

async function openPage(path: string, extra: ServerStub = {}) {
  const fetchMock = stubServer(workflowServer(wfUser(), extra));
  session.signIn(wfUser());
  const view = await renderFeature(<FlowHandlePage />, path);
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  return { fetchMock, user, ...view };
}

function actAnswer() {
  return (init: RequestInit | undefined) => {
    host.log.push(`act:${(JSON.parse(init?.body as string) as { action: string }).action}`);
    return { body: envelope(instance()) };
  };
}

const closeRequests: unknown[] = [];
const onClose = (event: Event) => closeRequests.push((event as CustomEvent).detail);

beforeEach(() => {
  host.log.length = 0;
  host.props.length = 0;
  host.valid = true;
  closeRequests.length = 0;
  window.addEventListener(CLOSE_TAB_EVENT, onClose);
});

afterEach(() => {
  window.removeEventListener(CLOSE_TAB_EVENT, onClose);
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  act(() => {
    toast.clear();
    session.clear();
  });
});

describe('FlowHandlePage — a task', () => {
  it('approves: saves the form first, then approves with the opinion, and closes its tab', async () => {
    const { fetchMock, user, container } = await openPage(TASK_PAGE, {
      [`GET ${TASK}`]: { body: envelope(taskDetail()) },
      [`POST ${ACT}`]: actAnswer(),
    });
    expect(
      await screen.findByRole('heading', { name: '任务审核-办公用品申领-张三' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('form-host')).toHaveTextContent('form-supplies/rec-1/leader');
    expect(screen.getByTestId('form-host')).toHaveAttribute('data-readonly', 'false');
    expect(screen.getByRole('tab', { name: '业务内容' })).toHaveAttribute('aria-selected', 'true');
    for (const name of ['审批意见', '流程图', '相关流程', '主流程审批意见']) {
      expect(screen.getByRole('tab', { name })).toBeInTheDocument();
    }
    await expectNoAxeViolations(container);

    await user.click(screen.getByLabelText('处理意见'));
    await user.paste('同意采购');
    await user.click(screen.getByRole('button', { name: '同意' }));

    await waitFor(() => expect(host.log).toEqual(['save', 'act:approve']));
    expect(sent(fetchMock, 'POST', ACT)).toEqual([
      {
        action: 'approve',
        taskId: 'task-1',
        opinion: '同意采购',
        values: { item: 'A4纸', quantity: '2' },
      },
    ]);
    expect(await screen.findByText('操作成功')).toBeInTheDocument();
    expect(closeRequests).toEqual([{ path: '/flowhandle' }]);
  });

  it('does not approve when the form is invalid', async () => {
    host.valid = false;
    const { fetchMock, user } = await openPage(TASK_PAGE, {
      [`GET ${TASK}`]: { body: envelope(taskDetail()) },
      [`POST ${ACT}`]: actAnswer(),
    });
    await user.click(await screen.findByRole('button', { name: '同意' }));
    await waitFor(() => expect(host.log).toEqual(['save']));
    expect(sent(fetchMock, 'POST', ACT)).toEqual([]);
  });

  it('rejects to the start step', async () => {
    const { fetchMock, user } = await openPage(TASK_PAGE, {
      [`GET ${TASK}`]: { body: envelope(taskDetail()) },
      [`POST ${ACT}`]: actAnswer(),
    });
    await user.click(await screen.findByRole('button', { name: '驳回' }));
    const dialog = await screen.findByRole('dialog', { name: '驳回到' });
    await user.click(within(dialog).getByRole('button', { name: /驳回到步骤/ }));
    await user.click(await screen.findByRole('option', { name: '发起人' }));
    await user.click(within(dialog).getByRole('button', { name: '驳回' }));
    await waitFor(() => expect(sent(fetchMock, 'POST', ACT)).toHaveLength(1));
    expect(sent(fetchMock, 'POST', ACT)[0]).toEqual({
      action: 'reject',
      taskId: 'task-1',
      opinion: '',
      to: 'start',
    });
    // A rejection does not save the form.
    expect(host.log).toEqual(['act:reject']);
  });

  it('says 审核任务不存在！ when the task is missing', async () => {
    const { container } = await openPage(TASK_PAGE, { [`GET ${TASK}`]: failure('记录不存在') });
    expect(await screen.findByText('审核任务不存在！')).toHaveAttribute('role', 'alert');
    expect(screen.queryByRole('button', { name: '同意' })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('shows a task opened to view read-only, without actions', async () => {
    await openPage(`${TASK_PAGE}&view=true`, {
      [`GET ${TASK}`]: { body: envelope(taskDetail({ readonly: true })) },
    });
    expect(await screen.findByRole('heading', { name: /^任务查看-/ })).toBeInTheDocument();
    expect(screen.getByTestId('form-host')).toHaveAttribute('data-readonly', 'true');
    expect(screen.queryByRole('button', { name: '同意' })).toBeNull();
  });

  it('offers only 办理完成 on a task delegated to the caller', async () => {
    const { fetchMock, user } = await openPage(TASK_PAGE, {
      [`GET ${TASK}`]: {
        body: envelope(
          taskDetail({
            task: { ...taskDetail().task, delegationState: 'PENDING' },
            readonly: true,
          }),
        ),
      },
      [`POST ${ACT}`]: actAnswer(),
    });
    await user.click(await screen.findByRole('button', { name: '办理完成' }));
    expect(screen.queryByRole('button', { name: '同意' })).toBeNull();
    await waitFor(() => expect(sent(fetchMock, 'POST', ACT)).toHaveLength(1));
    expect(sent(fetchMock, 'POST', ACT)[0]).toMatchObject({ action: 'resolve', taskId: 'task-1' });
  });
});

describe('FlowHandlePage — an instance', () => {
  const PROCESS = '/api/b/wf/process/inst-1';

  it('shows every opinion on 审批意见', async () => {
    const finished = process({
      instance: instance({ status: 'finished', current: [] }),
      opinions: [
        ...process().opinions,
        {
          seq: 2,
          activityId: 'leader',
          actor: 'u-admin',
          actorName: '管理员',
          kind: 'approve',
          text: '同意',
          createdAt: '2026-03-02 10:00:00',
        },
        {
          seq: 3,
          activityId: 'general',
          actor: 'u-wangwu',
          actorName: '王五',
          kind: 'approve',
          text: '已备货',
          createdAt: '2026-03-02 11:00:00',
        },
      ],
    });
    const { container } = await openPage(
      '/flowhandle/flow-status?procInstId=inst-1&view=true&name=A',
      {
        [`GET ${PROCESS}`]: { body: envelope(finished) },
      },
    );
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '申请人张三同意申请A4纸两箱2026-03-02 09:00:00',
      '部门领导审批管理员同意同意2026-03-02 10:00:00',
      '综合部会签王五同意已备货2026-03-02 11:00:00',
    ]);
    expect(screen.getByRole('heading', { name: '流程查看-A' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('draws the chart with the finished and current steps', async () => {
    await openPage('/flowhandle2/flow-chart?procInstId=inst-1', {
      [`GET ${PROCESS}`]: { body: envelope(process()) },
    });
    expect(
      await screen.findByText('chart current=leader finished=start,apply'),
    ).toBeInTheDocument();
    // 主流程审批意见 belongs to /flowhandle only.
    expect(screen.queryByRole('tab', { name: '主流程审批意见' })).toBeNull();
  });

  it('is read-only for a finished instance', async () => {
    const finished = process({ instance: instance({ status: 'finished' }) });
    await openPage('/flowhandle/flow-business/flow-business-common-form?procInstId=inst-1', {
      [`GET ${PROCESS}`]: { body: envelope(finished) },
    });
    expect(await screen.findByTestId('form-host')).toHaveAttribute('data-readonly', 'true');
    expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
  });

  it('lets admin edit change a finished instance and save it', async () => {
    const finished = process({ instance: instance({ status: 'finished' }) });
    const { user } = await openPage(
      '/flowhandle/flow-business?procInstId=inst-1&adminEdit=true&name=A',
      {
        [`GET ${PROCESS}`]: { body: envelope(finished) },
      },
    );
    expect(await screen.findByRole('heading', { name: '流程修改-A' })).toBeInTheDocument();
    expect(screen.getByTestId('form-host')).toHaveAttribute('data-readonly', 'false');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(host.log).toEqual(['save']));
  });

  it('says 审核流程不存在！ when the instance is missing', async () => {
    await openPage('/flowhandle/flow-status?procInstId=inst-1', {
      [`GET ${PROCESS}`]: failure('记录不存在'),
    });
    expect(await screen.findByText('审核流程不存在！')).toHaveAttribute('role', 'alert');
  });
});

describe('FlowHandlePage — a new flow', () => {
  it('saves the form, submits it for approval, then opens 我的申请', async () => {
    const SUBMIT = '/api/form/office_supplies_receive/rec-new/submit';
    const { fetchMock, user, router } = await openPage(
      '/flowhandle/form-supplies/wf-form?procDefineId=def-1&addTab=true&name=%E5%8A%9E%E5%85%AC%E7%94%A8%E5%93%81%E7%94%B3%E9%A2%86',
      {
        [`POST ${SUBMIT}`]: () => {
          host.log.push('submit');
          return { body: envelope({ record: {}, instance: instance() }) };
        },
      },
    );
    expect(
      await screen.findByRole('heading', { name: '发起流程-办公用品申领' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('form-host')).toHaveTextContent('form-supplies/new/start');
    await user.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(host.log).toEqual(['save', 'submit']));
    expect(sent(fetchMock, 'POST', SUBMIT)).toEqual([{}]);
    expect(await screen.findByText('提交成功')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/main-page/myApplicationAll'));
  });
});
