import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../../../../../tooling/vitest/axe';
import { session } from '../../../app/session';
import { envelope, zhangsan } from '../../../app/testing';
import {
  bodyOf,
  ok,
  openAt,
  refused,
  resetSignInTest,
  signInServer,
  SYSTEM_NAME,
} from './testSupport';

afterEach(resetSignInTest);

const userInfo = { 'GET /api/user/info': { body: envelope(zhangsan) } };
const ACME = {
  id: 'c-acme',
  code: 'acme',
  name: '阿克米造价',
  logo: '/api/saas/company/c-acme/logo/1',
  logo2: null,
  logo3: null,
};

describe('SaasLoginPage', () => {
  it('needs the company code, then signs in to that company by login name', async () => {
    const login = vi.fn(() => ok({ ...zhangsan, isAdmin: true }));
    signInServer({ ...userInfo, 'POST /api/saas/login': login });
    const { router, container } = await openAt('/saasLogin', SYSTEM_NAME);
    expect(screen.getByRole('heading', { level: 2, name: '企业登录' })).toBeVisible();
    expect(screen.queryByRole('link', { name: '注册' })).not.toBeInTheDocument();
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('用户名或手机号'), 'zhangsan');
    await user.type(screen.getByLabelText('密码'), 'Staff@123456');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(screen.getByLabelText('企业编码')).toHaveAccessibleDescription('请输入企业编码');
    expect(screen.getByLabelText('企业编码')).toHaveFocus();
    expect(login).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);

    await user.type(screen.getByLabelText('企业编码'), ' acme ');
    await user.click(screen.getByRole('button', { name: '登录' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/main-page'));
    expect(bodyOf(login)).toEqual({
      username: 'zhangsan',
      companyId: 'acme',
      password: 'Staff@123456',
      captcha: '',
      loginType: 1,
    });
    expect(session.getUserInfo()?.isAdmin).toBe(true);
  });

  it('sends a phone as the phone, and shows a refusal', async () => {
    const login = vi.fn(() => refused('用户名或密码错误'));
    signInServer({ 'POST /api/saas/login': login });
    await openAt('/saasLogin?companyId=acme', SYSTEM_NAME);
    expect(screen.getByLabelText('企业编码')).toHaveValue('acme');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('用户名或手机号'), '13800000002');
    await user.type(screen.getByLabelText('密码'), 'wrong-pass{Enter}');

    expect(
      await within(screen.getByRole('alert', { name: '错误通知' })).findByText('用户名或密码错误'),
    ).toBeVisible();
    expect(bodyOf(login)).toMatchObject({
      phone: '13800000002',
      companyId: 'acme',
    });
  });

  it('signs in by text message to the company (/saas/login/sms)', async () => {
    const login = vi.fn(() => ok(zhangsan));
    signInServer({ ...userInfo, 'POST /api/saas/login/sms': login });
    const { router } = await openAt('/saasLogin?companyId=acme', SYSTEM_NAME);
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: '短信登录' }));
    await user.type(await screen.findByLabelText('手机号'), '13800000002');
    await user.type(screen.getByLabelText('短信验证码'), '123456{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/main-page'));
    expect(bodyOf(login)).toEqual({
      phone: '13800000002',
      captcha: '123456',
      companyId: 'acme',
    });
  });
});

describe('CustomerLoginPage', () => {
  it("shows the company's logo and name and signs in to it", async () => {
    const login = vi.fn(() => ok(zhangsan));
    signInServer({
      ...userInfo,
      'GET /api/saas/company/acme': ok(ACME),
      'POST /api/saas/login': login,
    });
    const { router, container } = await openAt('/acme/login', '阿克米造价');
    expect(container.querySelector('img[src="/api/saas/company/c-acme/logo/1"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: '注册' })).toHaveAttribute(
      'href',
      '/acme/login/register',
    );
    expect(screen.queryByRole('radio', { name: '扫码登录' })).not.toBeInTheDocument();
    await expectNoAxeViolations(container);

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('用户名或手机号'), 'zhangsan');
    await user.type(screen.getByLabelText('密码'), 'Staff@123456{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/main-page'));
    expect(bodyOf(login)).toMatchObject({
      companyId: 'acme',
      username: 'zhangsan',
    });
  });

  it('says so when the company is unknown', async () => {
    signInServer();
    await openAt('/nobody/login', '客户登录');
    expect(within(screen.getByRole('main')).getByRole('alert')).toHaveTextContent(
      '没有找到该企业的登录页',
    );
    expect(screen.getByRole('link', { name: '返回登录' })).toHaveAttribute('href', '/login');
  });
});

describe('CostManagerLoginPage', () => {
  it('is the staff sign-in under its own title, with its pages beneath it', async () => {
    const login = vi.fn(() => ok(zhangsan));
    signInServer({ ...userInfo, 'POST /api/login': login });
    const { router } = await openAt('/cost-manager-login', SYSTEM_NAME);
    expect(screen.getByRole('heading', { level: 2, name: '造价管理登录' })).toBeVisible();
    expect(screen.getByRole('link', { name: '忘记密码' })).toHaveAttribute(
      'href',
      '/cost-manager-login/reset-password',
    );
    expect(screen.getByRole('link', { name: '注册' })).toHaveAttribute(
      'href',
      '/cost-manager-login/register',
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('用户名'), 'zhangsan');
    await user.type(screen.getByLabelText('密码'), 'Staff@123456{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/main-page'));
    expect(login).toHaveBeenCalledTimes(1);
  });
});
