import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Checkbox, CheckboxGroup, FormAlert, toast } from '@ccms/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { quietApi } from '../../../api/client';
import { PanelNote, Toolbar } from '../../admin/shared/AdminLayout.styles';
import { FormDialog } from '../../admin/shared/FormDialog';
import { useCan } from '../../admin/shared/useCan';
import { kindKeys } from '../kinds/kindQueries';

/** The subject models' factors are the company's (every project's subject of that code). */
const subjectFactorKey = (subjectCode: string) => ['cost', 'subjectFactors', subjectCode] as const;

/** The contract takes at most 20 factors per subject. */
const MAX_FACTORS = 20;

interface FactorOption {
  code: string;
  name: string;
}

/** The project's factors (and its kind's defaults) by code, to name the subject's factors. */
function useFactorNames(projectId: string) {
  return useQuery({
    queryKey: [...kindKeys.factors(projectId), 'special2'],
    queryFn: () => quietApi.costRules.rulesFactorQuerySpecialList2({ body: { projectId } }),
  });
}

function SubjectFactorsDialog({
  subjectCode,
  subjectName,
  current,
  options,
  onClose,
}: {
  subjectCode: string;
  subjectName: string;
  current: readonly string[];
  options: readonly FactorOption[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<string[]>([...current]);
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const title = t('costDigitization.tools.subjectFactors.title', { name: subjectName });
  const tooMany = chosen.length > MAX_FACTORS;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (tooMany) return;
    setRefusal(null);
    setPending(true);
    try {
      // in the order of the options, so the indicators list them as the factor list does
      const factorCodes = options
        .map((option) => option.code)
        .filter((code) => chosen.includes(code));
      await quietApi.costRules.rulesSubjectFactorsSave({ body: { subjectCode, factorCodes } });
      toast.success(t('admin.done'));
      await queryClient.invalidateQueries({ queryKey: subjectFactorKey(subjectCode) });
      onClose();
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : '');
    } finally {
      setPending(false);
    }
  };

  return (
    <FormDialog title={title} isPending={pending} onClose={onClose}>
      {(formId) => (
        <form id={formId} aria-label={title} onSubmit={(event) => void submit(event)}>
          <PanelNote>{t('costDigitization.tools.subjectFactors.note')}</PanelNote>
          {refusal !== null ? (
            <FormAlert>{t('costDigitization.tools.edit.refused', { message: refusal })}</FormAlert>
          ) : null}
          {options.length === 0 ? (
            <PanelNote>{t('costDigitization.tools.subjectFactors.noOptions')}</PanelNote>
          ) : (
            <CheckboxGroup
              label={t('costDigitization.tools.subjectFactors.label')}
              value={chosen}
              onChange={setChosen}
              orientation="vertical"
              isInvalid={tooMany}
              errorMessage={
                tooMany
                  ? t('costDigitization.tools.subjectFactors.tooMany', { max: MAX_FACTORS })
                  : undefined
              }
            >
              {options.map((option) => (
                <Checkbox key={option.code} value={option.code}>
                  {`${option.name}（${option.code}）`}
                </Checkbox>
              ))}
            </CheckboxGroup>
          )}
        </form>
      )}
    </FormDialog>
  );
}

/**
 * 指标因子 of a subject model: what its indicators are given per (建筑面积, 车位数 …); with
 * cost:quality:rule they are chosen from the project's factors.
 */
export function SubjectFactors({
  projectId,
  subjectCode,
}: {
  projectId: string;
  subjectCode: string;
}) {
  const { t } = useTranslation();
  const canEdit = useCan('cost:quality:rule');
  const [editing, setEditing] = useState(false);
  const list = useQuery({
    queryKey: subjectFactorKey(subjectCode),
    queryFn: () => quietApi.costRules.rulesSubjectFactorsList({ body: { subjectCode } }),
  });
  const names = useFactorNames(projectId);
  if (!list.data) return null;
  const entry = list.data.find((subject) => subject.subjectCode === subjectCode);
  const current = entry?.factorCodes ?? [];
  const nameOf = new Map((names.data ?? []).map((factor) => [factor.code, factor.name]));
  const options: FactorOption[] = [
    ...(names.data ?? []).map((factor) => ({ code: factor.code, name: factor.name })),
    // a factor the subject names that the project does not have stays choosable (and removable)
    ...current.filter((code) => !nameOf.has(code)).map((code) => ({ code, name: code })),
  ];
  const text =
    current.length > 0
      ? current.map((code) => `${nameOf.get(code) ?? code}（${code}）`).join('、')
      : t('costDigitization.tools.subjectFactors.none');
  return (
    <Toolbar role="group" aria-label={t('costDigitization.tools.subjectFactors.label')}>
      <span>{`${t('costDigitization.tools.subjectFactors.label')}：${text}`}</span>
      {canEdit ? (
        <Button size="small" onPress={() => setEditing(true)}>
          {t('costDigitization.tools.subjectFactors.edit')}
        </Button>
      ) : null}
      {editing ? (
        <SubjectFactorsDialog
          subjectCode={subjectCode}
          subjectName={entry?.subjectName ?? subjectCode}
          current={current}
          options={options}
          onClose={() => setEditing(false)}
        />
      ) : null}
    </Toolbar>
  );
}
