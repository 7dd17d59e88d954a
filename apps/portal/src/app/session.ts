import { useSyncExternalStore } from 'react';
import type { UserInfo } from '@ccms/api-client';

/** localStorage keys of the signed-in session (spec 000 §3, §4). */
/** index.html reads the token key too (its sign-in redirect before the app loads). */
const TOKEN_KEY = 'ccms.token';
const USER_INFO_KEY = 'ccms.userInfo';
/** Device preferences that outlive a session: logout keeps them (spec 000 §4, §9). */
export const PREFERENCE_KEYS = ['ccms.themeColor', 'ccms.appTheme', 'ccms.layoutMode'] as const;

export interface SessionState {
  token: string | null;
  userInfo: UserInfo | null;
}

const USER_INFO_TEXTS = [
  'authToken',
  'userId',
  'displayName',
  'name',
  'loginName',
  'roleName',
  'createTime',
  'companyId',
] as const;
const USER_INFO_OPTIONAL_TEXTS = [
  'phone',
  'deptId',
  'deptName',
  'no',
  'job',
  'email',
  'levelName',
  'memberFee',
  'beginDate',
  'endDate',
  'customerCode',
] as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Whether a stored user info still has the shape the portal reads (that of the contract's
 * userInfoSchema), checked without loading the contract's schemas on every page.
 */
function isUserInfo(value: unknown): value is UserInfo {
  if (!isRecord(value)) return false;
  const texts = USER_INFO_TEXTS.every((key) => typeof value[key] === 'string');
  const optionalTexts = USER_INFO_OPTIONAL_TEXTS.every(
    (key) => value[key] === null || typeof value[key] === 'string',
  );
  return (
    texts &&
    optionalTexts &&
    typeof value.isMember === 'boolean' &&
    typeof value.isAdmin === 'boolean' &&
    Array.isArray(value.permissions) &&
    value.permissions.every((permission) => typeof permission === 'string') &&
    isRecord(value.mySetting) &&
    typeof value.mySetting.projectNameRule === 'string' &&
    isRecord(value.userConfig) &&
    (value.customerInfo === null || isRecord(value.customerInfo)) &&
    Array.isArray(value.menuList)
  );
}

function readUserInfo(): UserInfo | null {
  const text = localStorage.getItem(USER_INFO_KEY);
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return isUserInfo(parsed) ? parsed : null;
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
