import {
  flowChange,
  isRatio,
  newDiagram,
  readElement,
  taskChange,
  taskProblems,
} from './properties';
import { chartSteps } from '../chart/markers';

describe('readElement', () => {
  it('reads a countersign task of the demo flow, whatever the attribute prefix', () => {
    const element = readElement({
      $type: 'bpmn:UserTask',
      id: 'os_admin',
      name: '综合部会签',
      $attrs: { 'flowable:candidateDepts': 'dept-general', 'activiti:countersign': '2/3' },
      loopCharacteristics: { $type: 'bpmn:MultiInstanceLoopCharacteristics', isSequential: true },
    });
    expect(element).toEqual({
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
        countersign: 'ratio',
        ratio: '2/3',
        sequential: true,
      },
    });
  });

  it('reads no countersign without a multi-instance loop, and all when the loop has no mode', () => {
    const plain = readElement({
      $type: 'bpmn:UserTask',
      id: 't',
      $attrs: { 'flowable:countersign': 'any' },
    });
    expect(plain.kind === 'userTask' && plain.properties.countersign).toBe('');
    const loop = readElement({
      $type: 'bpmn:UserTask',
      id: 't',
      loopCharacteristics: { $type: 'bpmn:MultiInstanceLoopCharacteristics' },
    });
    expect(loop.kind === 'userTask' && loop.properties.countersign).toBe('all');
  });

  it('reads a flow condition and whether it leaves a gateway', () => {
    expect(
      readElement({
        $type: 'bpmn:SequenceFlow',
        id: 'f_big',
        name: '大额',
        conditionExpression: { body: ' ${amount > 5000} ' },
        sourceRef: { $type: 'bpmn:ExclusiveGateway' },
      }),
    ).toEqual({
      kind: 'sequenceFlow',
      id: 'f_big',
      fromGateway: true,
      properties: { name: '大额', condition: '${amount > 5000}' },
    });
  });
});

describe('changes', () => {
  const task = {
    name: ' 部门领导审批 ',
    attrs: {
      assignee: '',
      candidateUsers: ' u1,u2 ',
      candidateRoles: '',
      candidateDepts: '',
      'f-leader-field': 'deptId',
    },
    countersign: '' as const,
    ratio: '',
    sequential: false,
  };

  it('writes the attributes trimmed, removes empty ones and the loop without countersign', () => {
    expect(taskChange(task)).toEqual({
      name: '部门领导审批',
      attrs: {
        assignee: undefined,
        candidateUsers: 'u1,u2',
        candidateRoles: undefined,
        candidateDepts: undefined,
        'f-leader-field': 'deptId',
        countersign: undefined,
        countersignRatio: undefined,
      },
      loop: null,
    });
  });

  it('writes a ratio countersign as the ratio with a loop', () => {
    const change = taskChange({ ...task, countersign: 'ratio', ratio: '60%', sequential: true });
    expect(change.attrs?.countersign).toBe('60%');
    expect(change.loop).toEqual({ isSequential: true });
    expect(taskChange({ ...task, countersign: 'all' }).attrs?.countersign).toBe('all');
  });

  it('refuses ratios the engine would refuse', () => {
    for (const good of ['2/3', '60%', '0.6', '.5', '1']) expect(isRatio(good)).toBe(true);
    for (const bad of ['3/2', '2/0', '120%', '1.5', 'half', '']) expect(isRatio(bad)).toBe(false);
    expect(taskProblems({ ...task, countersign: 'ratio', ratio: '3/2' })).toEqual(['ratio']);
    expect(taskProblems({ ...task, countersign: 'all', ratio: '3/2' })).toEqual([]);
  });

  it('removes an empty condition and keeps a filled one', () => {
    expect(flowChange({ name: '', condition: '  ' })).toEqual({ name: '', condition: null });
    expect(flowChange({ name: '小额', condition: '${amount <= 5000}' })).toEqual({
      name: '小额',
      condition: '${amount <= 5000}',
    });
  });
});

describe('newDiagram', () => {
  it('is start → applicant → end under the key, the engine namespace declared', () => {
    const xml = newDiagram('leave', '请假 <A&B>');
    expect(xml).toContain('xmlns:flowable="http://flowable.org/bpmn"');
    expect(xml).toContain('<bpmn2:process id="leave" name="请假 &lt;A&amp;B>"');
    expect(xml).toContain('flowable:assignee="${starter}"');
    const steps = chartSteps(xml, { finished: [], flows: [], current: [] });
    expect(steps?.map((step) => step.type)).toEqual(['startEvent', 'userTask', 'endEvent']);
  });
});
