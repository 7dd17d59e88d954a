import {
  unusualCheckIdSchema,
  type EndpointData,
  type UnusualCheckId,
  type UnusualFinding,
  type costUnusualAnalyze,
} from '@ccms/api-client';
import { Button, Empty, Select } from '@ccms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { api } from '../../../api/client';
import { PanelNote, SearchBar } from '../../admin/shared/AdminLayout.styles';
import { useAdminMutation } from '../../admin/shared/useAdminMutation';
import { CellActions, SeverityBadge, Table } from './qualityStyles';

type Analysis = EndpointData<typeof costUnusualAnalyze>;

const STRUCTURE_PATH = '/consult/detail/project-info/project-structure';

/** 定位: the bill in the project structure, for a finding on a bill. */
export function unusualLocateHref(projectId: string, finding: UnusualFinding): string | null {
  if (finding.rowKind !== 'bill' || !finding.rowId || !finding.nodeId) return null;
  const search = new URLSearchParams({ projectId, node: finding.nodeId, bill: finding.rowId });
  return `${STRUCTURE_PATH}?${search.toString()}`;
}

/**
 * 异常数据分析: runs one unusual-data check of the project against the company's library (z-score
 * above 3 or outside P1–P99 of the same kind) and lists what it found: where, expected range,
 * actual value, z-score and samples; a bill's finding links to the bill.
 */
export function UnusualPanel({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const [check, setCheck] = useState<UnusualCheckId>('expandCheck');
  const analyze = useAdminMutation<UnusualCheckId, Analysis>({
    run: (unusualCheck) =>
      api.costUnusual.costUnusualAnalyze({ params: { unusualCheck }, body: { projectId } }),
    successMessage: false,
  });
  const result = analyze.data;
  const label = t('cost.unusual.unusual.heading');
  return (
    <section aria-label={label} aria-busy={analyze.isPending || undefined}>
      <h3>{label}</h3>
      <PanelNote>{t('cost.unusual.unusual.note')}</PanelNote>
      <SearchBar
        role="search"
        aria-label={label}
        onSubmit={(event) => {
          event.preventDefault();
          analyze.mutate(check);
        }}
      >
        <Select
          label={t('cost.unusual.unusual.check')}
          value={check}
          onChange={(value) => setCheck(value as UnusualCheckId)}
          options={unusualCheckIdSchema.options.map((value) => ({
            value,
            label: t(`cost.unusual.unusual.checks.${value}`),
          }))}
        />
        <Button
          variant="primary"
          isPending={analyze.isPending}
          onPress={() => analyze.mutate(check)}
        >
          {t('cost.unusual.unusual.run')}
        </Button>
      </SearchBar>
      {result ? (
        <>
          <PanelNote>
            {t('cost.unusual.unusual.library', {
              count: result.libraryProjects,
              min: result.minSamples,
            })}
            {result.total > 0 ? ` ${t('cost.unusual.unusual.total', { count: result.total })}` : ''}
          </PanelNote>
          {result.findings.length === 0 ? (
            <Empty description={t('cost.unusual.unusual.clean')} />
          ) : (
            <Table>
              <caption>
                {t('cost.unusual.unusual.results')}：
                {t(`cost.unusual.unusual.checks.${result.check}`)}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('cost.quality.findings.severity')}</th>
                  <th scope="col">{t('cost.quality.findings.node')}</th>
                  <th scope="col">{t('cost.quality.findings.row')}</th>
                  <th scope="col" data-align="right">
                    {t('cost.quality.findings.expected')}
                  </th>
                  <th scope="col" data-align="right">
                    {t('cost.quality.findings.actual')}
                  </th>
                  <th scope="col" data-align="right">
                    {t('cost.unusual.unusual.z')}
                  </th>
                  <th scope="col" data-align="right">
                    {t('cost.unusual.unusual.samples')}
                  </th>
                  <th scope="col">{t('cost.quality.findings.message')}</th>
                  <th scope="col">{t('cost.quality.findings.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {result.findings.map((finding, index) => {
                  const href = unusualLocateHref(projectId, finding);
                  return (
                    <tr key={`${finding.rule}/${finding.rowId ?? ''}/${index}`}>
                      <td>
                        <SeverityBadge severity={finding.severity} />
                      </td>
                      <td>{finding.nodePath}</td>
                      <th scope="row">{finding.rowLabel}</th>
                      <td data-align="right">{finding.expected ?? ''}</td>
                      <td data-align="right">{finding.actual ?? ''}</td>
                      <td data-align="right">{finding.z ?? ''}</td>
                      <td data-align="right">{finding.n}</td>
                      <td>{finding.message}</td>
                      <td>
                        <CellActions>
                          {href ? (
                            <Link
                              to={href}
                              aria-label={t('cost.quality.findings.locateLabel', {
                                row: finding.rowLabel,
                              })}
                            >
                              {t('cost.quality.findings.locate')}
                            </Link>
                          ) : null}
                        </CellActions>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </Table>
          )}
        </>
      ) : null}
    </section>
  );
}
