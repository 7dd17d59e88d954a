import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { DISPLAY_MODE_CONFIG_KEY, type UserInfo } from '@ccms/api-client';
import { IconButton, Switch, toast } from '@ccms/ui';
import { readDisplayMode, useSaveUserConfig } from './workspaceQueries';

// The dialogs and their drag-and-drop load when first opened, not with the shell.
const WorkspaceDialogs = lazy(() => import('./WorkspaceDialogs'));

const ModeSwitch = styled.div`
  display: flex;
  align-items: center;
  color: inherit;

  && label {
    color: inherit;
    white-space: nowrap;
  }
`;

/** The header's display-mode switch: on is work mode, remembered per user on the server. */
export function DisplayModeToggle({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const save = useSaveUserConfig();
  const work = readDisplayMode(user) === 'work';
  return (
    <ModeSwitch>
      <Switch
        isSelected={work}
        isDisabled={save.isPending}
        onChange={(on) =>
          save.mutate(
            { key: DISPLAY_MODE_CONFIG_KEY, value: { mode: on ? 'work' : 'normal' } },
            {
              onSuccess: () =>
                toast.success(on ? t('workspace.workModeOn') : t('workspace.workModeOff')),
            },
          )
        }
      >
        {t('workspace.workMode')}
      </Switch>
    </ModeSwitch>
  );
}

const LayoutIcon = () => (
  <svg
    width={16}
    height={16}
    viewBox="0 0 16 16"
    fill="none"
    stroke="currentColor"
    strokeWidth={1.5}
    aria-hidden="true"
  >
    <rect x="2" y="2" width="5" height="5" rx="1" />
    <rect x="9" y="2" width="5" height="5" rx="1" />
    <rect x="2" y="9" width="5" height="5" rx="1" />
    <rect x="9" y="9" width="5" height="5" rx="1" />
  </svg>
);

/** The header's management button: panel management in normal mode, work-mode management in work mode. */
export function WorkspaceManager({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const work = readDisplayMode(user) === 'work';
  return (
    <>
      <IconButton
        label={work ? t('workspace.manageWorkMode') : t('workspace.managePanels')}
        icon={<LayoutIcon />}
        aria-haspopup="dialog"
        onPress={() => setOpen(true)}
      />
      {open ? (
        <Suspense fallback={null}>
          <WorkspaceDialogs user={user} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
