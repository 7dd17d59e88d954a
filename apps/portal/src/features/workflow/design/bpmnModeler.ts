// The bpmn-js modeler and its styles: loaded only when a model is edited (a chunk of its own).
import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import 'bpmn-js/dist/assets/bpmn-font/css/bpmn-embedded.css';
import Modeler from 'bpmn-js/lib/Modeler';
import {
  FLOWABLE_NS,
  FLOWABLE_PREFIX,
  readElement,
  type BusinessObjectLike,
  type ElementChange,
  type SelectedElement,
} from './properties';

/** The part of the modeler the designer uses. */
export interface DesignModeler {
  importXML(xml: string): Promise<void>;
  /** The diagram as XML, the engine's namespace declared. */
  saveXML(): Promise<string>;
  /** Called with the selected element (null: none or several), and again when it changes. */
  onSelection(listener: (element: SelectedElement | null) => void): void;
  apply(id: string, change: ElementChange): void;
  /** The process's id and name follow the model's key and name. */
  setProcess(key: string, name: string): void;
  fit(): void;
  destroy(): void;
}

interface Shape {
  id: string;
  businessObject: BusinessObjectLike & { $attrs: Record<string, unknown> };
}
interface Moddle {
  create(type: string, attrs?: Record<string, unknown>): unknown;
}
interface Modeling {
  updateProperties(element: Shape, properties: Record<string, unknown>): void;
  updateModdleProperties(
    element: Shape,
    target: unknown,
    properties: Record<string, unknown>,
  ): void;
}
interface Canvas {
  zoom(level: 'fit-viewport', center: 'auto'): number;
  getRootElement(): Shape;
}

export function createModeler(container: HTMLElement): DesignModeler {
  const modeler = new Modeler({ container, keyboard: { bindTo: container } });
  const registry = () => modeler.get<{ get(id: string): Shape | undefined }>('elementRegistry');
  const modeling = () => modeler.get<Modeling>('modeling');
  const moddle = () => modeler.get<Moddle>('moddle');
  let selectedId: string | null = null;

  /** The prefix the document uses for the engine's namespace, declared when missing. */
  const prefix = (): string => {
    const definitions = modeler.getDefinitions() as unknown as { $attrs: Record<string, string> };
    const declared = Object.entries(definitions.$attrs).find(
      ([key, value]) => key.startsWith('xmlns:') && value === FLOWABLE_NS,
    );
    if (declared) return declared[0].slice('xmlns:'.length);
    definitions.$attrs[`xmlns:${FLOWABLE_PREFIX}`] = FLOWABLE_NS;
    return FLOWABLE_PREFIX;
  };

  return {
    async importXML(xml) {
      await modeler.importXML(xml);
      modeler.get<Canvas>('canvas').zoom('fit-viewport', 'auto');
    },
    async saveXML() {
      prefix();
      const { xml } = await modeler.saveXML({ format: true });
      return xml ?? '';
    },
    onSelection(listener) {
      const emit = () => {
        const element = selectedId ? registry().get(selectedId) : undefined;
        listener(element ? readElement(element.businessObject) : null);
      };
      modeler.on('selection.changed', (event: { newSelection: Shape[] }) => {
        selectedId = event.newSelection.length === 1 ? (event.newSelection[0]?.id ?? null) : null;
        emit();
      });
      modeler.on('elements.changed', () => {
        if (selectedId) emit();
      });
    },
    apply(id, change) {
      const element = registry().get(id);
      if (!element) return;
      const bo = element.businessObject;
      const update: Record<string, unknown> = {};
      if (change.name !== undefined) update.name = change.name || undefined;
      if (change.attrs) {
        const own = prefix();
        for (const [name, value] of Object.entries(change.attrs)) {
          // The same attribute under another prefix gives way to ours.
          for (const key of Object.keys(bo.$attrs ?? {})) {
            if (key.endsWith(`:${name}`) && key !== `${own}:${name}` && !key.startsWith('xmlns'))
              update[key] = undefined;
          }
          update[`${own}:${name}`] = value;
        }
      }
      if (change.loop === null) update.loopCharacteristics = undefined;
      if (change.condition !== undefined) {
        update.conditionExpression =
          change.condition === null
            ? undefined
            : moddle().create('bpmn:FormalExpression', { body: change.condition });
      }
      const loop = bo.loopCharacteristics;
      if (change.loop) {
        if (loop?.$type === 'bpmn:MultiInstanceLoopCharacteristics') {
          modeling().updateModdleProperties(element, loop, {
            isSequential: change.loop.isSequential,
          });
        } else {
          update.loopCharacteristics = moddle().create('bpmn:MultiInstanceLoopCharacteristics', {
            isSequential: change.loop.isSequential,
          });
        }
      }
      modeling().updateProperties(element, update);
    },
    setProcess(key, name) {
      const root = modeler.get<Canvas>('canvas').getRootElement();
      if (root.businessObject.$type !== 'bpmn:Process') return;
      const update: Record<string, unknown> = { name };
      if (root.businessObject.id !== key && !registry().get(key)) update.id = key;
      modeling().updateProperties(root, update);
    },
    fit() {
      modeler.get<Canvas>('canvas').zoom('fit-viewport', 'auto');
    },
    destroy() {
      modeler.destroy();
    },
  };
}
