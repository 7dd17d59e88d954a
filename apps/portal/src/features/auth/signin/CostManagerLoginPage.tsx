import { useTranslation } from 'react-i18next';
import { StaffLoginScreen } from './StaffLoginScreen';

/** /cost-manager-login: the staff sign-in under the cost-management title, its pages beneath it. */
export default function CostManagerLoginPage() {
  const { t } = useTranslation();
  return (
    <StaffLoginScreen base="/cost-manager-login" subtitle={t('signin.route.costManagerLogin')} />
  );
}
