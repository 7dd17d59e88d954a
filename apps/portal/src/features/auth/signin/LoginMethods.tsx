import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner, Tabs, type TabItem } from '@ccms/ui';
import type { SmsLoginPanelProps } from './SmsLoginPanel';

// The SMS and QR sign-ins load when their tab is chosen: /login's first load stays small.
const SmsLoginPanel = lazy(() => import('./SmsLoginPanel'));
const QrLoginPanel = lazy(() => import('./QrLoginPanel'));

type Method = 'account' | 'sms' | 'qr';

interface LoginMethodsProps {
  /** The 账号登录 tab's form. */
  account: ReactNode;
  /** What the 短信登录 tab signs in to (a SaaS company), if anything beyond /login/sms. */
  sms?: SmsLoginPanelProps;
  /** Whether the 扫码登录 tab is offered (the QR sign-in knows no company). */
  qr?: boolean;
}

/** The sign-in methods as tabs (spec 000 §2.2): account and password, text message, QR code. */
export function LoginMethods({ account, sms = {}, qr = true }: LoginMethodsProps) {
  const { t } = useTranslation();
  const [method, setMethod] = useState<Method>('account');
  const loading = <Spinner label={t('signin.methods.loading')} />;
  const items: TabItem[] = [
    { key: 'account', title: t('signin.methods.account'), closable: false, content: account },
    {
      key: 'sms',
      title: t('signin.methods.sms'),
      closable: false,
      content: (
        <Suspense fallback={loading}>
          <SmsLoginPanel {...sms} />
        </Suspense>
      ),
    },
  ];
  if (qr) {
    items.push({
      key: 'qr',
      title: t('signin.methods.qr'),
      closable: false,
      content: (
        <Suspense fallback={loading}>
          <QrLoginPanel />
        </Suspense>
      ),
    });
  }
  return (
    <Tabs
      aria-label={t('signin.methods.label')}
      items={items}
      selectedKey={method}
      onSelectionChange={(key) => setMethod(key as Method)}
      size="medium"
    />
  );
}
