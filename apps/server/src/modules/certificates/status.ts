import { CERTIFICATE_WARNING_DAYS, type CertificateStatus } from '@ccms/api-client';

/** Whole days from `from` to `to` (both "YYYY-MM-DD"). */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** The day `days` after `day` ("YYYY-MM-DD"). */
export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A certificate's status on `today`: without an expiry it stays valid; past its last valid day it
 * is expired; within CERTIFICATE_WARNING_DAYS of it (the last day included) it is expiring.
 */
export function certificateStatus(
  validUntil: string | null,
  today: string,
): { status: CertificateStatus; daysLeft: number | null } {
  if (!validUntil) return { status: 'valid', daysLeft: null };
  const daysLeft = daysBetween(today, validUntil);
  if (daysLeft < 0) return { status: 'expired', daysLeft };
  if (daysLeft <= CERTIFICATE_WARNING_DAYS) return { status: 'expiring', daysLeft };
  return { status: 'valid', daysLeft };
}
