import type { Db } from '../../../db/database';
import { costSubjectFactors } from '../../../db/schema';

/** The demo company's factors per subject model: indicators of the building per 建筑面积. */
const DEMO_SUBJECT_FACTORS: readonly [subject: string, factors: readonly string[]][] = [
  ['01', ['JZMJ']],
  ['03', ['JZMJ']],
  ['04', ['JZMJ', 'JZGD']],
  ['07', ['JZMJ']],
];

/** Demo rows of the rule tables' neighbours (the rule tables read the standard content). */
export async function seedRuleData(db: Db, companyId: string): Promise<void> {
  await db.insert(costSubjectFactors).values(
    DEMO_SUBJECT_FACTORS.flatMap(([subjectCode, factors]) =>
      factors.map((factorCode, index) => ({
        id: `subject-factor-${subjectCode}-${factorCode}`,
        companyId,
        subjectCode,
        factorCode,
        sort: index + 1,
      })),
    ),
  );
}
