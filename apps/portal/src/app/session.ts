import { useSyncExternalStore } from 'react';
import { userInfoSchema, type UserInfo } from '@ccms/api-client';

/** localStorage keys of the signed-in session (spec 000 §3, §4). */
const TOKEN_KEY = 'ccms.token';
const USER_INFO_KEY = 'ccms.userInfo';
/** Device preferences that outlive a session: logout keeps them (spec 000 §4, §9). */
export const PREFERENCE_KEYS = ['ccms.themeColor', 'ccms.appTheme', 'ccms.layoutMode'] as const;

export interface SessionState {
  token: string | null;
  userInfo: UserInfo | null;
}

function readUserInfo(): UserInfo | null {
  const text = localStorage.getItem(USER_INFO_KEY);
  if (!text) return null;
  try {
    const parsed = userInfoSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function readState(): SessionState {
  return { token: localStorage.getItem(TOKEN_KEY), userInfo: readUserInfo() };
}

let state: SessionState = readState();
const listeners = new Set<() => void>();

function publish(): void {
  state = readState();
  for (const listener of listeners) listener();
}

// Another browser tab signing in or out changes this tab's session too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === TOKEN_KEY || event.key === USER_INFO_KEY) publish();
  });
}

export const session = {
  getToken: (): string | null => {
    return state.token;
  },
  getUserInfo: (): UserInfo | null => {
    return state.userInfo;
  },
  getState: (): SessionState => {
    return state;
  },
  /** After a successful login: the token and the user info are stored. */
  signIn: (userInfo: UserInfo): void => {
    localStorage.setItem(TOKEN_KEY, userInfo.authToken);
    localStorage.setItem(USER_INFO_KEY, JSON.stringify(userInfo));
    publish();
  },
  /** A fresher copy of the signed-in user (menu or permissions changed on the server). */
  updateUserInfo: (userInfo: UserInfo): void => {
    if (!state.token) return;
    localStorage.setItem(USER_INFO_KEY, JSON.stringify(userInfo));
    publish();
  },
  /** Front-end logout: the token and all stored data go, the device preferences stay. */
  clear: (): void => {
    const kept = PREFERENCE_KEYS.flatMap((key) => {
      const value = localStorage.getItem(key);
      return value === null ? [] : [[key, value] as const];
    });
    localStorage.clear();
    sessionStorage.clear();
    for (const [key, value] of kept) localStorage.setItem(key, value);
    publish();
  },
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useSession(): SessionState {
  return useSyncExternalStore(session.subscribe, session.getState, session.getState);
}
