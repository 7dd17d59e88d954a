import { act, screen, within } from '@testing-library/react';
import { toast } from '@ccms/ui';
import { session } from '../../app/session';
import { envelope, paramListAnswer, renderPortal, stubServer, zhangsan } from '../../app/testing';

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => {
    toast.clear();
    session.clear();
  });
});

describe('PersonInfoPage', () => {
  it('shows the 个人信息 of the personal centre as a page, with the staff fields to edit', async () => {
    stubServer({
      'GET /api/share/param/paramList': paramListAnswer({}),
      'GET /api/user/info': { body: envelope(zhangsan) },
    });
    session.signIn(zhangsan);
    await renderPortal('/main-page/personInfo');

    const main = await screen.findByRole('main', {});
    await within(main).findByRole('heading', { level: 1, name: '个人信息' });
    expect(within(main).getByText('zhangsan')).toBeInTheDocument();
    const form = within(main).getByRole('form', { name: '可修改的信息' });
    expect(within(form).getByLabelText('职务')).toHaveValue('造价工程师');
    expect(within(form).getByLabelText('工号')).toHaveValue('');
  });
});
