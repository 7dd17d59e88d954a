import type { CompareBills } from '@ccms/api-client';
import { Checkbox, Empty, Spinner, formatDecimal } from '@ccms/ui';
import { Fragment, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Page, Panel, PanelHeader, PanelNote } from '../../admin/shared/AdminLayout.styles';
import { ButtonLink } from '../../admin/shared/AdminPage';
import { projectDetailHref } from '../library/useProjectColumns';
import { billSpread, compareIds, projectTotals, type BillSpread } from './compareSpread';
import { compareProblem } from './CompareTray';
import { useCompareBills } from './projectFileQueries';

const LIBRARY_PATH = '/consult/list';

const Scroller = styled.div`
  max-height: calc(100vh - 320px);
  overflow: auto;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
  }
`;

const Table = styled.table`
  border-collapse: collapse;
  min-width: 100%;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  & th,
  & td {
    padding: ${({ theme }) => theme.spacing.xs} ${({ theme }) => theme.spacing.sm};
    border: 1px solid ${({ theme }) => theme.colors.border.lighter};
    white-space: nowrap;
  }
  & thead {
    position: sticky;
    top: 0;
    z-index: 1;
  }
  & thead th {
    background: ${({ theme }) => theme.colors.background.base};
    font-weight: 600;
  }
  & td[data-align='right'] {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  & td[data-mark='high'] {
    background: ${({ theme }) => theme.colors.danger.background};
    color: ${({ theme }) => theme.colors.danger.text};
    font-weight: 600;
  }
  & td[data-mark='low'] {
    background: ${({ theme }) => theme.colors.success.background};
    color: ${({ theme }) => theme.colors.success.text};
    font-weight: 600;
  }
`;

const Hidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

const Controls = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.lg};
  margin-bottom: ${({ theme }) => theme.spacing.sm};
`;

type CompareRow = CompareBills['rows'][number];

function BillRow({ row, spread }: { row: CompareRow; spread: BillSpread }) {
  const { t } = useTranslation();
  return (
    <tr>
      <th scope="row">{row.code}</th>
      <td>{row.name}</td>
      <td>{row.unit}</td>
      {row.cells.map((cell, index) => {
        if (!cell)
          return (
            <Fragment key={index}>
              <td data-align="right">{t('costProjectFiles.compare.missing')}</td>
              <td data-align="right">{t('costProjectFiles.compare.missing')}</td>
            </Fragment>
          );
        const mark = spread.highest.includes(index)
          ? 'high'
          : spread.lowest.includes(index)
            ? 'low'
            : undefined;
        return (
          <Fragment key={index}>
            <td data-align="right" data-mark={mark}>
              {formatDecimal(cell.unitPrice)}
              {mark ? (
                <Hidden>
                  {t(`costProjectFiles.compare.${mark === 'high' ? 'highest' : 'lowest'}`)}
                </Hidden>
              ) : null}
            </td>
            <td data-align="right">{formatDecimal(cell.amount)}</td>
          </Fragment>
        );
      })}
      <td data-align="right">{spread.spread === null ? '' : formatDecimal(spread.spread)}</td>
      <td data-align="right">{spread.rate === null ? '' : `${spread.rate}%`}</td>
    </tr>
  );
}

function CompareTable({ bills, onlyDiffering }: { bills: CompareBills; onlyDiffering: boolean }) {
  const { t } = useTranslation();
  const rows = useMemo(
    () => bills.rows.map((row) => ({ row, spread: billSpread(row) })),
    [bills.rows],
  );
  const shown = onlyDiffering ? rows.filter(({ spread }) => spread.highest.length > 0) : rows;
  const totals = projectTotals(
    shown.map(({ row }) => row),
    bills.projects.length,
  );
  return (
    <>
      <PanelNote role="status">
        {t('costProjectFiles.compare.rows', { count: shown.length })}
      </PanelNote>
      {shown.length === 0 ? (
        <Empty description={t('costProjectFiles.compare.empty')} />
      ) : (
        <Scroller role="region" aria-label={t('costProjectFiles.compare.grid')} tabIndex={0}>
          <Table>
            <caption>
              <Hidden>{t('costProjectFiles.compare.grid')}</Hidden>
            </caption>
            <thead>
              <tr>
                <th scope="col" rowSpan={2}>
                  {t('costProjectFiles.compare.code')}
                </th>
                <th scope="col" rowSpan={2}>
                  {t('costProjectFiles.compare.name')}
                </th>
                <th scope="col" rowSpan={2}>
                  {t('costProjectFiles.compare.unit')}
                </th>
                {bills.projects.map((project) => (
                  <th key={project.id} scope="colgroup" colSpan={2}>
                    <Link to={projectDetailHref(project.id)}>{project.name}</Link>
                  </th>
                ))}
                <th scope="col" rowSpan={2}>
                  {t('costProjectFiles.compare.spread')}
                </th>
                <th scope="col" rowSpan={2}>
                  {t('costProjectFiles.compare.spreadRate')}
                </th>
              </tr>
              <tr>
                {bills.projects.map((project) => (
                  <Fragment key={project.id}>
                    <th scope="col">{t('costProjectFiles.compare.unitPrice')}</th>
                    <th scope="col">{t('costProjectFiles.compare.amount')}</th>
                  </Fragment>
                ))}
              </tr>
            </thead>
            <tbody>
              {shown.map(({ row, spread }) => (
                <BillRow key={row.code} row={row} spread={spread} />
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={3}>
                  {t('costProjectFiles.compare.totals')}
                </th>
                {totals.map((total, index) => (
                  <Fragment key={bills.projects[index]?.id ?? index}>
                    <td />
                    <td data-align="right">{formatDecimal(total)}</td>
                  </Fragment>
                ))}
                <td />
                <td />
              </tr>
            </tfoot>
          </Table>
        </Scroller>
      )}
    </>
  );
}

/**
 * 清单对比 (/consult/compare?ids=a,b,…): the bills of 2–6 projects matched by their 9-digit code,
 * each project's unit price and amount side by side, the highest and lowest unit price marked
 * and the spread between them. A page of its own (not a dialog), so a comparison can be
 * bookmarked, shared and reopened from the tab bar, and six projects get the full width.
 */
export default function ComparePage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const ids = useMemo(() => compareIds(searchParams.get('ids')), [searchParams]);
  const problem = compareProblem(ids.length);
  const bills = useCompareBills(ids);
  const [onlyDiffering, setOnlyDiffering] = useState(false);

  return (
    <Page>
      <h1>{t('costProjectFiles.compare.heading')}</h1>
      <Panel aria-label={t('costProjectFiles.compare.heading')}>
        <PanelHeader>
          <PanelNote>{t('costProjectFiles.compare.note')}</PanelNote>
          <ButtonLink to={LIBRARY_PATH}>{t('costProjectFiles.compare.back')}</ButtonLink>
        </PanelHeader>
        {problem ? (
          <Empty
            description={
              <span role="alert">
                {t(`costProjectFiles.compare.${problem}`, { count: ids.length })}
              </span>
            }
          />
        ) : bills.isError ? (
          <Empty description={<span role="alert">{bills.error.message}</span>} />
        ) : !bills.data ? (
          <Spinner size={24} />
        ) : (
          <>
            <Controls>
              <Checkbox isSelected={onlyDiffering} onChange={setOnlyDiffering}>
                {t('costProjectFiles.compare.onlyDiffering')}
              </Checkbox>
            </Controls>
            <CompareTable bills={bills.data} onlyDiffering={onlyDiffering} />
          </>
        )}
      </Panel>
    </Page>
  );
}
