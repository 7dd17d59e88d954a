import { DropdownMenu, IconButton, type MenuEntry } from '@ccms/ui';
import { memo, useRef, type CSSProperties, type KeyboardEvent, type PointerEvent } from 'react';
import { MIN_COLUMN_WIDTH, type PlacedColumn } from '../core/columnState';
import { pinnedCellStyle } from './GridBodyRow';
import type { FilterValue } from '../core/filtering';
import type { SortDirection } from '../core/sorting';
import { useDataGridTranslation } from '../i18n/dataGridResources';
import { ColumnFilter } from './ColumnFilter';
import type { DataGridColumn } from './gridColumn';
import { HeaderCell, HeaderTitle, HeaderTools, ResizeHandle, SortIcon } from './DataGrid.styles';

/** What the column menu can do; the ids are the menu item ids. */
export type ColumnMenuAction = 'pinLeft' | 'pinRight' | 'unpin' | 'hide' | 'moveLeft' | 'moveRight';

export interface GridHeaderCellProps<Row> {
  placed: PlacedColumn<DataGridColumn<Row>>;
  columnIndex: number;
  height: number;
  /** Width of the checkbox column before left-pinned headers. */
  leftInset: number;
  /** Centre headers are placed absolutely at this offset; pinned ones stick. */
  centreLeft: number | undefined;
  isActive: boolean;
  direction: SortDirection | undefined;
  /** Only the primary sort column carries aria-sort's direction. */
  isPrimarySort: boolean;
  filter: FilterValue | undefined;
  canMoveLeft: boolean;
  canMoveRight: boolean;
  onFilterChange: (key: string, value: FilterValue | undefined) => void;
  onMenuAction: (key: string, action: ColumnMenuAction) => void;
  onResize: (key: string, width: number) => void;
  onReorder: (draggedKey: string, targetKey: string) => void;
}

const RESIZE_STEP = 10;
const DRAG_TYPE = 'application/x-ccms-grid-column';

function GridHeaderCellImpl<Row>({
  placed,
  columnIndex,
  height,
  leftInset,
  centreLeft,
  isActive,
  direction,
  isPrimarySort,
  filter,
  canMoveLeft,
  canMoveRight,
  onFilterChange,
  onMenuAction,
  onResize: onResizeKey,
  onReorder,
}: GridHeaderCellProps<Row>) {
  const { column, width, pinned } = placed;
  const onResize = (next: number) => onResizeKey(column.key, next);
  const style: CSSProperties =
    centreLeft === undefined
      ? pinnedCellStyle(placed, leftInset)
      : { position: 'absolute', top: 0, left: centreLeft };
  const t = useDataGridTranslation();
  const resizing = useRef<{ startX: number; startWidth: number } | null>(null);

  const ariaSort = !column.sortable
    ? undefined
    : isPrimarySort && direction
      ? direction === 'asc'
        ? 'ascending'
        : 'descending'
      : 'none';

  const menuItems: MenuEntry[] = [
    { id: 'pinLeft', label: t('gridPinLeft'), isDisabled: pinned === 'left' },
    { id: 'pinRight', label: t('gridPinRight'), isDisabled: pinned === 'right' },
    { id: 'unpin', label: t('gridUnpin'), isDisabled: !pinned },
    { id: 'separator', type: 'separator' },
    { id: 'moveLeft', label: t('gridMoveLeft'), isDisabled: !canMoveLeft },
    { id: 'moveRight', label: t('gridMoveRight'), isDisabled: !canMoveRight },
    { id: 'hide', label: t('gridHideColumn') },
  ];

  const startResize = (event: PointerEvent<HTMLDivElement>) => {
    event.preventDefault();
    event.stopPropagation();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    resizing.current = { startX: event.clientX, startWidth: width };
  };
  const moveResize = (event: PointerEvent<HTMLDivElement>) => {
    const start = resizing.current;
    if (start) onResize(start.startWidth + event.clientX - start.startX);
  };
  const endResize = (event: PointerEvent<HTMLDivElement>) => {
    resizing.current = null;
    event.currentTarget.releasePointerCapture?.(event.pointerId);
  };
  const resizeByKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    // The arrows size the column here instead of moving between cells.
    event.preventDefault();
    event.stopPropagation();
    onResize(width + (event.key === 'ArrowRight' ? RESIZE_STEP : -RESIZE_STEP));
  };

  return (
    <HeaderCell
      role="columnheader"
      // The title names the header; the tools inside have names of their own.
      aria-label={column.title}
      aria-sort={ariaSort}
      aria-colindex={columnIndex + 1}
      tabIndex={isActive ? 0 : -1}
      data-cell-row={0}
      data-cell-column={columnIndex}
      data-column-key={column.key}
      data-sortable={column.sortable || undefined}
      data-sort={direction}
      data-pinned={pinned}
      draggable
      onDragStart={(event) => {
        if (resizing.current) {
          event.preventDefault();
          return;
        }
        event.dataTransfer.setData(DRAG_TYPE, column.key);
        event.dataTransfer.effectAllowed = 'move';
      }}
      onDragOver={(event) => {
        if (!event.dataTransfer.types.includes(DRAG_TYPE)) return;
        event.preventDefault();
        event.currentTarget.dataset.dropTarget = '';
      }}
      onDragLeave={(event) => {
        delete event.currentTarget.dataset.dropTarget;
      }}
      onDrop={(event) => {
        delete event.currentTarget.dataset.dropTarget;
        const dragged = event.dataTransfer.getData(DRAG_TYPE);
        if (!dragged) return;
        event.preventDefault();
        onReorder(dragged, column.key);
      }}
      style={{
        ...style,
        width,
        height,
        justifyContent: column.align === 'right' ? 'flex-end' : undefined,
      }}
    >
      <HeaderTitle>
        <span className="title-text">{column.title}</span>
        {column.sortable ? (
          <SortIcon width="8" height="12" viewBox="0 0 8 12" aria-hidden="true">
            <path className="sort-up" d="M4 0 8 5H0z" fill="currentColor" />
            <path className="sort-down" d="M4 12 0 7h8z" fill="currentColor" />
          </SortIcon>
        ) : null}
      </HeaderTitle>
      <HeaderTools data-header-tools="" data-filtered={filter ? true : undefined}>
        {column.filter ? (
          <ColumnFilter
            column={column}
            value={filter}
            onChange={(value) => onFilterChange(column.key, value)}
          />
        ) : null}
        <DropdownMenu
          aria-label={t('gridColumnMenu', { column: column.title })}
          placement="bottom end"
          items={menuItems}
          onAction={(id) => onMenuAction(column.key, id as ColumnMenuAction)}
          trigger={
            <IconButton
              label={t('gridColumnMenu', { column: column.title })}
              size="mini"
              variant="text"
              icon={
                <svg viewBox="0 0 12 12" width="12" height="12" fill="currentColor">
                  <circle cx="6" cy="2.5" r="1.1" />
                  <circle cx="6" cy="6" r="1.1" />
                  <circle cx="6" cy="9.5" r="1.1" />
                </svg>
              }
            />
          }
        />
      </HeaderTools>
      <ResizeHandle
        role="separator"
        aria-orientation="vertical"
        aria-label={t('gridResizeColumn', { column: column.title })}
        aria-valuenow={width}
        aria-valuemin={column.minWidth ?? MIN_COLUMN_WIDTH}
        tabIndex={-1}
        data-resize-handle=""
        onPointerDown={startResize}
        onPointerMove={moveResize}
        onPointerUp={endResize}
        onPointerCancel={endResize}
        onKeyDown={resizeByKey}
        onClick={(event) => event.stopPropagation()}
      />
    </HeaderCell>
  );
}

/** A column header: title and sort state, filter, column menu, resize handle, drag to reorder. */
export const GridHeaderCell = memo(GridHeaderCellImpl) as typeof GridHeaderCellImpl;
