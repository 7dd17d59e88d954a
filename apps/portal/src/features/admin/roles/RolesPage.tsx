import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Role } from '@ccms/api-client';
import {
  DataGrid,
  rowActionsRenderer,
  type CellEditRequest,
  type DataGridColumn,
  type RowAction,
} from '@ccms/data-grid';
import { Button, ConfirmDialog, Input, Tag } from '@ccms/ui';
import { api } from '../../../api/client';
import { useAdminMutation } from '../shared/useAdminMutation';
import { useCan } from '../shared/useCan';
import { RoleFormDialog } from './RoleFormDialog';
import { Page, PageHeader, Panel, Toolbar } from '../shared/AdminLayout.styles';
import { ADMIN_ROLE_CODE, impowerHref, roleKeys, useRolePage } from './roleQueries';

const PAGE_SIZE = 20;
const MAX_SORT = 1_000_000;

/**
 * The role form (null role = new) or the delete question. It stays set while the dialog closes,
 * so the closing dialog keeps its title and text.
 */
type RoleDialog =
  | { kind: 'form'; role: Role | null; isOpen: boolean }
  | { kind: 'delete'; role: Role; isOpen: boolean };

/** 角色管理: the company's roles, paged and searchable, with create, edit, delete and sort. */
export default function RolesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canEdit = useCan('sys:role:edit');
  const canDelete = useCan('sys:role:delete');
  const [keywordDraft, setKeywordDraft] = useState('');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState({ pageNo: 1, pageSize: PAGE_SIZE });
  const [dialog, setDialog] = useState<RoleDialog | null>(null);
  const roles = useRolePage(page.pageNo, page.pageSize, keyword);

  const remove = useAdminMutation({
    run: (role: Role) => api.role.roleDelete({ params: { id: role.id } }),
    invalidates: [roleKeys.all],
  });
  const resort = useAdminMutation({
    run: (entry: { id: string; sort: number }) => api.role.roleUpdateSort({ body: [entry] }),
    invalidates: [roleKeys.all],
  });

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setKeyword(keywordDraft.trim());
    setPage((current) => ({ ...current, pageNo: 1 }));
  };
  const resetSearch = () => {
    setKeywordDraft('');
    setKeyword('');
    setPage((current) => ({ ...current, pageNo: 1 }));
  };

  const columns = useMemo<DataGridColumn<Role>[]>(() => {
    const actions: RowAction<Role>[] = [
      {
        id: 'edit',
        label: t('admin.edit'),
        onPress: (role) => setDialog({ kind: 'form', role, isOpen: true }),
        isVisible: () => canEdit,
      },
      {
        id: 'authorize',
        label: t('roles.authorize'),
        onPress: (role) => void navigate(impowerHref(role.id)),
      },
      {
        id: 'delete',
        label: t('admin.delete'),
        variant: 'danger',
        onPress: (role) => setDialog({ kind: 'delete', role, isOpen: true }),
        // The server refuses to delete the administrator role; the list does not offer it.
        isVisible: (role) => canDelete && role.code !== ADMIN_ROLE_CODE,
      },
    ];
    return [
      { key: 'name', title: t('roles.name'), width: 180 },
      { key: 'code', title: t('roles.code'), width: 160 },
      {
        key: 'sort',
        title: t('roles.sort'),
        width: 100,
        align: 'right',
        editable: canEdit,
        validate: (value) =>
          Number.isInteger(value) && (value as number) >= 0 && (value as number) <= MAX_SORT
            ? undefined
            : t('roles.sortInvalid'),
      },
      { key: 'userCount', title: t('roles.userCount'), width: 90, align: 'right' },
      { key: 'remarks', title: t('roles.remarks'), width: 240 },
      {
        key: 'selfRegister',
        title: t('roles.selfRegister'),
        width: 110,
        render: (role) =>
          role.selfRegister ? (
            <Tag status="success">{t('roles.yes')}</Tag>
          ) : (
            <Tag status="info">{t('roles.no')}</Tag>
          ),
        exportValue: (role) => (role.selfRegister ? t('roles.yes') : t('roles.no')),
      },
      {
        key: 'actions',
        title: t('admin.actions'),
        width: 200,
        render: rowActionsRenderer(actions),
      },
    ];
  }, [t, canEdit, canDelete, navigate]);

  const saveSort = async ({ row, value }: CellEditRequest<Role>) => {
    await resort.mutateAsync({ id: row.id, sort: value as number });
  };

  const onDialogOpenChange = (isOpen: boolean) => {
    if (!isOpen) setDialog((current) => (current ? { ...current, isOpen } : null));
  };
  const confirmDelete = async () => {
    if (dialog?.kind === 'delete') await remove.mutateAsync(dialog.role);
  };

  return (
    <Page>
      <PageHeader>
        <h1>{t('roles.heading')}</h1>
        {canEdit ? (
          <Button
            variant="primary"
            onPress={() => setDialog({ kind: 'form', role: null, isOpen: true })}
          >
            {t('admin.add')}
          </Button>
        ) : null}
      </PageHeader>
      <Panel>
        <form role="search" aria-label={t('roles.listLabel')} onSubmit={search}>
          <Toolbar>
            <Input
              label={t('roles.keyword')}
              placeholder={t('roles.keywordPlaceholder')}
              value={keywordDraft}
              onChange={setKeywordDraft}
              width="middle"
            />
            <Button type="submit" variant="primary">
              {t('admin.search')}
            </Button>
            <Button onPress={resetSearch}>{t('admin.reset')}</Button>
          </Toolbar>
        </form>
        <DataGrid<Role>
          aria-label={t('roles.listLabel')}
          columns={columns}
          rows={roles.data?.data ?? []}
          rowKey="id"
          loading={roles.isFetching}
          pagination="server"
          total={roles.data?.total ?? 0}
          pageNo={page.pageNo}
          pageSize={page.pageSize}
          onPageChange={(pageNo, pageSize) => setPage({ pageNo, pageSize })}
          {...(canEdit ? { onCellEdit: saveSort } : {})}
        />
      </Panel>
      <RoleFormDialog
        role={dialog?.kind === 'form' ? dialog.role : null}
        isOpen={dialog?.kind === 'form' && dialog.isOpen}
        onOpenChange={onDialogOpenChange}
      />
      <ConfirmDialog
        isOpen={dialog?.kind === 'delete' && dialog.isOpen}
        onOpenChange={onDialogOpenChange}
        tone="danger"
        okText={t('admin.delete')}
        message={
          dialog?.kind === 'delete' ? (
            <>
              <p>{t('admin.confirmDelete', { name: dialog.role.name })}</p>
              <p>{t('roles.deleteNote')}</p>
            </>
          ) : null
        }
        onConfirm={confirmDelete}
      />
    </Page>
  );
}
