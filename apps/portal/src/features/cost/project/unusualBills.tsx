import { useQuery } from '@tanstack/react-query';
import type { UnusualBillMark, UnusualCheckId } from '@ccms/api-client';
import { Button, Tooltip } from '@ccms/ui';
import { useTranslation } from 'react-i18next';
import { quietApi } from '../../../api/client';
import { projectKeys } from './projectQueries';

export interface UnusualBills {
  /** The flagged bills, most severe first. */
  ids: string[];
  /** Bills marked by any check (the server keeps them all for 只看异常). */
  total: number;
  /** Each flagged bill's checks and what they found. */
  marks: Map<string, UnusualBillMark>;
}

const NONE: UnusualBills = { ids: [], total: 0, marks: new Map() };

/**
 * The bills of a project the unusual-data checks flag (every check of unusualAnalyze against the
 * company's library: unit prices, resource prices, content and cost per m²), marked by the server
 * (which keeps the marks for the list's 只看异常 filter). Under the bills' key, so a corrected
 * bill is judged again. A failure (a lost connection) only leaves the grid unmarked.
 */
export function useUnusualBills(projectId: string): UnusualBills {
  const query = useQuery({
    queryKey: [...projectKeys.bills(projectId), 'unusual'],
    queryFn: async (): Promise<UnusualBills> => {
      const result = await quietApi.costUnusual.costUnusualMarkBills({ body: { projectId } });
      return {
        ids: result.marks.map((mark) => mark.billId),
        total: result.total,
        marks: new Map(result.marks.map((mark) => [mark.billId, mark])),
      };
    },
    enabled: projectId !== '',
    staleTime: 60_000,
    retry: false,
  });
  return query.data ?? NONE;
}

/** Checks whose findings are about the bill's own prices: its 综合单价分析 shows them. */
const BILL_ANALYSIS_CHECKS: readonly UnusualCheckId[] = [
  'expandCheck',
  'isUnusual',
  'materialCheck',
];

/**
 * Where a mark leads: the bill's 综合单价分析 (its price and its resources) when a price check
 * flags it, else the project's indicator analysis (content and cost per m²).
 */
export function markTarget(checks: readonly UnusualCheckId[]): 'bill' | 'indicators' {
  return checks.some((check) => BILL_ANALYSIS_CHECKS.includes(check)) ? 'bill' : 'indicators';
}

export interface UnusualBadgeProps {
  /** The bill's code and name, for the accessible label. */
  bill: string;
  mark: UnusualBillMark;
  /** Opens the bill's 综合单价分析. */
  onOpenBill: () => void;
  /** Opens the project's indicator analysis (项目概况). */
  onOpenIndicators: () => void;
}

/**
 * The mark of a flagged bill in the grid: a small button naming the checks that flag it; its
 * tooltip (and accessible name) says what each found; pressing it opens the analysis that shows
 * it (markTarget).
 */
export function UnusualBadge({ bill, mark, onOpenBill, onOpenIndicators }: UnusualBadgeProps) {
  const { t } = useTranslation();
  const checks = mark.checks.map((check) => t(`cost.unusual.unusual.checks.${check}`));
  const target = markTarget(mark.checks);
  const notes = mark.notes.map((note) => `${note.ruleTitle}：${note.message}`);
  const label = t('cost.project.bills.unusual.badgeLabel', {
    bill,
    check: checks.join('、'),
    notes: notes.join('；'),
  });
  return (
    <Tooltip
      content={
        <>
          <strong>{checks.join('、')}</strong>
          {notes.map((note) => (
            <div key={note}>{note}</div>
          ))}
          <div>{t(`cost.project.bills.unusual.opens.${target}`)}</div>
        </>
      }
    >
      <Button
        size="mini"
        variant="danger"
        aria-label={label}
        onPress={target === 'bill' ? onOpenBill : onOpenIndicators}
      >
        {mark.checks.length > 1
          ? t('cost.project.bills.unusual.badgeCount', { count: mark.checks.length })
          : t('cost.project.bills.unusual.badge')}
      </Button>
    </Tooltip>
  );
}
