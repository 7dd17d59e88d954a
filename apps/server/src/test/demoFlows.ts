import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/database';
import { messages, wfFormRecords, wfInstances } from '../db/schema';

/**
 * Takes the seeded demo flows out (their instances with tasks, opinions and copies, their
 * 办公用品领用 records and the notices they sent), for tests that count the flows and messages
 * they make themselves.
 */
export async function withoutDemoFlows(db: Db): Promise<void> {
  const titles = (await db.select({ title: wfInstances.title }).from(wfInstances)).map(
    (row) => row.title,
  );
  if (titles.length === 0) return;
  await db
    .delete(messages)
    .where(and(eq(messages.createdBy, 'system'), inArray(messages.content, titles)));
  await db.delete(wfInstances);
  await db
    .delete(wfFormRecords)
    .where(
      and(eq(wfFormRecords.formId, 'form-supplies-receive'), isNotNull(wfFormRecords.instanceId)),
    );
}
