import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Club } from '@ccms/api-client';
import { Button, Dialog, Select, Spinner, type SelectKey } from '@ccms/ui';
import { useClubMemberIds, useMemberOptions, useSaveClubMembers } from './clubQueries';

/** The chooser, once the club's current members are known. */
function MemberChooser({
  club,
  initial,
  onClose,
}: {
  club: Club;
  initial: readonly string[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const members = useMemberOptions(true);
  const [chosen, setChosen] = useState<SelectKey[]>([...initial]);
  const save = useSaveClubMembers(club.id, onClose);
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('club.clubs.membersTitle', { name: club.name })}
      footer={(close) => (
        <>
          <Button onPress={close}>{t('admin.cancel')}</Button>
          <Button
            variant="primary"
            isPending={save.isPending}
            onPress={() => save.mutate(chosen.map(String))}
          >
            {t('admin.save')}
          </Button>
        </>
      )}
    >
      <Select
        label={t('club.clubs.members')}
        selectionMode="multiple"
        isSearchable
        width="long"
        options={members.options}
        value={chosen}
        onChange={setChosen}
        description={t('club.clubs.membersHint', { count: chosen.length })}
      />
    </Dialog>
  );
}

/** 成员: sets a club's members to exactly the chosen ones (a leader who leaves stops leading). */
export function ClubMembersDialog({ club, onClose }: { club: Club; onClose: () => void }) {
  const { t } = useTranslation();
  const current = useClubMemberIds(club.id);
  if (current.data === undefined) {
    return current.isError ? null : <Spinner label={t('club.loading')} />;
  }
  return <MemberChooser club={club} initial={current.data} onClose={onClose} />;
}
