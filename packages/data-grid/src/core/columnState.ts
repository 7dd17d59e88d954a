import { resolveColumnWidth, type ColumnModel } from './columns';

/** The side a column is pinned to; pinned columns stay in view while the centre scrolls. */
export type ColumnPin = 'left' | 'right';

/**
 * What the user changed about the columns, remembered per table. Keys absent from a field keep
 * the column definition's default; `pinned[key] = null` unpins a column pinned by default.
 */
export interface ColumnState {
  order: readonly string[];
  widths: Readonly<Record<string, number>>;
  pinned: Readonly<Record<string, ColumnPin | null>>;
  hidden: readonly string[];
}

/** The column-model part of a column definition. */
export interface LayoutColumn<Row> extends ColumnModel<Row> {
  /** Pinned by default. */
  pinned?: ColumnPin;
  /** Hidden by default; the column chooser shows it again. */
  hidden?: boolean;
  /** Narrowest width a drag or key can make it; defaults to MIN_COLUMN_WIDTH. */
  minWidth?: number;
}

/** What the column-state functions read of a column definition, whatever its row type. */
export type ColumnShape = Pick<
  LayoutColumn<never>,
  'key' | 'title' | 'width' | 'pinned' | 'hidden' | 'minWidth'
>;

export const EMPTY_COLUMN_STATE: ColumnState = { order: [], widths: {}, pinned: {}, hidden: [] };

/** Narrowest a column can be resized to unless its definition says otherwise. */
export const MIN_COLUMN_WIDTH = 48;

/** One column as laid out: its place, width and, for pinned ones, the sticky offset. */
export interface PlacedColumn<Column> {
  column: Column;
  key: string;
  width: number;
  pinned: ColumnPin | undefined;
  /** Distance from the group's outer edge: from the left for left/centre, from the right for right. */
  offset: number;
}

export interface ColumnLayout<Column> {
  left: PlacedColumn<Column>[];
  center: PlacedColumn<Column>[];
  right: PlacedColumn<Column>[];
  /** Left, centre, right: the order the columns are displayed and navigated in. */
  all: PlacedColumn<Column>[];
  leftWidth: number;
  centerWidth: number;
  rightWidth: number;
  totalWidth: number;
}

/** Column keys in displayed order: the state's order first, new columns after in definition order. */
export function orderColumnKeys(
  columns: readonly Pick<ColumnShape, 'key'>[],
  state: ColumnState,
): string[] {
  const known = new Set(columns.map((column) => column.key));
  const ordered = state.order.filter(
    (key, index) => known.has(key) && state.order.indexOf(key) === index,
  );
  const placed = new Set(ordered);
  for (const column of columns) if (!placed.has(column.key)) ordered.push(column.key);
  return ordered;
}

export function columnPin(column: ColumnShape, state: ColumnState): ColumnPin | undefined {
  const pin = state.pinned[column.key];
  return pin === undefined ? column.pinned : (pin ?? undefined);
}

export function isColumnHidden(column: ColumnShape, state: ColumnState): boolean {
  if (state.hidden.includes(column.key)) return true;
  // A column hidden by default shows once the state lists it as shown (a negative entry).
  return column.hidden === true && !state.hidden.includes(`!${column.key}`);
}

export function columnWidth(column: ColumnShape, state: ColumnState): number {
  return state.widths[column.key] ?? resolveColumnWidth(column);
}

/** The visible columns in displayed order, split into left-pinned, centre and right-pinned groups. */
export function resolveColumnLayout<Column extends ColumnShape>(
  columns: readonly Column[],
  state: ColumnState,
): ColumnLayout<Column> {
  const byKey = new Map(columns.map((column) => [column.key, column]));
  const left: PlacedColumn<Column>[] = [];
  const center: PlacedColumn<Column>[] = [];
  const right: PlacedColumn<Column>[] = [];
  for (const key of orderColumnKeys(columns, state)) {
    const column = byKey.get(key)!;
    if (isColumnHidden(column, state)) continue;
    const pinned = columnPin(column, state);
    const placed = { column, key, width: columnWidth(column, state), pinned, offset: 0 };
    (pinned === 'left' ? left : pinned === 'right' ? right : center).push(placed);
  }
  const place = (group: PlacedColumn<Column>[]) =>
    group.reduce((offset, placed) => {
      placed.offset = offset;
      return offset + placed.width;
    }, 0);
  const leftWidth = place(left);
  const centerWidth = place(center);
  // Right-pinned offsets count from the right edge, as `right:` of a sticky cell does.
  const rightWidth = place([...right].reverse());
  return {
    left,
    center,
    right,
    all: [...left, ...center, ...right],
    leftWidth,
    centerWidth,
    rightWidth,
    totalWidth: leftWidth + centerWidth + rightWidth,
  };
}

/** Moves a column by `delta` places among the visible columns of its own pin group. */
export function moveColumn(
  columns: readonly ColumnShape[],
  state: ColumnState,
  key: string,
  delta: number,
): ColumnState {
  const order = orderColumnKeys(columns, state);
  const layout = resolveColumnLayout(columns, state);
  const group = [layout.left, layout.center, layout.right].find((candidate) =>
    candidate.some((placed) => placed.key === key),
  );
  if (!group) return state;
  const position = group.findIndex((placed) => placed.key === key);
  const target = group[Math.min(group.length - 1, Math.max(0, position + delta))]!;
  if (target.key === key) return state;
  return moveColumnTo(order, state, key, target.key);
}

/** Puts column `key` where `targetKey` is (a drop on a header), shifting the others. */
export function moveColumnBefore(
  columns: readonly ColumnShape[],
  state: ColumnState,
  key: string,
  targetKey: string,
): ColumnState {
  if (key === targetKey) return state;
  return moveColumnTo(orderColumnKeys(columns, state), state, key, targetKey);
}

function moveColumnTo(order: string[], state: ColumnState, key: string, targetKey: string) {
  const from = order.indexOf(key);
  const to = order.indexOf(targetKey);
  if (from < 0 || to < 0) return state;
  const next = order.filter((candidate) => candidate !== key);
  next.splice(to, 0, key);
  return { ...state, order: next };
}

/** Sets a column's width, never below its minimum. */
export function resizeColumn(column: ColumnShape, state: ColumnState, width: number): ColumnState {
  const clamped = Math.max(column.minWidth ?? MIN_COLUMN_WIDTH, Math.round(width));
  if (state.widths[column.key] === clamped) return state;
  return { ...state, widths: { ...state.widths, [column.key]: clamped } };
}

/** Pins a column left or right, or unpins it with `undefined`. */
export function pinColumn(
  column: ColumnShape,
  state: ColumnState,
  pin: ColumnPin | undefined,
): ColumnState {
  if (columnPin(column, state) === pin) return state;
  return { ...state, pinned: { ...state.pinned, [column.key]: pin ?? null } };
}

/** Hides or shows a column. */
export function setColumnHidden(
  column: ColumnShape,
  state: ColumnState,
  hidden: boolean,
): ColumnState {
  if (isColumnHidden(column, state) === hidden) return state;
  const rest = state.hidden.filter((entry) => entry !== column.key && entry !== `!${column.key}`);
  const entry = hidden ? column.key : column.hidden ? `!${column.key}` : undefined;
  return { ...state, hidden: entry ? [...rest, entry] : rest };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((entry) => typeof entry === 'string');

/** Reads a stored column state; anything malformed gives `undefined` rather than a broken grid. */
export function parseColumnState(text: string | null | undefined): ColumnState | undefined {
  if (!text) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isRecord(value) || !isStringArray(value.order) || !isStringArray(value.hidden)) {
    return undefined;
  }
  const { widths, pinned } = value;
  if (!isRecord(widths) || !isRecord(pinned)) return undefined;
  const widthEntries = Object.entries(widths).filter(
    (entry): entry is [string, number] =>
      typeof entry[1] === 'number' && Number.isFinite(entry[1]) && entry[1] > 0,
  );
  const pinEntries = Object.entries(pinned).filter(
    (entry): entry is [string, ColumnPin | null] =>
      entry[1] === 'left' || entry[1] === 'right' || entry[1] === null,
  );
  return {
    order: value.order,
    hidden: value.hidden,
    widths: Object.fromEntries(widthEntries),
    pinned: Object.fromEntries(pinEntries),
  };
}
