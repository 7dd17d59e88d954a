// Pure figures of the benchmarks: medians, percentiles, ratios and the printed table.

/**
 * The median of numbers (mean of the two middle ones for an even count); NaN when empty.
 * @param {readonly number[]} values
 * @returns {number}
 */
export function median(values) {
  return percentile(values, 50);
}

/**
 * The p-th percentile (0–100) by linear interpolation between closest ranks; NaN when empty.
 * @param {readonly number[]} values
 * @param {number} p
 * @returns {number}
 */
export function percentile(values, p) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const rank = (Math.min(100, Math.max(0, p)) / 100) * (sorted.length - 1);
  const lower = Math.floor(rank);
  const upper = Math.ceil(rank);
  return sorted[lower] + (sorted[upper] - sorted[lower]) * (rank - lower);
}

/**
 * ours / theirs, NaN when either is missing or theirs is zero.
 * @param {number} ours
 * @param {number} theirs
 * @returns {number}
 */
export function ratio(ours, theirs) {
  if (!Number.isFinite(ours) || !Number.isFinite(theirs) || theirs === 0) return Number.NaN;
  return ours / theirs;
}

/**
 * A figure with its unit, or "—" when it could not be measured.
 * @param {number} value
 * @param {'ms' | 'MB'} unit
 * @returns {string}
 */
export function formatFigure(value, unit) {
  if (!Number.isFinite(value)) return '—';
  if (unit === 'MB') return `${(value / 1024 / 1024).toFixed(1)} MB`;
  return `${value.toFixed(1)} ${unit}`;
}

/**
 * Rows of strings as a fixed-width text table, the first row being the header.
 * @param {readonly string[][]} rows
 * @returns {string}
 */
export function formatTable(rows) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  const line = (row) => row.map((cell, column) => cell.padEnd(widths[column])).join('  ');
  return [
    line(rows[0]),
    widths.map((width) => '─'.repeat(width)).join('  '),
    ...rows.slice(1).map(line),
  ].join('\n');
}
