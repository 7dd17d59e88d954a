import { isValidPassword } from '@ccms/api-client';
import { generateTemporaryPassword, toFormValues, toSaveBody } from './userForm';

describe('toSaveBody', () => {
  const values = {
    ...toFormValues(null),
    loginName: ' sunba ',
    name: ' 孙八 ',
    password: 'Start@2026',
    confirmPassword: 'Start@2026',
    dept: [{ id: 'd-cost-1', name: '造价一部' }],
    phone: '  ',
    roleIds: ['r-cost'],
  };

  it('when creating, sends the password, trimmed texts and null for what was left empty', () => {
    expect(toSaveBody(values, undefined, true)).toEqual({
      password: 'Start@2026',
      loginName: 'sunba',
      name: '孙八',
      deptId: 'd-cost-1',
      no: null,
      job: null,
      phone: null,
      email: null,
      roleIds: ['r-cost'],
    });
  });

  it('when editing, sends the id and no password; without role access, leaves roles alone', () => {
    const body = toSaveBody({ ...values, dept: [] }, 'u-sunba', false);
    expect(body).toMatchObject({ id: 'u-sunba', deptId: null });
    expect(body).not.toHaveProperty('password');
    expect(body).not.toHaveProperty('roleIds');
  });
});

describe('generateTemporaryPassword', () => {
  it('meets the password policy with letters, digits and a special character', () => {
    for (let i = 0; i < 50; i++) {
      const password = generateTemporaryPassword();
      expect(isValidPassword(password)).toBe(true);
      expect(password).toMatch(/[A-Za-z]/);
      expect(password).toMatch(/\d/);
      expect(password).toMatch(/[@#$%&*!?]/);
      expect(password).not.toMatch(/[0O1lI]/);
    }
  });

  it('draws again until every kind is present', () => {
    // First draw: letters only (index 0 → 'A'); second: a letter, a digit and a special.
    const letters = new Uint32Array(12);
    const mixed = Uint32Array.from({ length: 12 }, (_, i) => [0, 48, 56][i % 3]!);
    const draws = [letters, mixed];
    const random = vi.fn(() => draws.shift()!);
    expect(generateTemporaryPassword(random)).toBe('A2@'.repeat(4));
    expect(random).toHaveBeenCalledTimes(2);
  });
});
