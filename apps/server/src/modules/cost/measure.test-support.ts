import { readFileSync, writeFileSync } from 'node:fs';

/**
 * Figures of one stretch of work for the measuring tests (`npm run bench -- cost-data`): wall
 * time, CPU time of this process (PGlite runs in it, so the database's work counts) and the peak
 * resident memory while it ran. On Linux the peak is exact: the kernel's high-water mark (VmHWM)
 * is reset before the work (`/proc/self/clear_refs`) and read after it; elsewhere it is the
 * process's peak so far (`peakIsLifetime`).
 */
export interface Measured<T> {
  result: T;
  wallMs: number;
  cpuMs: number;
  /** Resident memory when the work began, MB. */
  rssBeforeMb: number;
  /** Peak resident memory during the work, MB. */
  peakRssMb: number;
  peakIsLifetime: boolean;
}

const MB = 1024 * 1024;

function resetPeak(): boolean {
  try {
    writeFileSync('/proc/self/clear_refs', '5');
    return true;
  } catch {
    return false;
  }
}

function peakKb(): number | null {
  try {
    const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'));
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

export async function measure<T>(work: () => Promise<T> | T): Promise<Measured<T>> {
  const rssBeforeMb = process.memoryUsage().rss / MB;
  const reset = resetPeak();
  const cpu = process.cpuUsage();
  const started = performance.now();
  const result = await work();
  const wallMs = performance.now() - started;
  const used = process.cpuUsage(cpu);
  const kb = reset ? peakKb() : null;
  return {
    result,
    wallMs,
    cpuMs: (used.user + used.system) / 1000,
    rssBeforeMb,
    peakRssMb: kb === null ? process.resourceUsage().maxRSS / 1024 : kb / 1024,
    peakIsLifetime: kb === null,
  };
}

/** "1,234 ms (CPU 1,100 ms), peak RSS 312 MB" */
export function describeMeasured(figures: Measured<unknown>): string {
  const ms = (value: number) => `${Math.round(value).toLocaleString('en')} ms`;
  const peak = `${Math.round(figures.peakRssMb)} MB${figures.peakIsLifetime ? ' (process lifetime)' : ''}`;
  return `${ms(figures.wallMs)} (CPU ${ms(figures.cpuMs)}), peak RSS ${peak} (from ${Math.round(figures.rssBeforeMb)} MB)`;
}
