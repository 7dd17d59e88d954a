import {
  flowHref,
  flowLocationOf,
  flowTabTitle,
  flowTitleKind,
  isFlowReadonly,
  parseFlowParams,
  type ReadonlyFacts,
} from './flowParams';

const EDITABLE: ReadonlyFacts = {
  view: false,
  adminView: false,
  adminEdit: false,
  finished: false,
  delegationState: null,
  nodeReadonly: false,
};

describe('isFlowReadonly (spec 000 §4)', () => {
  it('is editable when nothing makes it read-only', () => {
    expect(isFlowReadonly(EDITABLE)).toBe(false);
  });

  it('is read-only for the view flag and for admin view', () => {
    expect(isFlowReadonly({ ...EDITABLE, view: true })).toBe(true);
    expect(isFlowReadonly({ ...EDITABLE, adminView: true })).toBe(true);
    // Admin edit overrides only the finished rule, never a view flag.
    expect(isFlowReadonly({ ...EDITABLE, view: true, adminEdit: true })).toBe(true);
    expect(isFlowReadonly({ ...EDITABLE, adminView: true, adminEdit: true })).toBe(true);
  });

  it('is read-only when the instance finished, unless admin edit', () => {
    expect(isFlowReadonly({ ...EDITABLE, finished: true })).toBe(true);
    expect(isFlowReadonly({ ...EDITABLE, finished: true, adminEdit: true })).toBe(false);
  });

  it('is read-only for a non-empty delegation state other than USERTASK', () => {
    expect(isFlowReadonly({ ...EDITABLE, delegationState: 'PENDING' })).toBe(true);
    expect(isFlowReadonly({ ...EDITABLE, delegationState: 'RESOLVED' })).toBe(true);
    expect(isFlowReadonly({ ...EDITABLE, delegationState: 'USERTASK' })).toBe(false);
    expect(isFlowReadonly({ ...EDITABLE, delegationState: '' })).toBe(false);
    // Admin edit does not lift the delegation rule.
    expect(isFlowReadonly({ ...EDITABLE, delegationState: 'PENDING', adminEdit: true })).toBe(true);
  });

  it('is read-only when the form marks the node read-only', () => {
    expect(isFlowReadonly({ ...EDITABLE, nodeReadonly: true })).toBe(true);
    expect(isFlowReadonly({ ...EDITABLE, nodeReadonly: true, adminEdit: true })).toBe(true);
  });
});

describe('flow params and tab titles', () => {
  const parse = (search: string) => parseFlowParams(new URLSearchParams(search));
  const t = (key: string, options?: Record<string, unknown>) =>
    typeof options?.name === 'string' ? `${key}:${options.name}` : key;

  it('reads the query of spec 000 §2.3a', () => {
    expect(
      parse('procInstId=i1&taskId=t1&taskDefKey=leader&view=true&adminEdit=1&name=%E5%8A%9E&id=r1'),
    ).toMatchObject({
      procInstId: 'i1',
      taskId: 't1',
      taskDefKey: 'leader',
      id: 'r1',
      view: true,
      adminEdit: true,
      adminView: false,
      name: '办',
    });
    expect(parse('view=false').view).toBe(false);
  });

  it('maps task open, task view, admin edit and process view to their titles', () => {
    expect(flowTitleKind(parse('taskId=t1'))).toBe('taskOpen');
    expect(flowTitleKind(parse('taskId=t1&view=true'))).toBe('taskView');
    expect(flowTitleKind(parse('taskId=t1&adminView=true'))).toBe('taskView');
    expect(flowTitleKind(parse('procInstId=i1&adminEdit=true'))).toBe('processEdit');
    expect(flowTitleKind(parse('procInstId=i1&adminView=true'))).toBe('processView');
    expect(flowTitleKind(parse('procInstId=i1&view=true'))).toBe('processView');
    expect(flowTitleKind(parse('procDefineId=d1'))).toBe('newFlow');
    expect(flowTabTitle(new URLSearchParams('taskId=t1&name=领用'), t)).toBe(
      'workflow.title.taskOpen:领用',
    );
    expect(flowTabTitle(new URLSearchParams('procInstId=i1'), t)).toBe(
      'workflow.title.processViewBare',
    );
  });

  it('places paths in their group and tab', () => {
    expect(flowLocationOf('/flowhandle')).toMatchObject({ group: '/flowhandle', redirect: true });
    expect(flowLocationOf('/flowhandle2/flow-business')).toMatchObject({
      group: '/flowhandle2',
      redirect: true,
    });
    expect(flowLocationOf('/flowhandle3/digitization-build/flow-chart')).toMatchObject({
      group: '/flowhandle3/digitization-build',
      tab: 'chart',
    });
    expect(flowLocationOf('/flowhandle/form-1/wf-treegrid')).toMatchObject({
      tab: 'business',
      formId: 'form-1',
    });
    expect(flowLocationOf('/flowhandle/flow-main-status')?.tab).toBe('mainOpinions');
    expect(flowLocationOf('/flowhandle2/flow-main-status')?.tab).toBeNull();
    expect(flowLocationOf('/flowhandle2/approval-content')?.tab).toBe('business');
    expect(flowLocationOf('/main-page/toDoAll')).toBeNull();
  });

  it('builds addresses without false flags', () => {
    expect(flowHref({ taskId: 't1', view: false, name: '办公 用品' })).toBe(
      '/flowhandle/flow-business/flow-business-common-form?taskId=t1&name=%E5%8A%9E%E5%85%AC+%E7%94%A8%E5%93%81',
    );
    expect(flowHref({ procDefineId: 'd1', addTab: true }, { formId: 'f-1' })).toBe(
      '/flowhandle/f-1/wf-form?procDefineId=d1&addTab=true',
    );
    expect(flowHref({ procInstId: 'i1' }, { group: '/flowhandle2', tab: 'chart' })).toBe(
      '/flowhandle2/flow-chart?procInstId=i1',
    );
  });
});
