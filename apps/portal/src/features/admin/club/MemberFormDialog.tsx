import { useTranslation } from 'react-i18next';
import { memberSaveSchema, type Member, type MemberSave } from '@ccms/api-client';
import { Form, FormField, Input, Select, Textarea } from '@ccms/ui';
import { contractRule } from '../shared/contractRule';
import { useAreaOptions, useLevelOptions, useSaveMember, asId } from './clubQueries';
import { FormDialog } from '../shared/FormDialog';

type MemberFormValues = {
  name: string;
  phone: string;
  email: string;
  levelId: string | null;
  areaId: string | null;
  remarks: string;
};

const NAME_MAX = 32;
const REMARKS_MAX = 200;

function toFormValues(member: Member | null): MemberFormValues {
  return {
    name: member?.name ?? '',
    phone: member?.phone ?? '',
    email: member?.email ?? '',
    levelId: member?.levelId ?? null,
    areaId: member?.areaId ?? null,
    remarks: member?.remarks ?? '',
  };
}

function toSaveBody(values: MemberFormValues, id: string | undefined): MemberSave {
  return {
    ...(id ? { id } : {}),
    name: values.name.trim(),
    phone: values.phone.trim(),
    email: values.email.trim() || null,
    levelId: values.levelId,
    areaId: values.areaId,
    remarks: values.remarks.trim() || null,
  };
}

/** 新增 / 编辑 a member: name, mobile (unique in the company), email, level, area, remarks. */
export function MemberFormDialog({
  member,
  onClose,
}: {
  member: Member | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const save = useSaveMember(onClose);
  const levelOptions = useLevelOptions(
    member ? { id: member.levelId, name: member.levelName } : undefined,
  );
  const areaOptions = useAreaOptions(
    member ? { id: member.areaId, name: member.areaName } : undefined,
  );
  const title = member
    ? t('club.members.editTitle', { name: member.name })
    : t('club.members.addTitle');
  const shape = memberSaveSchema.shape;
  const language = i18n.language;
  const label = {
    name: t('club.members.name'),
    phone: t('club.members.phone'),
    email: t('club.members.email'),
  };

  return (
    <FormDialog title={title} isPending={save.isPending} onClose={onClose}>
      {(formId) => (
        <Form<MemberFormValues>
          id={formId}
          aria-label={title}
          defaultValues={toFormValues(member)}
          // Failures are told by the request layer; the dialog stays open to correct them.
          onSubmit={(values) => save.mutate(toSaveBody(values, member?.id))}
        >
          <FormField<string>
            name="name"
            label={label.name}
            rules={[contractRule(shape.name, language, { required: true })]}
            width="long"
          >
            {(field) => <Input {...field} maxLength={NAME_MAX} autoComplete="off" />}
          </FormField>
          <FormField<string>
            name="phone"
            label={label.phone}
            required
            rules={[contractRule(shape.phone, language, { label: label.phone })]}
            width="long"
          >
            {(field) => <Input {...field} type="tel" autoComplete="off" />}
          </FormField>
          <FormField<string>
            name="email"
            label={label.email}
            rules={[contractRule(shape.email, language, { label: label.email })]}
            width="long"
          >
            {(field) => <Input {...field} type="email" autoComplete="off" />}
          </FormField>
          <FormField<string | null> name="levelId" label={t('club.members.level')} width="long">
            {(field) => (
              <Select
                {...field}
                isClearable
                placeholder={t('club.members.noLevel')}
                options={levelOptions}
                onChange={(value) => field.onChange(asId(value))}
              />
            )}
          </FormField>
          <FormField<string | null> name="areaId" label={t('club.members.area')} width="long">
            {(field) => (
              <Select
                {...field}
                isSearchable
                isClearable
                placeholder={t('club.noArea')}
                options={areaOptions}
                onChange={(value) => field.onChange(asId(value))}
              />
            )}
          </FormField>
          <FormField<string> name="remarks" label={t('club.remarks')} width="long">
            {(field) => <Textarea {...field} maxLength={REMARKS_MAX} rows={3} />}
          </FormField>
        </Form>
      )}
    </FormDialog>
  );
}
