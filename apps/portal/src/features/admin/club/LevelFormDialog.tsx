import { useTranslation } from 'react-i18next';
import { memberLevelSaveSchema, type MemberLevel, type MemberLevelSave } from '@ccms/api-client';
import { Form, FormField, Input, NumberInput, Textarea } from '@ccms/ui';
import { contractRule } from '../shared/contractRule';
import { useSaveLevel } from './clubQueries';
import { FormDialog } from '../shared/FormDialog';

type LevelFormValues = { name: string; sort: number | null; remarks: string };

const NAME_MAX = 32;
const REMARKS_MAX = 200;
const SORT_MAX = 1_000_000;

function toSaveBody(values: LevelFormValues, id: string | undefined): MemberLevelSave {
  return {
    ...(id ? { id } : {}),
    name: values.name.trim(),
    sort: values.sort ?? 0,
    remarks: values.remarks.trim() || null,
  };
}

export interface LevelFormDialogProps {
  level: MemberLevel | null;
  /** The sort a new level takes: last. */
  nextSort: number;
  onClose: () => void;
}

/** 新增 / 编辑 a member level: name (unique in the company), sort, remarks. */
export function LevelFormDialog({ level, nextSort, onClose }: LevelFormDialogProps) {
  const { t, i18n } = useTranslation();
  const save = useSaveLevel(onClose);
  const title = level
    ? t('club.levels.editTitle', { name: level.name })
    : t('club.levels.addTitle');
  const nameRule = contractRule(memberLevelSaveSchema.shape.name, i18n.language, {
    required: true,
  });
  return (
    <FormDialog title={title} isPending={save.isPending} onClose={onClose}>
      {(formId) => (
        <Form<LevelFormValues>
          id={formId}
          aria-label={title}
          defaultValues={{
            name: level?.name ?? '',
            sort: level?.sort ?? nextSort,
            remarks: level?.remarks ?? '',
          }}
          onSubmit={(values) => save.mutate(toSaveBody(values, level?.id))}
        >
          <FormField<string>
            name="name"
            label={t('club.levels.name')}
            rules={[nameRule]}
            width="long"
          >
            {(field) => <Input {...field} maxLength={NAME_MAX} autoComplete="off" />}
          </FormField>
          <FormField<number | null> name="sort" label={t('club.sort')} width="short">
            {(field) => <NumberInput {...field} precision={0} min={0} max={SORT_MAX} />}
          </FormField>
          <FormField<string> name="remarks" label={t('club.remarks')} width="long">
            {(field) => <Textarea {...field} maxLength={REMARKS_MAX} rows={3} />}
          </FormField>
        </Form>
      )}
    </FormDialog>
  );
}
