import { WorkflowListPage } from './WorkflowListPage';

// The workflow lists, one page per route (spec 000 §2.3, spec 002 administration).

/** 待办事项 (/main-page/toDoAll): open tasks the caller may act on. */
export function TodoListPage() {
  return <WorkflowListPage kind="todo" titleKey="menu.todo" />;
}

/** 已办事项 (/main-page/haveDoneAll): tasks the caller completed. */
export function DoneListPage() {
  return <WorkflowListPage kind="done" titleKey="menu.done" />;
}

/** 抄送我的 (/main-page/copy-all-list): instances copied to the caller. */
export function CopyListPage() {
  return <WorkflowListPage kind="copy" titleKey="workflow.route.copy" />;
}

/** 我的申请 (/main-page/myApplicationAll): instances the caller started, withdrawable while allowed. */
export function MyApplicationsPage() {
  return <WorkflowListPage kind="my" titleKey="menu.myApplications" />;
}

/**
 * 我的业务 (/main-page/my-business-all): every flow the caller has business with — started, acted
 * on, was a candidate of or was copied to.
 */
export function MyBusinessPage() {
  return <WorkflowListPage kind="business" titleKey="workflow.route.business" />;
}

/** 我的关注 (/main-page/my-focus-all): the flows the caller follows; 取消关注 on each row. */
export function MyFocusPage() {
  return <WorkflowListPage kind="focus" titleKey="workflow.route.focus" />;
}

/** 流程实例 (/sys-manager/process-instance): every instance; view, edit, jump, terminate. */
export function AdminProcessPage() {
  return <WorkflowListPage kind="adminProcess" titleKey="workflow.route.adminProcess" />;
}

/** 流程任务 (/sys-manager/process-task): every open task of the company. */
export function AdminTaskPage() {
  return <WorkflowListPage kind="adminTask" titleKey="workflow.route.adminTask" />;
}

/** 待办任务 (/sys-manager/wf-todo-task): the same open tasks, as spec 002 lists both pages. */
export function AdminTodoTaskPage() {
  return <WorkflowListPage kind="adminTask" titleKey="workflow.route.adminTodo" />;
}
