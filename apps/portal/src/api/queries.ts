import { useQuery } from '@tanstack/react-query';
import { toBasicParams, type BasicParams, type UserInfo } from '@ccms/api-client';
import { session, useSession } from '../app/session';
import { api, quietApi } from './client';

export const queryKeys = {
  basicParams: ['basicParams'] as const,
  userInfo: (token: string | null) => ['userInfo', token] as const,
  /** Under `userInfo`, so whatever refreshes the user (企业信息 saved, reload) refreshes it too. */
  companyBrand: ['userInfo', 'companyBrand'] as const,
};

/** Basic parameters (branding, captcha switch…): loaded once, then cached (spec 000 §7.2). */
export function useBasicParams() {
  return useQuery<BasicParams>({
    queryKey: queryKeys.basicParams,
    queryFn: async () => toBasicParams(await api.param.paramList()),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

/** Text of a basic parameter, or the fallback while loading or when it is empty. */
export function paramText(params: BasicParams | undefined, key: string, fallback = ''): string {
  const value = params?.[key];
  return typeof value === 'string' && value !== '' ? value : fallback;
}

/**
 * The signed-in user. Starts from the stored copy so the shell renders at once, then asks the
 * server again: a revoked or expired token ends in the logged-out flow, a changed menu arrives.
 */
export function useUserInfo() {
  const { token, userInfo } = useSession();
  return useQuery<UserInfo>({
    queryKey: queryKeys.userInfo(token),
    queryFn: async () => {
      const fresh = await api.auth.userInfo();
      session.updateUserInfo(fresh);
      return fresh;
    },
    enabled: token !== null,
    initialData: userInfo ?? undefined,
    initialDataUpdatedAt: 0,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/**
 * The signed-in company's name and logos (header logo, home page's 企业品牌). Asked quietly: the
 * product's own logo stands in when it cannot be read.
 */
export function useCurrentCompanyBrand(enabled = true) {
  return useQuery({
    queryKey: queryKeys.companyBrand,
    queryFn: () => quietApi.saas.desktopCurCompanyLogo(),
    enabled,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
