import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../../../../../tooling/vitest/axe';
import { deptOptions } from './RegisterForm';
import { bodyOf, ok, openAt, refused, resetSignInTest, signInServer } from './testSupport';

afterEach(resetSignInTest);

const OPTIONS = {
  depts: [
    { id: 'd-root', parentId: null, name: '总部' },
    { id: 'd-members', parentId: 'd-root', name: '会员部' },
  ],
  roles: [{ id: 'r-member', name: '注册会员' }],
};

type User = ReturnType<typeof userEvent.setup>;

async function choose(user: User, label: RegExp, option: string) {
  await user.click(screen.getByRole('button', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** Types by pasting: the form has many fields, and key-by-key typing is slow under jsdom. */
async function enter(user: User, label: string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

async function fillForm(user: User) {
  await enter(user, '登录名', 'newmember');
  await enter(user, '姓名', '王五');
  await enter(user, '手机号', '13900000009');
  await enter(user, '短信验证码', '112233');
  await enter(user, '密码', 'Abc12345');
  await enter(user, '确认密码', 'Abc12345');
  await choose(user, /所属部门/, '总部 / 会员部');
  await choose(user, /注册角色/, '注册会员');
}

describe('RegisterPage', () => {
  it('names the departments by their path', () => {
    expect(deptOptions(OPTIONS.depts).map((option) => option.label)).toEqual([
      '总部',
      '总部 / 会员部',
    ]);
  });

  it('checks every field, including the member name message of spec 000 §5', async () => {
    signInServer({ 'GET /api/member/register/options': ok(OPTIONS) });
    const { container } = await openAt('/login/register', '注册');
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: '注册' }));
    expect(screen.getByLabelText('登录名')).toHaveAccessibleDescription('登录名不能为空');
    expect(screen.getByLabelText('登录名')).toHaveFocus();
    expect(screen.getByLabelText('姓名')).toHaveAccessibleDescription('会员姓名不能为空！');
    expect(screen.getByLabelText('确认密码')).toHaveAccessibleDescription('请再次输入新密码');
    expect(screen.getByText('请选择所属部门')).toBeVisible();
    expect(screen.getByText('请选择注册角色')).toBeVisible();
    await expectNoAxeViolations(container);

    await user.type(screen.getByLabelText('登录名'), 'a b');
    await user.tab();
    expect(screen.getByLabelText('登录名')).toHaveAccessibleDescription(
      '登录名为2到32位字母、数字或 _ . @ -',
    );
  });

  it('tells on leaving the phone field that an account has it', async () => {
    const check = vi.fn(() => ok(true));
    signInServer({
      'GET /api/member/register/options': ok(OPTIONS),
      'GET /api/member/register/checkPhoneExist/13800000002': check,
    });
    await openAt('/login/register', '注册');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('手机号'), '13800000002');
    await user.tab();

    await waitFor(() =>
      expect(screen.getByLabelText('手机号')).toHaveAccessibleDescription(
        '该手机号已注册，请直接登录或找回密码',
      ),
    );
    // Still refused on submit until the phone changes.
    await user.click(screen.getByRole('button', { name: '注册' }));
    expect(screen.getByLabelText('手机号')).toHaveAccessibleDescription(
      '该手机号已注册，请直接登录或找回密码',
    );
  });

  it('registers with the chosen department and role, then goes to /login', async () => {
    const register = vi.fn(() => ok());
    signInServer({
      'GET /api/member/register/options': ok(OPTIONS),
      'GET /api/member/register/checkPhoneExist/13900000009': ok(false),
      'POST /api/member/register': register,
    });
    const { router } = await openAt('/login/register', '注册');
    const user = userEvent.setup();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: '注册' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(bodyOf(register)).toEqual({
      loginName: 'newmember',
      name: '王五',
      phone: '13900000009',
      captcha: '112233',
      password: 'Abc12345',
      deptId: 'd-members',
      roleId: 'r-member',
    });
  });

  it('shows the server message when registration is refused', async () => {
    signInServer({
      'GET /api/member/register/options': ok(OPTIONS),
      'GET /api/member/register/checkPhoneExist/13900000009': ok(false),
      'POST /api/member/register': refused('登录名已存在'),
    });
    const { router } = await openAt('/login/register', '注册');
    const user = userEvent.setup();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: '注册' }));

    expect(
      await within(screen.getByRole('alert', { name: '错误通知' })).findByText('登录名已存在'),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/login/register');
  });

  it('registers a customer member with the company of the address', async () => {
    const register = vi.fn(() => ok());
    const options = vi.fn(() => ok(OPTIONS));
    signInServer({
      'GET /api/saas/company/acme': ok({
        id: 'c-acme',
        code: 'acme',
        name: '阿克米造价',
        logo: null,
        logo2: null,
        logo3: null,
      }),
      'GET /api/member/register/options': options,
      'GET /api/member/register/checkPhoneExist/13900000009': ok(false),
      'POST /api/member/customer/register': register,
    });
    const { router } = await openAt('/acme/login/register', '客户注册');
    expect(await screen.findByText('注册成为 阿克米造价 的客户会员。')).toBeVisible();
    expect(options).toHaveBeenCalled();
    const user = userEvent.setup();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: '注册' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/acme/login'));
    expect(bodyOf(register)).toMatchObject({
      customerId: 'acme',
      loginName: 'newmember',
    });
  });
});
