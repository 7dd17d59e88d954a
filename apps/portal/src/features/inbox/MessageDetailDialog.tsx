import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Message } from '@ccms/api-client';
import { Button, Dialog } from '@ccms/ui';
import { Facts } from '../admin/shared/AdminLayout.styles';

// Messages are plain text: their line breaks are the author's paragraphs.
const Content = styled.p`
  margin: ${({ theme }) => theme.spacing.lg} 0 0;
  color: ${({ theme }) => theme.colors.text.primary};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

/** One message in full: its category and times, then the whole content; 确定 or × closes it. */
export function MessageDetailDialog({
  message,
  onClose,
}: {
  message: Message;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={message.title}
      footer={(close) => (
        <Button variant="primary" onPress={close}>
          {t('inbox.detail.ok')}
        </Button>
      )}
    >
      <Facts>
        <div>
          <dt>{t('inbox.detail.type')}</dt>
          <dd>{t(`inbox.category.${message.type}`)}</dd>
        </div>
        <div>
          <dt>{t('inbox.detail.createdAt')}</dt>
          <dd>{message.createdAt}</dd>
        </div>
        {message.readAt ? (
          <div>
            <dt>{t('inbox.detail.readAt')}</dt>
            <dd>{message.readAt}</dd>
          </div>
        ) : null}
      </Facts>
      <Content>{message.content}</Content>
    </Dialog>
  );
}
