import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@ccms/ui';
import { expectNoAxeViolations } from '../../../../../tooling/vitest/axe';
import { session } from '../../app/session';
import {
  envelope,
  paramListAnswer,
  renderPortal,
  stubServer,
  zhangsan,
  type ServerStub,
} from '../../app/testing';

const SYSTEM_NAME = '测试造价平台';

function serverWith(captchaEnabled: boolean, extra: ServerStub = {}) {
  return stubServer({
    'GET /api/share/param/paramList': paramListAnswer({
      'sys.name': SYSTEM_NAME,
      'captcha.enabled': String(captchaEnabled),
    }),
    ...extra,
  });
}

async function openLogin(path = '/login') {
  const view = await renderPortal(path);
  await screen.findByRole('heading', { level: 1, name: SYSTEM_NAME });
  return view;
}

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => {
    toast.clear();
    session.clear();
  });
});

describe('LoginPage', () => {
  it('given captcha.enabled is false, shows no captcha and asks for username and password', async () => {
    serverWith(false);
    await openLogin();
    const user = userEvent.setup();

    expect(screen.queryByLabelText('验证码')).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '登录' }));

    expect(screen.getByLabelText('用户名')).toHaveAccessibleDescription('用户名不能为空');
    expect(screen.getByLabelText('密码')).toHaveAccessibleDescription('密码不能为空');
    expect(screen.getByLabelText('用户名')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('用户名')).toHaveFocus();
  });

  it('given captcha.enabled is true, shows the captcha image and requires its answer', async () => {
    serverWith(true);
    await openLogin();
    const user = userEvent.setup();

    const captchaInput = await screen.findByLabelText('验证码');
    const image = screen.getByRole('img', { name: '图形验证码，点击刷新' });
    expect(image.getAttribute('src')).toMatch(/^\/api\/captcha\?_=\d+$/);

    await user.type(screen.getByLabelText('用户名'), '  zhangsan ');
    await user.type(screen.getByLabelText('密码'), 'Staff@123456');
    await user.click(screen.getByRole('button', { name: '登录' }));

    expect(captchaInput).toHaveAccessibleDescription('请图形验证码');
    expect(screen.getByLabelText('用户名')).not.toHaveAttribute('aria-invalid');
  });

  it('refreshes the captcha image when its button is pressed', async () => {
    serverWith(true);
    await openLogin();
    const user = userEvent.setup();
    const image = await screen.findByRole('img', { name: '图形验证码，点击刷新' });
    const before = image.getAttribute('src');

    await new Promise((resolve) => setTimeout(resolve, 5));
    screen.getByRole('button', { name: '图形验证码，点击刷新' }).focus();
    await user.keyboard('{Enter}');

    expect(screen.getByRole('img', { name: '图形验证码，点击刷新' }).getAttribute('src')).not.toBe(
      before,
    );
  });

  it('given a wrong password, shows the server message and a new captcha', async () => {
    const login = vi.fn((init: RequestInit | undefined) => {
      void init;
      return { body: { code: 2000, success: false, msg: '用户名或密码错误', data: null } };
    });
    serverWith(true, { 'POST /api/login': login });
    await openLogin();
    const user = userEvent.setup();
    const before = (await screen.findByRole('img', { name: '图形验证码，点击刷新' })).getAttribute(
      'src',
    );
    await new Promise((resolve) => setTimeout(resolve, 5));

    await user.type(screen.getByLabelText('用户名'), ' zhangsan ');
    await user.type(screen.getByLabelText('密码'), 'wrong-password');
    await user.type(screen.getByLabelText('验证码'), 'abcde{Enter}');

    expect(
      await within(screen.getByRole('alert', { name: '错误通知' })).findByText('用户名或密码错误'),
    ).toBeVisible();
    expect(JSON.parse(login.mock.calls[0]?.[0]?.body as string)).toEqual({
      username: 'zhangsan',
      password: 'wrong-password',
      captcha: 'abcde',
      loginType: 1,
    });
    expect(screen.getByLabelText('验证码')).toHaveValue('');
    expect(screen.getByRole('img', { name: '图形验证码，点击刷新' }).getAttribute('src')).not.toBe(
      before,
    );
  });

  it('given the right credentials, stores the session and goes to the redirect target', async () => {
    serverWith(false, {
      'POST /api/login': { body: envelope(zhangsan) },
      'GET /api/user/info': { body: envelope(zhangsan) },
    });
    const { router } = await openLogin(
      `/login?redirect=${encodeURIComponent('/main-page/cost-data')}`,
    );
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('用户名'), 'zhangsan');
    await user.type(screen.getByLabelText('密码'), 'Staff@123456{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/main-page/cost-data'));
    expect(session.getToken()).toBe('token-zhangsan');
    expect(
      await screen.findByRole('heading', { level: 1, name: '项目案例库' }),
    ).toBeInTheDocument();
  });

  it('has no axe violations, empty and with errors shown', async () => {
    serverWith(true);
    const { container } = await openLogin();
    await screen.findByLabelText('验证码');
    await expectNoAxeViolations(container);

    await userEvent.setup().click(screen.getByRole('button', { name: '登录' }));
    await expectNoAxeViolations(container);
  });
});
