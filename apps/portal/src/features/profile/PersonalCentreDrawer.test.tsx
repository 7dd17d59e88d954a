import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InvoiceInfo, UserInfo } from '@ccms/api-client';
import { toast } from '@ccms/ui';
import { expectNoAxeViolations } from '../../../../../tooling/vitest/axe';
import { session } from '../../app/session';
import {
  envelope,
  paramListAnswer,
  stubServer,
  zhangsan,
  type ServerStub,
} from '../../app/testing';
import { PersonalCentreDrawer, type PersonalCentreTab } from './PersonalCentreDrawer';
import { renderFeature } from './renderFeature';

// ---- Fixtures ------------------------------------------------------------------------------

const member: UserInfo = {
  ...zhangsan,
  userId: 'u-member',
  loginName: 'member01',
  name: '王会员',
  displayName: '王会员',
  phone: '13800000001',
  isMember: true,
  levelName: '黄金会员',
  memberFee: '999.00',
  beginDate: '2026-01-01',
  endDate: '2026-12-31',
};

const savedInvoice: InvoiceInfo = {
  invoicesType: 1,
  personName: null,
  companyName: null,
  honestyCode: null,
  email: null,
  registeredAddress: null,
  phone: null,
  bank: null,
  bankAccount: null,
  receiver: null,
  receiveAddress: null,
  createdBy: null,
  createdAt: '2026-01-01 00:00:00',
  updatedBy: null,
  updatedAt: '2026-01-01 00:00:00',
};

const ok = (data: unknown) => ({ body: envelope(data) });
/** Types by pasting: a user's keystrokes one by one make the tests slow and prove nothing more. */
async function fill(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}
const bodyOf = (call: { mock: { calls: unknown[][] } }, index = 0) =>
  JSON.parse((call.mock.calls[index]?.[0] as RequestInit).body as string) as unknown;

function serverFor(user: UserInfo, extra: ServerStub = {}) {
  return stubServer({
    'GET /api/share/param/paramList': paramListAnswer({ 'captcha.enabled': 'false' }),
    'GET /api/user/info': ok(user),
    'GET /api/b/user/setting/getUserSetting': ok({ projectNameRule: 'projectName' }),
    'GET /api/b/invoices/getmy': ok(savedInvoice),
    ...extra,
  });
}

async function openDrawer(user: UserInfo, initialTab?: PersonalCentreTab) {
  session.signIn(user);
  await renderFeature(
    <PersonalCentreDrawer isOpen onOpenChange={() => undefined} initialTab={initialTab} />,
  );
  return screen.findByRole('dialog', { name: '个人中心' });
}

const tabNames = (drawer: HTMLElement) =>
  within(drawer)
    .getAllByRole('tab')
    .map((tab) => tab.textContent);

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => {
    toast.clear();
    session.clear();
  });
});

// ---- Tabs ----------------------------------------------------------------------------------

describe('PersonalCentreDrawer tabs', () => {
  it('given a staff user, shows 个人信息, 修改密码 and 文件读取设置 but no 发票管理', async () => {
    serverFor(zhangsan);
    const drawer = await openDrawer(zhangsan);

    expect(tabNames(drawer)).toEqual(['个人信息', '修改密码', '文件读取设置']);
    expect(within(drawer).getByRole('tab', { name: '个人信息' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expectNoAxeViolations(drawer);
  });

  it('given a member, adds 发票管理 and opens on the tab asked for', async () => {
    serverFor(member);
    const drawer = await openDrawer(member, 'invoice');

    expect(tabNames(drawer)).toEqual(['个人信息', '修改密码', '发票管理', '文件读取设置']);
    expect(within(drawer).getByRole('tab', { name: '发票管理' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('given a staff user asked to open on 发票管理, opens on 个人信息 instead', async () => {
    serverFor(zhangsan);
    const drawer = await openDrawer(zhangsan, 'invoice');
    expect(within(drawer).getByRole('tab', { name: '个人信息' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});

// ---- 个人信息 --------------------------------------------------------------------------------

describe('个人信息', () => {
  it('given a staff user, saves job number, job and e-mail and refreshes the session user', async () => {
    const saved = { ...zhangsan, no: 'E-007', email: 'zhangsan@example.com' };
    const update = vi.fn((init: RequestInit | undefined) => (void init, ok(saved)));
    serverFor(zhangsan, { 'PUT /api/a/sys/user/updateLoginUser': update });
    const drawer = await openDrawer(zhangsan);
    const user = userEvent.setup();

    expect(within(drawer).getByText('造价一部')).toBeInTheDocument();
    await fill(user, within(drawer).getByLabelText('工号'), ' E-007 ');
    await fill(user, within(drawer).getByLabelText('邮箱'), 'not-an-email');
    await user.click(within(drawer).getByRole('button', { name: '保存' }));

    expect(within(drawer).getByLabelText('邮箱')).toHaveAccessibleDescription('邮箱格式不正确');
    expect(update).not.toHaveBeenCalled();

    await user.clear(within(drawer).getByLabelText('邮箱'));
    await fill(user, within(drawer).getByLabelText('邮箱'), 'zhangsan@example.com');
    await user.click(within(drawer).getByRole('button', { name: '保存' }));

    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(bodyOf(update)).toEqual({
      loginName: 'zhangsan',
      no: 'E-007',
      job: '造价工程师',
      email: 'zhangsan@example.com',
    });
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(session.getUserInfo()?.email).toBe('zhangsan@example.com');
  });

  it('given a member, shows the membership and renames through the member endpoint', async () => {
    const rename = vi.fn(() => ok({ ...member, name: '王小会' }));
    serverFor(member, {
      [`PUT /api/b/member/modName/u-member/${encodeURIComponent('王小会')}`]: rename,
    });
    const drawer = await openDrawer(member);
    const user = userEvent.setup();

    expect(within(drawer).getByText('黄金会员')).toBeInTheDocument();
    expect(within(drawer).queryByLabelText('工号')).not.toBeInTheDocument();
    const name = within(drawer).getByLabelText('会员姓名');
    await user.clear(name);
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    expect(name).toHaveAccessibleDescription('会员姓名不能为空！');
    expect(rename).not.toHaveBeenCalled();

    await fill(user, name, '王小会');
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(rename).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(session.getUserInfo()?.name).toBe('王小会'));
  });
});

// ---- 修改密码 --------------------------------------------------------------------------------

describe('修改密码', () => {
  async function openPasswordTab(extra: ServerStub = {}) {
    serverFor(zhangsan, extra);
    const drawer = await openDrawer(zhangsan, 'password');
    return within(await within(drawer).findByRole('form', { name: '修改密码' }));
  }

  it('refuses empty fields, a weak password and a different repeat before sending', async () => {
    const change = vi.fn(() => ok(null));
    const form = await openPasswordTab({ 'POST /api/modPassword': change });
    const user = userEvent.setup();

    await user.click(form.getByRole('button', { name: '确认修改' }));
    expect(form.getByLabelText('原密码')).toHaveAccessibleDescription('请输入原密码');
    expect(form.getByLabelText('新密码')).toHaveAccessibleDescription(
      /请输入新密码$/, // after the policy hint
    );
    expect(form.getByLabelText('确认新密码')).toHaveAccessibleDescription('请再次输入新密码');
    expect(form.getByLabelText('原密码')).toHaveFocus();

    await fill(user, form.getByLabelText('新密码'), 'abcdefgh');
    await fill(user, form.getByLabelText('确认新密码'), 'abcdefgX');
    await user.tab();
    expect(form.getByLabelText('新密码')).toHaveAccessibleDescription(
      expect.stringContaining('至少包括字母、数字、特殊字符任意2种且不少于8个字符'),
    );
    expect(form.getByLabelText('确认新密码')).toHaveAccessibleDescription('两次输入密码不一致');
    expect(change).not.toHaveBeenCalled();
  });

  it('sends the form, says 恭喜，修改密码成功 and signs out to the login page', async () => {
    const change = vi.fn((init: RequestInit | undefined) => (void init, ok(null)));
    const logout = vi.fn(() => ok(null));
    const form = await openPasswordTab({
      'POST /api/modPassword': change,
      'POST /api/logout': logout,
    });
    const user = userEvent.setup();

    await fill(user, form.getByLabelText('原密码'), 'Staff@123456');
    await fill(user, form.getByLabelText('新密码'), 'NewPass#2026');
    await fill(user, form.getByLabelText('确认新密码'), 'NewPass#2026');
    await user.click(form.getByRole('button', { name: '确认修改' }));

    await waitFor(() => expect(change).toHaveBeenCalledTimes(1));
    expect(bodyOf(change)).toEqual({
      oldPassword: 'Staff@123456',
      newPassword: 'NewPass#2026',
      repeatPassword: 'NewPass#2026',
      captcha: '',
    });
    expect(await screen.findByText('恭喜，修改密码成功')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
    expect(logout).toHaveBeenCalledTimes(1);
    expect(session.getToken()).toBeNull();
  });

  it('given the captcha is on, requires it and sends it trimmed', async () => {
    const change = vi.fn((init: RequestInit | undefined) => (void init, ok(null)));
    serverFor(zhangsan, {
      'GET /api/share/param/paramList': paramListAnswer({ 'captcha.enabled': 'true' }),
      'POST /api/modPassword': change,
      'POST /api/logout': ok(null),
    });
    const drawer = await openDrawer(zhangsan, 'password');
    const user = userEvent.setup();
    const captcha = await within(drawer).findByLabelText('验证码');

    await fill(user, within(drawer).getByLabelText('原密码'), 'Staff@123456');
    await fill(user, within(drawer).getByLabelText('新密码'), 'NewPass#2026');
    await fill(user, within(drawer).getByLabelText('确认新密码'), 'NewPass#2026');
    await user.click(within(drawer).getByRole('button', { name: '确认修改' }));
    expect(captcha).toHaveAccessibleDescription('请图形验证码');

    await fill(user, captcha, ' ab12c ');
    await user.click(within(drawer).getByRole('button', { name: '确认修改' }));
    await waitFor(() => expect(change).toHaveBeenCalledTimes(1));
    expect(bodyOf(change)).toMatchObject({ captcha: 'ab12c' });
  });
});

// ---- 发票管理 --------------------------------------------------------------------------------

describe('发票管理', () => {
  async function openInvoiceTab(extra: ServerStub = {}) {
    serverFor(member, extra);
    const drawer = await openDrawer(member, 'invoice');
    return within(await within(drawer).findByRole('form', { name: '发票管理' }));
  }

  it('given a personal invoice, requires name, company name, credit code and e-mail', async () => {
    const save = vi.fn(() => ok(savedInvoice));
    const form = await openInvoiceTab({ 'POST /api/b/invoices/savemy': save });
    const user = userEvent.setup();

    expect(form.getByRole('radio', { name: '电子普通发票' })).toBeChecked();
    expect(form.getByText(/约 7 个工作日/)).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: '保存' }));

    expect(form.getByLabelText('姓名')).toHaveAccessibleDescription('请输入姓名');
    expect(form.getByLabelText('公司名称')).toHaveAccessibleDescription('请输入公司名称');
    expect(form.getByLabelText('信用代码')).toHaveAccessibleDescription(/请输入信用代码$/);
    expect(form.getByLabelText('邮箱')).toHaveAccessibleDescription('请输入邮箱');
    expect(form.queryByLabelText('开户银行')).not.toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it('given a VAT invoice, requires its eight fields and sends exactly them', async () => {
    const save = vi.fn((init: RequestInit | undefined) => (void init, ok(savedInvoice)));
    const form = await openInvoiceTab({ 'POST /api/b/invoices/savemy': save });
    const user = userEvent.setup();

    await user.click(form.getByRole('radio', { name: '增值税专用发票' }));
    await user.click(form.getByRole('button', { name: '保存' }));
    const messages: [string, string | RegExp][] = [
      ['单位名称', '请输入单位名称'],
      ['信用代码', /请输入信用代码$/],
      ['注册地址', '请输入注册地址'],
      ['电话', '请输入电话'],
      ['开户银行', '请输入开户银行'],
      ['银行账号', '请输入银行账号'],
      ['收件人', '请输入收件人'],
      ['收件地址', '请输入收件地址'],
    ];
    for (const [label, message] of messages)
      expect(form.getByLabelText(label)).toHaveAccessibleDescription(message);
    expect(form.queryByLabelText('姓名')).not.toBeInTheDocument();

    await fill(user, form.getByLabelText('单位名称'), '示例造价咨询有限公司');
    await fill(user, form.getByLabelText('信用代码'), '91110000abcdefgh1x');
    await fill(user, form.getByLabelText('注册地址'), '北京市海淀区示例路 1 号');
    await fill(user, form.getByLabelText('电话'), '010-88886666');
    await fill(user, form.getByLabelText('开户银行'), '示例银行海淀支行');
    await fill(user, form.getByLabelText('银行账号'), '6222 0000 1111');
    await fill(user, form.getByLabelText('收件人'), '李会计');
    await fill(user, form.getByLabelText('收件地址'), '北京市海淀区示例路 1 号 5 层');
    await user.click(form.getByRole('button', { name: '保存' }));

    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(bodyOf(save)).toEqual({
      invoicesType: 2,
      companyName: '示例造价咨询有限公司',
      honestyCode: '91110000abcdefgh1x',
      registeredAddress: '北京市海淀区示例路 1 号',
      phone: '010-88886666',
      bank: '示例银行海淀支行',
      bankAccount: '6222 0000 1111',
      receiver: '李会计',
      receiveAddress: '北京市海淀区示例路 1 号 5 层',
    });
  });

  it('refuses a malformed credit code with the contract message', async () => {
    const form = await openInvoiceTab();
    const user = userEvent.setup();
    await fill(user, form.getByLabelText('信用代码'), '12-34');
    await user.tab();
    expect(form.getByLabelText('信用代码')).toHaveAccessibleDescription(/信用代码格式不正确$/);
  });
});

// ---- 文件读取设置 ----------------------------------------------------------------------------

describe('文件读取设置', () => {
  it('saves the chosen project-name rule at once', async () => {
    const save = vi.fn(
      (init: RequestInit | undefined) => (void init, ok({ projectNameRule: 'fileName' })),
    );
    serverFor(zhangsan, { 'POST /api/b/user/setting/addUserSetting': save });
    const drawer = await openDrawer(zhangsan, 'fileSetting');
    const user = userEvent.setup();

    const fromContent = await within(drawer).findByRole('radio', {
      name: '读取计价文件中的项目名称',
    });
    expect(fromContent).toBeChecked();
    await user.click(within(drawer).getByRole('radio', { name: '读取文件名称' }));

    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(bodyOf(save)).toEqual({ projectNameRule: 'fileName' });
    expect(await screen.findByText('设置成功')).toBeInTheDocument();
    expect(within(drawer).getByRole('radio', { name: '读取文件名称' })).toBeChecked();
  });
});
