import { useEffect, useState } from 'react';

/** Seconds before another SMS code may be asked for (the server allows one per phone per 60 s). */
export const SMS_RESEND_SECONDS = 60;

/** A countdown in whole seconds from `start` to 0, read from the clock once a second. */
export function useCountdown() {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [now, setNow] = useState(0);
  useEffect(() => {
    if (endsAt === null) return;
    const timer = setInterval(() => {
      const moment = Date.now();
      setNow(moment);
      if (moment >= endsAt) setEndsAt(null);
    }, 1000);
    return () => clearInterval(timer);
  }, [endsAt]);
  const seconds = endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000));
  const start = (from: number = SMS_RESEND_SECONDS) => {
    const moment = Date.now();
    setNow(moment);
    setEndsAt(moment + from * 1000);
  };
  return { seconds, start };
}
