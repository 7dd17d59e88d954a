import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { WaterMark } from '@ccms/api-client';
import { api } from '../api/client';

/** Spec 000 §9: the watermark loads 1 s after sign-in, so it never delays the first screen. */
export const WATERMARK_DELAY_MS = 1_000;

/** The signed-in user's watermark (parameters watermark.*), asked for 1 s after the shell shows. */
export function useWatermark(userId: string | undefined): WaterMark | undefined {
  const [due, setDue] = useState(false);
  useEffect(() => {
    if (!userId) return;
    const timer = setTimeout(() => setDue(true), WATERMARK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [userId]);
  const { data } = useQuery({
    queryKey: ['watermark', userId],
    queryFn: () => api.saas.desktopWaterMark(),
    enabled: due && userId !== undefined,
    staleTime: Infinity,
  });
  return data?.enabled ? data : undefined;
}
