import { screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../../../../../tooling/vitest/axe';
import { session } from '../../../app/session';
import { envelope, failure, sent, stubServer, type ServerStub } from '../../../app/testing';
import { cleanUpPage } from '../../admin/footprints/adminPageTesting';
import { renderFeature } from '../../profile/renderFeature';
import { process, wfUser, workflowServer } from '../workflowFixtures';
import { FocusToggle } from './FocusToggle';

vi.setConfig({ testTimeout: 120_000 });

const FOCUS = '/api/b/wf/focus';

afterEach(cleanUpPage);

async function open(focused: boolean, answer: ServerStub[string] = { body: envelope(null) }) {
  const fetchMock = stubServer(workflowServer(wfUser(), { [`POST ${FOCUS}`]: answer }));
  session.signIn(wfUser());
  const view = await renderFeature(
    <FocusToggle process={process({ focused })} />,
    '/flowhandle/flow-business/flow-business-common-form?procInstId=inst-1',
  );
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  return { fetchMock, user, ...view };
}

describe('关注 / 取消关注', () => {
  it('follows a flow not yet followed', async () => {
    const { user, fetchMock, container } = await open(false);
    const button = await screen.findByRole('button', { name: '关注' });
    await expectNoAxeViolations(container);
    await user.click(button);
    await waitFor(() =>
      expect(sent(fetchMock, 'POST', FOCUS)).toEqual([{ instanceId: 'inst-1', focus: true }]),
    );
    expect(await screen.findByText('已关注，可在“我的关注”中查看')).toBeInTheDocument();
  });

  it('unfollows a followed flow', async () => {
    const { user, fetchMock } = await open(true);
    await user.click(await screen.findByRole('button', { name: '取消关注' }));
    await waitFor(() =>
      expect(sent(fetchMock, 'POST', FOCUS)).toEqual([{ instanceId: 'inst-1', focus: false }]),
    );
    expect(await screen.findByText('已取消关注')).toBeInTheDocument();
  });

  it('shows the server’s refusal and no success', async () => {
    const { user } = await open(false, failure('无权访问'));
    await user.click(await screen.findByRole('button', { name: '关注' }));
    expect(await screen.findByText('无权访问')).toBeInTheDocument();
    expect(screen.queryByText('已关注，可在“我的关注”中查看')).toBeNull();
  });
});
