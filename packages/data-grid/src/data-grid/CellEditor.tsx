import { useId, useRef, useState, type FocusEvent, type Key, type KeyboardEvent } from 'react';
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
  /**
   * Called once the edit is saved or cancelled. `restoreFocus` is false when the user left the
   * editor by moving focus elsewhere: the grid must not pull it back to the cell.
   */
  onClose: (restoreFocus: boolean) => void;
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

/**
 * The text box of a cell being edited: Enter saves (after `validate`), Esc cancels, and leaving
 * it (a click or Tab elsewhere) saves too, as in a spreadsheet. An invalid or rejected value keeps
 * the editor open with its message, wherever focus went; an unchanged value closes without a save.
 */
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
  // Set once the editor is closing, so the blur of its unmounting input saves nothing.
  const closing = useRef(false);
  const input = useRef<HTMLInputElement>(null);

  const close = (restoreFocus: boolean) => {
    closing.current = true;
    onClose(restoreFocus);
  };

  const commit = async (restoreFocus: boolean) => {
    // Nothing typed: close without asking the owner to save what it already has.
    if (draft === cellText(original)) {
      close(restoreFocus);
      return;
    }
    const value = parseDraft(draft, original);
    const message = column.validate?.(value, row);
    if (message) {
      setError(message);
      return;
    }
    setSaving(true);
    try {
      await onCellEdit({ rowKey, columnKey: column.key, value, row });
      // A slow save may end after the user clicked elsewhere: focus stays where they went.
      close(restoreFocus && input.current === input.current?.ownerDocument.activeElement);
    } catch (failure) {
      setError(errorText(failure) ?? t('gridEditFailed'));
      setSaving(false);
    }
  };

  const onBlur = (event: FocusEvent<HTMLInputElement>) => {
    // The window lost focus (another app, devtools), not the editor: keep editing.
    if (event.currentTarget.ownerDocument.activeElement === event.currentTarget) return;
    // A shown error belongs to the text as it is: leaving again neither re-validates nor re-sends it.
    if (closing.current || saving || error) return;
    void commit(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // The editor owns its keys: arrows move the caret, not the grid's focus.
    event.stopPropagation();
    if (event.key === 'Enter') {
      event.preventDefault();
      if (!saving) void commit(true);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    }
  };

  return (
    <CellEditorBox>
      <CellEditorInput
        ref={input}
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
        onBlur={onBlur}
      />
      {error ? (
        <CellEditorError id={errorId} role="alert">
          {error}
        </CellEditorError>
      ) : null}
    </CellEditorBox>
  );
}
