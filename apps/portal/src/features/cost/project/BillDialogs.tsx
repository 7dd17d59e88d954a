import { billSave, type BillItem } from '@ccms/api-client';
import { DataGrid, type DataGridColumn } from '@ccms/data-grid';
import { Button, Dialog, Form, FormField, Spinner, Textarea, formatDecimal } from '@ccms/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Facts } from '../../admin/shared/AdminLayout.styles';
import { contractRule } from '../../admin/shared/contractRule';
import { FormDialog } from '../../admin/shared/FormDialog';
import { useBill, useSaveBill } from './projectQueries';
import { bodyOf } from '../library/contractBody';
import { ContractInput } from '../library/ContractInput';

type Norm = NonNullable<ReturnType<typeof useBill>['data']>['norms'][number];

/** 综合单价分析 of a bill: its figures, then its norms with their resources (billGet). */
export function BillAnalysisDialog({
  projectId,
  bill,
  onClose,
}: {
  projectId: string;
  bill: BillItem;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const detail = useBill(projectId, bill.id);
  const columns = useMemo<DataGridColumn<Norm>[]>(
    () => [
      { key: 'code', title: t('cost.project.bills.normCode'), width: 120 },
      { key: 'name', title: t('cost.project.bills.normName'), width: 200 },
      { key: 'unit', title: t('cost.project.bills.unit'), width: 70 },
      {
        key: 'quantity',
        title: t('cost.project.bills.quantity'),
        width: 100,
        align: 'right',
        render: (norm) => formatDecimal(norm.quantity, 3),
      },
      {
        key: 'price',
        title: t('cost.project.bills.normPrice'),
        width: 110,
        align: 'right',
        render: (norm) => formatDecimal(norm.price),
      },
      {
        key: 'resources',
        title: t('cost.project.bills.resources'),
        width: 240,
        render: (norm) =>
          norm.resources
            .map((resource) => `${resource.code} × ${formatDecimal(resource.consumption, 4)}`)
            .join('；'),
      },
    ],
    [t],
  );
  const facts: [string, string][] = [
    ['cost.project.bills.unitPrice', formatDecimal(bill.unitPrice)],
    ['cost.project.bills.labour', formatDecimal(bill.labour)],
    ['cost.project.bills.material', formatDecimal(bill.material)],
    ['cost.project.bills.machine', formatDecimal(bill.machine)],
    ['cost.project.bills.overhead', formatDecimal(bill.overhead)],
    ['cost.project.bills.profit', formatDecimal(bill.profit)],
  ];
  const title = t('cost.project.bills.analysisTitle', { code: bill.code, name: bill.name });
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
      width="large"
      footer={(close) => <Button onPress={close}>{t('cost.project.close')}</Button>}
    >
      <Facts>
        {facts.map(([key, value]) => (
          <div key={key}>
            <dt>{t(key)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </Facts>
      {detail.data ? (
        <DataGrid<Norm>
          aria-label={t('cost.project.bills.normsLabel')}
          columns={columns}
          rows={detail.data.norms}
          rowKey={(norm) => norm.code}
          emptyText={t('cost.project.bills.noNorms')}
          height={260}
        />
      ) : (
        <Spinner size={24} />
      )}
    </Dialog>
  );
}

type BillFormValues = {
  name: string;
  features: string;
  unit: string;
  quantity: string;
  unitPrice: string;
};

const shape = bodyOf(billSave).shape;

/** Corrects a bill (name, features, unit, quantity, 综合单价); its 合价 and the totals follow. */
export function BillFormDialog({
  projectId,
  bill,
  onClose,
}: {
  projectId: string;
  bill: BillItem;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const save = useSaveBill(projectId);
  const [defaultValues] = useState<BillFormValues>(() => ({
    name: bill.name,
    features: bill.features,
    unit: bill.unit,
    quantity: bill.quantity,
    unitPrice: bill.unitPrice,
  }));
  const title = t('cost.project.bills.editTitle', { code: bill.code });
  const label = (key: string) => t(`cost.project.bills.${key}`);
  const submit = (values: BillFormValues) =>
    save
      .mutateAsync({
        id: bill.id,
        name: values.name.trim(),
        features: values.features.trim(),
        unit: values.unit.trim(),
        quantity: values.quantity.trim(),
        unitPrice: values.unitPrice.trim(),
      })
      .then(onClose, () => undefined);

  return (
    <FormDialog title={title} width="medium" isPending={save.isPending} onClose={onClose}>
      {(formId) => (
        <Form<BillFormValues>
          id={formId}
          aria-label={title}
          defaultValues={defaultValues}
          onSubmit={submit}
        >
          <ContractInput name="name" label={label('name')} schema={shape.name} required />
          <FormField<string>
            name="features"
            label={label('features')}
            rules={[contractRule(shape.features, i18n.language, { label: label('features') })]}
          >
            {(field) => <Textarea {...field} rows={4} />}
          </FormField>
          <ContractInput
            name="unit"
            label={label('unit')}
            schema={shape.unit}
            required
            width="short"
          />
          <ContractInput
            name="quantity"
            label={label('quantity')}
            schema={shape.quantity}
            required
            width="middle"
            decimal
          />
          <ContractInput
            name="unitPrice"
            label={label('unitPrice')}
            schema={shape.unitPrice}
            required
            width="middle"
            decimal
          />
        </Form>
      )}
    </FormDialog>
  );
}
