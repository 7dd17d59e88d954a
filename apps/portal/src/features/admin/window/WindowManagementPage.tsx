import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import type { MenuItem, WorkMode } from '@ccms/api-client';
import { Button, Spinner, Tabs, Tree, type TreeNode } from '@ccms/ui';
import {
  PanelLayoutEditor,
  WorkModeDialog,
  toPanelSlots,
  trimPanelLayout,
  usePickersTranslation,
  type PanelSlot,
  type PickersMessageKey,
} from '@ccms/pickers';
import { api } from '../../../api/client';
import { useUserInfo } from '../../../api/queries';
import { menuLabel } from '../../../shell/menu';
import { AdminPage } from '../shared/AdminPage';
import { Facts, Panel, PanelNote, Toolbar } from '../shared/AdminLayout.styles';
import { useAdminMutation } from '../shared/useAdminMutation';
import { useCan } from '../shared/useCan';
import { toWorkModeModules } from '../../workspace/workModeModules';
import { toLayoutSave } from './windowLayout';

const WINDOW_PATH = '/window-management';
const WINDOW_TABS = ['left-column', 'normal-mode', 'work-mode'] as const;
type WindowTab = (typeof WINDOW_TABS)[number];
const isWindowTab = (value: string | undefined): value is WindowTab =>
  (WINDOW_TABS as readonly (string | undefined)[]).includes(value);

/** Every query of the page, and the home and work mode that read the same defaults. */
const windowKeys = {
  all: ['admin', 'window'] as const,
  kind: (kind: WindowTab) => ['admin', 'window', kind] as const,
};
const INVALIDATES = [windowKeys.all, ['workspace']] as const;

const COMMON_USE_LABELS: Record<WorkMode['commonUse'], PickersMessageKey> = {
  '1': 'workModeCommonUseHidden',
  '2': 'workModeCommonUseDefault',
  '3': 'workModeCommonUseRecent',
  '4': 'workModeCommonUseDefaultRecent',
};
const MAIN_FUNCTION_LABELS: Record<WorkMode['mainFunciton'][number], PickersMessageKey> = {
  '1': 'workModeTodo',
  '2': 'workModeDone',
  '3': 'workModeMyApplications',
  '4': 'workModeMessages',
  '5': 'workModeBonus',
};

/** The signed-in administrator's menu, named in the current language (buttons are not in it). */
function useMenuModules(): readonly MenuItem[] {
  const { data: user } = useUserInfo();
  return user?.menuList ?? [];
}

function toTreeNodes(items: readonly MenuItem[], label: (item: MenuItem) => string): TreeNode[] {
  return items.map((item) => ({
    key: item.id,
    label: label(item),
    ...(item.children.length > 0 ? { children: toTreeNodes(item.children, label) } : {}),
  }));
}

// ---- 左栏 ------------------------------------------------------------------------------------

function LeftColumnTab({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const menuList = useMenuModules();
  const nodes = useMemo(() => toTreeNodes(menuList, (item) => menuLabel(item, t)), [menuList, t]);
  const saved = useQuery({
    queryKey: windowKeys.kind('left-column'),
    queryFn: () => api.workspace.windowLeftColumnGet(),
  });
  const [draft, setDraft] = useState<readonly string[] | null>(null);
  const save = useAdminMutation({
    run: (ids: readonly string[]) => api.workspace.windowLeftColumnSave({ body: [...ids] }),
    invalidates: INVALIDATES,
    successMessage: t('windowManagement.saved'),
    onSuccess: () => setDraft(null),
  });
  if (!saved.data) return saved.isError ? null : <Spinner size={24} />;
  const checked = draft ?? saved.data;
  return (
    <>
      <PanelNote>{t('windowManagement.leftColumnNote')}</PanelNote>
      <Tree
        aria-label={t('windowManagement.leftColumnTree')}
        nodes={nodes}
        checkable
        selectionMode="none"
        checkedKeys={checked}
        onCheckedChange={canEdit ? setDraft : undefined}
        defaultExpandedKeys={menuList.map((item) => item.id)}
        height={400}
      />
      <Toolbar>
        <span role="status">
          {t('windowManagement.leftColumnCount', { count: checked.length })}
        </span>
        {canEdit ? (
          <Button
            variant="primary"
            isDisabled={draft === null || save.isPending}
            onPress={() => save.mutate(checked)}
          >
            {t('windowManagement.save')}
          </Button>
        ) : null}
      </Toolbar>
    </>
  );
}

// ---- 普通模式 -----------------------------------------------------------------------------------

function NormalModeTab({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const saved = useQuery({
    queryKey: windowKeys.kind('normal-mode'),
    queryFn: () => api.workspace.windowNormalModeGet(),
  });
  const [draft, setDraft] = useState<PanelSlot[] | null>(null);
  const save = useAdminMutation({
    run: (layout: PanelSlot[]) =>
      api.workspace.windowNormalModeSave({ body: toLayoutSave(layout) }),
    invalidates: INVALIDATES,
    successMessage: t('windowManagement.saved'),
    onSuccess: () => setDraft(null),
  });
  if (saved.data === undefined) return saved.isError ? null : <Spinner size={24} />;
  const slots = draft ?? toPanelSlots(saved.data);
  return (
    <>
      <PanelNote>
        {t('windowManagement.normalModeNote')}{' '}
        {saved.data
          ? t('windowManagement.normalModeCompany')
          : t('windowManagement.normalModeBuiltIn')}
      </PanelNote>
      <PanelLayoutEditor value={slots} onChange={canEdit ? setDraft : undefined} />
      {canEdit ? (
        <Toolbar>
          <Button
            variant="primary"
            isDisabled={draft === null || save.isPending}
            onPress={() => save.mutate(trimPanelLayout(slots))}
          >
            {t('windowManagement.save')}
          </Button>
          <Button
            isDisabled={(saved.data === null && draft === null) || save.isPending}
            onPress={() => save.mutate([])}
          >
            {t('windowManagement.restoreDefault')}
          </Button>
        </Toolbar>
      ) : null}
    </>
  );
}

// ---- 工作模式 -----------------------------------------------------------------------------------

function WorkModeTab({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const tp = usePickersTranslation();
  const menuList = useMenuModules();
  const modules = useMemo(() => toWorkModeModules(menuList, t), [menuList, t]);
  const [open, setOpen] = useState(false);
  const saved = useQuery({
    queryKey: windowKeys.kind('work-mode'),
    queryFn: () => api.workspace.windowWorkModeGet(),
  });
  const save = useAdminMutation({
    run: (form: WorkMode) => api.workspace.windowWorkModeSave({ body: form }),
    invalidates: INVALIDATES,
    successMessage: t('windowManagement.saved'),
  });
  const form = saved.data;
  if (!form) return saved.isError ? null : <Spinner size={24} />;
  const functions = form.mainFunciton.map((key) => tp(MAIN_FUNCTION_LABELS[key]));
  return (
    <>
      <PanelNote>{t('windowManagement.workModeNote')}</PanelNote>
      <Facts>
        <div>
          <dt>{t('windowManagement.commonUse')}</dt>
          <dd>{tp(COMMON_USE_LABELS[form.commonUse])}</dd>
        </div>
        <div>
          <dt>{t('windowManagement.mainFunction')}</dt>
          <dd>{functions.length > 0 ? functions.join('、') : t('windowManagement.none')}</dd>
        </div>
        <div>
          <dt>{t('windowManagement.leftNav')}</dt>
          <dd>{tp(form.showcheckedList ? 'workModeLeftNavShow' : 'workModeLeftNavHide')}</dd>
        </div>
        <div>
          <dt>{t('windowManagement.modules')}</dt>
          <dd>{t('windowManagement.modulesCount', { count: form.checkedList.length })}</dd>
        </div>
      </Facts>
      {canEdit ? (
        <Toolbar>
          <Button variant="primary" onPress={() => setOpen(true)}>
            {t('windowManagement.edit')}
          </Button>
        </Toolbar>
      ) : null}
      <WorkModeDialog
        isOpen={open}
        onOpenChange={setOpen}
        layout={form}
        modules={modules}
        onSave={async (layout) => {
          try {
            await save.mutateAsync(layout);
            return true;
          } catch {
            return false;
          }
        }}
      />
    </>
  );
}

const TAB_PANELS = {
  'left-column': LeftColumnTab,
  'normal-mode': NormalModeTab,
  'work-mode': WorkModeTab,
} as const;

/**
 * 窗口管理 (/window-management/:tab): the company's defaults for the work-mode left column, the
 * normal-mode home layout and the work-mode form, which users without their own settings get.
 */
export default function WindowManagementPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { tab } = useParams();
  const canEdit = useCan('sys:window:edit');
  if (!isWindowTab(tab)) return <Navigate replace to={`${WINDOW_PATH}/left-column`} />;

  return (
    <AdminPage title={t('windowManagement.heading')}>
      {canEdit ? null : <PanelNote role="note">{t('windowManagement.readOnly')}</PanelNote>}
      <Panel>
        <Tabs
          aria-label={t('windowManagement.tabsLabel')}
          selectedKey={tab}
          onSelectionChange={(key) => {
            if (isWindowTab(key) && key !== tab) void navigate(`${WINDOW_PATH}/${key}`);
          }}
          items={WINDOW_TABS.map((key) => {
            const Content = TAB_PANELS[key];
            return {
              key,
              title: t(`windowManagement.tabs.${key}`),
              content: <Content canEdit={canEdit} />,
            };
          })}
        />
      </Panel>
    </AdminPage>
  );
}
