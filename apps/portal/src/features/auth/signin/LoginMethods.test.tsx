import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../../../../../tooling/vitest/axe';
import { session } from '../../../app/session';
import { envelope, zhangsan, type ServerStub } from '../../../app/testing';
import { bodyOf, openAt, resetSignInTest, signInServer, SYSTEM_NAME } from './testSupport';

const QR_CODE = 'poll-code-0123456789abcdef';

function serverWith(extra: ServerStub = {}, captchaEnabled = true) {
  return signInServer(
    { 'GET /api/user/info': { body: envelope(zhangsan) }, ...extra },
    captchaEnabled,
  );
}

async function openTab(name: string, path = '/login') {
  const view = await openAt(path, SYSTEM_NAME);
  await act(async () => {
    screen.getByRole('radio', { name }).click();
    await Promise.resolve();
  });
  return view;
}

const qrStatus = () => within(screen.getByRole('region', { name: '扫码登录' })).getByRole('status');

afterEach(resetSignInTest);

describe('/login sign-in methods', () => {
  it('offers the three methods and links to 忘记密码 and 注册', async () => {
    serverWith();
    await openAt('/login', SYSTEM_NAME);

    const methods = screen.getByRole('radiogroup', { name: '登录方式' });
    expect(within(methods).getByRole('radio', { name: '账号登录' })).toBeChecked();
    expect(within(methods).getByRole('radio', { name: '短信登录' })).not.toBeChecked();
    expect(within(methods).getByRole('radio', { name: '扫码登录' })).toBeInTheDocument();
    // The chosen method's section is named after it and holds its form.
    expect(
      within(screen.getByRole('region', { name: '账号登录' })).getByLabelText('用户名'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '忘记密码' })).toHaveAttribute(
      'href',
      '/login/reset-password',
    );
    expect(screen.getByRole('link', { name: '注册' })).toHaveAttribute('href', '/login/register');
  });

  it('given /login, the user name has the focus; the methods are one tab stop moved by arrows, the language comes after the form', async () => {
    serverWith();
    await openAt('/login', SYSTEM_NAME);
    const user = userEvent.setup();
    const username = screen.getByLabelText('用户名');
    await waitFor(() => expect(username).toHaveFocus());

    // Back from the user name: one stop for all three methods, then nothing before them.
    await user.tab({ shift: true });
    expect(screen.getByRole('radio', { name: '账号登录' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '短信登录' })).toBeChecked();
    await user.tab({ shift: true });
    expect(screen.getByLabelText('语言')).not.toHaveFocus();
    expect(
      screen
        .getByLabelText('语言')
        .compareDocumentPosition(screen.getByRole('link', { name: '注册' })),
    ).toBe(Node.DOCUMENT_POSITION_PRECEDING);
  });

  describe('短信登录', () => {
    it('checks phone and captcha before sending, then counts down 60 seconds', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const send = vi.fn(() => ({ body: envelope(null) }));
      serverWith({ 'POST /api/login/sms/send': send });
      await openTab('短信登录');
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const phone = await screen.findByLabelText('手机号');

      await user.click(screen.getByRole('button', { name: '获取验证码' }));
      expect(phone).toHaveAccessibleDescription('请输入手机号');
      expect(phone).toHaveFocus();
      expect(send).not.toHaveBeenCalled();

      await user.type(phone, '12345');
      await user.click(screen.getByRole('button', { name: '获取验证码' }));
      expect(phone).toHaveAccessibleDescription('请输入正确的手机号码');
      expect(screen.getByLabelText('验证码')).toHaveAccessibleDescription(
        expect.stringContaining('请图形验证码'),
      );

      await user.clear(phone);
      await user.type(phone, ' 13800000002 ');
      await user.type(screen.getByLabelText('验证码'), 'abcde');
      await user.click(screen.getByRole('button', { name: '获取验证码' }));

      await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
      expect(bodyOf(send)).toEqual({
        phone: '13800000002',
        captcha: 'abcde',
        type: 'login',
      });
      const countdown = await screen.findByRole('button', { name: '60 秒后重新获取' });
      expect(countdown).toBeDisabled();
      // The captcha was used up by the send.
      expect(screen.getByLabelText('验证码')).toHaveValue('');

      await act(() => vi.advanceTimersByTimeAsync(1000));
      expect(screen.getByRole('button', { name: '59 秒后重新获取' })).toBeDisabled();
      await act(() => vi.advanceTimersByTimeAsync(59_000));
      expect(screen.getByRole('button', { name: '重新获取' })).toBeEnabled();
    });

    it('given a refused send, shows the server message and no countdown', async () => {
      serverWith({
        'POST /api/login/sms/send': {
          body: { code: 2000, success: false, msg: '图形验证码错误', data: null },
        },
      });
      await openTab('短信登录');
      const user = userEvent.setup();
      await user.type(await screen.findByLabelText('手机号'), '13800000002');
      await user.type(screen.getByLabelText('验证码'), 'wrong');
      await user.click(screen.getByRole('button', { name: '获取验证码' }));

      expect(
        await within(screen.getByRole('alert', { name: '错误通知' })).findByText('图形验证码错误'),
      ).toBeVisible();
      expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();
    });

    it('signs in with the code and goes to the redirect target', async () => {
      const login = vi.fn(() => ({ body: envelope(zhangsan) }));
      serverWith({ 'POST /api/login/sms': login }, false);
      const { router } = await openTab(
        '短信登录',
        `/login?redirect=${encodeURIComponent('/main-page/cost-data')}`,
      );
      const user = userEvent.setup();

      await user.click(await screen.findByRole('button', { name: '登录' }));
      expect(screen.getByLabelText('短信验证码')).toHaveAccessibleDescription('请输入短信验证码');
      await user.type(screen.getByLabelText('手机号'), '13800000002');
      await user.type(screen.getByLabelText('短信验证码'), '12a');
      await user.click(screen.getByRole('button', { name: '登录' }));
      expect(screen.getByLabelText('短信验证码')).toHaveAccessibleDescription('输入6个数字验证码');
      expect(login).not.toHaveBeenCalled();

      await user.clear(screen.getByLabelText('短信验证码'));
      await user.type(screen.getByLabelText('短信验证码'), '123456{Enter}');

      await waitFor(() => expect(router.state.location.pathname).toBe('/main-page/cost-data'));
      expect(bodyOf(login)).toEqual({
        phone: '13800000002',
        captcha: '123456',
        loginType: 1,
      });
      expect(session.getToken()).toBe('token-zhangsan');
    });

    it('has no axe violations with errors shown', async () => {
      serverWith();
      const { container } = await openTab('短信登录');
      await userEvent.setup().click(await screen.findByRole('button', { name: '登录' }));
      await expectNoAxeViolations(container);
    });
  });

  describe('扫码登录', () => {
    const qrAnswer = (expiresIn = 120) => ({
      body: envelope({
        code: QR_CODE,
        qrContent: 'ccms://login/qr?ticket=t',
        qrImage: 'data:image/png;base64,iVBORw0KGgo=',
        expiresIn,
        expireTime: '2026-01-01 00:02:00',
      }),
    });
    const status = (value: string, extra: Record<string, unknown> = {}) => ({
      body: envelope({ status: value, scannedBy: null, userInfo: null, ...extra }),
    });

    it('polls the code: waiting, scanned, then confirmed signs in', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const answers = [
        status('waiting'),
        status('scanned', { scannedBy: '张三' }),
        status('confirmed', { scannedBy: '张三', userInfo: zhangsan }),
      ];
      const poll = vi.fn(() => answers.shift() ?? status('waiting'));
      serverWith({ 'GET /api/login/qrCode': qrAnswer(), 'POST /api/login/codeStatus': poll });
      const { router } = await openTab('扫码登录');

      expect(await screen.findByRole('img', { name: '登录二维码' })).toHaveAttribute(
        'src',
        'data:image/png;base64,iVBORw0KGgo=',
      );
      expect(qrStatus()).toHaveTextContent('请使用手机 App 扫描二维码登录');

      await act(() => vi.advanceTimersByTimeAsync(2000));
      expect(poll).toHaveBeenCalledTimes(1);
      expect(bodyOf(poll)).toEqual({ code: QR_CODE });

      await act(() => vi.advanceTimersByTimeAsync(2000));
      expect(qrStatus()).toHaveTextContent('张三 已扫码，请在手机上确认登录');

      await act(() => vi.advanceTimersByTimeAsync(2000));
      await waitFor(() => expect(router.state.location.pathname).toBe('/main-page'));
      expect(session.getToken()).toBe('token-zhangsan');
    });

    it('expires after its lifetime and gets a new code on refresh', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const qr = vi.fn(() => qrAnswer(10));
      const poll = vi.fn(() => status('waiting'));
      serverWith({ 'GET /api/login/qrCode': qr, 'POST /api/login/codeStatus': poll });
      await openTab('扫码登录');
      await screen.findByRole('img', { name: '登录二维码' });

      await act(() => vi.advanceTimersByTimeAsync(10_000));
      expect(qrStatus()).toHaveTextContent('二维码已失效');
      const polled = poll.mock.calls.length;
      await act(() => vi.advanceTimersByTimeAsync(6000));
      expect(poll).toHaveBeenCalledTimes(polled);

      await act(async () => {
        screen.getByRole('button', { name: '刷新二维码' }).click();
        await vi.advanceTimersByTimeAsync(10);
      });
      await waitFor(() => expect(qr).toHaveBeenCalledTimes(2));
      expect(qrStatus()).toHaveTextContent('请使用手机 App 扫描二维码登录');
      expect(screen.queryByRole('button', { name: '刷新二维码' })).not.toBeInTheDocument();
    });

    it('says so when the phone cancels, and stops polling', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const poll = vi.fn(() => status('cancelled'));
      serverWith({ 'GET /api/login/qrCode': qrAnswer(), 'POST /api/login/codeStatus': poll });
      const { container } = await openTab('扫码登录');
      await screen.findByRole('img', { name: '登录二维码' });

      await act(() => vi.advanceTimersByTimeAsync(2000));
      expect(qrStatus()).toHaveTextContent('已在手机上取消登录');
      expect(screen.getByRole('button', { name: '刷新二维码' })).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(6000));
      expect(poll).toHaveBeenCalledTimes(1);
      vi.useRealTimers();
      await expectNoAxeViolations(container);
    });
  });
});
