import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../../../../../tooling/vitest/axe';
import { session } from '../../../app/session';
import { zhangsan } from '../../../app/testing';
import { bodyOf, ok, openAt, refused, resetSignInTest, signInServer } from './testSupport';

afterEach(resetSignInTest);

function signedIn() {
  act(() => session.signIn(zhangsan));
}

async function changePassword(user: ReturnType<typeof userEvent.setup>) {
  const form = within(screen.getByRole('form', { name: '修改密码' }));
  await user.type(form.getByLabelText('原密码'), 'Staff@123456');
  await user.type(form.getByLabelText('新密码'), 'NewPass#2026');
  await user.type(form.getByLabelText('确认新密码'), 'NewPass#2026');
  await user.click(form.getByRole('button', { name: '确认修改' }));
}

describe.each([
  ['/login/mod-password', '修改密码'],
  ['/login/set-password', '设置密码'],
])('%s', (path, title) => {
  it('asks a signed-out visitor to sign in first', async () => {
    signInServer();
    await openAt(path, title);
    expect(screen.getByText('请先登录后再修改密码。')).toBeVisible();
    expect(screen.getByRole('link', { name: '去登录' })).toHaveAttribute('href', '/login');
  });

  it('changes the password, says 恭喜，修改密码成功 and goes to /login', async () => {
    signedIn();
    const change = vi.fn(() => ok());
    const logout = vi.fn(() => ok());
    signInServer({ 'POST /api/modPassword': change, 'POST /api/logout': logout });
    const { router, container } = await openAt(path, title);
    await expectNoAxeViolations(container);
    const user = userEvent.setup();
    await changePassword(user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(bodyOf(change)).toMatchObject({
      oldPassword: 'Staff@123456',
      newPassword: 'NewPass#2026',
      repeatPassword: 'NewPass#2026',
    });
    expect(await screen.findByText('恭喜，修改密码成功')).toBeVisible();
    expect(session.getToken()).toBeNull();
  });
});

it('/login/mod-password shows the server message when the old password is wrong', async () => {
  signedIn();
  signInServer({ 'POST /api/modPassword': refused('原密码错误') });
  const { router } = await openAt('/login/mod-password', '修改密码');
  await changePassword(userEvent.setup());

  expect(
    await within(screen.getByRole('alert', { name: '错误通知' })).findByText('原密码错误'),
  ).toBeVisible();
  expect(router.state.location.pathname).toBe('/login/mod-password');
  expect(session.getToken()).toBe('token-zhangsan');
});
