import type { Material } from '@ccms/api-client';
import { Input } from '@ccms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PanelNote } from '../../admin/shared/AdminLayout.styles';
import { FormDialog } from '../../admin/shared/FormDialog';
import { useSetTransform } from './digitizationQueries';

export interface TransformDialogProps {
  projectId: string;
  material: Material;
  onClose: () => void;
}

/** 转换工程量 of one material: a target unit and, when the units do not convert by themselves, a factor. */
export function TransformDialog({ projectId, material, onClose }: TransformDialogProps) {
  const { t } = useTranslation();
  const label = (key: string, values?: Record<string, string>) =>
    t(`costDigitization.transform.${key}`, values);
  const [unit, setUnit] = useState(material.transformUnit ?? material.catalogueUnit ?? '');
  const [factor, setFactor] = useState(material.transformFactor ?? '');
  const save = useSetTransform(projectId, onClose);
  return (
    <FormDialog
      title={label('title', { name: material.name })}
      isPending={save.isPending}
      onClose={onClose}
    >
      {(formId) => (
        <form
          id={formId}
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate({
              code: material.code,
              transformUnit: unit.trim(),
              factor: factor.trim() === '' ? null : factor.trim(),
            });
          }}
        >
          <PanelNote>
            {label('quantity', { quantity: material.quantity, unit: material.unit })}
          </PanelNote>
          <Input label={label('unit')} value={unit} onChange={setUnit} maxLength={20} />
          <Input
            label={label('factor')}
            value={factor}
            onChange={setFactor}
            inputMode="decimal"
            description={label('factorHint')}
          />
        </form>
      )}
    </FormDialog>
  );
}
