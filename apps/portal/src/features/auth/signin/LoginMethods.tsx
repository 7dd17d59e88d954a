import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@ccms/ui';
import { MethodRadio, MethodSwitch } from './signin.styles';
import type { SmsLoginPanelProps } from './SmsLoginPanel';

// The SMS and QR sign-ins load when chosen: /login's first load stays small.
const SmsLoginPanel = lazy(() => import('./SmsLoginPanel'));
const QrLoginPanel = lazy(() => import('./QrLoginPanel'));

type Method = 'account' | 'sms' | 'qr';

interface LoginMethodsProps {
  /** The 账号登录 form. */
  account: ReactNode;
  /** What the 短信登录 method signs in to (a SaaS company), if anything beyond /login/sms. */
  sms?: SmsLoginPanelProps;
  /** Whether 扫码登录 is offered (the QR sign-in knows no company). */
  qr?: boolean;
}

/**
 * The sign-in methods (spec 000 §2.2): account and password, text message, QR code. A radio group
 * (one tab stop, arrow keys move between the methods) chooses the method shown beneath it; the
 * section is named after the chosen method. Lighter than a tab list, whose collection machinery
 * would double the first load of /login.
 */
export function LoginMethods({ account, sms = {}, qr = true }: LoginMethodsProps) {
  const { t } = useTranslation();
  const [method, setMethod] = useState<Method>('account');
  const sectionId = useId();
  const loading = <Spinner label={t('signin.methods.loading')} />;
  const methods: { key: Method; title: string }[] = [
    { key: 'account', title: t('signin.methods.account') },
    { key: 'sms', title: t('signin.methods.sms') },
  ];
  if (qr) methods.push({ key: 'qr', title: t('signin.methods.qr') });
  const chosen = methods.find((entry) => entry.key === method) ?? methods[0]!;
  return (
    <>
      <MethodSwitch
        label={<span className="visually-hidden">{t('signin.methods.label')}</span>}
        orientation="horizontal"
        value={method}
        onChange={(value) => setMethod(value as Method)}
      >
        {methods.map((entry) => (
          <MethodRadio key={entry.key} value={entry.key}>
            {entry.title}
          </MethodRadio>
        ))}
      </MethodSwitch>
      <section id={sectionId} aria-label={chosen.title}>
        {method === 'account' ? (
          account
        ) : (
          <Suspense fallback={loading}>
            {method === 'sms' ? <SmsLoginPanel {...sms} /> : <QrLoginPanel />}
          </Suspense>
        )}
      </section>
    </>
  );
}
