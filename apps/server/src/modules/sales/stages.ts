import { SALES_OPEN_STAGES, type SalesStage } from '@ccms/api-client';
import type { MessageKey } from '../../i18n';

// The stage rules of an opportunity (商机), without the database: forward to any later stage, back
// or to 输单 only with a reason, to 签约 only with its contract, nothing once won or lost.

/** The funnel position of a stage: lead 0 … negotiation 4, won 5; lost has none (-1). */
export function stageOrder(stage: SalesStage): number {
  if (stage === 'won') return SALES_OPEN_STAGES.length;
  return (SALES_OPEN_STAGES as readonly string[]).indexOf(stage);
}

export const isClosed = (stage: SalesStage) => stage === 'won' || stage === 'lost';

/** Why a move is refused (a message key), or null when it is allowed. */
export function moveProblem(
  from: SalesStage,
  to: SalesStage,
  input: { reason?: string | null; contractId?: string | null | undefined },
): MessageKey | null {
  if (isClosed(from)) return 'sales.stage.closed';
  if (from === to) return 'sales.stage.same';
  const reason = input.reason?.trim();
  if (to === 'lost') return reason ? null : 'sales.stage.lostReason';
  if (to === 'won') return input.contractId ? null : 'sales.stage.contractRequired';
  if (stageOrder(to) < stageOrder(from) && !reason) return 'sales.stage.backReason';
  return null;
}
