import type { WfProcess, WfTaskDetail } from '@ccms/api-client';
import { Button, Empty, LoadingOverlay, Tabs, toast, type TabItem } from '@ccms/ui';
import { lazy, Suspense, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { api } from '../../../api/client';
import { requestCloseTab } from '../../../shell/visitedTabs';
import { Facts, Panel } from '../../admin/shared/AdminLayout.styles';
import { AdminPage } from '../../admin/shared/AdminPage';
import { FormHost, type FormHostHandle } from '../../forms/FormHost';
import {
  flowLocationOf,
  flowModeOf,
  flowTabPath,
  flowTabTitle,
  isFlowReadonly,
  parseFlowParams,
  type FlowGroup,
  type FlowParams,
  type FlowTab,
} from '../flowParams';
import { useInvalidateWorkflow, useProcessDetail, useTaskDetail } from '../workflowQueries';
import { FocusToggle } from './FocusToggle';
import { OpinionList } from './OpinionList';
import { RelatedFlows } from './RelatedFlows';
import { TaskActions } from './TaskActions';

const FlowChart = lazy(() => import('../chart/FlowChart'));

/** Where 提交 of a new flow leads: the applicant's list (spec 000 §4). */
export const MY_APPLICATIONS_PATH = '/main-page/myApplicationAll';

const Alert = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.spacing.lg};
  color: ${({ theme }) => theme.colors.danger.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const FormActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-top: ${({ theme }) => theme.spacing.md};
`;

interface PageContext {
  group: FlowGroup;
  tab: FlowTab;
  /** The business form named by a `{formId}/wf-…` path. */
  pathFormId: string | null;
  params: FlowParams;
  search: string;
}

/** After an action: refresh every workflow view, then close this page's tab (or go to `next`). */
function useFinish(group: FlowGroup) {
  const invalidate = useInvalidateWorkflow();
  const navigate = useNavigate();
  return (next?: string) => {
    void invalidate();
    const handled = requestCloseTab(next ? { path: group, next } : { path: group });
    // Without a tab bar (a page opened alone) the page goes on to `next` itself.
    if (!handled && next) void navigate(next);
  };
}

function Summary({ process }: { process: WfProcess }) {
  const { t } = useTranslation();
  const { instance } = process;
  return (
    <>
      <Facts>
        <div>
          <dt>{t('workflow.column.flow')}</dt>
          <dd>{instance.definitionName}</dd>
        </div>
        <div>
          <dt>{t('workflow.handle.starter')}</dt>
          <dd>{instance.starterName ?? instance.starterId}</dd>
        </div>
        <div>
          <dt>{t('workflow.handle.current')}</dt>
          <dd>{instance.current.join('、') || '—'}</dd>
        </div>
        <div>
          <dt>{t('workflow.handle.status')}</dt>
          <dd>{t(`workflow.status.${instance.status}`)}</dd>
        </div>
      </Facts>
      <FocusToggle process={process} />
    </>
  );
}

/** The tabs of a task or an instance; the business tab's body is given. */
function FlowTabs({
  context,
  process,
  business,
}: {
  context: PageContext;
  process: WfProcess;
  business: ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { chart, opinions, instance } = process;
  const items: TabItem[] = [
    { key: 'business', title: t('workflow.handle.business'), content: business },
    {
      key: 'opinions',
      title: t('workflow.handle.opinions'),
      content: <OpinionList opinions={opinions} xml={chart.xml} />,
    },
    {
      key: 'chart',
      title: t('workflow.handle.chart'),
      content: (
        <Suspense fallback={<LoadingOverlay active text={t('workflow.handle.loading')} />}>
          <FlowChart
            xml={chart.xml}
            finished={chart.finished}
            flows={chart.flows}
            current={chart.current}
          />
        </Suspense>
      ),
    },
    {
      key: 'related',
      title: t('workflow.handle.related'),
      content: <RelatedFlows instance={instance} />,
    },
  ];
  // 主流程审批意见: the main flow's opinions (sub-processes run inside their main instance).
  if (context.group === '/flowhandle') {
    items.push({
      key: 'mainOpinions',
      title: t('workflow.handle.mainOpinions'),
      content: <OpinionList opinions={opinions} xml={chart.xml} />,
    });
  }
  return (
    <Tabs
      aria-label={t('workflow.handle.tabs')}
      items={items}
      selectedKey={context.tab}
      onSelectionChange={(key) => {
        const formId = key === 'business' ? context.pathFormId : null;
        void navigate(`${flowTabPath(context.group, key as FlowTab, formId)}${context.search}`, {
          replace: true,
        });
      }}
    />
  );
}

function TaskView({ context }: { context: PageContext }) {
  const { t } = useTranslation();
  const { params } = context;
  const asView = params.view || params.adminView;
  const query = useTaskDetail(params.taskId, asView);
  const formRef = useRef<FormHostHandle>(null);
  const finish = useFinish(context.group);
  if (query.isPending) return <LoadingOverlay active text={t('workflow.handle.loading')} />;
  if (query.isError || !query.data) {
    return <Alert role="alert">{t('workflow.handle.taskMissing')}</Alert>;
  }
  const detail: WfTaskDetail = query.data;
  const { instance } = detail.process;
  const canAct = detail.canAct && !asView;
  const business = (
    <>
      {instance.formId ? (
        <FormHost
          ref={formRef}
          formId={instance.formId}
          recordId={instance.recordId}
          taskDefKey={detail.task.activityId}
          taskId={detail.readonly ? null : detail.task.id}
          readonly={detail.readonly}
        />
      ) : (
        <Empty description={t('workflow.handle.noForm')} />
      )}
      {canAct ? <TaskActions detail={detail} formRef={formRef} onDone={() => finish()} /> : null}
    </>
  );
  return (
    <>
      <Summary process={detail.process} />
      <FlowTabs context={context} process={detail.process} business={business} />
    </>
  );
}

function ProcessView({ context }: { context: PageContext }) {
  const { t } = useTranslation();
  const { params } = context;
  const query = useProcessDetail(params.procInstId);
  const formRef = useRef<FormHostHandle>(null);
  const invalidate = useInvalidateWorkflow();
  if (query.isPending) return <LoadingOverlay active text={t('workflow.handle.loading')} />;
  if (query.isError || !query.data) {
    return <Alert role="alert">{t('workflow.handle.processMissing')}</Alert>;
  }
  const process = query.data;
  const { instance } = process;
  const readonly = isFlowReadonly({
    view: params.view,
    adminView: params.adminView,
    adminEdit: params.adminEdit,
    finished: instance.status !== 'running',
    // A view of an instance shows no task: no delegation applies.
    delegationState: null,
    // Per-field read-only of the node is FormHost's (the start node's config for an instance).
    nodeReadonly: false,
  });
  const save = async () => {
    const record = await formRef.current?.save();
    if (record) {
      toast.success(t('admin.done'));
      await invalidate();
    }
  };
  const business = instance.formId ? (
    <>
      <FormHost
        ref={formRef}
        formId={instance.formId}
        recordId={instance.recordId ?? params.id}
        readonly={readonly}
      />
      {readonly ? null : (
        <FormActions>
          <Button variant="primary" onPress={() => void save()}>
            {t('admin.save')}
          </Button>
        </FormActions>
      )}
    </>
  ) : (
    <Empty description={t('workflow.handle.noForm')} />
  );
  return (
    <>
      <Summary process={process} />
      <FlowTabs context={context} process={process} business={business} />
    </>
  );
}

/** A flow about to start: its form in new mode, 提交 saves it and starts the flow on it. */
function NewFlowView({ context }: { context: PageContext }) {
  const { t } = useTranslation();
  const formRef = useRef<FormHostHandle>(null);
  const finish = useFinish(context.group);
  const formId = context.pathFormId ?? context.params.formId;
  if (!formId) return <Empty description={t('workflow.handle.noForm')} />;
  const submit = async () => {
    const record = await formRef.current?.save();
    if (!record) return;
    try {
      await api.forms.formRecordSubmit({
        params: { formCode: record.formCode, id: record.id },
        body: {},
      });
    } catch {
      // Told by the request layer; the record stays saved, the page stays to try again.
      return;
    }
    toast.success(t('workflow.action.submitted'));
    finish(MY_APPLICATIONS_PATH);
  };
  return (
    <>
      <FormHost ref={formRef} formId={formId} recordId={null} readonly={false} />
      <FormActions>
        <Button variant="primary" onPress={() => void submit()}>
          {t('workflow.action.submit')}
        </Button>
      </FormActions>
    </>
  );
}

/**
 * The flow pages (spec 000 §2.3a) of /flowhandle, /flowhandle2 and /flowhandle3/digitization-build:
 * a task (taskId) with its action bar, an instance (procInstId), or a new flow's form. The group
 * and flow-business redirect to flow-business-common-form (业务内容); the other children are the
 * tabs 审批意见, 流程图, 相关流程 (and 主流程审批意见 under /flowhandle).
 */
export default function FlowHandlePage() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const where = flowLocationOf(pathname);
  if (!where) return <Empty description={t('workflow.handle.unknownPage')} />;
  if (where.redirect)
    return <Navigate replace to={`${flowTabPath(where.group, 'business')}${search}`} />;
  if (!where.tab) return <Empty description={t('workflow.handle.unknownPage')} />;
  const params = parseFlowParams(new URLSearchParams(search));
  const context: PageContext = {
    group: where.group,
    tab: where.tab,
    pathFormId: where.formId,
    params,
    search,
  };
  const mode = flowModeOf(params);
  const title = flowTabTitle(new URLSearchParams(search), t);
  return (
    <AdminPage title={title}>
      <Panel>
        {mode === 'task' ? <TaskView key={params.taskId} context={context} /> : null}
        {mode === 'process' ? <ProcessView key={params.procInstId} context={context} /> : null}
        {mode === 'new' ? <NewFlowView key={search} context={context} /> : null}
      </Panel>
    </AdminPage>
  );
}
