import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useUserInfo } from '../../api/queries';
import { findSystemEntry, pagesOf } from '../../shell/menu';
import { PageLoading } from '../../shell/PageLoading';

/** The area's first page when nothing better is known (spec 002 §2 "/sys-manager redirects to organization"). */
const DEFAULT_SYSTEM_PAGE = '/sys-manager/organization';

/** /sys-manager: goes to the first administration page this user may open. */
export default function SystemAreaIndex() {
  const { data: user } = useUserInfo();
  const navigate = useNavigate();
  const entry = user ? findSystemEntry(user.menuList) : undefined;
  const target = (entry && pagesOf(entry)[0]?.url) || DEFAULT_SYSTEM_PAGE;
  useEffect(() => {
    void navigate(target, { replace: true });
  }, [navigate, target]);
  return <PageLoading />;
}
