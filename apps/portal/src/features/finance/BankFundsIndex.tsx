import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { PageLoading } from '../../shell/PageLoading';

/**
 * /bank-funds → /bank-funds/list and /bank-funds/subscription-list → /bank-subscription/list
 * (spec 001 §2), query kept.
 */
export default function BankFundsIndex() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const target = pathname.replace(/\/+$/, '').endsWith('/subscription-list')
    ? `/bank-subscription/list${search}`
    : `/bank-funds/list${search}`;
  useEffect(() => {
    void navigate(target, { replace: true });
  }, [navigate, target]);
  return <PageLoading />;
}
