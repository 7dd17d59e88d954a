import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { TreeTable, type DataGridColumn } from '@ccms/data-grid';
import { Button, ConfirmDialog, Input, Select, Tag, toast } from '@ccms/ui';
import { FilterBar } from '../shared/FilterBar';
import { api } from '../../../api/client';
import { useUserInfo } from '../../../api/queries';
import { useAdminMutation } from '../shared/useAdminMutation';
import { useCan } from '../shared/useCan';
import {
  DEFAULT_ONLINE_FILTER,
  filterOnlineTree,
  parentRowIds,
  toOnlineRows,
  type OnlineFilter,
  type OnlineRow,
  type OnlineStatusFilter,
} from './onlineTree';
import { onlineKeys, useOnlineCount } from './onlineQueries';
import { SendMessageDialog } from './SendMessageDialog';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.md};
`;

const Count = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text.regular};
`;

const noop = () => undefined;
const STATUSES: readonly OnlineStatusFilter[] = ['online', 'offline', 'all'];
const STATUS_KEYS = {
  online: 'users.online.statusOnline',
  offline: 'users.online.statusOffline',
  all: 'users.online.statusAll',
} as const;

// ---- Search ---------------------------------------------------------------------------------

function OnlineSearch({ onSearch }: { onSearch: (filter: OnlineFilter) => void }) {
  const { t } = useTranslation();
  return (
    <FilterBar<OnlineFilter>
      label={t('users.online.search')}
      empty={DEFAULT_ONLINE_FILTER}
      onSearch={onSearch}
    >
      {({ draft, setDraft }) => (
        <>
          <Input
            label={t('users.online.keyword')}
            placeholder={t('users.online.keywordPlaceholder')}
            width="middle"
            value={draft.keyword}
            onChange={(keyword) => setDraft((current) => ({ ...current, keyword }))}
          />
          <Select
            label={t('users.online.status')}
            width="short"
            options={STATUSES.map((status) => ({ value: status, label: t(STATUS_KEYS[status]) }))}
            value={draft.status}
            onChange={(status) => {
              // Choosing a status searches at once: there is nothing else to confirm.
              const next = { ...draft, status: (status ?? 'all') as OnlineStatusFilter };
              setDraft(next);
              onSearch(next);
            }}
          />
        </>
      )}
    </FilterBar>
  );
}

// ---- Columns --------------------------------------------------------------------------------

function useOnlineColumns(
  can: { kick: boolean; send: boolean },
  selfId: string | undefined,
  onKick: (row: OnlineRow) => void,
  onMessage: (row: OnlineRow) => void,
): DataGridColumn<OnlineRow>[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      { key: 'name', title: t('users.online.name'), width: 300 },
      {
        key: 'status',
        title: t('users.online.status'),
        width: 110,
        render: ({ node }) =>
          node.dept ? (
            t('users.online.deptOnline', { count: node.onlineNo })
          ) : (
            <Tag status={node.online ? 'success' : 'info'}>
              {t(node.online ? STATUS_KEYS.online : STATUS_KEYS.offline)}
            </Tag>
          ),
      },
      { key: 'job', title: t('users.online.job'), render: ({ node }) => node.job ?? '' },
      { key: 'dept', title: t('users.online.dept'), render: ({ node }) => node.deptName ?? '' },
      ...(can.kick || can.send
        ? [
            {
              key: 'actions',
              title: t('admin.actions'),
              width: 170,
              // People other than oneself: a message to anyone, 强制下线 to someone signed in now
              // (the server refuses ending one's own session).
              render: (row: OnlineRow) =>
                !row.node.dept && row.node.id !== selfId ? (
                  <>
                    {can.send ? (
                      <Button size="mini" variant="text" onPress={() => onMessage(row)}>
                        {t('users.message.action')}
                      </Button>
                    ) : null}
                    {can.kick && row.node.online ? (
                      <Button size="mini" variant="text" onPress={() => onKick(row)}>
                        {t('users.online.kick')}
                      </Button>
                    ) : null}
                  </>
                ) : null,
            },
          ]
        : []),
    ],
    [t, can, selfId, onKick, onMessage],
  );
}

// ---- OnlineUserList -------------------------------------------------------------------------

export interface OnlineUserListProps {
  /** Height of the tree-table in pixels (the header's online-user dialog passes its own). */
  height?: number;
}

/**
 * Who is signed in: the count, a search by name or department and status, and the departments
 * with their people in a tree-table; 强制下线 ends a person's sessions (sys:online:kick). The
 * page shows it; the shell header's online-user dialog can show it too.
 */
export function OnlineUserList({ height = 480 }: OnlineUserListProps) {
  const { t } = useTranslation();
  const { data: self } = useUserInfo();
  const canKick = useCan('sys:online:kick');
  const canSend = useCan('sys:msg:send');
  const can = useMemo(() => ({ kick: canKick, send: canSend }), [canKick, canSend]);
  const [messaging, setMessaging] = useState<OnlineRow | null>(null);
  const [filter, setFilter] = useState<OnlineFilter>(DEFAULT_ONLINE_FILTER);
  // null: every parent open, as after each search; the toolbar and arrows then take over.
  const [expandedIds, setExpandedIds] = useState<readonly string[] | null>(null);
  const [kicking, setKicking] = useState<OnlineRow | null>(null);

  const tree = useQuery({
    queryKey: onlineKeys.tree,
    queryFn: () => api.session.onlineQueryList(),
  });
  const count = useOnlineCount();
  const rows = useMemo(
    () => toOnlineRows(filterOnlineTree(tree.data ?? [], filter)),
    [tree.data, filter],
  );
  const allParents = useMemo(() => parentRowIds(rows), [rows]);
  const columns = useOnlineColumns(can, self?.userId, setKicking, setMessaging);

  const kick = useAdminMutation({
    run: (row: OnlineRow) => api.session.onlineKickOut({ params: { userId: row.node.id } }),
    invalidates: [onlineKeys.all],
    // The message names the person, so it is told here rather than by the hook.
    successMessage: false,
    onSuccess: (_answer, row) => toast.success(t('users.online.kicked', { name: row.name })),
  });

  const search = (next: OnlineFilter) => {
    setFilter(next);
    setExpandedIds(null);
  };
  const refresh = () => {
    void tree.refetch();
    void count.refetch();
  };

  return (
    <>
      <Bar>
        <OnlineSearch onSearch={search} />
        <Button onPress={refresh} isPending={tree.isFetching}>
          {t('users.online.refresh')}
        </Button>
      </Bar>
      {count.data ? (
        <Count>
          {t('users.online.count', { online: count.data.onlineNo, total: count.data.totalNo })}
        </Count>
      ) : null}
      <TreeTable<OnlineRow>
        aria-label={t('users.online.grid')}
        rows={rows}
        columns={columns}
        treeColumnKey="name"
        height={height}
        toolbar
        loading={tree.isFetching}
        emptyText={t('users.online.empty')}
        expandedIds={expandedIds ?? allParents}
        onExpandedChange={setExpandedIds}
      />
      {messaging ? (
        <SendMessageDialog
          recipient={{ id: messaging.node.id, name: messaging.name }}
          onClose={() => setMessaging(null)}
        />
      ) : null}
      {kicking ? (
        <ConfirmDialog
          isOpen
          onOpenChange={(open) => {
            if (!open) setKicking(null);
          }}
          tone="danger"
          okText={t('users.online.kick')}
          message={t('users.online.confirmKick', { name: kicking.name })}
          // A refusal is told by the request layer; the question is answered either way.
          onConfirm={() => kick.mutateAsync(kicking).then(noop, noop)}
        />
      ) : null}
    </>
  );
}
