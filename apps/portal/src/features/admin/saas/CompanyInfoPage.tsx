import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { companyInfoSaveSchema, type CompanyInfo, type CompanyInfoSave } from '@ccms/api-client';
import { UploadDialog } from '@ccms/pickers';
import { Button, Form, FormActions, FormField, Input, Spinner, type FieldRule } from '@ccms/ui';
import { api } from '../../../api/client';
import { attachmentTransport, previewUrl } from '../../../api/pickerData';
import { contractRule } from '../shared/contractRule';
import { Facts, Page, PageHeader, Panel, PanelNote } from '../shared/AdminLayout.styles';
import { useAdminMutation } from '../shared/useAdminMutation';
import { useCan } from '../shared/useCan';
import { RefusedNotice } from './SaasParts';
import { COMPANY_INFO_INVALIDATES, saasKeys } from './saasQueries';

/** The image kinds the server takes as logos (never SVG). */
export const LOGO_SUFFIXES = ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp'];
export const LOGO_MAX_MB = 2;
/** Uploaded logos are attachments of this module (their record is the company). */
const LOGO_MODULE = 'saas_company_logo';

const SLOTS = [
  { slot: 1, field: 'logoFileId' },
  { slot: 2, field: 'logo2FileId' },
  { slot: 3, field: 'logo3FileId' },
] as const;
type LogoField = (typeof SLOTS)[number]['field'];
type Logos = Record<LogoField, string | null>;

interface InfoFormValues extends Record<string, unknown> {
  name: string;
  contactName: string;
  contactPhone: string;
}

const shape = companyInfoSaveSchema.shape;

const LogoGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.spacing.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const LogoCard = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.border.light};
  border-radius: ${({ theme }) => theme.radius.base};

  h3 {
    margin: 0;
  }
`;

const LogoFrame = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  height: 96px;
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.background.base};
  color: ${({ theme }) => theme.colors.text.secondary};

  img {
    max-width: 100%;
    max-height: 100%;
    object-fit: contain;
  }
`;

const Buttons = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing.sm};
`;

interface LogoSlotProps {
  title: string;
  fileId: string | null;
  canEdit: boolean;
  onUpload: () => void;
  onRemove: () => void;
}

function LogoSlot({ title, fileId, canEdit, onUpload, onRemove }: LogoSlotProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <LogoCard aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      <LogoFrame>
        {fileId ? (
          <img src={previewUrl({ id: fileId })} alt={t('saas.info.preview', { slot: title })} />
        ) : (
          <span>{t('saas.info.noLogo')}</span>
        )}
      </LogoFrame>
      {canEdit ? (
        <Buttons>
          <Button onPress={onUpload} aria-label={t('saas.info.uploadTitle', { slot: title })}>
            {fileId ? t('saas.info.replace') : t('saas.info.upload')}
          </Button>
          {fileId ? (
            <Button
              variant="danger"
              onPress={onRemove}
              aria-label={`${t('saas.info.remove')} ${title}`}
            >
              {t('saas.info.remove')}
            </Button>
          ) : null}
        </Buttons>
      ) : null}
    </LogoCard>
  );
}

function CompanyInfoForm({ info, canEdit }: { info: CompanyInfo; canEdit: boolean }) {
  const { t, i18n } = useTranslation();
  const formId = useId();
  const logosId = useId();
  const [logos, setLogos] = useState<Logos>({
    logoFileId: info.logoFileId,
    logo2FileId: info.logo2FileId,
    logo3FileId: info.logo3FileId,
  });
  const [uploading, setUploading] = useState<LogoField | null>(null);
  const label = (key: string) => t(`saas.info.${key}`);
  const rule = (field: keyof typeof shape): FieldRule =>
    contractRule(shape[field], i18n.language, { label: label(field) });
  const save = useAdminMutation({
    run: (body: CompanyInfoSave) => api.saas.companyInfoSave({ body }),
    // The header shows the company's name and logos: it reads these afresh.
    invalidates: COMPANY_INFO_INVALIDATES,
  });

  const submit = async (values: InfoFormValues) => {
    const parsed = companyInfoSaveSchema.safeParse({ ...values, ...logos });
    if (!parsed.success) return;
    await save.mutateAsync(parsed.data).catch(() => undefined);
  };
  const uploadingSlot = SLOTS.find((entry) => entry.field === uploading);
  const slotTitle = (slot: number) => label(`slot${slot}`);

  return (
    <>
      <Panel aria-labelledby={formId + '-heading'}>
        <h2 id={formId + '-heading'}>{label('heading')}</h2>
        {canEdit ? null : <PanelNote role="note">{label('readOnly')}</PanelNote>}
        <Facts>
          <div>
            <dt>{label('code')}</dt>
            <dd>{info.code}</dd>
          </div>
          <div>
            <dt>{label('grade')}</dt>
            <dd>{info.gradeName ?? label('noGrade')}</dd>
          </div>
        </Facts>
        <PanelNote>{t('saas.info.loginPage', { code: info.code })}</PanelNote>
        <Form<InfoFormValues>
          id={formId}
          aria-label={label('heading')}
          defaultValues={{
            name: info.name,
            contactName: info.contactName ?? '',
            contactPhone: info.contactPhone ?? '',
          }}
          onSubmit={submit}
        >
          <FormField<string>
            name="name"
            label={label('name')}
            width="long"
            rules={[{ required: true, message: label('nameRequired') }, rule('name')]}
          >
            {(field) => (
              <Input
                {...field}
                maxLength={100}
                autoComplete="organization"
                description={label('nameHint')}
                isReadOnly={!canEdit}
              />
            )}
          </FormField>
          <FormField<string>
            name="contactName"
            label={label('contactName')}
            width="long"
            rules={[rule('contactName')]}
          >
            {(field) => (
              <Input {...field} maxLength={64} autoComplete="off" isReadOnly={!canEdit} />
            )}
          </FormField>
          <FormField<string>
            name="contactPhone"
            label={label('contactPhone')}
            width="long"
            rules={[rule('contactPhone')]}
          >
            {(field) => (
              <Input
                {...field}
                type="tel"
                maxLength={20}
                autoComplete="off"
                isReadOnly={!canEdit}
              />
            )}
          </FormField>
        </Form>
      </Panel>
      <Panel aria-labelledby={logosId}>
        <h2 id={logosId}>{label('logos')}</h2>
        <PanelNote>{t('saas.info.logosHint', { size: LOGO_MAX_MB })}</PanelNote>
        <LogoGrid>
          {SLOTS.map(({ slot, field }) => (
            <LogoSlot
              key={field}
              title={slotTitle(slot)}
              fileId={logos[field]}
              canEdit={canEdit}
              onUpload={() => setUploading(field)}
              onRemove={() => setLogos((current) => ({ ...current, [field]: null }))}
            />
          ))}
        </LogoGrid>
        {canEdit ? (
          <FormActions>
            <Button type="submit" form={formId} variant="primary" isPending={save.isPending}>
              {t('admin.save')}
            </Button>
          </FormActions>
        ) : null}
      </Panel>
      {uploadingSlot ? (
        <UploadDialog
          isOpen
          onOpenChange={(open) => {
            if (!open) setUploading(null);
          }}
          title={t('saas.info.uploadTitle', { slot: slotTitle(uploadingSlot.slot) })}
          upload={attachmentTransport({ refModule: LOGO_MODULE, refRecordId: info.id })}
          allowedSuffixes={LOGO_SUFFIXES}
          maxSizeMb={LOGO_MAX_MB}
          allowsMultiple={false}
          onUploaded={(uploaded) => {
            setLogos((current) => ({ ...current, [uploadingSlot.field]: uploaded.id }));
            setUploading(null);
          }}
        />
      ) : null}
    </>
  );
}

/** 企业信息: the signed-in company's name, contact and three logos, as its administrator keeps them. */
export default function CompanyInfoPage() {
  const { t } = useTranslation();
  const canEdit = useCan('sys:company:edit');
  const info = useQuery({
    queryKey: saasKeys.companyInfo,
    queryFn: () => api.saas.companyInfoGet(),
    retry: false,
  });

  return (
    <Page>
      <PageHeader>
        <h1>{t('saas.info.heading')}</h1>
      </PageHeader>
      {info.isError ? (
        <RefusedNotice error={info.error} operatorOnly={false} />
      ) : info.data ? (
        // Keyed by the saved record, so a save starts the form from what the server kept.
        <CompanyInfoForm key={info.dataUpdatedAt} info={info.data} canEdit={canEdit} />
      ) : (
        <Spinner size={24} />
      )}
    </Page>
  );
}
