import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../../../../../tooling/vitest/axe';
import { bodyOf, ok, openAt, refused, resetSignInTest, signInServer } from './testSupport';

afterEach(resetSignInTest);

async function fillPhoneAndCode(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('手机号'), '13800000002');
  await user.type(screen.getByLabelText('短信验证码'), '654321');
}

describe('ResetPasswordPage', () => {
  it('asks for each field and applies the password policy of spec 000 §5', async () => {
    signInServer();
    const { container } = await openAt('/login/reset-password', '找回密码');
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: '重置密码' }));
    expect(screen.getByLabelText('手机号')).toHaveAccessibleDescription('请输入手机号');
    expect(screen.getByLabelText('手机号')).toHaveFocus();
    expect(screen.getByLabelText('短信验证码')).toHaveAccessibleDescription('请输入短信验证码');
    expect(screen.getByLabelText('新密码')).toHaveAccessibleDescription(
      expect.stringContaining('请输入新密码'),
    );
    expect(screen.getByLabelText('确认新密码')).toHaveAccessibleDescription('请再次输入新密码');
    await expectNoAxeViolations(container);

    await user.type(screen.getByLabelText('新密码'), 'abcdefgh');
    await user.tab();
    expect(screen.getByLabelText('新密码')).toHaveAccessibleDescription(
      expect.stringContaining('至少包括字母、数字、特殊字符任意2种且不少于8个字符'),
    );
    await user.clear(screen.getByLabelText('新密码'));
    await user.type(screen.getByLabelText('新密码'), 'Abc12345');
    await user.type(screen.getByLabelText('确认新密码'), 'Abc12346');
    await user.tab();
    // The repeat is checked on blur.
    expect(screen.getByLabelText('确认新密码')).toHaveAccessibleDescription('两次输入密码不一致');
  });

  it('sends the code for findPassword, resets, and goes back to /login', async () => {
    const send = vi.fn(() => ok());
    const reset = vi.fn(() => ok());
    signInServer({ 'POST /api/login/sms/send': send, 'POST /api/findPassword': reset });
    const { router } = await openAt('/login/reset-password', '找回密码');
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('手机号'), '13800000002');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(send).toHaveBeenCalled());
    expect(bodyOf(send)).toMatchObject({
      phone: '13800000002',
      type: 'findPassword',
    });

    await user.type(screen.getByLabelText('短信验证码'), '654321');
    await user.type(screen.getByLabelText('新密码'), 'Abc12345');
    await user.type(screen.getByLabelText('确认新密码'), 'Abc12345');
    await user.click(screen.getByRole('button', { name: '重置密码' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(bodyOf(reset)).toEqual({
      phone: '13800000002',
      captcha: '654321',
      newPassword: 'Abc12345',
      userType: 1,
    });
    expect(await screen.findByText('密码已重置，请使用新密码登录')).toBeVisible();
  });

  it('shows the server message and stays when the code is wrong', async () => {
    signInServer({ 'POST /api/findPassword': refused('验证码错误或已过期') });
    const { router } = await openAt('/login/reset-password', '找回密码');
    const user = userEvent.setup();
    await fillPhoneAndCode(user);
    await user.type(screen.getByLabelText('新密码'), 'Abc12345');
    await user.type(screen.getByLabelText('确认新密码'), 'Abc12345{Enter}');

    expect(
      await within(screen.getByRole('alert', { name: '错误通知' })).findByText(
        '验证码错误或已过期',
      ),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/login/reset-password');
  });

  it('under /cost-manager-login returns to that login page', async () => {
    signInServer({ 'POST /api/findPassword': ok() });
    const { router } = await openAt('/cost-manager-login/reset-password', '找回密码');
    expect(screen.getByRole('link', { name: '返回登录' })).toHaveAttribute(
      'href',
      '/cost-manager-login',
    );
    const user = userEvent.setup();
    await fillPhoneAndCode(user);
    await user.type(screen.getByLabelText('新密码'), 'Abc12345');
    await user.type(screen.getByLabelText('确认新密码'), 'Abc12345{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/cost-manager-login'));
  });
});
