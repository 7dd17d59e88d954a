import { Dialog, Spinner } from '@ccms/ui';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useOnlineCount } from '../features/admin/users/onlineQueries';

// The list (a tree table with its search) loads only when the modal first opens.
const OnlineUserList = lazy(async () => ({
  default: (await import('../features/admin/users/OnlineUserList')).OnlineUserList,
}));

/** Spec 000 §2.4: the online-user modal is 700 wide and 80 % of the window high. */
const MODAL_WIDTH = 700;
const MODAL_HEIGHT_SHARE = 0.8;
/** What the modal's title, search and padding take from that height; the table has the rest. */
const MODAL_CHROME_PX = 220;

const Trigger = styled.button`
  height: 28px;
  padding: 0 ${({ theme }) => theme.spacing.sm};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.base};
  background: transparent;
  color: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: nowrap;
  cursor: pointer;

  &:hover {
    background: rgba(255, 255, 255, 0.16);
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.text.inverse};
    outline-offset: 1px;
  }
`;

/** The header's 在线用户 count (polled every 10 s), opening the online-user modal. */
export function OnlineUsers() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const count = useOnlineCount();
  const online = count.data?.onlineNo;
  const tableHeight = Math.max(
    240,
    Math.round(window.innerHeight * MODAL_HEIGHT_SHARE) - MODAL_CHROME_PX,
  );
  return (
    <>
      <Trigger type="button" onClick={() => setOpen(true)} aria-haspopup="dialog">
        {online === undefined ? t('shell.online') : t('shell.onlineCount', { count: online })}
      </Trigger>
      <Dialog
        title={t('shell.online')}
        isOpen={open}
        onOpenChange={setOpen}
        width={MODAL_WIDTH}
        footer={null}
      >
        <Suspense fallback={<Spinner />}>
          <OnlineUserList height={tableHeight} />
        </Suspense>
      </Dialog>
    </>
  );
}
