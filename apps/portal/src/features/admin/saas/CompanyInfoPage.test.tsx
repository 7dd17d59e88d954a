import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expectNoAxeViolations } from '../../../../../../tooling/vitest/axe';
import { envelope, type ServerStub } from '../../../app/testing';
import { bodiesSentTo, requestsMade } from '../roles/roleFixtures';
import { companyInfo, userWith, openSaasPage, servePage, setUpPageTests } from './saasFixtures';

const INFO = 'GET /api/b/saas/company/info';
const SAVE = 'PUT /api/b/saas/company/info';

const editor = userWith('sys:company:view', 'sys:company:edit');

function serve(user = editor, extra: ServerStub = {}) {
  return servePage(user, {
    [INFO]: { body: envelope(companyInfo) },
    ...extra,
  });
}

async function openPage(waitForForm = true) {
  const view = await openSaasPage('/sys-manager/saas-admincompany-info', '企业信息');
  if (waitForForm) await screen.findByRole('textbox', { name: '企业名称' });
  return view;
}

const logoCard = (title: string) => screen.getByRole('listitem', { name: title });

setUpPageTests();

describe('CompanyInfoPage', { timeout: 90_000 }, () => {
  it('shows the company’s name, code, grade, contact and logo previews', async () => {
    serve();
    await openPage();

    expect(screen.getByRole('textbox', { name: '企业名称' })).toHaveValue('华信造价');
    expect(screen.getByRole('textbox', { name: '联系电话' })).toHaveValue('13800138000');
    expect(screen.getByText('huaxin')).toBeInTheDocument();
    expect(screen.getByText('基础版')).toBeInTheDocument();
    const preview = within(logoCard('登录页徽标')).getByRole('img', { name: '登录页徽标预览' });
    expect(preview.getAttribute('src')).toContain('fileId=f-logo-1');
    expect(within(logoCard('页面顶部徽标')).getByText('未设置')).toBeInTheDocument();
    await expectNoAxeViolations(screen.getByRole('main'));
  });

  it('refuses an empty name and a bad phone; saves the edits and a removed logo, then refreshes the header', async () => {
    const fetchStub = serve(editor, {
      [SAVE]: { body: envelope({ ...companyInfo, name: '华信工程咨询', logo: null }) },
    });
    const { user } = await openPage();

    const name = screen.getByRole('textbox', { name: '企业名称' });
    await user.clear(name);
    const phone = screen.getByRole('textbox', { name: '联系电话' });
    await user.clear(phone);
    await user.type(phone, '123');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(name).toHaveAccessibleDescription(/请输入企业名称/);
    expect(phone).toHaveAccessibleDescription('手机号码格式不正确');
    expect(bodiesSentTo(fetchStub, SAVE)).toEqual([]);

    await user.type(name, '华信工程咨询');
    await user.clear(phone);
    await user.click(within(logoCard('登录页徽标')).getByRole('button', { name: /移除/ }));
    expect(within(logoCard('登录页徽标')).getByText('未设置')).toBeInTheDocument();
    const userInfoCalls = requestsMade(fetchStub).filter((key) => key === 'GET /api/user/info');
    await user.click(screen.getByRole('button', { name: '保存' }));

    await waitFor(() =>
      expect(bodiesSentTo(fetchStub, SAVE)).toEqual([
        {
          name: '华信工程咨询',
          contactName: '李华',
          contactPhone: null,
          logoFileId: null,
          logo2FileId: null,
          logo3FileId: null,
        },
      ]),
    );
    expect(await screen.findByText('操作成功')).toBeInTheDocument();
    // The header reads the signed-in user and the basic parameters: both are asked again.
    await waitFor(() =>
      expect(
        requestsMade(fetchStub).filter((key) => key === 'GET /api/user/info').length,
      ).toBeGreaterThan(userInfoCalls.length),
    );
  });

  it('uploads a logo into its slot, previews it, and saves its attachment id', async () => {
    const fetchStub = serve(editor, { [SAVE]: { body: envelope(companyInfo) } });
    const sent: { url: string; fields: Record<string, unknown> }[] = [];
    /** The upload's XMLHttpRequest: the server stores the file as f-new-logo. */
    class FakeXhr {
      status = 0;
      statusText = '';
      responseText = '';
      timeout = 0;
      withCredentials = false;
      upload = { onprogress: null };
      onload: (() => void) | null = null;
      onerror = null;
      onabort = null;
      ontimeout = null;
      private url = '';
      open(_method: string, url: string) {
        this.url = url;
      }
      setRequestHeader() {}
      abort() {}
      send(body: FormData) {
        sent.push({ url: this.url, fields: Object.fromEntries(body.entries()) });
        setTimeout(() => {
          this.status = 200;
          this.responseText = JSON.stringify(envelope(['f-new-logo']));
          this.onload?.();
        }, 0);
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const { user } = await openPage();

    await user.click(within(logoCard('页面顶部徽标')).getByRole('button', { name: /上传/ }));
    const dialog = await screen.findByRole('dialog', { name: '上传页面顶部徽标' });
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
    const file = new File(['png'], 'header.png', { type: 'image/png' });
    fireEvent.change(input!, { target: { files: [file] } });
    await user.click(await within(dialog).findByRole('button', { name: '全部上传' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([
      {
        url: '/api/b/fileItem/upload',
        fields: expect.objectContaining({
          refModule: 'saas_company_logo',
          refRecordId: 'c-huaxin',
        }) as unknown,
      },
    ]);
    const preview = within(logoCard('页面顶部徽标')).getByRole('img', {
      name: '页面顶部徽标预览',
    });
    expect(preview.getAttribute('src')).toContain('fileId=f-new-logo');

    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(bodiesSentTo(fetchStub, SAVE)).toEqual([
        expect.objectContaining({ logoFileId: 'f-logo-1', logo2FileId: 'f-new-logo' }),
      ]),
    );
  });

  it('given only the view permission, shows the information without save or upload', async () => {
    serve(userWith('sys:company:view'));
    await openPage();

    expect(screen.getByText('您没有修改企业信息的权限，以下内容仅供查看。')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
    expect(screen.queryByRole('button', { name: /上传/ })).toBeNull();
    expect(screen.getByRole('textbox', { name: '企业名称' })).toHaveAttribute('readonly');
  });

  it('shows the server’s message when it refuses the page', async () => {
    serve(editor, {
      [INFO]: {
        status: 403,
        body: { code: 1403, success: false, msg: '没有权限执行此操作', data: null, httpCode: 403 },
      },
    });
    await openPage(false);

    const notice = await screen.findByRole('alert', { name: '无法打开此页面' });
    expect(notice).toHaveTextContent('没有权限执行此操作');
    expect(notice).not.toHaveTextContent('平台运营方');
  });
});
