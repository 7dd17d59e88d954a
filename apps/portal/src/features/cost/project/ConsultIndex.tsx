import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { PageLoading } from '../../../shell/PageLoading';

/** /consult → /consult/list and /consult/detail → /consult/detail/project-info (spec 001 §2), query kept. */
export default function ConsultIndex() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const target = pathname.replace(/\/+$/, '').endsWith('/detail')
    ? `/consult/detail/project-info${search}`
    : `/consult/list${search}`;
  useEffect(() => {
    void navigate(target, { replace: true });
  }, [navigate, target]);
  return <PageLoading />;
}
