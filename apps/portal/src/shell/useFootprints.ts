import type { MenuItem } from '@ccms/api-client';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { quietApi } from '../api/client';
import { findMenuByUrl } from './menu';

/**
 * Records a footprint (我的足迹) each time the user opens a page of their menu. The server folds
 * repeated visits within 30 minutes into one; a failure is not the user's concern and stays silent.
 */
export function useFootprints(menuList: readonly MenuItem[] | undefined): void {
  const { pathname } = useLocation();
  const menu = menuList ? findMenuByUrl(menuList, pathname) : undefined;
  const menuName = menu?.name;
  useEffect(() => {
    if (!menuName) return;
    quietApi.footprint.footprintSave({ body: { menuName } }).catch(() => undefined);
  }, [pathname, menuName]);
}
