/** A user task of a BPMN diagram: where an administrator may move a running instance. */
export interface BpmnStep {
  id: string;
  name: string;
}

const BPMN_NS = 'http://www.omg.org/spec/BPMN/20100524/MODEL';

/**
 * The user tasks of the main process of a BPMN 2.0 document, in document order (sub-processes'
 * own tasks left out: the engine jumps within the main process). Unreadable XML gives none.
 */
export function userTasksOf(xml: string): BpmnStep[] {
  if (!xml.trim()) return [];
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  if (doc.getElementsByTagName('parsererror').length > 0) return [];
  const process = doc.getElementsByTagNameNS(BPMN_NS, 'process')[0];
  if (!process) return [];
  return Array.from(process.children)
    .filter((element) => element.namespaceURI === BPMN_NS && element.localName === 'userTask')
    .map((element) => {
      const id = element.getAttribute('id') ?? '';
      return { id, name: element.getAttribute('name')?.trim() || id };
    })
    .filter((step) => step.id !== '');
}
