import {
  Button,
  formatDate,
  formatNumberText,
  Link,
  Tag,
  type ButtonVariant,
  type TagStatus,
} from '@ccms/ui';
import type { ReactNode } from 'react';
import { cellText, readCell, type ColumnOption } from './gridColumn';
import { RowActionList } from './DataGrid.styles';

/** Where a renderer reads its value: a row property or a function of the row. */
export type CellSource<Row> = Extract<keyof Row, string> | ((row: Row) => unknown);

function reader<Row>(source: CellSource<Row>): (row: Row) => unknown {
  return typeof source === 'function' ? source : (row: Row) => readCell(row, source);
}

/** Money with thousands separators and two decimals (5230.5 → "5,230.50"); blank for no number. */
export function moneyRenderer<Row>(source: CellSource<Row>, precision = 2) {
  const read = reader(source);
  return function renderMoney(row: Row): string {
    const value = read(row);
    const amount = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    return typeof amount === 'number' && Number.isFinite(amount)
      ? formatNumberText(amount, precision)
      : '';
  };
}

/** A date as YYYY-MM-DD. */
export function dateRenderer<Row>(source: CellSource<Row>) {
  const read = reader(source);
  return function renderDate(row: Row): string {
    const value = read(row);
    return value instanceof Date || typeof value === 'number' || typeof value === 'string'
      ? formatDate(value)
      : '';
  };
}

/** The label of a dictionary value (status code → its translated name); the value when unknown. */
export function dictionaryRenderer<Row>(source: CellSource<Row>, options: readonly ColumnOption[]) {
  const read = reader(source);
  const labels = new Map(options.map((option) => [option.value, option.label]));
  return function renderDictionaryLabel(row: Row): string {
    const value = read(row);
    return labels.get(value) ?? cellText(value);
  };
}

/** A dictionary value as a coloured tag; `statusOf` picks the colour. */
export function tagRenderer<Row>(
  source: CellSource<Row>,
  options: readonly ColumnOption[],
  statusOf: (value: unknown) => TagStatus = () => 'info',
) {
  const label = dictionaryRenderer(source, options);
  const read = reader(source);
  return function renderTag(row: Row): ReactNode {
    const text = label(row);
    return text === '' ? null : <Tag status={statusOf(read(row))}>{text}</Tag>;
  };
}

export interface LinkCellOptions<Row> {
  href?: (row: Row) => string;
  onPress?: (row: Row) => void;
}

/** The cell's text as a link to a page (href) or an action (onPress). */
export function linkRenderer<Row>(
  source: CellSource<Row>,
  { href, onPress }: LinkCellOptions<Row>,
) {
  const read = reader(source);
  return function renderLink(row: Row): ReactNode {
    const text = read(row);
    if (text === null || text === undefined || text === '') return null;
    return (
      <Link
        {...(href ? { href: href(row) } : {})}
        {...(onPress ? { onPress: () => onPress(row) } : {})}
      >
        {cellText(text)}
      </Link>
    );
  };
}

/** One button of a row's actions. */
export interface RowAction<Row> {
  id: string;
  /** Already translated. */
  label: string;
  onPress: (row: Row) => void;
  variant?: ButtonVariant;
  /** Hidden for rows it does not apply to. */
  isVisible?: (row: Row) => boolean;
}

/**
 * Buttons acting on the row (edit, delete…). They leave the page's tab order with the rest of
 * the grid; Enter or F2 on the cell steps into them, arrows and Tab/Shift+Tab move between them
 * (Tab after the last leaves the grid), Esc or F2 steps back out to the cell.
 */
export function rowActionsRenderer<Row>(actions: readonly RowAction<Row>[]) {
  return function renderRowActions(row: Row): ReactNode {
    return (
      <RowActionList>
        {actions
          .filter((action) => action.isVisible?.(row) ?? true)
          .map((action) => (
            <Button
              key={action.id}
              size="mini"
              variant={action.variant ?? 'text'}
              onPress={() => action.onPress(row)}
            >
              {action.label}
            </Button>
          ))}
      </RowActionList>
    );
  };
}
