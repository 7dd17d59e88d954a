import type { WfDefinition } from '@ccms/api-client';
import { DataGrid, rowActionsRenderer, type DataGridColumn } from '@ccms/data-grid';
import { Empty, Spinner } from '@ccms/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Link,
  Navigate,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
import { Panel, PanelNote } from '../../admin/shared/AdminLayout.styles';
import { AdminPage, ButtonLink } from '../../admin/shared/AdminPage';
import { TabLinks } from '../../../shell/TabLinks';
import { DEFAULT_SETTING_TAB, isSettingTab, SETTING_TABS, settingBaseOf } from './settingTabs';
import { SettingTabContent } from './SettingTabContent';
import { useDeployedFlows, useFlowSetting } from './settingsQueries';

/** Without ?key=: the deployed flows to choose from. */
function FlowPicker({ base }: { base: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const flows = useDeployedFlows();
  const columns = useMemo<DataGridColumn<WfDefinition>[]>(
    () => [
      { key: 'key', title: t('wfSettings.picker.column.key'), width: 180 },
      { key: 'name', title: t('wfSettings.picker.column.name'), width: 220 },
      {
        key: 'version',
        title: t('wfSettings.picker.column.version'),
        width: 90,
        render: (row) => `v${row.version}`,
        exportValue: (row) => row.version,
      },
      {
        key: 'actions',
        title: t('wfSettings.picker.column.actions'),
        width: 120,
        render: rowActionsRenderer<WfDefinition>([
          {
            id: 'open',
            label: t('wfSettings.picker.open'),
            onPress: (row) =>
              void navigate(`${base}/${DEFAULT_SETTING_TAB}?key=${encodeURIComponent(row.key)}`),
          },
        ]),
      },
    ],
    [base, navigate, t],
  );
  return (
    <AdminPage title={t('wfSettings.heading')}>
      <Panel>
        <PanelNote>{t('wfSettings.picker.note')}</PanelNote>
        <DataGrid<WfDefinition>
          aria-label={t('wfSettings.picker.grid')}
          columns={columns}
          rows={flows.data ?? []}
          rowKey="key"
          loading={flows.isFetching}
          emptyText={t('wfSettings.picker.empty')}
          pagination="client"
          pageSize={20}
        />
      </Panel>
    </AdminPage>
  );
}

/**
 * 流程设置 (/main-page/setting-flow/:tab? and /b/sub-flow/:tab?, ?key= names the flow): the
 * tabs f-base-setting … f-advance-setting as links, each an address of its own.
 */
export default function FlowSettingsPage() {
  const { t } = useTranslation();
  const { tab } = useParams();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const base = settingBaseOf(pathname);
  const key = searchParams.get('key') ?? '';
  const view = useFlowSetting(key);

  if (!isSettingTab(tab))
    return (
      <Navigate
        replace
        to={{ pathname: `${base}/${DEFAULT_SETTING_TAB}`, search: searchParams.toString() }}
      />
    );
  if (!key) return <FlowPicker base={base} />;
  if (view.isError)
    return (
      <AdminPage title={t('wfSettings.heading')}>
        <Panel>
          <Empty description={t('wfSettings.notFound', { key })}>
            <ButtonLink to={base}>{t('wfSettings.otherFlow')}</ButtonLink>
          </Empty>
        </Panel>
      </AdminPage>
    );
  if (!view.data)
    return (
      <AdminPage title={t('wfSettings.heading')}>
        <Spinner label={t('wfSettings.loading')} />
      </AdminPage>
    );
  const search = `?key=${encodeURIComponent(key)}`;
  return (
    <AdminPage
      title={t('wfSettings.headingOf', { name: view.data.definition.name })}
      actions={<ButtonLink to={base}>{t('wfSettings.otherFlow')}</ButtonLink>}
    >
      <TabLinks aria-label={t('wfSettings.tabsLabel')}>
        <ul>
          {SETTING_TABS.map((name) => (
            <li key={name}>
              <Link
                to={`${base}/${name}${search}`}
                aria-current={name === tab ? 'page' : undefined}
              >
                {t(`wfSettings.tabs.${name}`)}
              </Link>
            </li>
          ))}
        </ul>
      </TabLinks>
      <SettingTabContent tab={tab} view={view.data} />
    </AdminPage>
  );
}
