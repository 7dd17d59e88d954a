import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../../../../../tooling/vitest/axe';
import { session } from '../../../app/session';
import { envelope, zhangsan } from '../../../app/testing';
import { missingProfileFields } from './SelfInfoPage';
import { bodyOf, ok, openAt, refused, resetSignInTest, signInServer } from './testSupport';

afterEach(resetSignInTest);

const userInfo = { 'GET /api/user/info': { body: envelope(zhangsan) } };

describe('SelfInfoPage', () => {
  it('knows which profile fields are missing', () => {
    expect(missingProfileFields(zhangsan)).toEqual(['no', 'email']);
    expect(missingProfileFields({ ...zhangsan, no: 'E01', email: 'a@b.cn' })).toEqual([]);
  });

  it('asks only for the missing fields and saves them, then goes on', async () => {
    act(() => session.signIn(zhangsan));
    const save = vi.fn(() => ok({ ...zhangsan, no: 'E007', email: 'zs@example.cn' }));
    signInServer({ ...userInfo, 'PUT /api/a/sys/user/updateLoginUser': save });
    const { router, container } = await openAt(
      `/login/self-info?redirect=${encodeURIComponent('/main-page/cost-data')}`,
      '完善个人信息',
    );
    expect(screen.getByLabelText('工号')).toBeInTheDocument();
    expect(screen.getByLabelText('电子邮箱')).toBeInTheDocument();
    // 张三 has a job already.
    expect(screen.queryByLabelText('职务')).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('电子邮箱'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: '保存并进入系统' }));
    expect(screen.getByLabelText('电子邮箱')).toHaveAccessibleDescription('请输入正确的电子邮箱');
    expect(save).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('电子邮箱'));
    await user.type(screen.getByLabelText('电子邮箱'), 'zs@example.cn');
    await user.type(screen.getByLabelText('工号'), 'E007');
    await user.click(screen.getByRole('button', { name: '保存并进入系统' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/main-page/cost-data'));
    expect(bodyOf(save)).toEqual({
      loginName: 'zhangsan',
      no: 'E007',
      job: '造价工程师',
      email: 'zs@example.cn',
    });
    expect(session.getUserInfo()?.email).toBe('zs@example.cn');
  });

  it('shows the server message when saving fails, and 暂不填写 goes on without saving', async () => {
    act(() => session.signIn(zhangsan));
    const save = vi.fn(() => refused('电子邮箱格式不正确'));
    signInServer({ ...userInfo, 'PUT /api/a/sys/user/updateLoginUser': save });
    const { router } = await openAt('/login/self-info', '完善个人信息');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('工号'), 'E007');
    await user.click(screen.getByRole('button', { name: '保存并进入系统' }));
    expect(
      await within(screen.getByRole('alert', { name: '错误通知' })).findByText(
        '电子邮箱格式不正确',
      ),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: '暂不填写' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/main-page'));
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('asks a signed-out visitor to sign in first', async () => {
    signInServer();
    await openAt('/login/self-info', '完善个人信息');
    expect(screen.getByText('请先登录后再完善个人信息。')).toBeVisible();
  });
});
