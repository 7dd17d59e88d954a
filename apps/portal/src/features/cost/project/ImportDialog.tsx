import { useQuery } from '@tanstack/react-query';
import { ApiError, decimalInput, projectImportExcel, type ImportRowError } from '@ccms/api-client';
import { UploadDialog } from '@ccms/pickers';
import { Button, Form, FormField, Progress, Select, toast } from '@ccms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { api } from '../../../api/client';
import { useCallProgress } from '../../../api/useCallProgress';
import { attachmentTransport } from '../../../api/pickerData';
import { FormDialog } from '../../admin/shared/FormDialog';
import { useAdminMutation } from '../../admin/shared/useAdminMutation';
import { projectKeys } from './projectQueries';
import type { NodeRow } from './projectTree';
import { bodyOf } from '../library/contractBody';
import { ContractInput } from '../library/ContractInput';
import { ImportPreview, RowErrorReport } from './ImportPreview';

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
  const [singleId, setSingleId] = useState(defaultValues.singleId);
  // 读取结果: what the import would read, asked again when the file or the 单项 changes.
  const preview = useQuery({
    queryKey: [...projectKeys.project(projectId), 'importPreview', file?.id, singleId],
    queryFn: () =>
      api.cost.projectImportPreview({
        body: { projectId, projectNodeId: singleId ?? '', fileItems: [file?.id ?? ''] },
      }),
    enabled: file !== null && singleId !== null,
    staleTime: Infinity,
    retry: false,
  });
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
        t('cost.project.import.done', {
          units: answer.units?.length ?? 1,
          bills: answer.bills,
          divisions: answer.divisions,
        }),
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
            onValuesChange={(values) => setSingleId(values.singleId)}
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
            {preview.isFetching ? (
              <Progress indeterminate label={label('preview.reading')} />
            ) : preview.data && !run.isPending && !report ? (
              <ImportPreview preview={preview.data} />
            ) : null}
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
              <RowErrorReport
                title={label('reportTitle')}
                note={t('cost.project.import.reportNote', { count: report.length })}
                rows={report}
              />
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
