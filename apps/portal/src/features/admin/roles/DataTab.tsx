import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Empty, Select, Spinner } from '@ccms/ui';
import { api } from '../../../api/client';
import { useAdminMutation } from '../shared/useAdminMutation';
import { AuthorizationTree, LockedNotice } from './AuthorizationTree';
import { toTreeNodes } from './authorizationTree';
import { PanelNote } from '../shared/AdminLayout.styles';
import { roleKeys } from './roleQueries';
import type { AuthorizationTabProps } from './tabProps';

/** The search parameter naming the data menu shown (so switching menus passes the unsaved guard). */
export const DATA_MENU_PARAM = 'dataMenu';

/** 数据权限: per data menu, the attribute values (areas, project kinds) whose rows the role sees. */
export function DataTab({ role, lock, onDirtyChange }: AuthorizationTabProps) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const dataMenus = useQuery({
    queryKey: roleKeys.dataMenus,
    queryFn: () => api.dataAuth.dataAuthListAllDataMenu(),
  });
  const requested = searchParams.get(DATA_MENU_PARAM);
  const dataMenu =
    dataMenus.data?.find((menu) => menu.id === requested) ?? dataMenus.data?.[0] ?? null;

  const chooseDataMenu = (id: string) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      next.set(DATA_MENU_PARAM, id);
      return next;
    });

  return (
    <>
      <PanelNote>{t('roles.dataHint')}</PanelNote>
      <LockedNotice reason={lock} />
      {dataMenus.data ? (
        <Select
          label={t('roles.dataMenu')}
          width="middle"
          options={dataMenus.data.map((menu) => ({ value: menu.id, label: menu.name }))}
          value={dataMenu?.id ?? null}
          onChange={(value) => {
            if (value !== null) chooseDataMenu(String(value));
          }}
        />
      ) : null}
      {dataMenu ? (
        <DataAttributeTree
          key={`${role.id}/${dataMenu.id}`}
          roleId={role.id}
          dataMenuId={dataMenu.id}
          canChange={lock === null}
          onDirtyChange={onDirtyChange}
        />
      ) : dataMenus.data ? (
        <Empty />
      ) : (
        <Spinner size={24} />
      )}
    </>
  );
}

interface DataAttributeTreeProps {
  roleId: string;
  dataMenuId: string;
  canChange: boolean;
  onDirtyChange: (isDirty: boolean) => void;
}

function DataAttributeTree({
  roleId,
  dataMenuId,
  canChange,
  onDirtyChange,
}: DataAttributeTreeProps) {
  const { t } = useTranslation();
  const attributes = useQuery({
    queryKey: roleKeys.dataAttributes(roleId, dataMenuId),
    queryFn: () => api.dataAuth.dataAuthQueryRoleAttrTree({ params: { roleId, dataMenuId } }),
  });
  const nodes = useMemo(
    () => toTreeNodes(attributes.data?.tree ?? [], (attribute) => attribute.name),
    [attributes.data],
  );
  const save = useAdminMutation({
    run: (ids: string[]) =>
      api.dataAuth.dataAuthSaveDataRef({ params: { roleId, dataMenuId }, body: ids }),
    invalidates: [roleKeys.dataAttributes(roleId, dataMenuId)],
  });

  if (!attributes.data) return <Spinner size={24} />;
  return (
    <AuthorizationTree
      label={t('roles.attrTree')}
      nodes={nodes}
      grantedIds={attributes.data.checkedIds}
      rule="exact"
      canChange={canChange}
      onSave={save.mutateAsync}
      isSaving={save.isPending}
      onDirtyChange={onDirtyChange}
    />
  );
}
