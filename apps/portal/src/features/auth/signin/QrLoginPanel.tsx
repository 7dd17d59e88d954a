import { useQuery } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { QrCodeStatus, UserInfo } from '@ccms/api-client';
import { Button, Spinner } from '@ccms/ui';
import { api, quietApi } from '../../../api/client';
import { StatusPanel } from './signin.styles';
import { useCompleteSignIn } from './useCompleteSignIn';

/** How often the waiting page asks about its QR sign-in (not in the spec). */
export const QR_POLL_MS = 2_000;
const QR_SIZE = 180;

const Frame = styled.div`
  position: relative;
  width: ${QR_SIZE}px;
  height: ${QR_SIZE}px;
  border: 1px solid ${({ theme }) => theme.colors.border.light};
  border-radius: ${({ theme }) => theme.radius.base};
  display: flex;
  align-items: center;
  justify-content: center;

  img {
    width: 100%;
    height: 100%;
  }
`;

/** Covers a QR image that no longer works, with the way to a new one. */
const Veil = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing.sm};
  background: rgba(255, 255, 255, 0.94);
  color: ${({ theme }) => theme.colors.text.primary};
`;

interface QrState {
  status: QrCodeStatus;
  scannedBy: string | null;
}
const WAITING: QrState = { status: 'waiting', scannedBy: null };

/**
 * 扫码登录 (spec 000 §7.1): shows the QR code of /login/qrCode and polls /login/codeStatus until
 * the phone app confirms (then signs in), cancels, or the code expires (a new one on request).
 * Loaded only when its tab is chosen.
 */
export default function QrLoginPanel() {
  const { t } = useTranslation();
  const completeSignIn = useCompleteSignIn();
  const signIn = useEffectEvent((user: UserInfo) => completeSignIn(user));
  const [generation, setGeneration] = useState(0);
  const [state, setState] = useState<QrState>(WAITING);
  const qr = useQuery({
    queryKey: ['signin', 'qrCode', generation],
    queryFn: () => api.auth.qrCode(),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });

  const code = qr.data?.code;
  const expiresIn = qr.data?.expiresIn;
  useEffect(() => {
    if (!code || expiresIn === undefined) return;
    let stopped = false;
    let poll: ReturnType<typeof setTimeout> | undefined;
    let expiry: ReturnType<typeof setTimeout> | undefined = undefined;
    const stop = () => {
      stopped = true;
      clearTimeout(poll);
      clearTimeout(expiry);
    };
    expiry = setTimeout(() => {
      stop();
      setState((current) => ({ ...current, status: 'expired' }));
    }, expiresIn * 1000);
    const ask = async () => {
      try {
        const answer = await quietApi.auth.codeStatus({ body: { code } });
        if (stopped) return;
        if (answer.status === 'confirmed' && answer.userInfo) {
          stop();
          setState({ status: 'confirmed', scannedBy: answer.scannedBy });
          await signIn(answer.userInfo);
          return;
        }
        setState({ status: answer.status, scannedBy: answer.scannedBy });
        if (answer.status === 'expired' || answer.status === 'cancelled') {
          stop();
          return;
        }
      } catch {
        // A failed poll is silent (spec 000 §8); the next one tries again until the code expires.
        if (stopped) return;
      }
      poll = setTimeout(() => void ask(), QR_POLL_MS);
    };
    poll = setTimeout(() => void ask(), QR_POLL_MS);
    return stop;
  }, [code, expiresIn]);

  const refresh = () => {
    setState(WAITING);
    setGeneration((current) => current + 1);
  };

  const dead = state.status === 'expired' || state.status === 'cancelled';
  let message: string;
  if (qr.isPending) message = t('signin.qr.loading');
  else if (qr.isError) message = t('signin.qr.failed');
  else if (state.status === 'scanned')
    message = state.scannedBy
      ? t('signin.qr.scanned', { name: state.scannedBy })
      : t('signin.qr.scannedAnonymous');
  else if (state.status === 'confirmed') message = t('signin.qr.confirmed');
  else if (state.status === 'expired') message = t('signin.qr.expired');
  else if (state.status === 'cancelled') message = t('signin.qr.cancelled');
  else message = t('signin.qr.waiting');

  return (
    <StatusPanel>
      <Frame>
        {qr.data ? (
          <img src={qr.data.qrImage} alt={t('signin.qr.label')} width={QR_SIZE} height={QR_SIZE} />
        ) : qr.isPending ? (
          <Spinner size={24} />
        ) : null}
        {dead || qr.isError ? (
          <Veil>
            <Button variant="primary" size="medium" onPress={refresh}>
              {t('signin.qr.refresh')}
            </Button>
          </Veil>
        ) : null}
      </Frame>
      <p role="status">{message}</p>
    </StatusPanel>
  );
}
