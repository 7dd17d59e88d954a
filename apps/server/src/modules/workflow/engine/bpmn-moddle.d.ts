declare module 'bpmn-moddle' {
  export interface ModdleElement {
    $type: string;
    $attrs?: Record<string, string>;
    id?: string;
    name?: string;
    [key: string]: unknown;
  }
  export interface ParseResult {
    rootElement: ModdleElement;
    warnings: { message: string }[];
    references: { element: ModdleElement; property: string; id: string }[];
  }
  export class BpmnModdle {
    constructor(packages?: Record<string, unknown>);
    fromXML(xml: string, typeName?: string): Promise<ParseResult>;
  }
}
