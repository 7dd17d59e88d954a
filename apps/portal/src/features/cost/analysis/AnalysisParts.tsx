import type { ReactNode } from 'react';
import { Empty, Spinner, formatDecimal } from '@ccms/ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Page, Panel } from '../../admin/shared/AdminLayout.styles';
import { ButtonLink } from '../../admin/shared/AdminPage';
import { Table } from '../../cockpit/cockpitStyles';
import { ProjectHeader } from '../project/ProjectHeader';
import { useProject } from '../project/projectQueries';

/**
 * The frame of an analysis page: the project from `?projectId=`, its header and the page links,
 * or what to do without a project.
 */
export function ProjectAnalysisPage({
  heading,
  children,
}: {
  heading: string;
  children: (projectId: string) => ReactNode;
}) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const projectId = searchParams.get('projectId') ?? '';
  const project = useProject(projectId);
  if (!projectId || project.isError) {
    return (
      <Page>
        <h1>{heading}</h1>
        <Panel>
          <Empty description={projectId ? t('costAnalysis.notFound') : t('costAnalysis.noProject')}>
            <ButtonLink to="/consult/list">{t('costAnalysis.backToLibrary')}</ButtonLink>
          </Empty>
        </Panel>
      </Page>
    );
  }
  if (!project.data) {
    return (
      <Page aria-busy="true">
        <h1>{heading}</h1>
        <Spinner size={24} />
      </Page>
    );
  }
  return (
    <Page>
      <ProjectHeader project={project.data} />
      {children(projectId)}
    </Page>
  );
}

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  numeric?: boolean;
}

const Scroll = styled.div`
  overflow-x: auto;
`;

/** A captioned table of rows; "no data" when empty. */
export function AnalysisTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  loading = false,
}: {
  caption: string;
  columns: Column<Row>[];
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string;
  loading?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Scroll>
      <Table aria-busy={loading || undefined}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {!rows || rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length}>
                {loading ? <Spinner size={16} /> : t('costAnalysis.none')}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.header} data-numeric={column.numeric ? '' : undefined}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </Table>
    </Scroll>
  );
}

/** A decimal string for a cell: thousands commas, '—' for none. */
export const shown = (value: string | null | undefined, decimals = 2): string =>
  value === null || value === undefined ? '—' : formatDecimal(value, decimals);

/** A tree's rows in pre-order with their depth (1 = top), for an indented table. */
export function flatten<T extends { children: T[] }>(rows: readonly T[], depth = 1): [T, number][] {
  return rows.flatMap((row): [T, number][] => [[row, depth], ...flatten(row.children, depth + 1)]);
}

/** A name indented by its depth in a tree-table. */
export const Indented = styled.span<{ $depth: number }>`
  padding-left: ${({ $depth }) => ($depth - 1) * 16}px;
`;

export const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(320px, 1fr));
  gap: ${({ theme }) => theme.spacing.lg};
`;

export const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.spacing.md};
`;
