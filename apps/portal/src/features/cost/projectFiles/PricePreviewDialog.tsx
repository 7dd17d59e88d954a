import type { FileItem, ProjectPricePreview } from '@ccms/api-client';
import { Button, Dialog, Empty, Select, Spinner, formatDecimal } from '@ccms/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PanelNote } from '../../admin/shared/AdminLayout.styles';
import { readPriceList, readWorkbookSheets } from './projectFileQueries';

const Scroller = styled.div`
  max-height: 60vh;
  overflow: auto;

  & table {
    width: 100%;
    border-collapse: collapse;
  }
  & th,
  & td {
    padding: ${({ theme }) => theme.spacing.xs} ${({ theme }) => theme.spacing.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border.lighter};
    text-align: left;
  }
  & td[data-align='right'] {
    text-align: right;
  }
  & tr[data-invalid='true'] td {
    color: ${({ theme }) => theme.colors.danger.text};
  }
`;

function PriceTable({ preview }: { preview: ProjectPricePreview }) {
  const { t } = useTranslation();
  const label = t('costProjectFiles.filesMore.priceGrid', { sheet: preview.sheet });
  return (
    <>
      <PanelNote role="status">
        {t('costProjectFiles.filesMore.priceCounts', {
          valid: preview.valid,
          invalid: preview.invalid,
        })}
      </PanelNote>
      <Scroller role="region" aria-label={label} tabIndex={0}>
        <table aria-label={label}>
          <thead>
            <tr>
              <th scope="col">{t('costProjectFiles.filesMore.rowNumber')}</th>
              <th scope="col">{t('costProjectFiles.filesMore.materialName')}</th>
              <th scope="col">{t('costProjectFiles.filesMore.spec')}</th>
              <th scope="col">{t('costProjectFiles.filesMore.unit')}</th>
              <th scope="col">{t('costProjectFiles.filesMore.price')}</th>
              <th scope="col">{t('costProjectFiles.filesMore.rowError')}</th>
            </tr>
          </thead>
          <tbody>
            {preview.rows.map((row) => (
              <tr key={row.rowNumber} data-invalid={row.error ? 'true' : undefined}>
                <td>{row.rowNumber}</td>
                <td>{row.name}</td>
                <td>{row.spec}</td>
                <td>{row.unit}</td>
                <td data-align="right">{row.price === null ? '' : formatDecimal(row.price)}</td>
                <td>{row.error ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Scroller>
    </>
  );
}

/**
 * 预览价格: a price list workbook (by its file id) read on the server as 名称 / 规格 / 单位 / 单价,
 * one sheet at a time; nothing is stored.
 */
export function PricePreviewDialog({ file, onClose }: { file: FileItem; onClose: () => void }) {
  const { t } = useTranslation();
  const [sheet, setSheet] = useState(0);
  const sheets = useQuery({
    queryKey: ['cost', 'projectFileSheets', file.id],
    queryFn: () => readWorkbookSheets(file.id),
  });
  const prices = useQuery({
    queryKey: ['cost', 'projectFilePrices', file.id, sheet],
    queryFn: () => readPriceList(file.id, sheet),
    retry: false,
  });
  return (
    <Dialog
      isOpen
      width="large"
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('costProjectFiles.filesMore.priceTitle', { name: file.fileName })}
      footer={(close) => <Button onPress={close}>{t('costProjectFiles.files.close')}</Button>}
    >
      {sheets.data && sheets.data.length > 1 ? (
        <Select
          label={t('costProjectFiles.filesMore.priceSheet')}
          options={sheets.data.map((entry) => ({
            value: String(entry.index),
            label: entry.name,
          }))}
          value={String(sheet)}
          onChange={(value) => {
            if (value !== null) setSheet(Number(value));
          }}
        />
      ) : null}
      {prices.isError ? (
        <Empty description={<span role="alert">{prices.error.message}</span>} />
      ) : prices.data ? (
        <PriceTable preview={prices.data} />
      ) : (
        <Spinner size={20} />
      )}
    </Dialog>
  );
}
