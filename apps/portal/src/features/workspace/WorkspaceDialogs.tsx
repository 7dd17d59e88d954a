import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { UserInfo } from '@ccms/api-client';
import { toast } from '@ccms/ui';
import {
  PANEL_LAYOUT_CONFIG_KEY,
  PanelLayoutDialog,
  WORK_MODE_CONFIG_KEY,
  WorkModeDialog,
  type PanelSlot,
  type WorkModeLayout,
} from '@ccms/pickers';
import { usePanelLayout } from './usePanelLayout';
import { toWorkModeModules } from './workModeModules';
import { readDisplayMode, useSaveUserConfig, useWorkMode, workspaceKeys } from './workspaceQueries';

/**
 * The management dialog of the display mode (loaded when first opened): panel management
 * (管理首页面板) in normal mode, work-mode management in work mode. Saving persists to the user
 * config and the page follows at once.
 */
export default function WorkspaceDialogs({
  user,
  onClose,
}: {
  user: UserInfo;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const work = readDisplayMode(user) === 'work';
  const save = useSaveUserConfig();
  const panelLayout = usePanelLayout(user, !work);
  const workMode = useWorkMode(work);
  const modules = useMemo(
    () => toWorkModeModules(workMode.data?.modules ?? [], t),
    [workMode.data, t],
  );
  const onOpenChange = (open: boolean) => {
    if (!open) onClose();
  };

  const persist = async (key: string, value: unknown) => {
    try {
      await save.mutateAsync({ key, value });
      toast.success(t('workspace.saved'));
      return true;
    } catch {
      return false;
    }
  };

  return work ? (
    <WorkModeDialog
      isOpen={workMode.data !== undefined}
      onOpenChange={onOpenChange}
      layout={workMode.data?.workMode}
      modules={modules}
      onSave={async (layout: WorkModeLayout) => {
        const saved = await persist(WORK_MODE_CONFIG_KEY, layout);
        if (saved) await queryClient.invalidateQueries({ queryKey: workspaceKeys.workMode });
        return saved;
      }}
    />
  ) : (
    <PanelLayoutDialog
      isOpen
      onOpenChange={onOpenChange}
      layout={panelLayout}
      onSave={(layout: PanelSlot[]) => persist(PANEL_LAYOUT_CONFIG_KEY, layout)}
    />
  );
}
