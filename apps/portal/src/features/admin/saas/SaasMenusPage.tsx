import { MenuType } from '@ccms/api-client';
import { TreeTable, type RowAction } from '@ccms/data-grid';
import { Button } from '@ccms/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client';
import { menuLabel } from '../../../shell/menu';
import { Page, PageHeader, Panel, PanelNote, Toolbar } from '../shared/AdminLayout.styles';
import { useAdminMutation } from '../shared/useAdminMutation';
import { useCan } from '../shared/useCan';
import { createTarget, type MenuFormTarget } from '../menus/menuForm';
import { menuRows, type MenuRow } from '../menus/menuTree';
import { topLevelBranches } from '../shared/treeRows';
import { useMenuColumns } from '../menus/useMenuColumns';
import { DeleteConfirm } from '../shared/DeleteConfirm';
import { RefusedNotice } from './SaasParts';
import { MenuFormDialog } from '../menus/MenuFormDialog';
import { saasKeys, useCatalogue, useSaasMenuFormSave } from './saasQueries';

const TABLE_HEIGHT = 520;
const NO_LOGIN_FLAGS: ReadonlySet<string> = new Set();

/** 企业菜单: the catalogue of menus, pages and buttons the packages are made of. */
export default function SaasMenusPage() {
  const { t } = useTranslation();
  const canEdit = useCan('saas:menu:edit');
  const canDelete = useCan('saas:menu:delete');
  const catalogue = useCatalogue();
  const rows = useMemo(
    () => menuRows(catalogue.data ?? [], (item) => menuLabel(item, t), NO_LOGIN_FLAGS),
    [catalogue.data, t],
  );
  const [expanded, setExpanded] = useState<readonly string[]>();
  const expandedIds = useMemo(() => expanded ?? topLevelBranches(rows), [expanded, rows]);
  const [formTarget, setFormTarget] = useState<MenuFormTarget | null>(null);
  const [deleting, setDeleting] = useState<MenuRow | null>(null);
  const saveEntry = useSaasMenuFormSave();
  const remove = useAdminMutation({
    run: (id: string) => api.saas.saasMenuDelete({ params: { id } }),
    invalidates: [saasKeys.all],
  });

  const actions = useMemo(() => {
    const list: RowAction<MenuRow>[] = [];
    if (canEdit) {
      list.push(
        {
          id: 'add-child',
          label: t('menus.addChild'),
          onPress: (row) => setFormTarget(createTarget(rows, row)),
          isVisible: (row) => row.type !== MenuType.button,
        },
        {
          id: 'edit',
          label: t('admin.edit'),
          onPress: (row) => setFormTarget({ kind: 'edit', menu: row }),
        },
      );
    }
    if (canDelete) list.push({ id: 'delete', label: t('admin.delete'), onPress: setDeleting });
    return list;
  }, [canEdit, canDelete, rows, t]);
  const menuColumns = useMenuColumns(actions);
  // Catalogue entries have no login flag: every enterprise decides that for its own copy.
  const columns = useMemo(
    () => menuColumns.filter((column) => column.key !== 'noLogin'),
    [menuColumns],
  );

  return (
    <Page>
      <PageHeader>
        <h1>{t('saas.menu.heading')}</h1>
        {canEdit && !catalogue.isError ? (
          <Toolbar role="group" aria-label={t('saas.menu.heading')}>
            <Button variant="primary" onPress={() => setFormTarget(createTarget(rows, null))}>
              {t('saas.menu.addRoot')}
            </Button>
          </Toolbar>
        ) : null}
      </PageHeader>
      {catalogue.isError ? (
        <RefusedNotice error={catalogue.error} />
      ) : (
        <Panel>
          <PanelNote>{t('saas.menu.intro')}</PanelNote>
          <TreeTable<MenuRow>
            aria-label={t('saas.menu.treeLabel')}
            rows={rows}
            columns={columns}
            treeColumnKey="label"
            height={TABLE_HEIGHT}
            toolbar
            loading={catalogue.isLoading}
            expandedIds={expandedIds}
            onExpandedChange={setExpanded}
          />
        </Panel>
      )}
      {formTarget ? (
        <MenuFormDialog
          target={formTarget}
          save={saveEntry}
          showNoLogin={false}
          rows={rows}
          onSaved={() => {
            // A child added under a closed branch opens it, so the new entry is in sight.
            const parent = formTarget.kind === 'create' ? formTarget.parent : null;
            if (parent && !expandedIds.includes(parent.id))
              setExpanded([...expandedIds, parent.id]);
          }}
          onClose={() => setFormTarget(null)}
        />
      ) : null}
      {deleting ? (
        <DeleteConfirm
          title={t('saas.menu.deleteTitle')}
          name={deleting.label}
          note={t('saas.menu.deleteNote')}
          run={() => remove.mutateAsync(deleting.id)}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </Page>
  );
}
