import { randomUUID } from 'node:crypto';
import type { CertificateKind } from '@ccms/api-client';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { staffCertificates } from '../../db/schema';
import { dayOf } from '../finance/invoicing/shared';
import { addDays } from './status';

/**
 * Demo certificates of the five demo users, dated from `now` so the list always shows each status:
 * valid ones, some expiring within 90 days and two expired. Once per company.
 */
export async function seedCertificates(tx: Db, company: string, now: Date): Promise<void> {
  const [existing] = await tx
    .select({ total: count() })
    .from(staffCertificates)
    .where(eq(staffCertificates.companyId, company));
  if ((existing?.total ?? 0) > 0) return;
  const today = dayOf(now);
  const unit = '示例造价咨询有限公司';
  // [holder, kind, number, issued days ago, valid until in days (null: no expiry), CE hours]
  const specs: [string, CertificateKind, string, number, number | null, number][] = [
    ['user-zhangsan', 'cost_engineer_1', '建[造]13330000012345', 2900, 420, 60],
    ['user-zhangsan', 'consultant_investment', '咨登330001812345', 1500, 45, 90],
    ['user-zhangsan', 'title_senior', '浙高工2016-0457', 3200, null, 0],
    ['user-admin', 'cost_engineer_1', '建[造]13330000010021', 3600, 900, 72],
    ['user-admin', 'constructor_1', '浙1332010201100567', 3100, -20, 40],
    ['user-admin', 'supervisor', '33005178', 2600, 680, 48],
    ['user-lisi', 'cost_engineer_2', '建[造]23330000004512', 900, 1000, 30],
    ['user-lisi', 'title_middle', '浙中经2018-1123', 2400, null, 0],
    ['user-wangmin', 'cost_engineer_1', '建[造]13330000019876', 1800, 75, 24],
    ['user-wangmin', 'constructor_2', '浙2332016201800873', 1200, 600, 36],
    ['user-wangmin', 'title_middle', '浙中工2019-0688', 2000, null, 0],
    ['user-zhaoqiang', 'cost_engineer_2', '建[造]23330000006610', 700, 10, 12],
    ['user-zhaoqiang', 'supervisor', '33007245', 2100, -150, 16],
    ['user-zhaoqiang', 'consultant_investment', '咨登330001908876', 1300, 1200, 90],
    ['user-lisi', 'other', '会计2017-33-0451', 3000, 1500, 24],
  ];
  await tx.insert(staffCertificates).values(
    specs.map(([userId, kind, certNo, issuedAgo, validIn, hours], index) => {
      const issueDate = addDays(today, -issuedAgo);
      const stamp = new Date(`${issueDate}T09:00:00+08:00`);
      return {
        id: index === 0 ? 'certificate-demo-1' : randomUUID(),
        companyId: company,
        userId,
        kind,
        certNo,
        registeredUnit: kind.startsWith('title') ? null : unit,
        issueDate,
        validUntil: validIn === null ? null : addDays(today, validIn),
        educationHours: hours,
        fileId: null,
        memo: validIn !== null && validIn < 0 ? '已提醒本人办理延续注册' : null,
        createdAt: stamp,
        createdBy: 'system',
        updatedAt: stamp,
        updatedBy: 'system',
      };
    }),
  );
}
