import { useUserInfo } from '../../../api/queries';

/**
 * Whether the signed-in user holds a permission (administrators hold all). Only for showing or
 * hiding controls: the server checks every call itself.
 */
export function useCan(permission: string): boolean {
  const { data: user } = useUserInfo();
  if (!user) return false;
  return user.isAdmin || user.permissions.includes(permission);
}
