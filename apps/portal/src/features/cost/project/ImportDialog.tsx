import { ApiError, decimalInput, projectImportExcel, type ImportRowError } from '@ccms/api-client';
import { DataGrid, type DataGridColumn } from '@ccms/data-grid';
import { UploadDialog } from '@ccms/pickers';
import { Button, Form, FormField, Progress, Select, toast } from '@ccms/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { api } from '../../../api/client';
import { useCallProgress } from '../../../api/useCallProgress';
import { attachmentTransport } from '../../../api/pickerData';
import { PanelNote } from '../../admin/shared/AdminLayout.styles';
import { FormDialog } from '../../admin/shared/FormDialog';
import { useAdminMutation } from '../../admin/shared/useAdminMutation';
import { projectKeys } from './projectQueries';
import type { NodeRow } from './projectTree';
import { bodyOf } from '../library/contractBody';
import { ContractInput } from '../library/ContractInput';

/** The attachments' module for imported workbooks. */
const IMPORT_MODULE = 'cost_project_import';
const shape = bodyOf(projectImportExcel).shape;
const areaSchema = decimalInput('建筑面积');

const FileRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-bottom: ${({ theme }) => theme.spacing.md};
`;

const Report = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-top: ${({ theme }) => theme.spacing.md};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.base};
    color: ${({ theme }) => theme.colors.danger.text};
  }
`;

type ImportValues = {
  singleId: string | null;
  name: string;
  code: string;
  area: string;
};

type ImportAnswer = Awaited<ReturnType<typeof api.cost.projectImportExcel>>;

/** The server's stages this dialog names (cost.project.import.stage). */
const STAGES = new Set(['read', 'save', 'compute', 'done']);

/** The per-row report a refused import carries as its data. */
function rowErrorsOf(error: unknown): ImportRowError[] | null {
  if (!(error instanceof ApiError)) return null;
  const data = error.envelope?.data as { errors?: ImportRowError[] } | null | undefined;
  return Array.isArray(data?.errors) && data.errors.length > 0 ? data.errors : null;
}

export interface ImportDialogProps {
  projectId: string;
  /** The project's 单项工程 (the new unit goes under one). */
  singles: readonly NodeRow[];
  /** The 单项 chosen at first (the selected node's). */
  initialSingleId: string | null;
  onImported: (unitId: string | null) => void;
  onClose: () => void;
}

/**
 * 导入清单: one .xlsx workbook uploaded as an attachment, then imported as a new 单位工程 under a
 * 单项, all or nothing. A refused workbook shows every problem (sheet, row, column, message).
 */
export function ImportDialog({
  projectId,
  singles,
  initialSingleId,
  onImported,
  onClose,
}: ImportDialogProps) {
  const { t } = useTranslation();
  const [file, setFile] = useState<{ id: string; name: string } | null>(null);
  const [isUploading, setUploading] = useState(false);
  const [fileMissing, setFileMissing] = useState(false);
  const [report, setReport] = useState<ImportRowError[] | null>(null);
  const [defaultValues] = useState<ImportValues>(() => ({
    singleId: initialSingleId ?? singles[0]?.id ?? null,
    name: '',
    code: '',
    area: '',
  }));
  const { progress, begin, end } = useCallProgress();
  const run = useAdminMutation<ImportValues & { fileId: string }, ImportAnswer>({
    run: async (values) => {
      try {
        return await api.cost.projectImportExcel({
          body: {
            projectId,
            projectNodeId: values.singleId ?? '',
            fileItems: [values.fileId],
            name: values.name.trim(),
            code: values.code.trim(),
            area: values.area.trim() === '' ? null : values.area.trim(),
            progressId: begin(),
          },
        });
      } finally {
        end();
      }
    },
    invalidates: [projectKeys.project(projectId)],
    successMessage: false,
  });
  const label = (key: string) => t(`cost.project.import.${key}`);
  const columns = useMemo<DataGridColumn<ImportRowError & { key: string }>[]>(
    () => [
      { key: 'sheet', title: t('cost.project.import.sheet'), width: 120 },
      { key: 'row', title: t('cost.project.import.row'), width: 70, align: 'right' },
      { key: 'column', title: t('cost.project.import.column'), width: 80 },
      { key: 'message', title: t('cost.project.import.message'), width: 280 },
      { key: 'value', title: t('cost.project.import.value'), width: 140 },
    ],
    [t],
  );

  const submit = async (values: ImportValues) => {
    if (!file) {
      setFileMissing(true);
      return;
    }
    setReport(null);
    try {
      const answer = await run.mutateAsync({ ...values, fileId: file.id });
      if (answer.errors.length > 0) {
        setReport(answer.errors);
        return;
      }
      toast.success(
        t('cost.project.import.done', { bills: answer.bills, divisions: answer.divisions }),
      );
      onImported(answer.unitId);
      onClose();
    } catch (error) {
      // The request layer has told the message; the rows are shown here, nothing was imported.
      setReport(rowErrorsOf(error));
    }
  };

  const title = label('title');
  return (
    <>
      <FormDialog
        title={title}
        width="large"
        isPending={run.isPending}
        submitText={label('submit')}
        onClose={onClose}
      >
        {(formId) => (
          <Form<ImportValues>
            id={formId}
            aria-label={title}
            defaultValues={defaultValues}
            onSubmit={submit}
          >
            <FileRow>
              <Button onPress={() => setUploading(true)}>{label('chooseFile')}</Button>
              <span role="status">
                {file
                  ? t('cost.project.import.chosen', { name: file.name })
                  : fileMissing
                    ? label('fileMissing')
                    : label('noFile')}
              </span>
            </FileRow>
            <FormField<string | null> name="singleId" label={label('single')} required>
              {(field) => (
                <Select
                  {...field}
                  options={singles.map((single) => ({ value: single.id, label: single.name }))}
                  onChange={(value) => field.onChange(value === null ? null : String(value))}
                />
              )}
            </FormField>
            <ContractInput name="name" label={label('name')} schema={shape.name} required />
            <ContractInput name="code" label={label('code')} schema={shape.code} />
            <ContractInput name="area" label={label('area')} schema={areaSchema} decimal />
            {run.isPending ? (
              progress && progress.percent >= 0 ? (
                <Progress
                  percent={progress.percent}
                  showText
                  label={
                    STAGES.has(progress.stage) ? label(`stage.${progress.stage}`) : label('running')
                  }
                />
              ) : (
                <Progress indeterminate label={label('running')} />
              )
            ) : null}
            {report ? (
              <Report aria-label={label('reportTitle')}>
                <h3>{t('cost.project.import.reportTitle')}</h3>
                <PanelNote>
                  {t('cost.project.import.reportNote', { count: report.length })}
                </PanelNote>
                <DataGrid<ImportRowError & { key: string }>
                  aria-label={label('reportTitle')}
                  columns={columns}
                  rows={report.map((entry, index) => ({ ...entry, key: String(index) }))}
                  rowKey="key"
                  height={240}
                />
              </Report>
            ) : null}
          </Form>
        )}
      </FormDialog>
      {isUploading ? (
        <UploadDialog
          isOpen
          onOpenChange={(open) => {
            if (!open) setUploading(false);
          }}
          title={label('uploadTitle')}
          upload={attachmentTransport({ refModule: IMPORT_MODULE, refRecordId: projectId })}
          allowedSuffixes={['xlsx']}
          allowsMultiple={false}
          onUploaded={(uploaded, chosen) => {
            setFile({ id: uploaded.id, name: uploaded.fileName ?? chosen.name });
            setFileMissing(false);
            setReport(null);
            setUploading(false);
          }}
        />
      ) : null}
    </>
  );
}
