import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Member } from '@ccms/api-client';
import { DataGrid, rowActionsRenderer, type DataGridColumn, type RowAction } from '@ccms/data-grid';
import { Button, Input, Select, Tag } from '@ccms/ui';
import { FilterBar } from '../shared/FilterBar';
import { Panel, PanelHeader, Toolbar } from '../shared/AdminLayout.styles';
import { useCan } from '../shared/useCan';
import {
  CLUB_PAGE_SIZE,
  NO_MEMBER_FILTER,
  useAreaOptions,
  useDeleteMember,
  useLevelOptions,
  useMemberPage,
  type MemberFilter,
  asId,
} from './clubQueries';
import { DeleteConfirm } from '../shared/DeleteConfirm';
import { MemberFormDialog } from './MemberFormDialog';
import { MemberPasswordDialog } from './MemberPasswordDialog';

type Overlay =
  | { kind: 'form'; member: Member | null }
  | { kind: 'password'; member: Member }
  | { kind: 'delete'; member: Member };

function MemberSearchBar({ onSearch }: { onSearch: (filter: MemberFilter) => void }) {
  const { t } = useTranslation();
  const canViewAreas = useCan('bd:area:view');
  const canViewLevels = useCan('member:level:view');
  const areaOptions = useAreaOptions();
  const levelOptions = useLevelOptions();
  return (
    <FilterBar<MemberFilter>
      label={t('club.members.search')}
      empty={NO_MEMBER_FILTER}
      onSearch={onSearch}
    >
      {({ draft, setDraft }) => (
        <>
          <Input
            label={t('club.members.keyword')}
            placeholder={t('club.members.keywordPlaceholder')}
            width="middle"
            value={draft.keyword}
            onChange={(keyword) => setDraft((current) => ({ ...current, keyword }))}
          />
          {canViewLevels ? (
            <Select
              label={t('club.members.level')}
              placeholder={t('club.members.allLevels')}
              width="middle"
              isClearable
              options={levelOptions}
              value={draft.levelId}
              onChange={(value) => setDraft((current) => ({ ...current, levelId: asId(value) }))}
            />
          ) : null}
          {canViewAreas ? (
            <Select
              label={t('club.members.area')}
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

/** 会员 tab: members searched by name or phone, level and area, paged; add, edit, password, delete. */
export function MembersTab() {
  const { t } = useTranslation();
  const canEdit = useCan('member:edit');
  const canDelete = useCan('member:delete');
  const [filter, setFilter] = useState<MemberFilter>(NO_MEMBER_FILTER);
  const [pageNo, setPageNo] = useState(1);
  const [overlay, setOverlay] = useState<Overlay | null>(null);
  const page = useMemberPage(filter, pageNo);
  const rows = page.data?.data ?? [];
  const remove = useDeleteMember();
  const close = useCallback(() => setOverlay(null), []);

  const columns = useMemo(() => {
    const actions: RowAction<Member>[] = [];
    if (canEdit) {
      actions.push(
        {
          id: 'edit',
          label: t('admin.edit'),
          onPress: (member) => setOverlay({ kind: 'form', member }),
        },
        {
          id: 'password',
          label: t('club.members.resetPassword'),
          onPress: (member) => setOverlay({ kind: 'password', member }),
        },
      );
    }
    if (canDelete) {
      actions.push({
        id: 'delete',
        label: t('admin.delete'),
        onPress: (member) => setOverlay({ kind: 'delete', member }),
      });
    }
    const list: DataGridColumn<Member>[] = [
      {
        key: 'serial',
        title: t('club.serial'),
        width: 64,
        align: 'center',
        render: (_row, index) => (pageNo - 1) * CLUB_PAGE_SIZE + index + 1,
      },
      { key: 'name', title: t('club.members.name'), width: 120 },
      { key: 'phone', title: t('club.members.phone'), width: 140 },
      {
        key: 'levelName',
        title: t('club.members.level'),
        width: 120,
        render: (member) =>
          member.levelName ? <Tag status="primary">{member.levelName}</Tag> : null,
      },
      { key: 'areaName', title: t('club.members.area'), width: 140 },
      { key: 'email', title: t('club.members.email'), width: 200 },
      { key: 'remarks', title: t('club.remarks'), width: 200 },
    ];
    if (actions.length > 0) {
      list.push({
        key: 'actions',
        title: t('admin.actions'),
        width: 220,
        pinned: 'right',
        render: rowActionsRenderer(actions),
      });
    }
    return list;
  }, [canEdit, canDelete, pageNo, t]);

  return (
    <Panel aria-label={t('club.tabs.members')}>
      <PanelHeader>
        <MemberSearchBar
          onSearch={(next) => {
            setFilter(next);
            setPageNo(1);
          }}
        />
        {canEdit ? (
          <Toolbar role="group" aria-label={t('club.members.actions')}>
            <Button variant="primary" onPress={() => setOverlay({ kind: 'form', member: null })}>
              {t('club.members.add')}
            </Button>
          </Toolbar>
        ) : null}
      </PanelHeader>
      <DataGrid<Member>
        aria-label={t('club.members.grid')}
        columns={columns}
        rows={rows}
        rowKey="id"
        loading={page.isFetching}
        emptyText={t('club.members.empty')}
        pagination="server"
        total={page.data?.total ?? 0}
        pageNo={pageNo}
        pageSize={CLUB_PAGE_SIZE}
        onPageChange={setPageNo}
      />
      {overlay?.kind === 'form' ? (
        <MemberFormDialog member={overlay.member} onClose={close} />
      ) : null}
      {overlay?.kind === 'password' ? (
        <MemberPasswordDialog member={overlay.member} onClose={close} />
      ) : null}
      {overlay?.kind === 'delete' ? (
        <DeleteConfirm
          title={t('club.members.deleteTitle')}
          name={overlay.member.name}
          note={t('club.members.deleteNote')}
          run={async () => {
            await remove.mutateAsync(overlay.member.id);
            if (pageNo > 1 && rows.length === 1) setPageNo(pageNo - 1);
          }}
          onClose={close}
        />
      ) : null}
    </Panel>
  );
}
