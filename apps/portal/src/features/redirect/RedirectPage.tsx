import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { PageLoading } from '../../shell/PageLoading';

/**
 * Page refresh: visiting /redirect/x?q goes straight back to /x?q (replacing the history entry), so
 * the page at /x mounts afresh while the shell around it stays.
 */
export default function RedirectPage() {
  const { '*': rest = '' } = useParams();
  const { search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(`/${rest}${search}${hash}`, { replace: true });
  }, [navigate, rest, search, hash]);
  return <PageLoading />;
}
