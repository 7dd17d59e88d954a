import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { UserInfo } from '@ccms/api-client';
import type { ReactElement } from 'react';
import { session } from '../../../app/session';
import { renderFeature } from '../../profile/renderFeature';

/**
 * Test support for the panels other pages embed (the fee table, the quality tab): the panel
 * alone in a <main> with the portal's providers, signed in. Mounting the whole project page
 * would make these tests depend on its tree and tabs.
 */
export async function renderPanel(ui: ReactElement, signedIn: UserInfo) {
  session.signIn(signedIn);
  const view = await renderFeature(<main>{ui}</main>);
  // Nothing here turns pointer events off; the check is slow in jsdom.
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  return { ...view, user };
}
