import { Button, Checkbox, Dialog, FormAlert, toast } from '@ccms/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { api } from '../../../api/client';
import { useAdminMutation } from '../shared/useAdminMutation';
import { excelKeys } from './excelQueries';

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};

  label {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.spacing.xs};
  }
`;

type Definitions = Parameters<typeof api.excel.excelTemplateImportData>[0]['body']['templates'];

/** The templates of a file "导出模板定义" wrote: an array, or an object holding one. */
export function definitionsOf(text: string): Definitions | null {
  try {
    const parsed: unknown = JSON.parse(text);
    const list = Array.isArray(parsed)
      ? parsed
      : (parsed as { templates?: unknown } | null)?.templates;
    return Array.isArray(list) && list.length > 0 ? (list as Definitions) : null;
  } catch {
    return null;
  }
}

/** Reads a definition file and imports its templates, all or nothing, skipping or overwriting. */
export function ImportDefinitionsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const fileId = useId();
  const [templates, setTemplates] = useState<Definitions | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [overwrite, setOverwrite] = useState(false);
  const importing = useAdminMutation({
    run: () =>
      api.excel.excelTemplateImportData({ body: { templates: templates ?? [], overwrite } }),
    invalidates: [excelKeys.all],
    successMessage: false,
    onSuccess: onClose,
  });

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('excelTemplates.importDialog.title')}
      footer={(close) => (
        <>
          <Button onPress={close}>{t('admin.cancel')}</Button>
          <Button
            variant="primary"
            isDisabled={!templates}
            isPending={importing.isPending}
            onPress={() =>
              importing.mutateAsync().then(
                (result) =>
                  toast.success(
                    t('excelTemplates.importDialog.result', {
                      created: result.created,
                      updated: result.updated,
                      skipped: result.skipped.length,
                    }),
                  ),
                () => undefined,
              )
            }
          >
            {t('excelTemplates.importDialog.submit')}
          </Button>
        </>
      )}
    >
      <Fields>
        <label htmlFor={fileId}>
          {t('excelTemplates.importDialog.file')}
          <input
            id={fileId}
            type="file"
            accept=".json,application/json"
            onChange={async (event) => {
              const file = event.currentTarget.files?.[0];
              if (!file) return;
              const found = definitionsOf(await file.text());
              setTemplates(found);
              setProblem(found ? null : t('excelTemplates.importDialog.unreadable'));
            }}
          />
        </label>
        {problem ? <FormAlert>{problem}</FormAlert> : null}
        <Checkbox isSelected={overwrite} onChange={setOverwrite}>
          {t('excelTemplates.importDialog.overwrite')}
        </Checkbox>
      </Fields>
    </Dialog>
  );
}
