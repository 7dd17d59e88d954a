import type { Material } from '@ccms/api-client';
import { Spinner, Tag, formatDecimal } from '@ccms/ui';
import { useTranslation } from 'react-i18next';
import { Table } from '../quality/qualityStyles';
import { useMaterialUnitRows } from './digitizationQueries';

/**
 * 来源人材机: the resource rows of each 单位工程 the summarised material is rolled up from, with
 * their own price, quantity and flags (甲供, 暂估), so a price that differs by unit shows.
 */
export function SourceUnitRows({ projectId, material }: { projectId: string; material: Material }) {
  const { t } = useTranslation();
  const rows = useMaterialUnitRows(projectId, material.code);
  const label = (key: string) => t(`costDigitization.tools.units.${key}`);
  if (rows.isLoading) return <Spinner size={24} />;
  if (!rows.data) return null;
  return (
    <Table>
      <caption>{label('caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{label('unit')}</th>
          <th scope="col">{label('name')}</th>
          <th scope="col" data-align="right">
            {label('price')}
          </th>
          <th scope="col" data-align="right">
            {label('quantity')}
          </th>
          <th scope="col" data-align="right">
            {label('amount')}
          </th>
          <th scope="col">{label('flags')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.data.map((row) => (
          <tr key={row.id}>
            <th scope="row">{row.unitName}</th>
            <td>{`${row.name} ${row.spec} (${row.unit})`}</td>
            <td data-align="right">{formatDecimal(row.price)}</td>
            <td data-align="right">{formatDecimal(row.quantity, 4)}</td>
            <td data-align="right">{formatDecimal(row.amount)}</td>
            <td>
              {row.ownerSupplied ? <Tag status="warning">{label('ownerSupplied')}</Tag> : null}
              {row.provisional ? <Tag status="info">{label('provisional')}</Tag> : null}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
