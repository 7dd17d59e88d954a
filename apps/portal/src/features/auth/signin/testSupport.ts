import { act, screen } from '@testing-library/react';
import { toast } from '@ccms/ui';
import { session } from '../../../app/session';
import {
  envelope,
  paramListAnswer,
  renderPortal,
  stubServer,
  type ServerStub,
} from '../../../app/testing';

// Shared by the sign-in area's tests: the server's basic parameters and a page opened at a path.

export const SYSTEM_NAME = '测试造价平台';

export function signInServer(extra: ServerStub = {}, captchaEnabled = false) {
  return stubServer({
    'GET /api/share/param/paramList': paramListAnswer({
      'sys.name': SYSTEM_NAME,
      'captcha.enabled': String(captchaEnabled),
    }),
    ...extra,
  });
}

/** Opens a path and waits (generously: the first page of a file loads its modules) for a heading. */
export async function openAt(path: string, heading: string) {
  const view = await renderPortal(path);
  await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 10_000 });
  return view;
}

/** The JSON body of a stubbed call (the first by default). */
export function bodyOf(
  answer: { mock: { calls: unknown[][] } },
  call = 0,
): Record<string, unknown> {
  const init = answer.mock.calls[call]?.[0] as RequestInit | undefined;
  return JSON.parse(typeof init?.body === 'string' ? init.body : 'null') as Record<string, unknown>;
}

export const ok = (data: unknown = null) => ({ body: envelope(data) });
export const refused = (msg: string) => ({
  body: { code: 2000, success: false, msg, data: null },
});

export function resetSignInTest() {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  act(() => {
    toast.clear();
    session.clear();
  });
}
