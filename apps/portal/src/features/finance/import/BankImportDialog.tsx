import {
  ApiError,
  type BankImportBody,
  type BankImportIssue,
  type BankImportPreview,
  type StatementField,
} from '@ccms/api-client';
import { Button, Dialog, LoadingOverlay, Progress, toast } from '@ccms/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { api } from '../../../api/client';
import { useCallProgress, type CallProgress } from '../../../api/useCallProgress';
import { attachmentTransport } from '../../../api/pickerData';
import { PanelNote } from '../../admin/shared/AdminLayout.styles';
import { AccountSelect } from '../financeShared';
import { bankTemplateUrl, financeKeys } from '../financeQueries';
import { ImportPreview, IssueReport } from './ImportPreview';

/** The attachments' module uploaded statements are kept under. */
const IMPORT_MODULE = 'finance_bank_import';
const ACCEPT = '.xlsx,.csv';

const Body = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
`;

const FileRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing.md};

  label {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.spacing.xs};
    color: ${({ theme }) => theme.colors.text.regular};
  }
  a {
    color: ${({ theme }) => theme.colors.primaryStrong};
  }
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger.text};
`;

/** Where the file sits and how its columns map: what the preview and the import both send. */
interface Reading {
  fileId: string;
  fileName: string;
  accountId: string;
  sheet?: number;
  headerRow?: number;
  columns: Partial<Record<StatementField, number>>;
}

type Stage =
  | { kind: 'choose' }
  | { kind: 'uploading'; percent: number }
  | { kind: 'reading' }
  | { kind: 'preview'; preview: BankImportPreview }
  | { kind: 'refused'; preview: BankImportPreview | null; issues: BankImportIssue[] };

function bodyOf(reading: Reading): BankImportBody {
  return {
    bankAccountImportConfig: { accountId: reading.accountId, columns: reading.columns },
    excelSheetVo: {
      ...(reading.sheet !== undefined ? { sheet: reading.sheet } : {}),
      ...(reading.headerRow !== undefined ? { headerRow: reading.headerRow } : {}),
    },
    fileItems: [reading.fileId],
  };
}

const STAGES = new Set(['read', 'check', 'save', 'done']);

/** The server's current stage in words, when it told one this dialog knows. */
function useStageText() {
  const { t } = useTranslation();
  return (progress: CallProgress | null) =>
    progress && STAGES.has(progress.stage) ? t(`finance.import.stage.${progress.stage}`) : null;
}

/**
 * The server phase's bar: the percentage the server pushes (the call's progress), a moving bar
 * until the first one arrives or when it knows only its stage.
 */
function ServerProgress({ progress, label }: { progress: CallProgress | null; label: string }) {
  const stageText = useStageText();
  const text = stageText(progress) ?? label;
  return progress && progress.percent >= 0 ? (
    <Progress percent={progress.percent} showText label={text} />
  ) : (
    <Progress indeterminate label={text} />
  );
}

/** The per-row report a refused import carries as its data. */
function refusalIssues(error: unknown): BankImportIssue[] | null {
  if (!(error instanceof ApiError)) return null;
  const data = error.envelope?.data as { issues?: BankImportIssue[] } | null | undefined;
  return Array.isArray(data?.issues) && data.issues.length > 0 ? data.issues : null;
}

export interface BankImportDialogProps {
  /** The account chosen at first (the list's filter). */
  defaultAccountId?: string | null;
  onClose: () => void;
}

/**
 * 导入银行流水: choose the account and an .xlsx/.csv statement, upload it, and see how the server
 * reads it — header row, the column each field comes from (changeable), duplicates and balance
 * breaks named by row — before importing it all or nothing. A refusal keeps its report on screen
 * and downloadable.
 */
export function BankImportDialog({ defaultAccountId = null, onClose }: BankImportDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const inputId = useId();
  const [accountId, setAccountId] = useState<string | null>(defaultAccountId);
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState<{ account?: boolean; file?: boolean }>({});
  const [stage, setStage] = useState<Stage>({ kind: 'choose' });
  const [reading, setReading] = useState<Reading | null>(null);
  const [isImporting, setImporting] = useState(false);
  const abortRef = useRef<AbortController | null>(null);
  const { progress, begin, end } = useCallProgress();
  const stageText = useStageText();

  useEffect(() => () => abortRef.current?.abort(), []);

  const preview = async (next: Reading) => {
    setReading(next);
    setStage({ kind: 'reading' });
    try {
      const answer = await api.finance.bankImportPreview({
        body: { ...bodyOf(next), progressId: begin() },
      });
      // The server's reading of sheet and header row becomes the one the import sends.
      setReading({ ...next, sheet: answer.sheet, headerRow: answer.headerRow });
      setStage({ kind: 'preview', preview: answer });
    } catch {
      // The request layer has told why; the file can be chosen again.
      setStage({ kind: 'choose' });
    } finally {
      end();
    }
  };

  const upload = async () => {
    const lacking = { account: !accountId, file: !file };
    setMissing(lacking);
    if (!accountId || !file) return;
    const controller = new AbortController();
    abortRef.current = controller;
    setStage({ kind: 'uploading', percent: 0 });
    try {
      const uploaded = await attachmentTransport({ refModule: IMPORT_MODULE })(file, {
        signal: controller.signal,
        onProgress: (loaded, total) =>
          setStage({
            kind: 'uploading',
            percent: total > 0 ? Math.round((loaded / total) * 100) : 0,
          }),
      });
      await preview({
        fileId: uploaded.id,
        fileName: uploaded.fileName ?? file.name,
        accountId,
        columns: {},
      });
    } catch {
      if (!controller.signal.aborted) setStage({ kind: 'choose' });
    }
  };

  const runImport = async () => {
    if (!reading) return;
    const shown = stage.kind === 'preview' ? stage.preview : null;
    setImporting(true);
    try {
      const result = await api.finance.bankImportExcel({
        body: { ...bodyOf(reading), progressId: begin() },
      });
      toast.success(
        t('finance.import.done', { added: result.addedCount, duplicates: result.duplicateCount }),
      );
      await queryClient.invalidateQueries({ queryKey: financeKeys.all });
      onClose();
    } catch (error) {
      // The request layer has told the message; every bad row stays here, nothing was saved.
      const issues = refusalIssues(error);
      if (issues) setStage({ kind: 'refused', preview: shown, issues });
    } finally {
      setImporting(false);
      end();
    }
  };

  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    setFile(chosen);
    if (chosen) setMissing((current) => ({ ...current, file: false }));
  };

  const restart = () => {
    setReading(null);
    setStage({ kind: 'choose' });
  };

  const isBusy = stage.kind === 'uploading' || stage.kind === 'reading' || isImporting;
  const canImport = stage.kind === 'preview' && stage.preview.issues.length === 0;

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => {
        // Closing during an upload or a reading abandons it; an import under way must finish.
        if (!open && !isImporting) onClose();
      }}
      title={t('finance.import.title')}
      width="xlarge"
      // A stray click outside must not throw away a checked statement.
      isDismissable={false}
      footer={(close) => (
        <>
          <Button onPress={close} isDisabled={isImporting}>
            {stage.kind === 'refused' ? t('finance.import.close') : t('finance.import.cancel')}
          </Button>
          {stage.kind === 'preview' || stage.kind === 'refused' ? (
            <Button onPress={restart} isDisabled={isImporting}>
              {t('finance.import.back')}
            </Button>
          ) : null}
          {stage.kind === 'preview' ? (
            <Button
              variant="primary"
              isDisabled={!canImport}
              isPending={isImporting}
              onPress={() => void runImport()}
            >
              {t('finance.import.confirm')}
            </Button>
          ) : (
            <Button
              variant="primary"
              isDisabled={stage.kind !== 'choose'}
              isPending={stage.kind === 'uploading' || stage.kind === 'reading'}
              onPress={() => void upload()}
            >
              {t('finance.import.read')}
            </Button>
          )}
        </>
      )}
    >
      <Body aria-busy={isBusy || undefined}>
        <FileRow>
          {stage.kind === 'choose' || stage.kind === 'uploading' ? (
            <>
              <AccountSelect
                label={t('finance.import.account')}
                allowAll={false}
                isRequired
                value={accountId}
                onChange={(next) => {
                  setAccountId(next);
                  if (next) setMissing((current) => ({ ...current, account: false }));
                }}
                errorMessage={missing.account ? t('finance.import.accountMissing') : undefined}
              />
              <label htmlFor={inputId}>
                {t('finance.import.chooseFile')}
                <input
                  id={inputId}
                  type="file"
                  accept={ACCEPT}
                  disabled={stage.kind !== 'choose'}
                  onChange={chooseFile}
                />
              </label>
              <a href={bankTemplateUrl()} download>
                {t('finance.import.template')}
              </a>
            </>
          ) : (
            <PanelNote>{t('finance.import.chosen', { name: reading?.fileName ?? '' })}</PanelNote>
          )}
        </FileRow>
        {missing.file ? (
          <ErrorText role="alert">{t('finance.import.fileMissing')}</ErrorText>
        ) : null}
        {stage.kind === 'uploading' ? (
          <Progress percent={stage.percent} showText label={t('finance.import.uploading')} />
        ) : null}
        {stage.kind === 'reading' ? (
          <ServerProgress progress={progress} label={t('finance.import.reading')} />
        ) : null}
        {stage.kind === 'preview' && reading ? (
          <ImportPreview
            preview={stage.preview}
            onSheet={(sheet) =>
              void preview({
                fileId: reading.fileId,
                fileName: reading.fileName,
                accountId: reading.accountId,
                sheet,
                columns: {},
              })
            }
            onHeaderRow={(headerRow) => void preview({ ...reading, headerRow, columns: {} })}
            onColumn={(field, column) =>
              void preview({ ...reading, columns: { ...reading.columns, [field]: column } })
            }
          />
        ) : null}
        {stage.kind === 'refused' ? (
          <IssueReport
            refused
            issues={stage.issues}
            title={t('finance.import.refused', { count: stage.issues.length })}
            note={t('finance.import.issuesNote')}
          />
        ) : null}
        {isImporting ? (
          <ServerProgress progress={progress} label={t('finance.import.importing')} />
        ) : null}
        <LoadingOverlay
          active={isImporting}
          text={stageText(progress) ?? t('finance.import.importing')}
          percent={progress?.percent ?? -1}
        />
      </Body>
    </Dialog>
  );
}
