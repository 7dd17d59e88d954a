import type { Material } from '@ccms/api-client';
import { TreeTable, type DataGridColumn } from '@ccms/data-grid';
import { Button, Dialog, Input, Spinner } from '@ccms/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PanelNote } from '../../admin/shared/AdminLayout.styles';
import { TextButton } from '../library/TextButton';
import { catalogueRows, type CatalogueRow } from './catalogueRows';
import { useMaterialCatalogue, useSetCoding } from './digitizationQueries';

export interface CataloguePickerDialogProps {
  projectId: string;
  material: Material;
  onClose: () => void;
}

/**
 * 编码: the standard catalogue as a tree (group → class → material), searchable; choosing a
 * material confirms it as the resource's code (updateByItem).
 */
export function CataloguePickerDialog({
  projectId,
  material,
  onClose,
}: CataloguePickerDialogProps) {
  const { t } = useTranslation();
  const label = (key: string, values?: Record<string, string>) =>
    t(`costDigitization.picker.${key}`, values);
  const catalogue = useMaterialCatalogue();
  const [keyword, setKeyword] = useState('');
  const setCoding = useSetCoding(projectId, onClose);
  const rows = useMemo(
    () => catalogueRows(catalogue.data ?? [], keyword),
    [catalogue.data, keyword],
  );
  // Searching opens every branch; otherwise the material's current class (or its code's) is open.
  const expandedIds = useMemo(() => {
    if (keyword.trim()) return rows.filter((row) => row.level !== 'item').map((row) => row.id);
    const code = material.catalogueCode ?? material.code;
    return [code.slice(0, 2), code.slice(0, 4)];
  }, [keyword, rows, material]);
  const [expanded, setExpanded] = useState<readonly string[] | null>(null);

  const columns: DataGridColumn<CatalogueRow>[] = [
    {
      key: 'code',
      title: label('code'),
      width: 190,
    },
    {
      key: 'name',
      title: label('name'),
      width: 200,
      render: (row) =>
        row.level === 'item' ? (
          <TextButton
            type="button"
            aria-label={`${label('choose')} ${row.code} ${row.name} ${row.spec}`}
            onClick={() => setCoding.mutate({ code: material.code, catalogueCode: row.code })}
          >
            {row.name}
          </TextButton>
        ) : (
          row.name
        ),
    },
    { key: 'spec', title: label('spec'), width: 160 },
    { key: 'unit', title: label('unit'), width: 70 },
  ];

  return (
    <Dialog
      isOpen
      width="medium"
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={label('title', { name: material.name })}
      footer={(close) => <Button onPress={close}>{t('admin.cancel')}</Button>}
    >
      <PanelNote>
        {label('resource', {
          code: material.code,
          name: material.name,
          spec: material.spec,
          unit: material.unit,
        })}
      </PanelNote>
      {material.catalogueCode ? (
        <PanelNote>
          {label('current', {
            code: material.catalogueCode,
            name: material.catalogueName ?? '',
            spec: material.catalogueSpec ?? '',
          })}
        </PanelNote>
      ) : null}
      <Input
        label={label('search')}
        placeholder={label('searchPlaceholder')}
        value={keyword}
        onChange={setKeyword}
      />
      {catalogue.isPending ? (
        <Spinner size={24} />
      ) : (
        <TreeTable<CatalogueRow>
          aria-label={label('tree')}
          rows={rows}
          columns={columns}
          height={360}
          expandedIds={keyword.trim() ? expandedIds : (expanded ?? expandedIds)}
          onExpandedChange={setExpanded}
        />
      )}
    </Dialog>
  );
}
