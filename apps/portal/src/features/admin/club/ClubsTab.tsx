import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Club } from '@ccms/api-client';
import { DataGrid, rowActionsRenderer, type DataGridColumn, type RowAction } from '@ccms/data-grid';
import { Button, Input, Select } from '@ccms/ui';
import { FilterBar } from '../shared/FilterBar';
import { Panel, PanelHeader, Toolbar } from '../shared/AdminLayout.styles';
import { useCan } from '../shared/useCan';
import { ClubFormDialog } from './ClubFormDialog';
import { ClubMembersDialog } from './ClubMembersDialog';
import {
  CLUB_PAGE_SIZE,
  NO_CLUB_FILTER,
  asId,
  useAreaOptions,
  useClubPage,
  useDeleteClub,
  type ClubFilter,
} from './clubQueries';
import { DeleteConfirm } from '../shared/DeleteConfirm';

type Overlay =
  | { kind: 'form'; club: Club | null }
  | { kind: 'members'; club: Club }
  | { kind: 'delete'; club: Club };

function ClubSearchBar({ onSearch }: { onSearch: (filter: ClubFilter) => void }) {
  const { t } = useTranslation();
  const areaOptions = useAreaOptions();
  const canViewAreas = useCan('bd:area:view');
  return (
    <FilterBar<ClubFilter>
      label={t('club.clubs.search')}
      empty={NO_CLUB_FILTER}
      onSearch={onSearch}
    >
      {({ draft, setDraft }) => (
        <>
          <Input
            label={t('club.clubs.name')}
            placeholder={t('club.clubs.namePlaceholder')}
            width="middle"
            value={draft.name}
            onChange={(name) => setDraft((current) => ({ ...current, name }))}
          />
          {canViewAreas ? (
            <Select
              label={t('club.clubs.area')}
              placeholder={t('club.allAreas')}
              width="middle"
              isClearable
              isSearchable
              options={areaOptions}
              value={draft.areaId}
              onChange={(value) => setDraft((current) => ({ ...current, areaId: asId(value) }))}
            />
          ) : null}
        </>
      )}
    </FilterBar>
  );
}

/** 俱乐部 tab: clubs searched by name and area, paged; add, edit, members and delete. */
export function ClubsTab() {
  const { t } = useTranslation();
  const canEdit = useCan('member:club:edit');
  const canDelete = useCan('member:club:delete');
  // Choosing members lists them: that needs member:view besides the club's edit permission.
  const canListMembers = useCan('member:view');
  const canChooseMembers = canEdit && canListMembers;
  const [filter, setFilter] = useState<ClubFilter>(NO_CLUB_FILTER);
  const [pageNo, setPageNo] = useState(1);
  const [overlay, setOverlay] = useState<Overlay | null>(null);
  const page = useClubPage(filter, pageNo);
  const rows = page.data?.data ?? [];
  const remove = useDeleteClub();
  const close = useCallback(() => setOverlay(null), []);

  const columns = useMemo(() => {
    const actions: RowAction<Club>[] = [];
    if (canEdit) {
      actions.push({
        id: 'edit',
        label: t('admin.edit'),
        onPress: (club) => setOverlay({ kind: 'form', club }),
      });
    }
    if (canChooseMembers) {
      actions.push({
        id: 'members',
        label: t('club.clubs.manageMembers'),
        onPress: (club) => setOverlay({ kind: 'members', club }),
      });
    }
    if (canDelete) {
      actions.push({
        id: 'delete',
        label: t('admin.delete'),
        onPress: (club) => setOverlay({ kind: 'delete', club }),
      });
    }
    const list: DataGridColumn<Club>[] = [
      { key: 'name', title: t('club.clubs.name'), width: 200 },
      { key: 'areaName', title: t('club.clubs.area'), width: 160 },
      { key: 'leaderName', title: t('club.clubs.leader'), width: 140 },
      { key: 'memberCount', title: t('club.clubs.memberCount'), width: 100, align: 'right' },
      { key: 'sort', title: t('club.sort'), width: 80, align: 'right' },
      { key: 'remarks', title: t('club.remarks'), width: 240 },
    ];
    if (actions.length > 0) {
      list.push({
        key: 'actions',
        title: t('admin.actions'),
        width: 200,
        pinned: 'right',
        render: rowActionsRenderer(actions),
      });
    }
    return list;
  }, [canEdit, canChooseMembers, canDelete, t]);

  return (
    <Panel aria-label={t('club.tabs.clubs')}>
      <PanelHeader>
        <ClubSearchBar
          onSearch={(next) => {
            setFilter(next);
            setPageNo(1);
          }}
        />
        {canEdit ? (
          <Toolbar role="group" aria-label={t('club.clubs.actions')}>
            <Button variant="primary" onPress={() => setOverlay({ kind: 'form', club: null })}>
              {t('club.clubs.add')}
            </Button>
          </Toolbar>
        ) : null}
      </PanelHeader>
      <DataGrid<Club>
        aria-label={t('club.clubs.grid')}
        columns={columns}
        rows={rows}
        rowKey="id"
        loading={page.isFetching}
        emptyText={t('club.clubs.empty')}
        pagination="server"
        total={page.data?.total ?? 0}
        pageNo={pageNo}
        pageSize={CLUB_PAGE_SIZE}
        onPageChange={setPageNo}
      />
      {overlay?.kind === 'form' ? <ClubFormDialog club={overlay.club} onClose={close} /> : null}
      {overlay?.kind === 'members' ? (
        <ClubMembersDialog club={overlay.club} onClose={close} />
      ) : null}
      {overlay?.kind === 'delete' ? (
        <DeleteConfirm
          title={t('club.clubs.deleteTitle')}
          name={overlay.club.name}
          note={t('club.clubs.deleteNote')}
          run={async () => {
            await remove.mutateAsync(overlay.club.id);
            // Emptying the last page steps back to the one before it.
            if (pageNo > 1 && rows.length === 1) setPageNo(pageNo - 1);
          }}
          onClose={close}
        />
      ) : null}
    </Panel>
  );
}
