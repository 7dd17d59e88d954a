import type { ModdleElement } from 'bpmn-moddle';
import { EngineError } from './errors';
import { validateExpression } from './expression';
import type {
  AssignmentSpec,
  CountersignMode,
  Graph,
  ModelFlow,
  ModelNode,
  MultiInstanceSpec,
  NodeKind,
  ParsedDefinitions,
  ProcessModel,
} from './types';

const NODE_KINDS: Record<string, NodeKind> = {
  'bpmn:StartEvent': 'start',
  'bpmn:EndEvent': 'end',
  'bpmn:UserTask': 'userTask',
  'bpmn:ExclusiveGateway': 'exclusive',
  'bpmn:ParallelGateway': 'parallel',
  'bpmn:InclusiveGateway': 'inclusive',
  'bpmn:SubProcess': 'subProcess',
  'bpmn:CallActivity': 'callActivity',
};

/** Elements that carry no behaviour and are ignored. */
const IGNORED = new Set([
  'bpmn:TextAnnotation',
  'bpmn:Association',
  'bpmn:DataObject',
  'bpmn:DataObjectReference',
]);

function localName(key: string): string {
  const i = key.lastIndexOf(':');
  return i >= 0 ? key.slice(i + 1) : key;
}

function stripAttrs(el: ModdleElement): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(el.$attrs ?? {})) {
    if (key.startsWith('xmlns')) continue;
    out[localName(key)] = String(value);
  }
  return out;
}

function splitList(v: string | undefined): string[] {
  return (v ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

function assignmentOf(el: ModdleElement): AssignmentSpec {
  const attrs = stripAttrs(el);
  const spec: AssignmentSpec = {
    candidateUsers: splitList(attrs.candidateUsers),
    candidateGroups: splitList(attrs.candidateGroups),
    attrs,
  };
  if (attrs.assignee) spec.assignee = attrs.assignee;
  return spec;
}

/** `2/3`, `0.6`, `60%` → a fraction. */
export function parseRatio(text: string): { num: number; den: number } | null {
  const t = text.trim();
  let m = /^(\d+)\s*\/\s*(\d+)$/.exec(t);
  if (m) {
    const num = Number(m[1]);
    const den = Number(m[2]);
    return den > 0 && num <= den ? { num, den } : null;
  }
  m = /^(\d+)%$/.exec(t);
  if (m) return parseRatio(`${m[1]}/100`);
  m = /^0?\.(\d+)$|^1(?:\.0+)?$/.exec(t);
  if (m) {
    if (!m[1]) return { num: 1, den: 1 };
    const den = 10 ** m[1].length;
    return { num: Number(m[1]), den };
  }
  return null;
}

function countersignMode(
  el: ModdleElement,
  loop: ModdleElement,
  errors: string[],
): CountersignMode {
  const attrs = { ...stripAttrs(loop), ...stripAttrs(el) };
  const mode = attrs.countersign ?? attrs.multiInstanceType;
  if (mode) {
    if (mode === 'all') return { kind: 'all' };
    if (mode === 'any') return { kind: 'any' };
    const ratio = parseRatio(mode === 'ratio' ? (attrs.countersignRatio ?? '') : mode);
    if (ratio) return { kind: 'ratio', ...ratio };
    errors.push(`Task ${el.id}: countersign mode "${mode}" is not all, any or a ratio`);
    return { kind: 'all' };
  }
  const cc = loop.completionCondition as ModdleElement | undefined;
  const body = typeof cc?.body === 'string' ? cc.body.trim() : '';
  if (body === '') return { kind: 'all' };
  try {
    validateExpression(body);
  } catch (e) {
    errors.push(`Task ${el.id}: ${(e as Error).message}`);
  }
  return { kind: 'condition', expression: body };
}

function buildGraph(container: ModdleElement, owner: string, errors: string[]): Graph {
  const nodes: Record<string, ModelNode> = {};
  const flows: Record<string, ModelFlow> = {};
  const elements = (container.flowElements as ModdleElement[] | undefined) ?? [];
  const flowEls: ModdleElement[] = [];
  for (const el of elements) {
    const id = el.id ?? '';
    if (el.$type === 'bpmn:SequenceFlow') {
      flowEls.push(el);
      continue;
    }
    if (IGNORED.has(el.$type)) continue;
    const kind = Object.hasOwn(NODE_KINDS, el.$type) ? NODE_KINDS[el.$type] : undefined;
    if (!kind) {
      errors.push(`Unsupported element ${el.$type.replace('bpmn:', '')} "${id}" in ${owner}`);
      continue;
    }
    if (
      (kind === 'start' || kind === 'end') &&
      Array.isArray(el.eventDefinitions) &&
      el.eventDefinitions.length > 0
    ) {
      errors.push(`Unsupported event definition on "${id}" in ${owner}`);
    }
    const node: ModelNode = { id, name: el.name ?? '', kind, incoming: [], outgoing: [] };
    if (kind === 'userTask') {
      node.assignment = assignmentOf(el);
      const loop = el.loopCharacteristics as ModdleElement | undefined;
      if (loop) {
        if (loop.$type !== 'bpmn:MultiInstanceLoopCharacteristics') {
          errors.push(`Task ${id}: standard loops are not supported`);
        } else {
          const mi: MultiInstanceSpec = {
            sequential: loop.isSequential === true,
            mode: countersignMode(el, loop, errors),
          };
          const collection = stripAttrs(loop).collection;
          if (collection) mi.collection = collection.replace(/^[$#]\{(.*)\}$/, '$1').trim();
          node.multiInstance = mi;
        }
      }
    } else if (el.loopCharacteristics) {
      errors.push(`Element ${id}: loops are only supported on user tasks`);
    }
    if (kind === 'exclusive' || kind === 'inclusive') {
      const def = el.default as ModdleElement | undefined;
      if (def?.id) node.defaultFlow = def.id;
    }
    if (kind === 'subProcess') {
      if (el.triggeredByEvent) errors.push(`Event sub-process "${id}" is not supported`);
      node.body = buildGraph(el, `sub-process ${id}`, errors);
    }
    if (kind === 'callActivity') {
      const called = typeof el.calledElement === 'string' ? el.calledElement : '';
      if (!called) errors.push(`Call activity "${id}" has no calledElement`);
      node.calledElement = called;
    }
    nodes[id] = node;
  }
  for (const el of flowEls) {
    const id = el.id ?? '';
    const source = (el.sourceRef as ModdleElement | undefined)?.id;
    const target = (el.targetRef as ModdleElement | undefined)?.id;
    if (!source || !target || !nodes[source] || !nodes[target]) {
      errors.push(`Sequence flow "${id}" in ${owner} is dangling (source or target missing)`);
      continue;
    }
    const flow: ModelFlow = { id, name: el.name ?? '', source, target };
    const cond = el.conditionExpression as ModdleElement | undefined;
    const body = typeof cond?.body === 'string' ? cond.body.trim() : '';
    if (body !== '') {
      try {
        validateExpression(body);
        flow.condition = body;
      } catch (e) {
        errors.push(`Sequence flow "${id}": ${(e as Error).message}`);
      }
    }
    flows[id] = flow;
    nodes[source]?.outgoing.push(id);
    nodes[target]?.incoming.push(id);
  }

  const starts = Object.values(nodes).filter((n) => n.kind === 'start');
  if (starts.length === 0) errors.push(`${owner} has no start event`);
  if (starts.length > 1) errors.push(`${owner} has more than one start event`);
  if (!Object.values(nodes).some((n) => n.kind === 'end')) errors.push(`${owner} has no end event`);
  for (const n of Object.values(nodes)) {
    if (n.kind !== 'end' && n.outgoing.length === 0)
      errors.push(`"${n.id}" in ${owner} has no outgoing flow`);
    if (n.kind !== 'start' && n.incoming.length === 0)
      errors.push(`"${n.id}" in ${owner} has no incoming flow`);
    if (n.kind === 'start' && n.incoming.length > 0)
      errors.push(`Start event "${n.id}" has incoming flows`);
    if ((n.kind === 'exclusive' || n.kind === 'inclusive') && n.outgoing.length > 1) {
      const unconditioned = n.outgoing.filter((f) => f !== n.defaultFlow && !flows[f]?.condition);
      if (unconditioned.length > 0) {
        errors.push(
          `Gateway "${n.id}" in ${owner}: flows ${unconditioned.join(', ')} need a condition (or mark one as default)`,
        );
      }
    }
    if (n.defaultFlow && !n.outgoing.includes(n.defaultFlow)) {
      errors.push(`Gateway "${n.id}": default flow is not one of its outgoing flows`);
    }
  }
  return { startId: starts[0]?.id ?? '', nodes, flows };
}

/**
 * Parses BPMN 2.0 XML (as the bpmn-js modeler saves it) into process models.
 * Throws EngineError MODEL_INVALID (with `details`) for unsupported or invalid models.
 */
export async function parseBpmn(xml: string): Promise<ParsedDefinitions> {
  let root: ModdleElement;
  let warnings: { message: string }[];
  // bpmn-moddle loads with the first process definition read, not with every server.
  const { BpmnModdle } = await import('bpmn-moddle');
  try {
    const result = await new BpmnModdle().fromXML(xml);
    root = result.rootElement;
    warnings = result.warnings;
  } catch (e) {
    throw new EngineError('MODEL_INVALID', `Not a BPMN 2.0 document: ${(e as Error).message}`, [
      (e as Error).message,
    ]);
  }
  const errors: string[] = warnings
    .filter((w) => w.message.startsWith('unresolved reference'))
    .map((w) => `Dangling reference: ${w.message}`);
  const processes: Record<string, ProcessModel> = {};
  const rootElements = (root.rootElements as ModdleElement[] | undefined) ?? [];
  for (const el of rootElements) {
    if (el.$type !== 'bpmn:Process') continue;
    const id = el.id ?? '';
    const graph = buildGraph(el, `process ${id}`, errors);
    processes[id] = { id, name: el.name ?? '', ...graph };
  }
  const ids = Object.keys(processes);
  const main =
    rootElements.find((e) => e.$type === 'bpmn:Process' && e.isExecutable !== false)?.id ?? ids[0];
  if (!main) errors.push('The document contains no process');
  if (errors.length > 0) {
    throw new EngineError('MODEL_INVALID', `Invalid process model: ${errors[0]}`, errors);
  }
  return { main: main ?? '', processes };
}
