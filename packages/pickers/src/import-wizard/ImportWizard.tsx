import { downloadBlob } from '@ccms/data-grid';
import { Button, Dialog, LoadingOverlay, toast, type DialogWidth } from '@ccms/ui';
import { useState, type ReactElement } from 'react';
import { usePickersTranslation } from '../i18n/pickersResources';
import { toColIndexMaps } from './core/columnMatching';
import type { ColumnMapping, ImportField, ImportRow } from './core/importTypes';
import { rejectedRowsWorkbook, type RejectedRow } from './core/rejectedRows';
import type { ImportRowRule } from './core/validateRows';
import type { ParseWorkerFactory } from './core/parseInWorker';
import { CompareStep } from './CompareStep';
import { rowIssueText } from './importColumns';
import { ActionBar, Hint, StepItem, StepList, Toolbar, WizardBody } from './ImportWizard.styles';
import { MappingStep } from './MappingStep';
import { PreviewStep } from './PreviewStep';
import { UploadStep } from './UploadStep';
import {
  useImportSession,
  type ExistingImportRow,
  type ImportFileReader,
} from './useImportSession';

/** What the import was given besides the rows: enough to bind the server's confirmExcel. */
export interface ImportConfirmContext {
  file: File;
  sheetName: string;
  /** The Excel row number (1-based) of the header. */
  headerRowNumber: number;
  mapping: ColumnMapping;
  /** Field key → column index, as /b/excel/template/confirmExcel takes it. */
  colIndexMaps: Record<string, number>;
}

/** A row the server did not store: the row sent (or its Excel row number) and why. */
export interface ImportRejection {
  row: ImportRow | number;
  reasons: readonly string[];
}

export interface ImportConfirmResult {
  rejected?: readonly ImportRejection[];
}

export interface ImportWizardProps {
  /** The fields the import fills, with aliases and rules (bank statements pass their own). */
  fields: readonly ImportField[];
  /** Defaults to 导入Excel. */
  title?: string;
  /** Saves the valid rows; rejects to keep the dialog open (the request layer reports why). */
  onConfirm: (
    rows: ImportRow[],
    context: ImportConfirmContext,
  ) => Promise<ImportConfirmResult | void> | ImportConfirmResult | void;
  /** After a save: how many rows were stored. */
  onImported?: (count: number) => void;
  /** Shows 下载模板, which calls this (the app downloads the server's template). */
  onDownloadTemplate?: () => void | Promise<void>;
  /** Reads the file (e.g. on the server); by default in the browser, see `createWorker`. */
  readFile?: ImportFileReader;
  /**
   * Starts the parse worker the app bundled (`@ccms/pickers/parse.worker`), so a 50,000-row
   * sheet is read off the main thread; without it the default reader uses the main thread.
   */
  createWorker?: ParseWorkerFactory;
  /** Fields that identify a row: duplicates are errors and rows are matched to existing ones. */
  keyFields?: readonly string[];
  /** Stored rows, matched to Excel rows by `keyFields` and shown beside them. */
  existingRows?: readonly ExistingImportRow[];
  /** A row whose key already exists is an error instead of an overwrite. */
  rejectExisting?: boolean;
  /** Rules over whole rows (e.g. balance continuity of a bank statement). */
  rules?: readonly ImportRowRule[];
  /** Accepted file types; defaults to .xlsx and .csv. */
  accept?: readonly string[];
  /** The rejected-rows download; .xlsx by default. */
  rejectedFormat?: 'xlsx' | 'csv';
  width?: DialogWidth;
  trigger?: ReactElement;
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

const DEFAULT_ACCEPT = ['.xlsx', '.csv'];
const STEPS = [
  'importWizardStepUpload',
  'importWizardStepMapping',
  'importWizardStepPreview',
  'importWizardStepCompare',
] as const;

interface ImportOutcome {
  imported: number;
  rejected: RejectedRow[];
}

type SessionProps = Omit<
  ImportWizardProps,
  'title' | 'width' | 'trigger' | 'isOpen' | 'defaultOpen' | 'onOpenChange'
> & { close: () => void };

/** The inside of the dialog; it unmounts when the dialog closes, so each opening starts afresh. */
function ImportWizardSession({
  fields,
  onConfirm,
  onImported,
  onDownloadTemplate,
  readFile,
  createWorker,
  keyFields,
  existingRows,
  rejectExisting,
  rules,
  accept = DEFAULT_ACCEPT,
  rejectedFormat = 'xlsx',
  close,
}: SessionProps) {
  const t = usePickersTranslation();
  const session = useImportSession({
    fields,
    keyFields,
    existingRows,
    rejectExisting,
    rules,
    readFile,
    createWorker,
  });
  const [step, setStep] = useState(0);
  const [importing, setImporting] = useState(false);
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  const { file, sheets, sheet, rows, unmappedRequired } = session;

  const warnUnmapped = () => {
    if (unmappedRequired.length === 0) return false;
    toast.notice(
      t('importWizardUnmappedRequired', {
        fields: unmappedRequired.map((field) => field.label).join('、'),
      }),
    );
    setStep(1);
    return true;
  };

  const read = async () => {
    if (await session.read()) setStep(1);
  };

  const next = () => {
    if (step === 1 && warnUnmapped()) return;
    setStep((current) => Math.min(current + 1, STEPS.length - 1));
  };

  const toRejected = (row: ImportRow, reasons: readonly string[]): RejectedRow => ({
    rowNumber: row.rowNumber,
    cells: row.cells,
    reasons,
  });

  const confirm = async () => {
    if (!file || !sheets || !sheet || rows.length === 0) {
      toast.notice(t('importWizardNoData'));
      return;
    }
    if (warnUnmapped()) return;
    const valid = rows.filter((row) => row.issues.length === 0);
    const invalid = rows
      .filter((row) => row.issues.length > 0)
      .map((row) => toRejected(row, [rowIssueText(row, fields, t)]));
    let serverRejected: RejectedRow[] = [];
    if (valid.length > 0) {
      setImporting(true);
      try {
        const result = await onConfirm(valid, {
          file,
          sheetName: sheet.name,
          headerRowNumber: session.headerRow + 1,
          mapping: session.mapping,
          colIndexMaps: toColIndexMaps(session.mapping),
        });
        serverRejected = (result?.rejected ?? []).flatMap(({ row, reasons }) => {
          const sent = typeof row === 'number' ? valid.find((item) => item.rowNumber === row) : row;
          return sent ? [toRejected(sent, reasons)] : [];
        });
      } catch {
        // The caller's request layer reports the failure; the rows stay for another try.
        return;
      } finally {
        setImporting(false);
      }
    }
    const imported = valid.length - serverRejected.length;
    if (imported > 0) onImported?.(imported);
    const rejected = [...invalid, ...serverRejected].sort((a, b) => a.rowNumber - b.rowNumber);
    if (rejected.length === 0) {
      toast.success(t('importWizardImported'));
      close();
      return;
    }
    setOutcome({ imported, rejected });
  };

  const downloadRejected = async () => {
    if (!outcome) return;
    const fileName = t('importWizardRejectedFileName');
    const download = await rejectedRowsWorkbook(outcome.rejected, {
      headers: session.headers,
      rowNumberTitle: t('importWizardRowNumber'),
      reasonTitle: t('importWizardRejectReason'),
      fileName,
      format: rejectedFormat,
    });
    downloadBlob(download, download.name);
  };

  if (outcome) {
    return (
      <WizardBody data-state="result">
        <p role="status">
          {t('importWizardResult', {
            imported: outcome.imported,
            rejected: outcome.rejected.length,
          })}
        </p>
        <Toolbar>
          <Button variant="primary" onPress={() => void downloadRejected()}>
            {t('importWizardDownloadRejected')}
          </Button>
        </Toolbar>
        <ActionBar>
          <Button onPress={close}>{t('importWizardClose')}</Button>
        </ActionBar>
      </WizardBody>
    );
  }

  const current = sheets ? step : 0;
  return (
    <WizardBody data-step={current} aria-busy={importing || session.reading || undefined}>
      <StepList aria-label={t('importWizardSteps')}>
        {STEPS.map((key, index) => (
          <StepItem
            key={key}
            aria-current={index === current ? 'step' : undefined}
            data-state={index === current ? 'current' : index < current ? 'done' : 'todo'}
          >
            {t(key)}
          </StepItem>
        ))}
      </StepList>
      {current === 0 ? (
        <UploadStep
          session={session}
          accept={accept}
          onDownloadTemplate={onDownloadTemplate}
          onRead={() => void read()}
        />
      ) : current === 1 ? (
        <MappingStep session={session} />
      ) : current === 2 ? (
        <PreviewStep session={session} />
      ) : (
        <CompareStep session={session} />
      )}
      {current === 1 ? (
        <Hint>
          {t('importWizardSummary', { total: rows.length, invalid: session.invalidCount })}
        </Hint>
      ) : null}
      <ActionBar>
        <Button onPress={close}>{t('importWizardCancel')}</Button>
        {current > 0 ? (
          <Button onPress={() => setStep(current - 1)}>{t('importWizardBack')}</Button>
        ) : null}
        {sheets && current < STEPS.length - 1 ? (
          <Button onPress={next}>{t('importWizardNext')}</Button>
        ) : null}
        {file ? (
          <Button variant="primary" isDisabled={importing} onPress={() => void confirm()}>
            {t('importWizardConfirm')}
          </Button>
        ) : null}
      </ActionBar>
      <LoadingOverlay active={importing} text={t('importWizardImporting')} />
    </WizardBody>
  );
}

/**
 * The Excel import wizard: download the template, upload and read a file (in a Web Worker),
 * pick the sheet and header row, map columns to fields (matched by name and alias), check every
 * row, remove rows, compare with the stored data and import; rows that fail can be downloaded
 * with their reasons.
 */
export function ImportWizard({
  title,
  width = 'xlarge',
  trigger,
  isOpen,
  defaultOpen,
  onOpenChange,
  ...sessionProps
}: ImportWizardProps) {
  const t = usePickersTranslation();
  return (
    <Dialog
      title={title ?? t('importWizardTitle')}
      width={width}
      trigger={trigger}
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      // A stray click outside must not throw away a mapped import.
      isDismissable={false}
      footer={null}
    >
      {(close) => <ImportWizardSession {...sessionProps} close={close} />}
    </Dialog>
  );
}
