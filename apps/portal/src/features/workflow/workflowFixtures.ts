import type { UserInfo, WfInstanceRow, WfProcess, WfTaskDetail, WfTaskRow } from '@ccms/api-client';
import { envelope, paramListAnswer, zhangsan, type ServerStub } from '../../app/testing';

// Test data of the workflow pages: the demo 办公用品申领 flow at the leader's step.

export const WF_PERMISSIONS = [
  'wf:view',
  'wf:todo:view',
  'wf:done:view',
  'wf:my:view',
  'home:start:flow',
];

/** 张三 with the workflow permissions (and more when given). */
export function wfUser(extra: readonly string[] = []): UserInfo {
  return { ...zhangsan, permissions: ['home:view', ...WF_PERMISSIONS, ...extra] };
}

export const XML = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" id="d">
  <bpmn:process id="officeSupplies" isExecutable="true">
    <bpmn:startEvent id="start" />
    <bpmn:userTask id="apply" name="申请人" />
    <bpmn:userTask id="leader" name="部门领导审批" />
    <bpmn:userTask id="general" name="综合部会签" />
    <bpmn:endEvent id="end" />
  </bpmn:process>
</bpmn:definitions>`;

export function instance(extra: Partial<WfInstanceRow> = {}): WfInstanceRow {
  return {
    id: 'inst-1',
    title: '办公用品申领-张三',
    definitionKey: 'officeSupplies',
    definitionName: '办公用品申领',
    version: 1,
    starterId: 'u-zhangsan',
    starterName: '张三',
    status: 'running',
    formId: 'form-supplies',
    recordId: 'rec-1',
    current: ['部门领导审批'],
    startedAt: '2026-03-02 09:00:00',
    endedAt: null,
    ...extra,
  };
}

export function taskRow(extra: Partial<WfTaskRow> = {}): WfTaskRow {
  return {
    id: 'task-1',
    instanceId: 'inst-1',
    title: '办公用品申领-张三',
    definitionKey: 'officeSupplies',
    activityId: 'leader',
    name: '部门领导审批',
    assignee: null,
    status: 'open',
    outcome: null,
    delegationState: null,
    starterId: 'u-zhangsan',
    starterName: '张三',
    instanceStatus: 'running',
    createdAt: '2026-03-02 09:00:01',
    completedAt: null,
    ...extra,
  };
}

export function process(extra: Partial<WfProcess> = {}): WfProcess {
  return {
    instance: instance(),
    vars: {},
    opinions: [
      {
        seq: 1,
        activityId: 'apply',
        actor: 'u-zhangsan',
        actorName: '张三',
        kind: 'approve',
        text: '申请A4纸两箱',
        createdAt: '2026-03-02 09:00:00',
      },
    ],
    chart: { xml: XML, finished: ['start', 'apply'], flows: ['f1', 'f2'], current: ['leader'] },
    canWithdraw: true,
    focused: false,
    ...extra,
  };
}

export function taskDetail(extra: Partial<WfTaskDetail> = {}): WfTaskDetail {
  return {
    task: taskRow(),
    process: process(),
    canAct: true,
    readonly: false,
    rejectTargets: [{ activityId: 'apply', name: '申请人' }],
    ...extra,
  };
}

export function page<Row>(rows: Row[]) {
  return { pageNo: 1, pageSize: 20, total: rows.length, data: rows };
}

/** The stubbed server of the workflow pages. */
export function workflowServer(user: UserInfo, extra: ServerStub = {}): ServerStub {
  return {
    'GET /api/share/param/paramList': paramListAnswer({}),
    'GET /api/user/info': { body: envelope(user) },
    ...extra,
  };
}
