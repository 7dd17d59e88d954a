import type { PortalRoute } from '../../app/routes';
import { FLOW_GROUPS, flowTabTitle } from './flowParams';

// The workflow area's routes (spec 000 §2.3, §2.3a; spec 002 process-instance, process-task,
// wf-todo-task), spread into the portal's route table.

const lists = () => import('./lists/listPages');
const flowHandlePage = () => import('./flowhandle/FlowHandlePage');

function listScreen(
  path: string,
  titleKey: string,
  permission: string,
  name: keyof Awaited<ReturnType<typeof lists>>,
): PortalRoute {
  return {
    path,
    titleKey,
    permission,
    layout: 'shell',
    page: async () => ({ default: (await lists())[name] }),
  };
}

/**
 * A group of flow pages: the group, flow-business, flow-business-common-form and the tabs'
 * children are one page (parsed by flowLocationOf) kept in one tab titled from the query.
 */
function flowGroup(group: string): PortalRoute {
  return {
    path: `${group}/*`,
    titleKey: 'workflow.route.flowhandle',
    permission: 'wf:view',
    layout: 'shell',
    page: flowHandlePage,
    tabPath: group,
    tabTitle: flowTabTitle,
  };
}

export const workflowRoutes: readonly PortalRoute[] = [
  listScreen('/main-page/toDoAll', 'menu.todo', 'wf:todo:view', 'TodoListPage'),
  listScreen('/main-page/haveDoneAll', 'menu.done', 'wf:done:view', 'DoneListPage'),
  listScreen('/main-page/copy-all-list', 'workflow.route.copy', 'wf:view', 'CopyListPage'),
  listScreen(
    '/main-page/myApplicationAll',
    'menu.myApplications',
    'wf:my:view',
    'MyApplicationsPage',
  ),
  listScreen(
    '/main-page/my-business-all',
    'workflow.route.business',
    'wf:my:view',
    'MyBusinessPage',
  ),
  listScreen('/main-page/my-focus-all', 'workflow.route.focus', 'wf:view', 'MyFocusPage'),
  {
    path: '/sys-manager/model-role-manager',
    titleKey: 'menu.modelRoleManager',
    permission: 'wf:model:edit',
    layout: 'shell',
    page: () => import('./startRoles/ModelRoleManagerPage'),
  },
  listScreen(
    '/sys-manager/process-instance',
    'workflow.route.adminProcess',
    'wf:admin',
    'AdminProcessPage',
  ),
  listScreen('/sys-manager/process-task', 'workflow.route.adminTask', 'wf:admin', 'AdminTaskPage'),
  listScreen(
    '/sys-manager/wf-todo-task',
    'workflow.route.adminTodo',
    'wf:admin',
    'AdminTodoTaskPage',
  ),
  ...FLOW_GROUPS.map(flowGroup),
];
