/** What the chart of an instance says (spec 000 §4 流程图): steps done, flows taken, steps open. */
export interface ChartState {
  finished: readonly string[];
  flows: readonly string[];
  current: readonly string[];
}

/** CSS classes the viewer's canvas gets for each highlighted element. */
export const MARKER = {
  done: 'wf-done',
  current: 'wf-current',
  taken: 'wf-taken',
} as const;
export type ChartMarker = (typeof MARKER)[keyof typeof MARKER];

export interface MarkerAssignment {
  id: string;
  marker: ChartMarker;
}

/**
 * Which element gets which marker. A current step is marked current even when it also finished
 * earlier (a step visited again); only flows the server reports as taken are marked taken, never
 * one merely between two finished steps. With `known` (the ids the diagram has), ids the diagram
 * lacks are left out so the canvas is never asked to mark a missing element.
 */
export function chartMarkers(
  chart: ChartState,
  known?: ReadonlySet<string> | null,
): MarkerAssignment[] {
  const result: MarkerAssignment[] = [];
  const seen = new Set<string>();
  const add = (id: string, marker: ChartMarker) => {
    if (!id || seen.has(id) || (known && !known.has(id))) return;
    seen.add(id);
    result.push({ id, marker });
  };
  for (const id of chart.current) add(id, MARKER.current);
  for (const id of chart.finished) add(id, MARKER.done);
  for (const id of chart.flows) add(id, MARKER.taken);
  return result;
}

export type StepState = 'finished' | 'current' | 'pending';

export interface ChartStep {
  id: string;
  name: string;
  /** The BPMN element type without prefix, e.g. `userTask`, `startEvent`. */
  type: string;
  state: StepState;
}

const BPMN_NS = 'http://www.omg.org/spec/BPMN/20100524/MODEL';
const STEP_TYPES = new Set([
  'startEvent',
  'endEvent',
  'intermediateCatchEvent',
  'intermediateThrowEvent',
  'userTask',
  'task',
  'serviceTask',
  'scriptTask',
  'manualTask',
  'sendTask',
  'receiveTask',
  'businessRuleTask',
  'callActivity',
  'subProcess',
  'exclusiveGateway',
  'parallelGateway',
  'inclusiveGateway',
  'eventBasedGateway',
  'complexGateway',
]);

/**
 * The steps of the diagram in the order a reader follows them (breadth first from the start
 * events along the sequence flows, the unreachable ones after), each with its state: the text
 * alternative of the chart. Null when the XML is not BPMN.
 */
export function chartSteps(xml: string, chart: ChartState): ChartStep[] | null {
  let doc: Document;
  try {
    doc = new DOMParser().parseFromString(xml, 'application/xml');
  } catch {
    return null;
  }
  if (doc.getElementsByTagName('parsererror').length > 0) return null;
  const all = Array.from(doc.getElementsByTagNameNS(BPMN_NS, '*'));
  if (all.length === 0) return null;
  const nodes = new Map<string, { name: string; type: string }>();
  const outgoing = new Map<string, string[]>();
  const starts: string[] = [];
  for (const element of all) {
    const id = element.getAttribute('id');
    if (!id) continue;
    const type = element.localName;
    if (STEP_TYPES.has(type)) {
      nodes.set(id, { name: (element.getAttribute('name') ?? '').trim(), type });
      if (type === 'startEvent') starts.push(id);
    } else if (type === 'sequenceFlow') {
      const source = element.getAttribute('sourceRef');
      const target = element.getAttribute('targetRef');
      if (source && target) outgoing.set(source, [...(outgoing.get(source) ?? []), target]);
    }
  }
  const order: string[] = [];
  const visited = new Set<string>();
  const queue = [...starts];
  while (queue.length > 0) {
    const id = queue.shift() as string;
    if (visited.has(id) || !nodes.has(id)) continue;
    visited.add(id);
    order.push(id);
    queue.push(...(outgoing.get(id) ?? []));
  }
  for (const id of nodes.keys()) if (!visited.has(id)) order.push(id);
  const current = new Set(chart.current);
  const finished = new Set(chart.finished);
  return order.map((id) => {
    const node = nodes.get(id) as { name: string; type: string };
    const state: StepState = current.has(id)
      ? 'current'
      : finished.has(id)
        ? 'finished'
        : 'pending';
    return { id, name: node.name, type: node.type, state };
  });
}
