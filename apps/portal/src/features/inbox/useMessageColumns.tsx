import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '@ccms/api-client';
import { linkRenderer, type DataGridColumn } from '@ccms/data-grid';
import { Tag } from '@ccms/ui';
import { firstLine } from './messageText';

/** The message list's columns: read state, category, title (opens it), first line, times. */
export function useMessageColumns(onOpen: (message: Message) => void): DataGridColumn<Message>[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      {
        key: 'read',
        title: t('inbox.columns.state'),
        width: 80,
        align: 'center',
        exportValue: (message) => t(message.read ? 'inbox.search.read' : 'inbox.search.unread'),
        render: (message) =>
          message.read ? (
            <Tag status="info">{t('inbox.search.read')}</Tag>
          ) : (
            <Tag status="danger">{t('inbox.search.unread')}</Tag>
          ),
      },
      {
        key: 'type',
        title: t('inbox.columns.type'),
        width: 90,
        render: (message) => t(`inbox.category.${message.type}`),
      },
      {
        key: 'title',
        title: t('inbox.columns.title'),
        width: 280,
        render: linkRenderer<Message>('title', { onPress: onOpen }),
      },
      {
        key: 'content',
        title: t('inbox.columns.content'),
        width: 360,
        render: (message) => firstLine(message.content),
      },
      { key: 'createdAt', title: t('inbox.columns.createdAt'), width: 170 },
      { key: 'readAt', title: t('inbox.columns.readAt'), width: 170 },
    ],
    [t, onOpen],
  );
}
