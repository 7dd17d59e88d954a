import type { FormDefinition } from '@ccms/api-client';
import { Empty } from '@ccms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { formName } from './fieldModel';
import { FormHost } from './FormHost';

const Frame = styled.main`
  padding: ${({ theme }) => theme.spacing.lg};
  background: ${({ theme }) => theme.colors.background.surface};

  h1 {
    margin: 0 0 ${({ theme }) => theme.spacing.md};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

/**
 * /sys-manager/:formId/wf-form-comp?id= (spec 002): one record of a form, read-only, without the
 * shell — a component page other pages embed (an iframe, a print view).
 */
export default function FormCompPage() {
  const { t, i18n } = useTranslation();
  const { formId } = useParams();
  const [search] = useSearchParams();
  const id = search.get('id');
  const [form, setForm] = useState<FormDefinition | null>(null);
  if (!formId || !id) return <Empty description={t('forms.page.missing')} />;
  return (
    <Frame>
      <h1>{form ? formName(form, i18n.language) : t('forms.route.comp')}</h1>
      <FormHost formId={formId} recordId={id} readonly onLoaded={(loaded) => setForm(loaded)} />
    </Frame>
  );
}
