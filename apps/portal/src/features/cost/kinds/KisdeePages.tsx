import type { KisdeeField, KisdeeTable } from '@ccms/api-client';
import { Spinner } from '@ccms/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { api } from '../../../api/client';
import { Panel, PanelNote } from '../../admin/shared/AdminLayout.styles';
import { AdminPage, ButtonLink } from '../../admin/shared/AdminPage';
import { Table } from '../quality/qualityStyles';
import { kindKeys } from './kindQueries';

const TABLE_LIST = '/b/kisdee/table-list';
const FIELD_LIST = '/b/kisdee/field-list';

function useTables() {
  return useQuery({ queryKey: kindKeys.kisdee, queryFn: () => api.costKinds.kisdeeTableList() });
}

/** /b/kisdee/table-list: the cost-data tables with their meaning and row counts (the server's catalogue). */
export function KisdeeTableListPage() {
  const { t } = useTranslation();
  const tables = useTables();
  const label = (key: string) => t(`costKinds.kisdee.${key}`);
  return (
    <AdminPage title={label('tablesHeading')}>
      <Panel>
        {tables.isPending ? (
          <Spinner />
        ) : (
          <Table aria-label={label('tablesHeading')}>
            <thead>
              <tr>
                <th scope="col">{label('table')}</th>
                <th scope="col">{label('name')}</th>
                <th scope="col">{label('description')}</th>
                <th scope="col">{label('fields')}</th>
                <th scope="col">{label('rows')}</th>
              </tr>
            </thead>
            <tbody>
              {(tables.data ?? []).map((table: KisdeeTable) => (
                <tr key={table.table}>
                  <td>
                    <Link to={`${FIELD_LIST}?table=${encodeURIComponent(table.table)}`}>
                      <code>{table.table}</code>
                    </Link>
                  </td>
                  <td>{table.name}</td>
                  <td>{table.description}</td>
                  <td>{table.fields}</td>
                  <td>{table.rows.toLocaleString()}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </Panel>
    </AdminPage>
  );
}

/** /b/kisdee/field-list?table=…: a table's fields with type, unit and meaning. */
export function KisdeeFieldListPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const table = params.get('table') ?? '';
  const tables = useTables();
  const valid = /^[a-z_]{1,64}$/.test(table);
  const fields = useQuery({
    queryKey: kindKeys.kisdeeFields(table),
    queryFn: () => api.costKinds.kisdeeFieldList({ query: { table } }),
    enabled: valid,
    retry: false,
  });
  const label = (key: string, values?: Record<string, string>) =>
    t(`costKinds.kisdee.${key}`, values);
  const name = tables.data?.find((entry) => entry.table === table)?.name ?? table;
  return (
    <AdminPage
      title={label('fieldsHeading', { name })}
      actions={<ButtonLink to={TABLE_LIST}>{label('back')}</ButtonLink>}
    >
      <Panel>
        {!valid || fields.isError ? (
          <PanelNote role="alert">{label('unknownTable')}</PanelNote>
        ) : fields.isPending ? (
          <Spinner />
        ) : (
          <Table aria-label={label('fieldsHeading', { name })}>
            <thead>
              <tr>
                <th scope="col">{label('field')}</th>
                <th scope="col">{label('name')}</th>
                <th scope="col">{label('type')}</th>
                <th scope="col">{label('unit')}</th>
                <th scope="col">{label('description')}</th>
              </tr>
            </thead>
            <tbody>
              {(fields.data ?? []).map((field: KisdeeField) => (
                <tr key={field.field}>
                  <td>
                    <code>{field.field}</code>
                  </td>
                  <td>{field.name}</td>
                  <td>
                    <code>{field.type}</code>
                  </td>
                  <td>{field.unit ?? '—'}</td>
                  <td>{field.description}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </Panel>
    </AdminPage>
  );
}
