import { useQuery } from '@tanstack/react-query';
import { Button, Tooltip } from '@ccms/ui';
import { useTranslation } from 'react-i18next';
import { quietApi } from '../../../api/client';
import { projectKeys } from './projectQueries';

/** The most bills 只看异常 lists (the bill list takes at most this many ids). */
export const UNUSUAL_FILTER_MAX = 1000;

export interface UnusualBills {
  /** The flagged bills, in the check's order (most severe first). */
  ids: string[];
  /** What the check says of each flagged bill (rule and message), when it said something. */
  notes: Map<string, string[]>;
}

const NONE: UnusualBills = { ids: [], notes: new Map() };

/**
 * The bills of a project the unusual-data check (isUnusual: unit prices against the company's
 * library) flags. Under the bills' key, so a corrected bill is judged again. A failure (no
 * library, a lost connection) only leaves the grid unmarked.
 */
export function useUnusualBills(projectId: string): UnusualBills {
  const query = useQuery({
    queryKey: [...projectKeys.bills(projectId), 'unusual'],
    queryFn: async (): Promise<UnusualBills> => {
      const result = await quietApi.costUnusual.costUnusualAnalyze({
        params: { unusualCheck: 'isUnusual' },
        body: { projectId },
      });
      const notes = new Map<string, string[]>();
      for (const finding of result.findings) {
        if (finding.rowKind !== 'bill' || !finding.rowId) continue;
        const list = notes.get(finding.rowId) ?? [];
        list.push(`${finding.ruleTitle}：${finding.message}`);
        notes.set(finding.rowId, list);
      }
      return { ids: result.unusualBillIds, notes };
    },
    enabled: projectId !== '',
    staleTime: 60_000,
    retry: false,
  });
  return query.data ?? NONE;
}

export interface UnusualBadgeProps {
  /** The bill's code and name, for the accessible label. */
  bill: string;
  notes: readonly string[];
  /** Opens the bill's 综合单价分析. */
  onPress: () => void;
}

/**
 * The mark of a flagged bill in the grid: a small button whose tooltip (and accessible name)
 * names the check and what it found; pressing it opens the bill's analysis.
 */
export function UnusualBadge({ bill, notes, onPress }: UnusualBadgeProps) {
  const { t } = useTranslation();
  const check = t('cost.unusual.unusual.checks.isUnusual');
  const label = t('cost.project.bills.unusual.badgeLabel', {
    bill,
    check,
    notes: notes.join('；'),
  });
  return (
    <Tooltip
      content={
        <>
          <strong>{check}</strong>
          {notes.map((note) => (
            <div key={note}>{note}</div>
          ))}
        </>
      }
    >
      <Button size="mini" variant="danger" aria-label={label} onPress={onPress}>
        {t('cost.project.bills.unusual.badge')}
      </Button>
    </Tooltip>
  );
}
