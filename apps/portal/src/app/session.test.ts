import { session } from './session';
import { zhangsan } from './testing';

afterEach(() => {
  localStorage.clear();
  session.clear();
});

describe('the session store', () => {
  it('after sign-in, holds the token and the user info', () => {
    session.signIn(zhangsan);
    expect(session.getToken()).toBe('token-zhangsan');
    expect(session.getUserInfo()?.displayName).toBe('张三');
  });

  it('on logout, clears the token and stored data but keeps the theme colour', () => {
    localStorage.setItem('ccms.themeColor', '#097fd6');
    sessionStorage.setItem('procInstId', '42');
    session.signIn(zhangsan);
    localStorage.setItem('ccms.formDraft', '{}');

    session.clear();

    expect(session.getToken()).toBeNull();
    expect(session.getUserInfo()).toBeNull();
    expect(localStorage.getItem('ccms.formDraft')).toBeNull();
    expect(sessionStorage.getItem('procInstId')).toBeNull();
    expect(localStorage.getItem('ccms.themeColor')).toBe('#097fd6');
  });

  it('tells subscribers about changes', () => {
    const listener = vi.fn();
    const unsubscribe = session.subscribe(listener);
    session.signIn(zhangsan);
    session.clear();
    unsubscribe();
    session.signIn(zhangsan);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('ignores a stored user info that no longer has the expected shape', () => {
    localStorage.setItem('ccms.token', 't');
    localStorage.setItem('ccms.userInfo', JSON.stringify({ displayName: 'old shape' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'ccms.userInfo' }));
    expect(session.getToken()).toBe('t');
    expect(session.getUserInfo()).toBeNull();
  });
});
