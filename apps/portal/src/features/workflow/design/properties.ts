// The assignment and routing properties the workflow engine reads (server engine/parse.ts and
// service.ts resolverOf), as the designer's properties panel edits them. Pure: the modeler wrapper
// turns an ElementChange into modeling.updateProperties.

/** The namespace the engine's attributes live in; `flowable:` is the prefix new ones get. */
export const FLOWABLE_NS = 'http://flowable.org/bpmn';
export const FLOWABLE_PREFIX = 'flowable';

/** Attributes of a user task, by their local name. */
export const TASK_ATTRIBUTES = [
  'assignee',
  'candidateUsers',
  'candidateRoles',
  'candidateDepts',
  'f-leader-field',
] as const;
export type TaskAttribute = (typeof TASK_ATTRIBUTES)[number];

export type CountersignMode = '' | 'all' | 'any' | 'ratio';

export interface TaskProperties {
  name: string;
  attrs: Record<TaskAttribute, string>;
  /** '' = one person acts (no multi-instance). */
  countersign: CountersignMode;
  /** For `ratio`: 2/3, 60% or 0.6. */
  ratio: string;
  sequential: boolean;
}

export interface FlowProperties {
  name: string;
  /** The condition expression, e.g. ${amount > 5000}; '' = none. */
  condition: string;
}

/** What the panel knows of the selected element. */
export type SelectedElement =
  | { kind: 'userTask'; id: string; properties: TaskProperties }
  | { kind: 'sequenceFlow'; id: string; fromGateway: boolean; properties: FlowProperties }
  | { kind: 'other'; id: string; type: string; properties: { name: string } };

/** The part of a bpmn-moddle business object the panel reads. */
export interface BusinessObjectLike {
  $type: string;
  id: string;
  name?: string;
  $attrs?: Record<string, unknown>;
  loopCharacteristics?: { $type: string; isSequential?: boolean; $attrs?: Record<string, unknown> };
  conditionExpression?: { body?: string };
  sourceRef?: { $type: string };
}

function localName(key: string): string {
  const i = key.lastIndexOf(':');
  return i >= 0 ? key.slice(i + 1) : key;
}

/** Generic attributes by local name (any prefix; xmlns declarations left out). */
export function attributesOf(attrs: Record<string, unknown> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(attrs ?? {})) {
    if (key.startsWith('xmlns')) continue;
    out[localName(key)] = String(value);
  }
  return out;
}

function countersignOf(bo: BusinessObjectLike): Pick<TaskProperties, 'countersign' | 'ratio'> {
  const loop = bo.loopCharacteristics;
  if (!loop || loop.$type !== 'bpmn:MultiInstanceLoopCharacteristics') {
    return { countersign: '', ratio: '' };
  }
  const attrs = { ...attributesOf(loop.$attrs), ...attributesOf(bo.$attrs) };
  const mode = attrs.countersign ?? attrs.multiInstanceType ?? 'all';
  if (mode === 'all' || mode === 'any') return { countersign: mode, ratio: '' };
  if (mode === 'ratio') return { countersign: 'ratio', ratio: attrs.countersignRatio ?? '' };
  return { countersign: 'ratio', ratio: mode };
}

/** Reads the selected element's editable properties. */
export function readElement(bo: BusinessObjectLike): SelectedElement {
  const name = bo.name ?? '';
  if (bo.$type === 'bpmn:UserTask') {
    const attrs = attributesOf(bo.$attrs);
    return {
      kind: 'userTask',
      id: bo.id,
      properties: {
        name,
        attrs: Object.fromEntries(TASK_ATTRIBUTES.map((key) => [key, attrs[key] ?? ''])) as Record<
          TaskAttribute,
          string
        >,
        ...countersignOf(bo),
        sequential: bo.loopCharacteristics?.isSequential === true,
      },
    };
  }
  if (bo.$type === 'bpmn:SequenceFlow') {
    return {
      kind: 'sequenceFlow',
      id: bo.id,
      fromGateway: /Gateway$/.test(bo.sourceRef?.$type ?? ''),
      properties: { name, condition: (bo.conditionExpression?.body ?? '').trim() },
    };
  }
  return { kind: 'other', id: bo.id, type: bo.$type.replace(/^bpmn:/, ''), properties: { name } };
}

/** What to write: the name, attributes by local name (undefined removes), loop, condition. */
export interface ElementChange {
  name?: string;
  attrs?: Record<string, string | undefined>;
  /** null removes the multi-instance loop; undefined leaves it. */
  loop?: { isSequential: boolean } | null;
  /** null removes the condition; undefined leaves it. */
  condition?: string | null;
}

/** Problems of a task's properties, as message keys (under wfDesign.props.error). */
export function taskProblems(properties: TaskProperties): string[] {
  const problems: string[] = [];
  if (properties.countersign === 'ratio' && !isRatio(properties.ratio)) problems.push('ratio');
  return problems;
}

/** The engine's ratio forms: 2/3, 60%, 0.6 (server engine/parse.ts parseRatio). */
export function isRatio(text: string): boolean {
  const value = text.trim();
  let match = /^(\d+)\s*\/\s*(\d+)$/.exec(value);
  if (match) return Number(match[2]) > 0 && Number(match[1]) <= Number(match[2]);
  match = /^(\d+)%$/.exec(value);
  if (match) return Number(match[1]) <= 100;
  return /^0?\.\d+$|^1(?:\.0+)?$/.test(value);
}

const trimmed = (value: string) => (value.trim() === '' ? undefined : value.trim());

/** The change that makes a task say what the panel says. */
export function taskChange(properties: TaskProperties): ElementChange {
  const attrs: Record<string, string | undefined> = {};
  for (const key of TASK_ATTRIBUTES) attrs[key] = trimmed(properties.attrs[key]);
  const countersign = properties.countersign;
  attrs.countersign =
    countersign === ''
      ? undefined
      : countersign === 'ratio'
        ? trimmed(properties.ratio)
        : countersign;
  // The older two-attribute spelling gives way to the one above.
  attrs.countersignRatio = undefined;
  return {
    name: properties.name.trim(),
    attrs,
    loop: countersign === '' ? null : { isSequential: properties.sequential },
  };
}

/** The change that makes a sequence flow say what the panel says. */
export function flowChange(properties: FlowProperties): ElementChange {
  const condition = properties.condition.trim();
  return { name: properties.name.trim(), condition: condition === '' ? null : condition };
}

/** A new model's diagram: start → one user task (the applicant) → end. */
export function newDiagram(key: string, name: string): string {
  const id = /^[A-Za-z_][\w.-]*$/.test(key) ? key : 'Process_1';
  const escape = (text: string) =>
    text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn2:definitions xmlns:bpmn2="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:flowable="${FLOWABLE_NS}" id="Definitions_${id}" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn2:process id="${id}" name="${escape(name)}" isExecutable="true">
    <bpmn2:startEvent id="start" />
    <bpmn2:userTask id="apply" name="申请人" flowable:assignee="\${starter}" />
    <bpmn2:endEvent id="end" />
    <bpmn2:sequenceFlow id="flow_1" sourceRef="start" targetRef="apply" />
    <bpmn2:sequenceFlow id="flow_2" sourceRef="apply" targetRef="end" />
  </bpmn2:process>
  <bpmndi:BPMNDiagram id="Diagram_${id}">
    <bpmndi:BPMNPlane id="Plane_${id}" bpmnElement="${id}">
      <bpmndi:BPMNShape id="start_di" bpmnElement="start"><dc:Bounds x="152" y="102" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="apply_di" bpmnElement="apply"><dc:Bounds x="240" y="80" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="end_di" bpmnElement="end"><dc:Bounds x="392" y="102" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="flow_1_di" bpmnElement="flow_1"><di:waypoint x="188" y="120" /><di:waypoint x="240" y="120" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="flow_2_di" bpmnElement="flow_2"><di:waypoint x="340" y="120" /><di:waypoint x="392" y="120" /></bpmndi:BPMNEdge>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn2:definitions>
`;
}
