import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { messageSendSchema, type MessageType } from '@ccms/api-client';
import { Form, FormField, Input, Select, Textarea, type SelectKey } from '@ccms/ui';
import { FormDialog } from '../shared/FormDialog';
import { api } from '../../../api/client';
import { contractRule } from '../shared/contractRule';
import { useAdminMutation } from '../shared/useAdminMutation';

const To = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text.regular};
`;

/** The five reminder categories, as the bell shows them. */
const TYPES: readonly MessageType[] = ['admin', 'business', 'contract', 'hr', 'finance'];

type MessageValues = { type: SelectKey | null; title: string; content: string };
const EMPTY_MESSAGE: MessageValues = { type: 'admin', title: '', content: '' };

export interface SendMessageDialogProps {
  /** Who gets it. */
  recipient: { id: string; name: string };
  onClose: () => void;
}

/**
 * 发送消息: a reminder to a colleague (sys:msg:send). It lands in their bell under the chosen
 * category, live in every tab they have open.
 */
export function SendMessageDialog({ recipient, onClose }: SendMessageDialogProps) {
  const { t, i18n } = useTranslation();
  const [values, setValues] = useState<MessageValues>(EMPTY_MESSAGE);
  const send = useAdminMutation({
    run: (message: MessageValues) =>
      api.message.messageSend({
        body: { userIds: [recipient.id], type: typeOf(message.type), ...pickText(message) },
      }),
    successMessage: t('users.message.sent', { name: recipient.name }),
    onSuccess: onClose,
  });
  const { shape } = messageSendSchema;
  const typeOptions = TYPES.map((type) => ({
    value: type,
    label: t(`users.message.types.${type}`),
  }));
  const title = t('users.message.title', { name: recipient.name });
  return (
    <FormDialog
      title={title}
      isPending={send.isPending}
      onClose={onClose}
      submitText={t('users.message.send')}
    >
      {(formId) => (
        <Form<MessageValues>
          id={formId}
          aria-label={title}
          values={values}
          onValuesChange={setValues}
          onSubmit={(submitted) => send.mutate(submitted)}
        >
          <To>{t('users.message.to', { name: recipient.name })}</To>
          <FormField<SelectKey | null> name="type" label={t('users.message.type')} width="middle">
            {(field) => <Select {...field} options={typeOptions} />}
          </FormField>
          <FormField<string>
            name="title"
            label={t('users.message.subject')}
            required
            rules={[contractRule(shape.title, i18n.language, { required: true })]}
          >
            {(field) => <Input {...field} maxLength={100} />}
          </FormField>
          <FormField<string>
            name="content"
            label={t('users.message.content')}
            rules={[contractRule(shape.content, i18n.language)]}
          >
            {(field) => <Textarea {...field} rows={5} maxLength={2000} />}
          </FormField>
        </Form>
      )}
    </FormDialog>
  );
}

const typeOf = (key: SelectKey | null): MessageType =>
  TYPES.find((type) => type === key) ?? 'admin';

function pickText({ title, content }: MessageValues) {
  return { title, content: content.trim() ? content : null };
}
