import { qualityCheckIdSchema, type QualityCheckId } from '@ccms/api-client';
import { Checkbox, CheckboxGroup, Select } from '@ccms/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { FormDialog } from '../../admin/shared/FormDialog';
import { useProject } from '../project/projectQueries';
import { useControlProjects, type StartCheck } from './qualityQueries';

/** The 18 checks, in the tool's order. */
export const ALL_CHECKS: readonly QualityCheckId[] = qualityCheckIdSchema.options;

const Body = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};

  [role='group'] > div {
    display: grid;
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${({ theme }) => theme.spacing.xs};
  }
`;

export interface StartCheckDialogProps {
  projectId: string;
  onStart: (start: StartCheck) => void;
  onClose: () => void;
}

/**
 * 开始检查: the checks to run (all at first, with 全选) and, for a bid or settlement file, the
 * tender control price of the library to compare it with.
 */
export function StartCheckDialog({ projectId, onStart, onClose }: StartCheckDialogProps) {
  const { t } = useTranslation();
  const project = useProject(projectId);
  const comparable = project.data !== undefined && project.data.fileType !== 'control';
  const controls = useControlProjects(comparable);
  const [checks, setChecks] = useState<string[]>([...ALL_CHECKS]);
  const [controlId, setControlId] = useState<string>('');
  const [missing, setMissing] = useState(false);
  const allChosen = checks.length === ALL_CHECKS.length;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (checks.length === 0) {
      setMissing(true);
      return;
    }
    onStart({
      checks: ALL_CHECKS.filter((check) => checks.includes(check)),
      controlProjectId: comparable && controlId ? controlId : null,
    });
    onClose();
  };

  return (
    <FormDialog
      title={t('cost.quality.startDialog.title')}
      isPending={false}
      onClose={onClose}
      width="medium"
      submitText={t('cost.quality.startDialog.submit')}
    >
      {(formId) => (
        <Body
          id={formId}
          aria-label={t('cost.quality.startDialog.title')}
          onSubmit={submit}
          noValidate
        >
          <Checkbox
            isSelected={allChosen}
            isIndeterminate={!allChosen && checks.length > 0}
            onChange={(selected) => {
              setChecks(selected ? [...ALL_CHECKS] : []);
              setMissing(false);
            }}
          >
            {t('cost.quality.startDialog.all')}
          </Checkbox>
          <CheckboxGroup
            label={t('cost.quality.startDialog.checks')}
            value={checks}
            onChange={(value) => {
              setChecks(value);
              setMissing(false);
            }}
            isInvalid={missing}
            errorMessage={missing ? t('cost.quality.startDialog.noneChosen') : undefined}
          >
            {ALL_CHECKS.map((check) => (
              <Checkbox key={check} value={check}>
                {t(`cost.quality.check.${check}`)}
              </Checkbox>
            ))}
          </CheckboxGroup>
          {comparable ? (
            <Select
              label={t('cost.quality.startDialog.control')}
              description={t('cost.quality.startDialog.controlHelp')}
              width="long"
              isSearchable
              value={controlId}
              onChange={(value) => setControlId(value === null ? '' : String(value))}
              options={[
                { value: '', label: t('cost.quality.startDialog.controlNone') },
                ...(controls.data?.data ?? []).map((control) => ({
                  value: control.id,
                  label: control.code ? `${control.code} ${control.name}` : control.name,
                })),
              ]}
            />
          ) : null}
        </Body>
      )}
    </FormDialog>
  );
}
