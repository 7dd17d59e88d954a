// File sizes with base 1000 (spec: Bytes to YB).

const UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;

/**
 * A byte count in the largest unit that keeps it at least 1, with up to two decimals:
 * 0 → "0 Bytes", 1500 → "1.5 KB", 999999 → "1 MB". Negative or non-finite counts give ''.
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  let unit = 0;
  let amount = bytes;
  while (amount >= 1000 && unit < UNITS.length - 1) {
    amount /= 1000;
    unit++;
  }
  let rounded = Math.round(amount * 100) / 100;
  // 999.999 KB rounds to 1000 KB: say 1 MB instead.
  if (rounded >= 1000 && unit < UNITS.length - 1) {
    rounded = Math.round(rounded / 10) / 100;
    unit++;
  }
  return `${rounded} ${UNITS[unit]}`;
}
