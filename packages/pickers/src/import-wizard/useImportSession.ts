import { formatViewValue } from '@ccms/data-grid';
import { toast } from '@ccms/ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { usePickersTranslation } from '../i18n/pickersResources';
import {
  detectHeaderRow,
  matchColumns,
  remapColumn,
  unmappedRequiredFields,
  type ColumnMatch,
} from './core/columnMatching';
import type { ColumnMapping, ImportField, ImportRow, ImportSheet } from './core/importTypes';
import {
  parseInWorker,
  type ParseWorkbookOptions,
  type ParseWorkerFactory,
} from './core/parseInWorker';
import { UnsupportedWorkbookError } from './core/readWorkbook';
import { checkRows, rowKeyOf, toImportRows, type ImportRowRule } from './core/validateRows';

/** A row already stored, compared with the Excel row of the same key. */
export type ExistingImportRow = Readonly<Record<string, unknown>>;

/** Reads a chosen file into sheets of text: in a Web Worker by default, or on the server. */
export type ImportFileReader = (
  file: File,
  options: ParseWorkbookOptions,
) => Promise<ImportSheet[]>;

export interface ImportSessionOptions {
  fields: readonly ImportField[];
  keyFields?: readonly string[] | undefined;
  existingRows?: readonly ExistingImportRow[] | undefined;
  rejectExisting?: boolean | undefined;
  rules?: readonly ImportRowRule[] | undefined;
  readFile?: ImportFileReader | undefined;
  /** The parse worker for the default reader; without it the default reader uses the main thread. */
  createWorker?: ParseWorkerFactory | undefined;
}

const NO_ROWS: readonly ExistingImportRow[] = [];
const NO_KEYS: readonly string[] = [];

/** An existing row's key over the key fields, the way `rowKeyOf` keys an Excel row. */
function existingKeyOf(row: ExistingImportRow, keyFields: readonly string[]): string {
  const values: Record<string, string> = {};
  for (const field of keyFields) {
    values[field] = formatViewValue(row[field]);
  }
  return rowKeyOf(values, keyFields);
}

/** The state of one import, from the chosen file to the checked rows. */
export function useImportSession({
  fields,
  keyFields = NO_KEYS,
  existingRows = NO_ROWS,
  rejectExisting = false,
  rules,
  readFile,
  createWorker,
}: ImportSessionOptions) {
  const t = usePickersTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [reading, setReading] = useState(false);
  const [progress, setProgress] = useState(0);
  const [sheets, setSheets] = useState<ImportSheet[] | null>(null);
  const [sheetIndex, setSheetIndex] = useState(0);
  const [headerRow, setHeaderRowState] = useState(0);
  const [matches, setMatches] = useState<ColumnMatch[]>([]);
  const [removed, setRemoved] = useState<ReadonlySet<number>>(() => new Set());
  const abortRef = useRef<AbortController | null>(null);

  useEffect(() => () => abortRef.current?.abort(), []);

  const showSheet = useCallback(
    (all: ImportSheet[], index: number, header?: number) => {
      const rows = all[index]?.rows ?? [];
      const headerIndex = header ?? detectHeaderRow(rows, fields);
      setSheetIndex(index);
      setHeaderRowState(headerIndex);
      setMatches(matchColumns(rows[headerIndex] ?? [], fields));
      setRemoved(new Set());
    },
    [fields],
  );

  const chooseFile = useCallback((next: File) => {
    abortRef.current?.abort();
    setFile(next);
    setSheets(null);
    setReading(false);
    setProgress(0);
  }, []);

  /** Reads the chosen file; true when it held rows. */
  const read = useCallback(async (): Promise<boolean> => {
    if (!file) return false;
    abortRef.current?.abort();
    const controller = new AbortController();
    abortRef.current = controller;
    setReading(true);
    setProgress(0);
    try {
      const reader: ImportFileReader =
        readFile ?? ((chosen, options) => parseInWorker(chosen, { ...options, createWorker }));
      const result = await reader(file, {
        signal: controller.signal,
        onProgress: (fraction) => setProgress(Math.round(fraction * 100)),
      });
      if (controller.signal.aborted) return false;
      const withRows = result.filter((sheet) => sheet.rows.length > 0);
      if (withRows.length === 0) {
        toast.notice(t('importWizardEmptyFile'));
        return false;
      }
      setSheets(withRows);
      showSheet(withRows, 0);
      toast.success(t('importWizardReadSuccess'));
      return true;
    } catch (error) {
      if (controller.signal.aborted) return false;
      toast.error(
        t(
          error instanceof UnsupportedWorkbookError
            ? 'importWizardUnsupported'
            : 'importWizardReadFailed',
        ),
      );
      return false;
    } finally {
      if (abortRef.current === controller) setReading(false);
    }
  }, [file, readFile, createWorker, showSheet, t]);

  const selectSheet = useCallback(
    (index: number) => {
      if (sheets) showSheet(sheets, index);
    },
    [sheets, showSheet],
  );

  const setHeaderRow = useCallback(
    (index: number) => {
      if (sheets) showSheet(sheets, sheetIndex, index);
    },
    [sheets, sheetIndex, showSheet],
  );

  const mapColumn = useCallback((column: number, field: string | null) => {
    setMatches((current) => {
      const mapping = remapColumn(
        current.map((match) => match.field),
        column,
        field,
      );
      return mapping.map((key, index) =>
        index === column
          ? { field: key, by: key === null ? null : 'manual' }
          : key === null
            ? { field: null, by: null }
            : (current[index] ?? { field: key, by: 'manual' }),
      );
    });
  }, []);

  const removeRows = useCallback((ids: readonly number[]) => {
    setRemoved((current) => new Set([...current, ...ids]));
  }, []);

  const sheet = sheets?.[sheetIndex];
  const headers = useMemo(() => sheet?.rows[headerRow] ?? [], [sheet, headerRow]);
  const mapping: ColumnMapping = useMemo(() => matches.map((match) => match.field), [matches]);
  // headerRow is an index; the first data row's Excel number is two more.
  const importRows = useMemo(
    () => toImportRows(sheet?.rows.slice(headerRow + 1) ?? [], mapping, headerRow + 2),
    [sheet, headerRow, mapping],
  );
  const existingByKey = useMemo(() => {
    const byKey = new Map<string, ExistingImportRow>();
    if (keyFields.length === 0) return byKey;
    for (const row of existingRows) byKey.set(existingKeyOf(row, keyFields), row);
    return byKey;
  }, [existingRows, keyFields]);
  const rows: ImportRow[] = useMemo(
    () =>
      checkRows(
        importRows.filter((row) => !removed.has(row.id)),
        fields,
        {
          keyFields,
          ...(rejectExisting ? { existingKeys: existingByKey.keys() } : {}),
          ...(rules ? { rules } : {}),
        },
      ),
    [importRows, removed, fields, keyFields, rejectExisting, existingByKey, rules],
  );
  const invalidCount = useMemo(() => rows.filter((row) => row.issues.length > 0).length, [rows]);
  const unmappedRequired = useMemo(
    () => unmappedRequiredFields(mapping, fields),
    [mapping, fields],
  );

  return {
    fields,
    keyFields,
    existingRows,
    existingByKey,
    file,
    reading,
    progress,
    sheets,
    sheetIndex,
    sheet,
    headerRow,
    headers,
    matches,
    mapping,
    rows,
    invalidCount,
    unmappedRequired,
    chooseFile,
    read,
    selectSheet,
    setHeaderRow,
    mapColumn,
    removeRows,
  };
}

export type ImportSession = ReturnType<typeof useImportSession>;
