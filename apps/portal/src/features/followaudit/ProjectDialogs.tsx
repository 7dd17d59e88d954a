import type { FollowAuditItem, FollowAuditProject } from '@ccms/api-client';
import { Button, Dialog } from '@ccms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { DeleteConfirm } from '../admin/shared/DeleteConfirm';
import { formatYuan } from '../finance/money';
import { FieldsDialog, type DialogField } from '../invoicing/invoicingShared';
import { useDeleteItem, useSaveItem, useSaveProject } from './followAuditQueries';
import { ReferencePicker, type PickedReference } from './ReferencePickers';

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
  const [customer, setCustomer] = useState<PickedReference | null>(
    project?.customerId ? { id: project.customerId, name: project.customerName ?? '' } : null,
  );
  const [costProject, setCostProject] = useState<PickedReference | null>(
    project?.costProjectId
      ? { id: project.costProjectId, name: project.costProjectName ?? '' }
      : null,
  );
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
      extra={
        <>
          <ReferencePicker kind="customer" value={customer} onChange={setCustomer} />
          <ReferencePicker kind="costProject" value={costProject} onChange={setCostProject} />
        </>
      }
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
          customerId: customer?.id ?? null,
          costProjectId: costProject?.id ?? null,
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

/** 新增清单 / 编辑清单: a bill item of the audited contract. */
export function ItemDialog({
  projectId,
  item = null,
  onClose,
}: {
  projectId: string;
  item?: FollowAuditItem | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveItem();
  const field = (name: keyof FollowAuditItem): DialogField => ({
    name,
    label: t(`followAudit.itemForm.${name}`),
    kind: 'text',
    required: true,
    initial: item ? String(item[name]) : '',
  });
  return (
    <FieldsDialog
      title={
        item
          ? t('followAudit.itemForm.edit', { code: item.code })
          : t('followAudit.itemForm.create')
      }
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
          ...(item ? { id: item.id } : {}),
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

/**
 * 清单管理: the project's bill items with 编辑 and 删除. The server keeps the rules: an item a
 * period measured cannot be deleted, and its unit price is fixed once a submitted period used it.
 */
export function ItemsDialog({
  project,
  onClose,
}: {
  project: FollowAuditProject & { items: FollowAuditItem[] };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteItem();
  const [editing, setEditing] = useState<FollowAuditItem | null>(null);
  const [deleting, setDeleting] = useState<FollowAuditItem | null>(null);
  const title = t('followAudit.items.title', { name: project.name });
  return (
    <>
      <Dialog
        isOpen={editing === null && deleting === null}
        onOpenChange={(open) => {
          if (!open) onClose();
        }}
        title={title}
        width="large"
        footer={(close) => <Button onPress={close}>{t('followAudit.items.close')}</Button>}
      >
        <p>{t('followAudit.items.rules')}</p>
        <ItemsTable aria-label={title}>
          <thead>
            <tr>
              <th scope="col">{t('followAudit.itemForm.code')}</th>
              <th scope="col">{t('followAudit.itemForm.name')}</th>
              <th scope="col">{t('followAudit.itemForm.unit')}</th>
              <th scope="col">{t('followAudit.itemForm.contractQuantity')}</th>
              <th scope="col">{t('followAudit.itemForm.unitPrice')}</th>
              <th scope="col">{t('followAudit.items.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {project.items.map((item) => (
              <tr key={item.id}>
                <td>{item.code}</td>
                <td>{item.name}</td>
                <td>{item.unit}</td>
                <td className="number">{item.contractQuantity}</td>
                <td className="number">{formatYuan(item.unitPrice)}</td>
                <td>
                  <Button
                    size="small"
                    aria-label={t('followAudit.items.editItem', { code: item.code })}
                    onPress={() => setEditing(item)}
                  >
                    {t('followAudit.items.edit')}
                  </Button>{' '}
                  <Button
                    size="small"
                    variant="danger"
                    aria-label={t('followAudit.items.deleteItem', { code: item.code })}
                    onPress={() => setDeleting(item)}
                  >
                    {t('followAudit.items.delete')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </ItemsTable>
        {project.items.length === 0 ? <p>{t('followAudit.items.empty')}</p> : null}
      </Dialog>
      {editing ? (
        <ItemDialog projectId={project.id} item={editing} onClose={() => setEditing(null)} />
      ) : null}
      {deleting ? (
        <DeleteConfirm
          title={t('followAudit.items.deleteTitle')}
          name={`${deleting.code} ${deleting.name}`}
          note={t('followAudit.items.deleteNote')}
          run={() => remove.mutateAsync(deleting.id)}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </>
  );
}

const ItemsTable = styled.table`
  border-collapse: collapse;
  width: 100%;
  font-variant-numeric: tabular-nums;
  th,
  td {
    border: 1px solid ${({ theme }) => theme.colors.border.base};
    padding: ${({ theme }) => theme.spacing.xs} ${({ theme }) => theme.spacing.sm};
    text-align: left;
  }
  td.number {
    text-align: right;
  }
`;
