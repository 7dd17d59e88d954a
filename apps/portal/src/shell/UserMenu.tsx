import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { UserInfo } from '@ccms/api-client';
import { useNavigate } from 'react-router-dom';
import { SYSTEM_AREA_PATH } from './menu';
import { useLogout } from './useLogout';

/** 我的足迹 (spec 000 §2.3). */
export const MY_TRACKS_PATH = '/main-page/myTracks';

const Root = styled.div`
  position: relative;
`;

const Trigger = styled.button`
  /* A long name ends in an ellipsis where the header is narrow (a phone). */
  max-width: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  height: 32px;
  padding: 0 ${({ theme }) => theme.spacing.sm};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.base};
  background: transparent;
  color: inherit;
  cursor: pointer;

  &:hover {
    background: rgba(255, 255, 255, 0.15);
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.text.inverse};
    outline-offset: 1px;
  }
`;

const Panel = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + 4px);
  z-index: ${({ theme }) => theme.zIndex.popup};
  min-width: 200px;
  padding: ${({ theme }) => theme.spacing.sm} 0;
  border: 1px solid ${({ theme }) => theme.colors.border.light};
  border-radius: ${({ theme }) => theme.radius.base};
  background: ${({ theme }) => theme.colors.background.surface};
  box-shadow: ${({ theme }) => theme.shadows.popup};
  color: ${({ theme }) => theme.colors.text.primary};
`;

const Detail = styled.dl`
  margin: 0;
  padding: 0 ${({ theme }) => theme.spacing.lg} ${({ theme }) => theme.spacing.sm};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border.lighter};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  div {
    display: flex;
    gap: ${({ theme }) => theme.spacing.sm};
  }
  dt {
    color: ${({ theme }) => theme.colors.text.secondary};
  }
  dd {
    margin: 0;
  }
`;

const Action = styled.button`
  display: block;
  width: 100%;
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.lg}`};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text.primary};
  text-align: left;
  cursor: pointer;

  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.primaryBackground};
    color: ${({ theme }) => theme.colors.primaryStrong};
    outline: none;
  }
`;

export interface UserMenuProps {
  user: UserInfo;
  onOpenPersonalCentre: () => void;
  onOpenSettings: () => void;
}

/**
 * The user menu of the header (spec 000 §2.4), as a disclosure: department and job, 个人信息编辑
 * (not for customer accounts), 管理后台 (administrators), 系统设置, 我的足迹, 退出登录.
 */
export function UserMenu({ user, onOpenPersonalCentre, onOpenSettings }: UserMenuProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const logout = useLogout();

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      triggerRef.current?.focus();
    }
  };
  const choose = (action: () => void) => {
    setOpen(false);
    action();
  };
  const closeWhenFocusLeaves = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  };

  return (
    <Root onKeyDown={closeOnEscape} onBlur={closeWhenFocusLeaves}>
      <Trigger
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('shell.userMenu', { name: user.displayName })}
        onClick={() => setOpen((value) => !value)}
      >
        {user.displayName} <span aria-hidden="true">▾</span>
      </Trigger>
      <Panel id={panelId} hidden={!open}>
        <Detail>
          <div>
            <dt>{t('shell.department')}</dt>
            <dd>{user.deptName ?? '—'}</dd>
          </div>
          <div>
            <dt>{t('shell.job')}</dt>
            <dd>{user.job ?? '—'}</dd>
          </div>
        </Detail>
        {user.customerInfo ? null : (
          <Action type="button" onClick={() => choose(onOpenPersonalCentre)}>
            {t('shell.personalInfo')}
          </Action>
        )}
        {user.isAdmin ? (
          <Action type="button" onClick={() => choose(() => void navigate(SYSTEM_AREA_PATH))}>
            {t('shell.admin')}
          </Action>
        ) : null}
        <Action type="button" onClick={() => choose(onOpenSettings)}>
          {t('shell.settings')}
        </Action>
        <Action type="button" onClick={() => choose(() => void navigate(MY_TRACKS_PATH))}>
          {t('shell.myTracks')}
        </Action>
        <Action type="button" onClick={() => void logout()}>
          {t('shell.logout')}
        </Action>
      </Panel>
    </Root>
  );
}
