import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { Message, MessageType } from '@ccms/api-client';
import { Badge, Button, Empty, formatBadgeCount, IconButton, Popover } from '@ccms/ui';
import { CategoryTabs } from './CategoryTabs';
import {
  ALL_MESSAGES,
  BELL_LIST_SIZE,
  MESSAGE_TYPES,
  useMarkRead,
  useMessagePage,
  useUnreadCounts,
  type UnreadCounts,
} from './inboxQueries';
import { firstLine, receivedAgo } from './messageText';
import { MESSAGES_PATH, openMessageState } from './messageRoute';

const BellIcon = () => (
  <svg width="16" height="16" viewBox="0 0 16 16" fill="none" aria-hidden="true">
    <path
      d="M4 11.5V7a4 4 0 0 1 8 0v4.5l1.25 1.25H2.75L4 11.5ZM6.5 14a1.5 1.5 0 0 0 3 0"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

/** White on the header's primary colour, wherever the shell places it. */
const BellButton = styled(IconButton)`
  && {
    border-color: transparent;
    background: transparent;
    color: ${({ theme }) => theme.colors.text.inverse};
  }
  &&[data-hovered] {
    background: rgba(255, 255, 255, 0.16);
  }
  &&[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.colors.text.inverse};
    outline-offset: 1px;
  }
`;

const MessageList = styled.ul`
  margin: ${({ theme }) => theme.spacing.sm} 0 0;
  padding: 0;
  list-style: none;
`;

const MessageEntry = styled.button`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => `${theme.spacing.xxs} ${theme.spacing.sm}`};
  width: 100%;
  padding: ${({ theme }) => theme.spacing.sm};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.base};
  background: transparent;
  color: ${({ theme }) => theme.colors.text.regular};
  font: inherit;
  text-align: left;
  cursor: pointer;

  strong,
  span:last-child {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  strong {
    color: ${({ theme }) => theme.colors.text.primary};
    font-weight: 500;
  }
  time {
    color: ${({ theme }) => theme.colors.text.secondary};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
  span:last-child {
    grid-column: 1 / -1;
    color: ${({ theme }) => theme.colors.text.secondary};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.primaryBackground};
    outline: none;
  }
  &:focus-visible {
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.colors.primary};
  }
`;

const Footer = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-top: ${({ theme }) => theme.spacing.sm};
  padding-top: ${({ theme }) => theme.spacing.sm};
  border-top: 1px solid ${({ theme }) => theme.colors.border.lighter};
`;

/**
 * The header's message bell (spec 000 §2.4): the unread total as a badge (9999+ above 9999), and
 * a popover with the five categories, each listing its newest unread messages.
 */
export function MessageBell() {
  const { t } = useTranslation();
  const { counts, total } = useUnreadCounts();
  const label =
    total > 0
      ? t('inbox.bellLabel', { unread: formatBadgeCount(total) })
      : t('inbox.bellLabelNone');
  return (
    <Popover
      title={t('inbox.heading')}
      placement="bottom end"
      width={380}
      trigger={
        <BellButton
          label={label}
          icon={
            <Badge count={total}>
              <BellIcon />
            </Badge>
          }
        />
      }
    >
      {(close) => <BellPanel counts={counts} onLeave={close} />}
    </Popover>
  );
}

/** The popover's content: category tabs, the selected one's unread messages, and its actions. */
function BellPanel({ counts, onLeave }: { counts: UnreadCounts | undefined; onLeave: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const markRead = useMarkRead();
  // Opens on the first category with something unread, as that is what the badge announced.
  const [category, setCategory] = useState<MessageType>(
    () => MESSAGE_TYPES.find((type) => (counts?.[type] ?? 0) > 0) ?? MESSAGE_TYPES[0]!,
  );

  const open = async (message: Message) => {
    await markRead.one.mutateAsync(message);
    onLeave();
    void navigate(MESSAGES_PATH, { state: openMessageState({ ...message, read: true }) });
  };

  return (
    <>
      <CategoryTabs
        selected={category}
        onSelect={(key) => {
          if (key !== 'all') setCategory(key);
        }}
        counts={counts}
      >
        <UnreadList
          type={category}
          // A refusal is told by the request layer; the popover stays open on the list.
          onOpen={(message) => void open(message).catch(() => undefined)}
        />
      </CategoryTabs>
      <Footer>
        <Button
          variant="text"
          isDisabled={(counts?.[category] ?? 0) === 0}
          isPending={markRead.categories.isPending}
          onPress={() => markRead.categories.mutate([category])}
        >
          {t('inbox.markAllRead')}
        </Button>
        <Button
          variant="text"
          onPress={() => {
            onLeave();
            void navigate(MESSAGES_PATH);
          }}
        >
          {t('inbox.viewAll')}
        </Button>
      </Footer>
    </>
  );
}

/** A category's newest unread messages; pressing one opens it. */
function UnreadList({ type, onOpen }: { type: MessageType; onOpen: (message: Message) => void }) {
  const { t } = useTranslation();
  const page = useMessagePage({ ...ALL_MESSAGES, type, read: false }, 1, BELL_LIST_SIZE);
  const messages = page.data?.data ?? [];
  if (page.isPending) return null;
  if (messages.length === 0) return <Empty description={t('inbox.noUnread')} />;
  return (
    <MessageList aria-label={t('inbox.latestUnread', { category: t(`inbox.category.${type}`) })}>
      {messages.map((message) => (
        <li key={message.id}>
          <MessageEntry type="button" onClick={() => onOpen(message)}>
            <strong>{message.title}</strong>
            <time dateTime={message.createdAt}>{receivedAgo(message)}</time>
            <span>{firstLine(message.content)}</span>
          </MessageEntry>
        </li>
      ))}
    </MessageList>
  );
}
