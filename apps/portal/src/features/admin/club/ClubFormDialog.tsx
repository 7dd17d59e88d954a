import { useTranslation } from 'react-i18next';
import { clubSaveSchema, type Club, type ClubSave } from '@ccms/api-client';
import { Form, FormField, Input, NumberInput, Select, Textarea } from '@ccms/ui';
import { contractRule } from '../shared/contractRule';
import { useCan } from '../shared/useCan';
import { useAreaOptions, useMemberOptions, useSaveClub, asId } from './clubQueries';
import { FormDialog } from '../shared/FormDialog';

type ClubFormValues = {
  name: string;
  areaId: string | null;
  leaderId: string | null;
  sort: number | null;
  remarks: string;
};

const NAME_MAX = 64;
const REMARKS_MAX = 500;
const SORT_MAX = 1_000_000;

function toFormValues(club: Club | null): ClubFormValues {
  return {
    name: club?.name ?? '',
    areaId: club?.areaId ?? null,
    leaderId: club?.leaderId ?? null,
    sort: club?.sort ?? 0,
    remarks: club?.remarks ?? '',
  };
}

function toSaveBody(values: ClubFormValues, id: string | undefined): ClubSave {
  return {
    ...(id ? { id } : {}),
    name: values.name.trim(),
    areaId: values.areaId,
    leaderId: values.leaderId,
    sort: values.sort ?? 0,
    remarks: values.remarks.trim() || null,
  };
}

/** 新增 / 编辑 a club: name, area, leader (one of the company's members), sort, remarks. */
export function ClubFormDialog({ club, onClose }: { club: Club | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const canListMembers = useCan('member:view');
  const areaOptions = useAreaOptions(club ? { id: club.areaId, name: club.areaName } : undefined);
  const members = useMemberOptions(canListMembers);
  // Without member:view the leader cannot be chosen: the current one is kept.
  const leaderOptions =
    canListMembers || !club?.leaderId
      ? members.options
      : [{ value: club.leaderId, label: club.leaderName ?? club.leaderId }];
  const save = useSaveClub(onClose);
  const title = club ? t('club.clubs.editTitle', { name: club.name }) : t('club.clubs.addTitle');
  const nameRule = contractRule(clubSaveSchema.shape.name, i18n.language, { required: true });

  return (
    <FormDialog title={title} isPending={save.isPending} onClose={onClose}>
      {(formId) => (
        <Form<ClubFormValues>
          id={formId}
          aria-label={title}
          defaultValues={toFormValues(club)}
          // Failures are told by the request layer; the dialog stays open to correct them.
          onSubmit={(values) => save.mutate(toSaveBody(values, club?.id))}
        >
          <FormField<string>
            name="name"
            label={t('club.clubs.name')}
            rules={[nameRule]}
            width="long"
          >
            {(field) => <Input {...field} maxLength={NAME_MAX} autoComplete="off" />}
          </FormField>
          <FormField<string | null> name="areaId" label={t('club.clubs.area')} width="long">
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
          <FormField<string | null> name="leaderId" label={t('club.clubs.leader')} width="long">
            {(field) => (
              <Select
                {...field}
                isSearchable
                isClearable
                placeholder={t('club.clubs.noLeader')}
                options={leaderOptions}
                description={t('club.clubs.leaderHint')}
                onChange={(value) => field.onChange(asId(value))}
              />
            )}
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
