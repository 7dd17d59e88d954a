import { DEMO_COMPANY_ID } from '../../db/seed';
import type { Db } from '../../db/database';
import { userRoles, users } from '../../db/schema';
import { hashPassword } from '../auth/password';

/** A sign-in account for the demo member 王芳 (member-wang), linked to her by phone. */
export const MEMBER_ACCOUNT = {
  id: 'user-wangfang',
  memberId: 'member-wang',
  loginName: 'wangfang',
  password: 'Member@123456',
  phone: '13900000001',
} as const;

export async function seedMemberAccount(db: Db, now: Date): Promise<void> {
  const stamp = { createdAt: now, createdBy: 'test', updatedAt: now, updatedBy: 'test' };
  await db.insert(users).values({
    id: MEMBER_ACCOUNT.id,
    companyId: DEMO_COMPANY_ID,
    loginName: MEMBER_ACCOUNT.loginName,
    passwordHash: await hashPassword(MEMBER_ACCOUNT.password),
    name: '王芳',
    // Registered with the country code: still the member with 13900000001.
    phone: `+86${MEMBER_ACCOUNT.phone}`,
    deptId: 'dept-general',
    ...stamp,
  });
  await db.insert(userRoles).values({
    companyId: DEMO_COMPANY_ID,
    userId: MEMBER_ACCOUNT.id,
    roleId: 'role-member',
    createdAt: now,
    createdBy: 'test',
  });
}
