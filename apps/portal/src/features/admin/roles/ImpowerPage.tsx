import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { Role } from '@ccms/api-client';
import { Button, Empty, Spinner, Tabs } from '@ccms/ui';
import { useCan } from '../shared/useCan';
import { AccountTab } from './AccountTab';
import { CopyRoleDialog } from './CopyRoleDialog';
import { DataTab } from './DataTab';
import { DepartmentTab } from './DepartmentTab';
import { FunctionTab } from './FunctionTab';
import { RoleChooser } from './RoleChooser';
import { Page, PageHeader, Panel, Split } from '../shared/AdminLayout.styles';
import {
  ADMIN_ROLE_CODE,
  IMPOWER_PATH,
  IMPOWER_TABS,
  isImpowerTab,
  useRoleChoices,
  type ImpowerTab,
} from './roleQueries';
import type { AuthorizationTabProps, LockReason } from './tabProps';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';

/** The search parameter naming the role being authorized. */
const ROLE_PARAM = 'roleId';

const TAB_PANELS: Record<ImpowerTab, ComponentType<AuthorizationTabProps>> = {
  function: FunctionTab,
  data: DataTab,
  department: DepartmentTab,
  account: AccountTab,
};

/**
 * 综合授权: a role chosen on the left, its function, data and department authorization and its
 * members in tabs. Role and tab live in the URL, so the unsaved-changes guard sees every switch.
 */
export default function ImpowerPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { tab: tabParam } = useParams();
  const [searchParams] = useSearchParams();
  const canAuthorize = useCan('sys:role:auth');
  const roles = useRoleChoices();
  const [isDirty, setDirty] = useState(false);
  const [isCopyOpen, setCopyOpen] = useState(false);

  const requestedId = searchParams.get(ROLE_PARAM);
  const role = roles.data?.find((candidate) => candidate.id === requestedId) ?? roles.data?.[0];

  const go = (nextTab: ImpowerTab, roleId: string) => {
    const search = new URLSearchParams({ [ROLE_PARAM]: roleId }).toString();
    void navigate({ pathname: `${IMPOWER_PATH}/${nextTab}`, search });
  };

  // Spec 002 §2: impower-new opens its function tab; an unknown tab does the same.
  if (!isImpowerTab(tabParam)) {
    const search = searchParams.toString();
    return <Navigate replace to={{ pathname: `${IMPOWER_PATH}/function`, search }} />;
  }
  const tab = tabParam;

  return (
    <Page>
      <PageHeader>
        <h1>{t('roles.impowerHeading')}</h1>
        {canAuthorize && role ? (
          <Button onPress={() => setCopyOpen(true)}>{t('roles.copyButton')}</Button>
        ) : null}
      </PageHeader>
      {roles.data && roles.data.length === 0 ? (
        <Panel>
          <Empty description={t('roles.noRole')} />
        </Panel>
      ) : (
        <Split>
          <Panel aria-label={t('roles.roleChooser')}>
            {roles.data ? (
              <RoleChooser
                roles={roles.data}
                selectedId={role?.id ?? null}
                onSelect={(roleId) => go(tab, roleId)}
              />
            ) : (
              <Spinner size={24} />
            )}
          </Panel>
          <Panel aria-label={role?.name ?? t('roles.impowerHeading')}>
            {role ? (
              <Tabs
                aria-label={t('roles.tabsLabel')}
                selectedKey={tab}
                onSelectionChange={(key) => {
                  if (isImpowerTab(key) && key !== tab) go(key, role.id);
                }}
                items={IMPOWER_TABS.map((key) => ({
                  key,
                  title: t(`roles.tabs.${key}`),
                  content: (
                    <TabPanel
                      key={role.id}
                      tab={key}
                      role={role}
                      canAuthorize={canAuthorize}
                      onDirtyChange={setDirty}
                    />
                  ),
                }))}
              />
            ) : null}
          </Panel>
        </Split>
      )}
      {isCopyOpen && role && roles.data ? (
        <CopyRoleDialog source={role} roles={roles.data} onClose={() => setCopyOpen(false)} />
      ) : null}
      <UnsavedChangesGuard isDirty={isDirty} />
    </Page>
  );
}

interface TabPanelProps {
  tab: ImpowerTab;
  role: Role;
  canAuthorize: boolean;
  onDirtyChange: (isDirty: boolean) => void;
}

function TabPanel({ tab, role, canAuthorize, onDirtyChange }: TabPanelProps) {
  const TabContent = TAB_PANELS[tab];
  // The administrator role holds every menu, department and data value whatever is ticked, so
  // those grants are shown locked; its members change like any role's.
  const lock: LockReason | null =
    role.code === ADMIN_ROLE_CODE && tab !== 'account'
      ? 'admin'
      : canAuthorize
        ? null
        : 'noPermission';
  return <TabContent role={role} lock={lock} onDirtyChange={onDirtyChange} />;
}
