import type { CheckRecord, QualityCheckId, QualityReportFormat } from '@ccms/api-client';
import { downloadBlob } from '@ccms/data-grid';
import { Button, DropdownMenu, Empty, LoadingOverlay, toast } from '@ccms/ui';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useCallProgress } from '../../../api/useCallProgress';
import { Panel, PanelHeader, PanelNote, Toolbar } from '../../admin/shared/AdminLayout.styles';
import { DeleteConfirm } from '../../admin/shared/DeleteConfirm';
import { useCan } from '../../admin/shared/useCan';
import { TextButton } from '../library/TextButton';
import { FindingsPanel } from './FindingsPanel';
import {
  fetchQualityReport,
  useCheckRecords,
  useDeleteRecord,
  useStartCheck,
} from './qualityQueries';
import { CellActions, SeverityBadge, Table } from './qualityStyles';
import { RecordFormDialog } from './RecordFormDialog';
import { StartCheckDialog } from './StartCheckDialog';
import { UnusualTools } from './UnusualTools';

/** The tab is the overlay's positioned parent: the overlay covers the tool while a check runs. */
const Frame = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.lg};
`;

/** Says which report is being generated (read out; empty otherwise). */
const ReportStatus = styled(PanelNote)`
  &:empty {
    display: none;
  }
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(260px, 340px) minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing.lg};
  align-items: start;
`;

const Groups = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};

  h3 {
    margin: 0;
  }
  ul {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.spacing.xs};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.spacing.xs};
  }
`;

/**
 * Seconds since `begin()` was called, ticking once a second while `running`: the overlay of the
 * one long call counts them, as it cannot tell how far the check has got.
 */
function useElapsedSeconds(running: boolean) {
  const [clock, setClock] = useState<{ start: number; now: number } | null>(null);
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(
      () => setClock((current) => current && { ...current, now: Date.now() }),
      1000,
    );
    return () => clearInterval(timer);
  }, [running]);
  const begin = () => {
    const now = Date.now();
    setClock({ start: now, now });
  };
  const seconds = clock ? Math.floor((clock.now - clock.start) / 1000) : 0;
  return { seconds, begin };
}

interface RuleGroup {
  check: QualityCheckId;
  rules: CheckRecord['rules'];
}

/** The record's rule counts grouped by check, in the order they came. */
function groupByCheck(record: CheckRecord): RuleGroup[] {
  const groups = new Map<QualityCheckId, RuleGroup>();
  for (const rule of record.rules) {
    const group = groups.get(rule.check) ?? { check: rule.check, rules: [] };
    group.rules.push(rule);
    groups.set(rule.check, group);
  }
  return [...groups.values()];
}

function durationText(record: CheckRecord, seconds: (value: number) => string): string {
  return record.durationMs === null ? '' : seconds(Math.round(record.durationMs / 100) / 10);
}

/**
 * 质量检查 (the project's project-check-form tab): start a check (a long call, under an overlay
 * counting the seconds), the history of check records, the chosen record's findings grouped by
 * check and rule, and a rule's findings to review; 生成报告 downloads the record's workbook.
 */
export default function QualityCheckTab({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const canCheck = useCan('cost:quality:check');
  const records = useCheckRecords(projectId);
  const start = useStartCheck(projectId);
  const remove = useDeleteRecord(projectId);
  const [starting, setStarting] = useState(false);
  const [deleting, setDeleting] = useState<CheckRecord | null>(null);
  const [formOf, setFormOf] = useState<CheckRecord | null>(null);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [chosenRule, setChosenRule] = useState<{ check: QualityCheckId; rule: string } | null>(
    null,
  );
  const [reporting, setReporting] = useState<QualityReportFormat | null>(null);
  const elapsed = useElapsedSeconds(start.isPending);
  const runProgress = useCallProgress();
  const headingId = useId();

  const list = records.data ?? [];
  // Until the user chooses, the newest record is shown.
  const record = list.find((entry) => entry.id === chosenId) ?? list[0] ?? null;
  const groups = useMemo(() => (record ? groupByCheck(record) : []), [record]);
  const rule =
    record && chosenRule
      ? record.rules.find(
          (entry) => entry.check === chosenRule.check && entry.rule === chosenRule.rule,
        )
      : undefined;

  const choose = (id: string) => {
    setChosenId(id);
    setChosenRule(null);
  };

  const report = async (target: CheckRecord, format: QualityReportFormat) => {
    setReporting(format);
    try {
      const blob = await fetchQualityReport(target.id, format);
      downloadBlob(blob, `${target.projectName}-${t('cost.quality.heading')}.${format}`);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    } finally {
      setReporting(null);
    }
  };

  return (
    <Frame aria-busy={start.isPending || undefined}>
      <Panel aria-labelledby={headingId}>
        <PanelHeader>
          <h2 id={headingId}>{t('cost.quality.heading')}</h2>
          <Toolbar role="group" aria-label={t('cost.quality.actions')}>
            {canCheck ? (
              <Button
                variant="primary"
                onPress={() => setStarting(true)}
                isDisabled={start.isPending}
              >
                {t('cost.quality.start')}
              </Button>
            ) : null}
            {record ? (
              <DropdownMenu
                trigger={<Button isPending={reporting !== null}>{t('cost.quality.report')}</Button>}
                items={[
                  { id: 'xlsx', label: t('cost.quality.reportFormat.xlsx') },
                  { id: 'pdf', label: t('cost.quality.reportFormat.pdf') },
                ]}
                onAction={(id) => void report(record, id as QualityReportFormat)}
              />
            ) : null}
          </Toolbar>
          <ReportStatus role="status">
            {reporting ? t(`cost.quality.reportFormat.generating.${reporting}`) : ''}
          </ReportStatus>
        </PanelHeader>
        {list.length === 0 && !records.isLoading ? (
          <Empty description={t('cost.quality.records.empty')} />
        ) : (
          <Table>
            <caption>{t('cost.quality.records.label')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('cost.quality.records.time')}</th>
                <th scope="col">{t('cost.quality.records.by')}</th>
                <th scope="col" data-align="right">
                  {t('cost.quality.records.duration')}
                </th>
                <th scope="col" data-align="right">
                  {t('cost.quality.records.errors')}
                </th>
                <th scope="col" data-align="right">
                  {t('cost.quality.records.warnings')}
                </th>
                <th scope="col" data-align="right">
                  {t('cost.quality.records.infos')}
                </th>
                <th scope="col">{t('admin.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((entry) => (
                <tr key={entry.id} aria-current={entry.id === record?.id || undefined}>
                  <th scope="row">
                    <TextButton
                      type="button"
                      aria-current={entry.id === record?.id || undefined}
                      onClick={() => choose(entry.id)}
                    >
                      {entry.finishedAt ?? entry.startedAt}
                    </TextButton>
                  </th>
                  <td>{entry.startedBy ?? ''}</td>
                  <td data-align="right">
                    {durationText(entry, (value) =>
                      t('cost.quality.records.seconds', { seconds: value }),
                    )}
                  </td>
                  <td data-align="right">{entry.errors}</td>
                  <td data-align="right">{entry.warnings}</td>
                  <td data-align="right">{entry.infos}</td>
                  <td>
                    <CellActions>
                      {entry.status !== 'finished' ? (
                        <span>{t(`cost.quality.records.status.${entry.status}`)}</span>
                      ) : null}
                      {canCheck && entry.status === 'finished' ? (
                        <Button
                          size="mini"
                          aria-label={t('cost.qualityExtras.form.actionLabel', {
                            time: entry.finishedAt ?? entry.startedAt,
                          })}
                          onPress={() => setFormOf(entry)}
                        >
                          {t('cost.qualityExtras.form.action')}
                        </Button>
                      ) : null}
                      {canCheck ? (
                        <Button size="mini" variant="danger" onPress={() => setDeleting(entry)}>
                          {t('admin.delete')}
                        </Button>
                      ) : null}
                    </CellActions>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </Panel>
      {record ? (
        <Columns>
          <Panel aria-label={t('cost.quality.results.label')}>
            <h2>{t('cost.quality.results.label')}</h2>
            {groups.length === 0 ? (
              <PanelNote>{t('cost.quality.results.clean')}</PanelNote>
            ) : (
              <Groups>
                {groups.map((group) => (
                  <section key={group.check} aria-label={t(`cost.quality.check.${group.check}`)}>
                    <h3>{t(`cost.quality.check.${group.check}`)}</h3>
                    <ul>
                      {group.rules.map((entry) => (
                        <li key={entry.rule}>
                          <SeverityBadge severity={entry.severity} />
                          <TextButton
                            type="button"
                            aria-current={entry === rule || undefined}
                            onClick={() => setChosenRule({ check: entry.check, rule: entry.rule })}
                          >
                            {entry.ruleTitle}
                          </TextButton>
                          <span>{t('cost.quality.results.total', { count: entry.total })}</span>
                          {entry.ignored > 0 ? (
                            <PanelNote as="span">
                              {t('cost.quality.results.ignored', { count: entry.ignored })}
                            </PanelNote>
                          ) : null}
                        </li>
                      ))}
                    </ul>
                  </section>
                ))}
              </Groups>
            )}
          </Panel>
          <Panel>
            {rule ? (
              <FindingsPanel
                key={`${record.id}/${rule.check}/${rule.rule}`}
                projectId={projectId}
                recordId={record.id}
                check={rule.check}
                rule={rule.rule}
                ruleTitle={rule.ruleTitle}
                canCheck={canCheck}
              />
            ) : (
              <Empty description={t('cost.quality.results.chooseRule')} />
            )}
          </Panel>
        </Columns>
      ) : null}
      <UnusualTools projectId={projectId} canCheck={canCheck} />
      <LoadingOverlay
        active={start.isPending}
        text={`${t('cost.quality.running', { seconds: elapsed.seconds })} ${t('cost.quality.runningNote')}`}
        percent={runProgress.progress?.percent ?? -1}
      />
      {starting ? (
        <StartCheckDialog
          projectId={projectId}
          onClose={() => setStarting(false)}
          onStart={(body) => {
            elapsed.begin();
            start.mutate(
              { ...body, progressId: runProgress.begin() },
              {
                onSettled: runProgress.end,
                onSuccess: (finished) => {
                  choose(finished.id);
                  toast.success(
                    t('cost.quality.done', {
                      errors: finished.errors,
                      warnings: finished.warnings,
                      infos: finished.infos,
                    }),
                  );
                },
              },
            );
          }}
        />
      ) : null}
      {formOf ? <RecordFormDialog record={formOf} onClose={() => setFormOf(null)} /> : null}
      {deleting ? (
        <DeleteConfirm
          title={t('cost.quality.records.deleteTitle')}
          name={t('cost.quality.records.name', { time: deleting.finishedAt ?? deleting.startedAt })}
          note={t('cost.quality.records.deleteNote')}
          run={() => remove.mutateAsync(deleting.id)}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </Frame>
  );
}
