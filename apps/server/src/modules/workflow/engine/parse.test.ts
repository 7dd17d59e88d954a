import { describe, expect, it } from 'vitest';
import { EngineError } from './errors';
import { parseBpmn, parseRatio } from './parse';
import { fixture } from './testkit';

const NS =
  'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:bpmn2="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:flowable="http://flowable.org/bpmn"';
const doc = (body: string): string =>
  `<?xml version="1.0"?><bpmn2:definitions ${NS} id="d" targetNamespace="t"><bpmn2:process id="p" isExecutable="true">${body}</bpmn2:process></bpmn2:definitions>`;

async function invalid(xml: string): Promise<EngineError> {
  try {
    await parseBpmn(xml);
  } catch (e) {
    expect(e).toBeInstanceOf(EngineError);
    return e as EngineError;
  }
  throw new Error('expected the model to be rejected');
}

describe('parseBpmn', () => {
  it('reads a bpmn-js file: nodes, flows, conditions, default flow and opaque assignment specs', async () => {
    const defs = await parseBpmn(fixture('exclusive.bpmn'));
    expect(defs.main).toBe('expense');
    const p = defs.processes.expense;
    expect(p?.name).toBe('费用报销');
    expect(p?.startId).toBe('start');
    expect(p?.nodes.gw).toMatchObject({
      kind: 'exclusive',
      defaultFlow: 'f_small',
      outgoing: ['f_big', 'f_small'],
    });
    expect(p?.flows.f_big?.condition).toBe("${amount > 5000 && type == 'A'}");
    expect(p?.nodes.leader?.assignment).toEqual({
      candidateUsers: ['leader1'],
      candidateGroups: ['role_leader'],
      attrs: {
        candidateUsers: 'leader1',
        'f-leader-field': 'deptId',
        candidateGroups: 'role_leader',
      },
    });
    expect(p?.nodes.apply?.assignment?.assignee).toBe('${starter}');
  });

  it('reads countersign modes from attributes and completion conditions', async () => {
    const defs = await parseBpmn(fixture('countersign.bpmn'));
    expect(defs.processes.cs_all?.nodes.sign_cs_all?.multiInstance).toEqual({
      sequential: false,
      mode: { kind: 'all' },
    });
    expect(defs.processes.cs_any?.nodes.sign_cs_any?.multiInstance?.mode).toEqual({ kind: 'any' });
    expect(defs.processes.cs_ratio?.nodes.sign_cs_ratio?.multiInstance?.mode).toEqual({
      kind: 'ratio',
      num: 2,
      den: 3,
    });
    expect(defs.processes.cs_cond?.nodes.sign_cs_cond?.multiInstance?.mode).toEqual({
      kind: 'condition',
      expression: '${nrOfCompletedInstances/nrOfInstances >= 0.66}',
    });
    expect(defs.processes.cs_seq?.nodes.sign_cs_seq?.multiInstance?.sequential).toBe(true);
    expect(defs.processes.cs_coll?.nodes.sign_cs_coll?.multiInstance?.collection).toBe('signers');
  });

  it('reads embedded sub-processes and call activities', async () => {
    const defs = await parseBpmn(fixture('subprocess.bpmn'));
    expect(defs.main).toBe('main');
    expect(Object.keys(defs.processes)).toEqual(['main', 'child']);
    expect(defs.processes.main?.nodes.sub?.body?.startId).toBe('sub_start');
    expect(defs.processes.main?.nodes.call?.calledElement).toBe('child');
  });

  it('parses ratios', () => {
    expect(parseRatio('2/3')).toEqual({ num: 2, den: 3 });
    expect(parseRatio('0.75')).toEqual({ num: 75, den: 100 });
    expect(parseRatio('60%')).toEqual({ num: 60, den: 100 });
    expect(parseRatio('4/3')).toBeNull();
    expect(parseRatio('abc')).toBeNull();
  });

  it('rejects a model without a start event', async () => {
    const e = await invalid(doc('<bpmn2:endEvent id="e"/>'));
    expect(e.code).toBe('MODEL_INVALID');
    expect(e.details.join('\n')).toMatch(/no start event/);
  });

  it('rejects a dangling flow', async () => {
    const e = await invalid(
      doc(
        '<bpmn2:startEvent id="s"/><bpmn2:endEvent id="e"/><bpmn2:sequenceFlow id="f" sourceRef="s" targetRef="nowhere"/>',
      ),
    );
    expect(e.details.join('\n')).toMatch(/dangling|unresolved reference/i);
  });

  it('rejects an exclusive gateway without a default whose flows have no conditions', async () => {
    const e = await invalid(
      doc(`<bpmn2:startEvent id="s"/><bpmn2:exclusiveGateway id="g"/><bpmn2:endEvent id="e1"/><bpmn2:endEvent id="e2"/>
        <bpmn2:sequenceFlow id="f0" sourceRef="s" targetRef="g"/><bpmn2:sequenceFlow id="f1" sourceRef="g" targetRef="e1"/>
        <bpmn2:sequenceFlow id="f2" sourceRef="g" targetRef="e2"/>`),
    );
    expect(e.details.join('\n')).toMatch(/Gateway "g".*f1, f2 need a condition/);
  });

  it('rejects unsupported elements, bad conditions and unreachable nodes', async () => {
    const e = await invalid(
      doc(`<bpmn2:startEvent id="s"/><bpmn2:serviceTask id="svc"/><bpmn2:userTask id="lost"/><bpmn2:endEvent id="e"/>
        <bpmn2:sequenceFlow id="f0" sourceRef="s" targetRef="svc"/><bpmn2:sequenceFlow id="f1" sourceRef="lost" targetRef="e"/>
        <bpmn2:sequenceFlow id="f2" sourceRef="s" targetRef="e"><bpmn2:conditionExpression xsi:type="bpmn2:tFormalExpression">\${a &gt;}</bpmn2:conditionExpression></bpmn2:sequenceFlow>`),
    );
    const all = e.details.join('\n');
    expect(all).toMatch(/Unsupported element ServiceTask "svc"/);
    expect(all).toMatch(/"lost" in process p has no incoming flow/);
    expect(all).toMatch(/Sequence flow "f2": .*expression/);
  });

  it('rejects what is not BPMN', async () => {
    const e = await invalid('<html><body>nope</body></html>');
    expect(e.code).toBe('MODEL_INVALID');
    await expect(parseBpmn('not xml at all <')).rejects.toBeInstanceOf(EngineError);
  });
});

describe('parseBpmn with the bpmn: prefix and extension elements', () => {
  it('accepts what bpmn-js saves, ignoring extension elements it does not know', async () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xmlns:camunda="http://camunda.org/schema/1.0/bpmn" id="Definitions_x" targetNamespace="http://bpmn.io/schema/bpmn" exporter="bpmn-js (https://demo.bpmn.io)" exporterVersion="18.0.0">
  <bpmn:process id="Process_1" isExecutable="true">
    <bpmn:startEvent id="StartEvent_1"><bpmn:outgoing>Flow_1</bpmn:outgoing></bpmn:startEvent>
    <bpmn:userTask id="Activity_1" name="审批" camunda:candidateGroups="dept_admin" f-flow-notice="1">
      <bpmn:extensionElements><camunda:formData><camunda:formField id="amount" type="long" /></camunda:formData></bpmn:extensionElements>
      <bpmn:incoming>Flow_1</bpmn:incoming><bpmn:outgoing>Flow_2</bpmn:outgoing>
    </bpmn:userTask>
    <bpmn:endEvent id="Event_1"><bpmn:incoming>Flow_2</bpmn:incoming></bpmn:endEvent>
    <bpmn:sequenceFlow id="Flow_1" sourceRef="StartEvent_1" targetRef="Activity_1" />
    <bpmn:sequenceFlow id="Flow_2" sourceRef="Activity_1" targetRef="Event_1" />
  </bpmn:process>
</bpmn:definitions>`;
    const defs = await parseBpmn(xml);
    expect(defs.processes.Process_1?.nodes.Activity_1?.assignment).toEqual({
      candidateUsers: [],
      candidateGroups: ['dept_admin'],
      attrs: { candidateGroups: 'dept_admin', 'f-flow-notice': '1' },
    });
    expect(defs.processes.Process_1?.nodes.Activity_1?.incoming).toEqual(['Flow_1']);
  });
});
