/** The spec's field widths (spec 000 §5): short 130, middle 260, long 350 pixels. */
export const FIELD_WIDTHS = { short: 130, middle: 260, long: 350 } as const;

export type FieldWidth = keyof typeof FIELD_WIDTHS | number;

/** Pixels of a named or numeric width; undefined leaves the control at its container's width. */
export function resolveFieldWidth(width: FieldWidth | undefined): number | undefined {
  if (width === undefined) return undefined;
  return typeof width === 'number' ? width : FIELD_WIDTHS[width];
}
