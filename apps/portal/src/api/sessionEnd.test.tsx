import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider, toast, Toaster } from '@ccms/ui';
import { session } from '../app/session';
import { stubServer, zhangsan } from '../app/testing';
import { i18n } from '../i18n';
import { api } from './client';
import { LOGOUT_REDIRECT_DELAY_MS, setSessionEndNavigation } from './sessionEnd';

const sessionEnded = {
  status: 401,
  body: { code: 1401, success: false, msg: '登录已过期', data: null, httpCode: 401 },
};

async function failTogether() {
  let results: PromiseSettledResult<unknown>[] = [];
  await act(async () => {
    results = await Promise.allSettled([
      api.auth.userInfo(),
      api.auth.userNav(),
      api.auth.userInfo(),
      api.auth.logout(),
    ]);
  });
  return results;
}

describe('the request layer when the session ends (401)', () => {
  const reloadAtRoot = vi.fn();
  const replace = vi.fn();

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    setSessionEndNavigation({ reloadAtRoot, replace });
    stubServer({
      'GET /api/user/info': sessionEnded,
      'GET /api/user/nav': sessionEnded,
      'POST /api/logout': sessionEnded,
    });
    render(
      <I18nextProvider i18n={i18n}>
        <ThemeProvider>
          <Toaster />
        </ThemeProvider>
      </I18nextProvider>,
    );
  });

  afterEach(() => {
    // Lets the once-per-burst guard re-arm before the next test.
    act(() => {
      vi.advanceTimersByTime(LOGOUT_REDIRECT_DELAY_MS);
    });
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    reloadAtRoot.mockReset();
    replace.mockReset();
    act(() => {
      toast.clear();
    });
    session.clear();
  });

  it('given a token, shows the logged-out notice once for calls failing together, logs out, then reloads at the root after 2 s', async () => {
    session.signIn(zhangsan);
    const notice = vi.spyOn(toast, 'notice');
    const error = vi.spyOn(toast, 'error');

    const results = await failTogether();

    expect(results.every((result) => result.status === 'rejected')).toBe(true);
    expect(notice).toHaveBeenCalledTimes(1);
    expect(notice).toHaveBeenCalledWith(i18n.t('request.loggedOut'), { dismissable: false });
    expect(error).not.toHaveBeenCalled();
    expect(screen.getByText(i18n.t('request.loggedOut'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '关闭' })).not.toBeInTheDocument();
    expect(session.getToken()).toBeNull();

    act(() => {
      vi.advanceTimersByTime(LOGOUT_REDIRECT_DELAY_MS - 1);
    });
    expect(reloadAtRoot).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(reloadAtRoot).toHaveBeenCalledTimes(1);
    expect(replace).not.toHaveBeenCalled();
  });

  it('given no token, replaces the route with /login once', async () => {
    const notice = vi.spyOn(toast, 'notice');

    await failTogether();

    expect(notice).toHaveBeenCalledTimes(1);
    expect(replace).toHaveBeenCalledTimes(1);
    expect(replace).toHaveBeenCalledWith('/login');
    act(() => {
      vi.advanceTimersByTime(LOGOUT_REDIRECT_DELAY_MS);
    });
    expect(reloadAtRoot).not.toHaveBeenCalled();
  });
});

describe('the request layer on other failures', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    toast.clear();
  });

  it('shows a business failure as a 10 s error toast with the server message', async () => {
    const error = vi.spyOn(toast, 'error');
    stubServer({
      'GET /api/share/param/paramList': {
        body: { code: 2000, success: false, msg: '参数读取失败', data: null },
      },
    });
    await expect(api.param.paramList()).rejects.toThrow('参数读取失败');
    expect(error).toHaveBeenCalledWith('参数读取失败');
  });

  it('shows an HTTP error without a body as the maintenance message for 5 s', async () => {
    const error = vi.spyOn(toast, 'error');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('', { status: 502 }))),
    );
    await expect(api.param.paramList()).rejects.toThrow();
    expect(error).toHaveBeenCalledWith(i18n.t('request.unavailable'), { duration: 5000 });
  });

  it('shows a network failure as 请求超时', async () => {
    const network = vi.spyOn(toast, 'network');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(api.param.paramList()).rejects.toThrow();
    expect(network).toHaveBeenCalledWith('请求超时');
  });
});
