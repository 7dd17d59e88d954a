// The bpmn-js viewer and its styles: loaded only when a chart is shown (a chunk of its own).
import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import NavigatedViewer from 'bpmn-js/lib/NavigatedViewer';

/** The part of the viewer the chart uses. */
export interface ChartViewer {
  importXML(xml: string): Promise<unknown>;
  /** Every element id the imported diagram has. */
  elementIds(): Set<string>;
  addMarker(id: string, marker: string): void;
  zoom(step: number): void;
  fit(): void;
  destroy(): void;
}

interface Canvas {
  zoom(level?: number | 'fit-viewport', center?: 'auto'): number;
  addMarker(id: string, marker: string): void;
}
interface ElementRegistry {
  getAll(): { id: string }[];
}

export function createViewer(container: HTMLElement): ChartViewer {
  const viewer = new NavigatedViewer({ container });
  const canvas = () => viewer.get<Canvas>('canvas');
  return {
    async importXML(xml) {
      const result = await viewer.importXML(xml);
      // The drawing is hidden from assistive technology (the chart's step list tells the same); its
      // own tab stops (the canvas, the bpmn.io link) would be focusable yet unnamed inside it.
      for (const element of container.querySelectorAll('a[href], [tabindex]'))
        element.setAttribute('tabindex', '-1');
      return result;
    },
    elementIds() {
      return new Set(
        viewer
          .get<ElementRegistry>('elementRegistry')
          .getAll()
          .map((element) => element.id),
      );
    },
    addMarker(id, marker) {
      canvas().addMarker(id, marker);
    },
    zoom(step) {
      const current = canvas().zoom();
      canvas().zoom(Math.min(4, Math.max(0.2, current * step)), 'auto');
    },
    fit() {
      canvas().zoom('fit-viewport', 'auto');
    },
    destroy() {
      viewer.destroy();
    },
  };
}
