import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DISPLAY_MODE_CONFIG_KEY,
  isDisplayMode,
  type DisplayMode,
  type MenuItem,
  type UserInfo,
  type WindowDefaults,
  type WorkMode,
} from '@ccms/api-client';
import { session } from '../../app/session';
import { api, quietApi } from '../../api/client';

/** Every query of the workspace starts with `workspace`. */
export const workspaceKeys = {
  all: ['workspace'] as const,
  workMode: ['workspace', 'workMode'] as const,
  workMenu: (ids: readonly string[]) => ['workspace', 'workMenu', ids] as const,
  defaults: ['workspace', 'defaults'] as const,
};

/** A user-config value parsed from its JSON text; undefined when missing or unreadable. */
export function readUserConfig(user: UserInfo | undefined, key: string): unknown {
  const text = user?.userConfig[key];
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The display mode the user last chose (saved as {"mode": …}); normal until they switch. */
export function readDisplayMode(user: UserInfo | undefined): DisplayMode {
  const saved = readUserConfig(user, DISPLAY_MODE_CONFIG_KEY);
  const mode =
    typeof saved === 'object' && saved !== null ? (saved as { mode?: unknown }).mode : saved;
  return isDisplayMode(mode) ? mode : 'normal';
}

export interface UserConfigChange {
  key: string;
  /** Saved as JSON text. */
  value: unknown;
}

/**
 * Saves one key of the user's own config. The server answers the whole map, which replaces the
 * user info's, so the shell and the home page follow without a reload. Failures are told by the
 * request layer and reject.
 */
export function useSaveUserConfig() {
  const queryClient = useQueryClient();
  return useMutation<Record<string, string>, unknown, UserConfigChange>({
    mutationFn: ({ key, value }) =>
      api.profile.updateUserConfig({ body: { key, value: JSON.stringify(value) } }),
    onSuccess: (userConfig) => {
      queryClient.setQueriesData<UserInfo>({ queryKey: ['userInfo'] }, (user) =>
        user ? { ...user, userConfig } : user,
      );
      const stored = session.getUserInfo();
      if (stored) session.updateUserInfo({ ...stored, userConfig });
    },
  });
}

/** The user's work-mode form (the company default until they save one) and the modules offered. */
export function useWorkMode(enabled = true) {
  return useQuery<{ workMode: WorkMode; modules: MenuItem[] }>({
    queryKey: workspaceKeys.workMode,
    queryFn: () => api.saas.workModeGet(),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** The user's menu kept to the work-mode left-nav ids (spec 000 §4). */
export function useWorkMenu(ids: readonly string[] | undefined) {
  return useQuery<MenuItem[]>({
    queryKey: workspaceKeys.workMenu(ids ?? []),
    queryFn: () => api.saas.workModeMenu({ body: [...(ids ?? [])] }),
    enabled: ids !== undefined,
    staleTime: 5 * 60_000,
  });
}

/**
 * The company's window defaults, for users without settings of their own. Quiet: when they cannot
 * be read the built-in defaults apply, which the user can do nothing about anyway.
 */
export function useWindowDefaults(enabled = true) {
  return useQuery<WindowDefaults>({
    queryKey: workspaceKeys.defaults,
    queryFn: () => quietApi.workspace.windowDefaults(),
    enabled,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
