import type { Finding, QualityCheckId, Severity } from '@ccms/api-client';
import { Button, Checkbox, Empty, Form, FormField, Pagination, Select, Textarea } from '@ccms/ui';
import { Fragment, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SearchBar } from '../../admin/shared/AdminLayout.styles';
import { FormDialog } from '../../admin/shared/FormDialog';
import { FeeChecks } from './FeeChecks';
import {
  FINDINGS_PAGE_SIZE,
  useFindings,
  useMarkViewed,
  useSetIgnore,
  useSetOpinion,
  type FindingFilter,
} from './qualityQueries';
import { CellActions, SEVERITIES, SeverityBadge, Table } from './qualityStyles';

const STRUCTURE_PATH = '/consult/detail/project-info/project-structure';

/** 定位: the bill in the project structure (P1's deep link), for a finding on a bill row. */
export function locateHref(projectId: string, finding: Finding): string | null {
  if (finding.rowKind !== 'bill' || !finding.rowId || !finding.nodeId) return null;
  const search = new URLSearchParams({
    projectId,
    node: finding.nodeId,
    bill: finding.rowId,
  });
  return `${STRUCTURE_PATH}?${search.toString()}`;
}

type OpinionValues = { opinion: string };

function OpinionDialog({
  finding,
  save,
  isPending,
  onClose,
}: {
  finding: Finding;
  save: (opinion: string) => Promise<unknown>;
  isPending: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const title = t('cost.quality.opinion.title', { row: finding.rowLabel });
  return (
    <FormDialog title={title} isPending={isPending} onClose={onClose}>
      {(formId) => (
        <Form<OpinionValues>
          id={formId}
          aria-label={title}
          defaultValues={{ opinion: finding.opinion ?? '' }}
          onSubmit={({ opinion }) =>
            save(opinion.trim()).then(
              () => onClose(),
              () => undefined,
            )
          }
        >
          <p>{finding.message}</p>
          <FormField<string> name="opinion" label={t('cost.quality.opinion.label')}>
            {(field) => (
              <Textarea {...field} rows={5} description={t('cost.quality.opinion.help')} />
            )}
          </FormField>
        </Form>
      )}
    </FormDialog>
  );
}

function FindingState({ finding, wasNew }: { finding: Finding; wasNew: boolean }) {
  const { t } = useTranslation();
  if (finding.ignored) {
    return (
      <span>
        {t('cost.quality.findings.ignoredBy', {
          by: finding.ignoredBy ?? '',
          at: finding.ignoredAt ?? '',
        })}
      </span>
    );
  }
  return <span>{wasNew ? t('cost.quality.findings.new') : t('cost.quality.findings.viewed')}</span>;
}

export interface FindingsPanelProps {
  projectId: string;
  recordId: string;
  check: QualityCheckId;
  rule: string;
  ruleTitle: string;
  canCheck: boolean;
}

/**
 * The findings of one rule in a record, 20 a page, filtered by severity and whether ignored ones
 * show; each with where it is, expected and actual, its state and opinion. Findings are marked
 * viewed once listed (the page keeps showing which were new); with cost:quality:check each can
 * be ignored or restored and given an opinion; a bill's finding links to the bill.
 */
export function FindingsPanel({
  projectId,
  recordId,
  check,
  rule,
  ruleTitle,
  canCheck,
}: FindingsPanelProps) {
  const { t } = useTranslation();
  const [severity, setSeverity] = useState<Severity | null>(null);
  const [includeIgnored, setIncludeIgnored] = useState(false);
  const [pageNo, setPageNo] = useState(1);
  const filter: FindingFilter = { check, rule, severity, includeIgnored };
  const findings = useFindings(recordId, filter, pageNo);
  const setIgnore = useSetIgnore(projectId, recordId);
  const setOpinion = useSetOpinion(projectId, recordId);
  const markViewed = useMarkViewed(projectId);
  const [opinionOf, setOpinionOf] = useState<Finding | null>(null);
  // Fee findings whose fee checks (the row and the fees beneath it) are shown under them.
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const toggleFees = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  // The findings this panel showed as new: they keep that mark while the panel is open.
  const [newIds, setNewIds] = useState<ReadonlySet<string>>(new Set());

  const page = findings.data;
  // A page that arrives adds its unviewed findings to the ones shown as new (during render, so
  // the marks show at once).
  const [seenPage, setSeenPage] = useState<typeof page>(undefined);
  if (page !== seenPage) {
    setSeenPage(page);
    const fresh = (page?.data ?? []).filter((entry) => !entry.viewed && !newIds.has(entry.id));
    if (fresh.length > 0) setNewIds(new Set([...newIds, ...fresh.map((entry) => entry.id)]));
  }
  useEffect(() => {
    markViewed((page?.data ?? []).filter((entry) => !entry.viewed).map((entry) => entry.id));
  }, [page, markViewed]);

  const label = t('cost.quality.findings.label', { rule: ruleTitle });
  return (
    <section aria-label={label}>
      <h3>{label}</h3>
      <SearchBar
        role="search"
        aria-label={t('cost.quality.findings.filters')}
        onSubmit={(event) => event.preventDefault()}
      >
        <Select
          label={t('cost.quality.findings.severity')}
          width="short"
          value={severity ?? ''}
          onChange={(value) => {
            setSeverity(value ? (value as Severity) : null);
            setPageNo(1);
          }}
          options={[
            { value: '', label: t('cost.quality.findings.all') },
            ...SEVERITIES.map((value) => ({
              value,
              label: t(`cost.quality.severity.${value}`),
            })),
          ]}
        />
        <Checkbox
          isSelected={includeIgnored}
          onChange={(selected) => {
            setIncludeIgnored(selected);
            setPageNo(1);
          }}
        >
          {t('cost.quality.findings.includeIgnored')}
        </Checkbox>
      </SearchBar>
      {page && page.data.length === 0 ? (
        <Empty description={t('cost.quality.findings.empty')} />
      ) : (
        <Table aria-busy={findings.isFetching || undefined}>
          <thead>
            <tr>
              <th scope="col">{t('cost.quality.findings.severity')}</th>
              <th scope="col">{t('cost.quality.findings.node')}</th>
              <th scope="col">{t('cost.quality.findings.row')}</th>
              <th scope="col">{t('cost.quality.findings.expected')}</th>
              <th scope="col">{t('cost.quality.findings.actual')}</th>
              <th scope="col">{t('cost.quality.findings.message')}</th>
              <th scope="col">{t('cost.quality.findings.state')}</th>
              <th scope="col">{t('cost.quality.findings.opinion')}</th>
              <th scope="col">{t('cost.quality.findings.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {(page?.data ?? []).map((finding) => {
              const href = locateHref(projectId, finding);
              const feeRowId = finding.rowKind === 'fee' ? finding.rowId : null;
              const feesOpen = expanded.has(finding.id);
              const feesId = `fee-checks-${finding.id}`;
              return (
                <Fragment key={finding.id}>
                  <tr>
                    <td>
                      <SeverityBadge severity={finding.severity} />
                    </td>
                    <td>{finding.nodePath}</td>
                    <th scope="row">{finding.rowLabel}</th>
                    <td data-align="right">{finding.expected ?? ''}</td>
                    <td data-align="right">{finding.actual ?? ''}</td>
                    <td>{finding.message}</td>
                    <td>
                      <FindingState finding={finding} wasNew={newIds.has(finding.id)} />
                    </td>
                    <td>{finding.opinion ?? ''}</td>
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
                        {feeRowId ? (
                          <Button
                            size="mini"
                            aria-expanded={feesOpen}
                            aria-controls={feesOpen ? feesId : undefined}
                            aria-label={t('cost.qualityExtras.feeChecks.showLabel', {
                              row: finding.rowLabel,
                            })}
                            onPress={() => toggleFees(finding.id)}
                          >
                            {t('cost.qualityExtras.feeChecks.show')}
                          </Button>
                        ) : null}
                        {canCheck ? (
                          <>
                            <Button
                              size="mini"
                              onPress={() =>
                                setIgnore.mutate({ ids: [finding.id], ignored: !finding.ignored })
                              }
                            >
                              {finding.ignored
                                ? t('cost.quality.findings.unignore')
                                : t('cost.quality.findings.ignore')}
                            </Button>
                            <Button size="mini" onPress={() => setOpinionOf(finding)}>
                              {t('cost.quality.findings.editOpinion')}
                            </Button>
                          </>
                        ) : null}
                      </CellActions>
                    </td>
                  </tr>
                  {feeRowId && feesOpen ? (
                    <tr id={feesId}>
                      <td colSpan={9}>
                        <FeeChecks recordId={recordId} parentId={feeRowId} row={finding.rowLabel} />
                      </td>
                    </tr>
                  ) : null}
                </Fragment>
              );
            })}
          </tbody>
        </Table>
      )}
      {page && page.total > FINDINGS_PAGE_SIZE ? (
        <Pagination
          total={page.total}
          page={pageNo}
          pageSize={FINDINGS_PAGE_SIZE}
          onPageChange={setPageNo}
          showTotal
        />
      ) : null}
      {opinionOf ? (
        <OpinionDialog
          finding={opinionOf}
          isPending={setOpinion.isPending}
          save={(opinion) => setOpinion.mutateAsync({ id: opinionOf.id, opinion })}
          onClose={() => setOpinionOf(null)}
        />
      ) : null}
    </section>
  );
}
