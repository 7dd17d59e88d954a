import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../../../../../tooling/vitest/axe';
import { session } from '../../../app/session';
import { envelope, renderPortal, zhangsan } from '../../../app/testing';
import { ok, openAt, refused, resetSignInTest, signInServer } from './testSupport';

afterEach(resetSignInTest);

describe('CasPage', () => {
  it('passes the callback query to /login/sso/userinfo once and enters the portal', async () => {
    const exchange = vi.fn(() => ok(zhangsan));
    const fetchStub = signInServer({
      'GET /api/login/sso/userinfo': exchange,
      'GET /api/user/info': { body: envelope(zhangsan) },
    });
    const { router } = await renderPortal('/cas?code=abc&state=xyz&session_state=s1');

    await waitFor(() => expect(router.state.location.pathname).toBe('/main-page'), {
      timeout: 10_000,
    });
    expect(session.getToken()).toBe('token-zhangsan');
    expect(exchange).toHaveBeenCalledTimes(1);
    const hrefs = fetchStub.mock.calls.map(([input]) =>
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
    );
    const url = new URL(
      hrefs.find((href) => href.includes('sso/userinfo'))!,
      'http://localhost',
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      code: 'abc',
      state: 'xyz',
      session_state: 's1',
    });
  });

  it('shows the server message with a new attempt and the way back to /login', async () => {
    const start = vi.fn(() => ok({ enabled: true, authorizationUrl: 'https://sso.example/auth' }));
    signInServer({
      'GET /api/login/sso/userinfo': refused('统一认证的账号在本系统中不存在'),
      'GET /api/login/sso/getLoginData': start,
    });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { container } = await openAt('/cas?code=abc&state=xyz', '统一认证登录');

    const alert = await within(screen.getByRole('main')).findByRole('alert');
    expect(alert).toHaveTextContent('统一认证登录失败');
    expect(alert).toHaveTextContent('统一认证的账号在本系统中不存在');
    expect(session.getToken()).toBeNull();
    expect(screen.getByRole('link', { name: '返回登录页' })).toHaveAttribute('href', '/login');
    await expectNoAxeViolations(container);

    await userEvent.setup().click(screen.getByRole('button', { name: '重新登录' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://sso.example/auth'));
  });

  it('without a callback query says what is missing and asks nothing', async () => {
    const exchange = vi.fn(() => ok(zhangsan));
    signInServer({ 'GET /api/login/sso/userinfo': exchange });
    await openAt('/cas', '统一认证登录');
    expect(within(screen.getByRole('main')).getByRole('alert')).toHaveTextContent(
      '缺少统一认证的回调参数',
    );
    expect(exchange).not.toHaveBeenCalled();
  });
});
