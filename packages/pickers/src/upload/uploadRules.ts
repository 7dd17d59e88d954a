// The upload rules without React: which files may go, and how far an upload has come.

/** The allowed suffixes as the `file.suffix` parameter holds them ("jpg,png,pdf") or a list. */
export type AllowedSuffixes = string | readonly string[];

/** Why a file was refused before any request. */
export type FileRejectionReason = 'suffix' | 'size';

export interface FileRejection {
  file: File;
  reason: FileRejectionReason;
}

export interface FileRules {
  /** Lower-case suffixes without dots; empty allows every type. */
  suffixes: readonly string[];
  /** Megabytes (1 MB = 1024 × 1024 bytes, as the server counts); undefined for no limit. */
  maxSizeMb?: number | undefined;
}

/**
 * The allowed suffixes, lower-case and without dots: ".JPG, png；pdf" → ["jpg", "png", "pdf"].
 * Administrators type the parameter by hand, so any comma, semicolon, 、 or space separates.
 */
export function parseAllowedSuffixes(allowed: AllowedSuffixes | undefined): string[] {
  const parts = typeof allowed === 'string' ? allowed.split(/[\s,，;；、|]+/) : (allowed ?? []);
  const suffixes = parts.map((part) => part.trim().replace(/^\.+/, '').toLowerCase());
  return [...new Set(suffixes.filter((suffix) => suffix !== ''))];
}

/** The suffix of a file name, lower-case, without the dot; '' when it has none. */
export function fileSuffix(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 || dot === fileName.length - 1 ? '' : fileName.slice(dot + 1).toLowerCase();
}

export const BYTES_PER_MB = 1024 * 1024;

/** The first rule a file breaks, or undefined when it may be uploaded. Type before size. */
export function checkFile(file: File, rules: FileRules): FileRejectionReason | undefined {
  if (rules.suffixes.length > 0 && !rules.suffixes.includes(fileSuffix(file.name))) {
    return 'suffix';
  }
  if (rules.maxSizeMb !== undefined && file.size > rules.maxSizeMb * BYTES_PER_MB) return 'size';
  return undefined;
}

/** Splits chosen files into those that may be uploaded and those refused, each with its reason. */
export function screenFiles(
  files: readonly File[],
  rules: FileRules,
): { accepted: File[]; rejected: FileRejection[] } {
  const accepted: File[] = [];
  const rejected: FileRejection[] = [];
  for (const file of files) {
    const reason = checkFile(file, rules);
    if (reason) rejected.push({ file, reason });
    else accepted.push(file);
  }
  return { accepted, rejected };
}

/**
 * The spec's stand-in progress for a transport that reports none: 10 at once, then 30, 50 and
 * 80 after 3, 8 and 12 seconds; 100 only when the server answers.
 */
export const SIMULATED_PROGRESS_STEPS: readonly { afterMs: number; percent: number }[] = [
  { afterMs: 0, percent: 10 },
  { afterMs: 3000, percent: 30 },
  { afterMs: 8000, percent: 50 },
  { afterMs: 12000, percent: 80 },
];

/**
 * The percentage of a reported progress. It stops at 99: the last byte sent is not yet a file
 * stored, and 100 means the server has answered.
 */
export function progressPercent(loaded: number, total: number): number | undefined {
  if (!Number.isFinite(loaded) || !Number.isFinite(total) || total <= 0) return undefined;
  return Math.min(99, Math.max(0, Math.floor((loaded / total) * 100)));
}
