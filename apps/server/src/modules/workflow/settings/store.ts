import { wfFlowSettingsSchema, type WfFlowSettings } from '@ccms/api-client';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { wfFlowSettings } from '../../../db/schema';

/**
 * The settings of a definition key (setting-flow): the stored document parsed through the
 * contract, so a key never saved — or saved before a field existed — reads as the defaults.
 * Kept free of the workflow service so the service can read it without an import cycle.
 */
export async function flowSettingsOf(db: Db, key: string): Promise<WfFlowSettings> {
  const [row] = await db
    .select({ settings: wfFlowSettings.settings })
    .from(wfFlowSettings)
    .where(eq(wfFlowSettings.definitionKey, key))
    .limit(1);
  const parsed = wfFlowSettingsSchema.safeParse(row?.settings ?? {});
  return parsed.success ? parsed.data : wfFlowSettingsSchema.parse({});
}

/** When a task of a step arriving now falls due; null when the step has no due time. */
export function dueAtOf(settings: WfFlowSettings, activityId: string, now: Date): Date | null {
  const hours = settings.expire.steps[activityId]?.hours ?? 0;
  return hours > 0 ? new Date(now.getTime() + hours * 3_600_000) : null;
}

/** Who hears that a step arrived: its people (unless turned off), the starter, extra users. */
export function arrivalRecipients(
  settings: WfFlowSettings,
  activityId: string,
  people: readonly string[],
  starter: string,
): string[] {
  const notice = settings.notices.steps[activityId] ?? {
    onArrive: true,
    tellStarter: false,
    users: [],
  };
  return [
    ...new Set([
      ...(notice.onArrive ? people : []),
      ...(notice.tellStarter ? [starter] : []),
      ...notice.users,
    ]),
  ];
}

/** Who hears that the flow ended. */
export function endRecipients(settings: WfFlowSettings, starter: string): string[] {
  const end = settings.notices.end;
  return [...new Set([...(end.tellStarter ? [starter] : []), ...end.users])];
}

type Advance = WfFlowSettings['advance'];

/** Whether an approval or rejection needs an opinion (the applicant's own first step never does). */
export function opinionMissing(
  advance: Advance,
  action: string,
  opinion: string,
  applicantStep: boolean,
): boolean {
  if (opinion.trim() !== '') return false;
  if (action === 'approve') return advance.opinionRequired === 'always' && !applicantStep;
  if (action === 'reject') return advance.opinionRequired !== 'never';
  return false;
}

/**
 * The steps a rejection may go back to under the rule: every passed step ('any'), only the one
 * before ('previous'), only the first (the applicant's, 'start'). `passed` in flow order.
 */
export function allowedRejectTargets(
  advance: Advance,
  passed: readonly string[],
  previous: string | undefined,
): string[] {
  if (advance.rejectTo === 'previous') return previous ? [previous] : [];
  if (advance.rejectTo === 'start') return passed.length > 0 ? [passed[0]!] : [];
  return [...passed];
}
