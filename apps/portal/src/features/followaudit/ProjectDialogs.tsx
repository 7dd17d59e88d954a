import type { FollowAuditProject } from '@ccms/api-client';
import { useTranslation } from 'react-i18next';
import { FieldsDialog, type DialogField } from '../invoicing/invoicingShared';
import { useSaveItem, useSaveProject } from './followAuditQueries';

/** 新建项目 (no project) or 项目设置: name, contractor, contract sum and the pay terms. */
export function ProjectDialog({
  project,
  onSaved,
  onClose,
}: {
  project: FollowAuditProject | null;
  onSaved: (id: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveProject();
  const field = (
    name: keyof FollowAuditProject,
    required = false,
    kind: DialogField['kind'] = 'text',
  ): DialogField => ({
    name,
    label: t(`followAudit.projectForm.${name}`),
    kind,
    required,
    initial: project ? String(project[name] ?? '') : '',
  });
  return (
    <FieldsDialog
      title={project ? t('followAudit.projectForm.edit') : t('followAudit.projectForm.create')}
      submitText={t('followAudit.pay.save')}
      fields={[
        field('name', true),
        field('contractor', true),
        field('contractAmount', true),
        { ...field('payRatio', true), initial: project?.payRatio ?? '0.8' },
        field('advanceAmount'),
        field('advanceStartRatio'),
        field('advanceDeductRatio'),
        field('retentionRatio'),
        field('memo', false, 'textarea'),
      ]}
      run={async (form) => {
        const saved = await save.mutateAsync({
          id: project?.id,
          name: form.name ?? '',
          contractor: form.contractor ?? '',
          customerId: project?.customerId ?? null,
          costProjectId: project?.costProjectId ?? null,
          contractAmount: form.contractAmount ?? '',
          payRatio: form.payRatio ?? '',
          advanceAmount: form.advanceAmount || '0',
          advanceStartRatio: form.advanceStartRatio || '0',
          advanceDeductRatio: form.advanceDeductRatio || '0',
          retentionRatio: form.retentionRatio || '0',
          memo: form.memo || null,
        });
        onSaved(saved.id);
      }}
      onClose={onClose}
    />
  );
}

/** 新增清单: a bill item of the audited contract. */
export function ItemDialog({ projectId, onClose }: { projectId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveItem();
  const field = (name: string): DialogField => ({
    name,
    label: t(`followAudit.itemForm.${name}`),
    kind: 'text',
    required: true,
  });
  return (
    <FieldsDialog
      title={t('followAudit.itemForm.create')}
      submitText={t('followAudit.pay.save')}
      fields={[
        field('code'),
        field('name'),
        field('unit'),
        field('contractQuantity'),
        field('unitPrice'),
      ]}
      run={(form) =>
        save.mutateAsync({
          projectId,
          code: form.code ?? '',
          name: form.name ?? '',
          unit: form.unit ?? '',
          contractQuantity: form.contractQuantity ?? '',
          unitPrice: form.unitPrice ?? '',
        })
      }
      onClose={onClose}
    />
  );
}
