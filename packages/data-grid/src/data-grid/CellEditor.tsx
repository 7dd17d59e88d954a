import { useId, useState, type Key, type KeyboardEvent } from 'react';
import { useDataGridTranslation } from '../i18n/dataGridResources';
import { cellText, readCell, type DataGridColumn } from './gridColumn';
import { CellEditorBox, CellEditorError, CellEditorInput } from './DataGrid.styles';

/** An edited cell, as `onCellEdit` receives it. */
export interface CellEditRequest<Row> {
  rowKey: Key;
  columnKey: string;
  value: unknown;
  row: Row;
}

export interface CellEditorProps<Row> {
  column: DataGridColumn<Row>;
  row: Row;
  rowKey: Key;
  onCellEdit: (edit: CellEditRequest<Row>) => void | Promise<void>;
  /** Called once the edit is saved or cancelled; the grid puts focus back on the cell. */
  onClose: () => void;
}

/** Typed text as the column's kind of value: numbers stay numbers (thousands commas allowed). */
function parseDraft(draft: string, original: unknown): unknown {
  if (typeof original !== 'number') return draft;
  const trimmed = draft.trim().replace(/,/g, '');
  if (trimmed === '') return null;
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : draft;
}

function errorText(error: unknown): string | undefined {
  if (error instanceof Error && error.message) return error.message;
  return typeof error === 'string' && error !== '' ? error : undefined;
}

/** The text box of a cell being edited: Enter saves (after `validate`), Esc cancels. */
export function CellEditor<Row>({
  column,
  row,
  rowKey,
  onCellEdit,
  onClose,
}: CellEditorProps<Row>) {
  const t = useDataGridTranslation();
  const errorId = useId();
  const original = readCell(row, column.key);
  const [draft, setDraft] = useState(() => cellText(original));
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  const commit = async () => {
    const value = parseDraft(draft, original);
    const message = column.validate?.(value, row);
    if (message) {
      setError(message);
      return;
    }
    setSaving(true);
    try {
      await onCellEdit({ rowKey, columnKey: column.key, value, row });
      onClose();
    } catch (failure) {
      setError(errorText(failure) ?? t('gridEditFailed'));
      setSaving(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // The editor owns its keys: arrows move the caret, not the grid's focus.
    event.stopPropagation();
    if (event.key === 'Enter') {
      event.preventDefault();
      if (!saving) void commit();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    }
  };

  return (
    <CellEditorBox>
      <CellEditorInput
        data-cell-editor=""
        aria-label={t('gridEditCell', { column: column.title })}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        value={draft}
        readOnly={saving}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the user asked to edit this cell
        autoFocus
        onFocus={(event) => event.currentTarget.select()}
        onChange={(event) => {
          setDraft(event.currentTarget.value);
          setError(undefined);
        }}
        onKeyDown={onKeyDown}
      />
      {error ? (
        <CellEditorError id={errorId} role="alert">
          {error}
        </CellEditorError>
      ) : null}
    </CellEditorBox>
  );
}
