import type { ColumnMapping, ImportField } from './importTypes';

/** How a column found its field: by the field's name or key, by an alias, or chosen by hand. */
export type ColumnMatchKind = 'name' | 'alias' | 'manual';

export interface ColumnMatch {
  /** The field key, or null when the column is ignored. */
  field: string | null;
  by: ColumnMatchKind | null;
}

const REQUIRED_MARK = /^[*＊]+|[*＊]+$/g;
const BRACKETED = /[(（[【].*?[)）\]】]/g;

/**
 * A header as compared: full-width folded to half-width (NFKC), lower case, without spaces,
 * required marks (`*姓名`) or a trailing colon.
 */
export function normaliseHeader(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\s+/g, '')
    .replace(REQUIRED_MARK, '')
    .replace(/[:：]$/, '');
}

/** The names a field answers to, normalised: label and key first, then aliases. */
function fieldNames(field: ImportField): { names: Set<string>; aliases: Set<string> } {
  return {
    names: new Set([normaliseHeader(field.label), normaliseHeader(field.key)]),
    aliases: new Set((field.aliases ?? []).map(normaliseHeader)),
  };
}

/** A header and, when it carries a unit in brackets (`金额（元）`), the header without it. */
function headerForms(header: string): string[] {
  const exact = normaliseHeader(header);
  const bare = exact.replace(BRACKETED, '');
  return bare !== exact && bare !== '' ? [exact, bare] : [exact];
}

/**
 * Matches each column to a field: by normalised name first, then by alias; a field takes the
 * first column that matches it, and unmatched columns are ignored (null).
 */
export function matchColumns(
  headers: readonly string[],
  fields: readonly ImportField[],
): ColumnMatch[] {
  const known = fields.map((field) => ({ key: field.key, ...fieldNames(field) }));
  const matches: ColumnMatch[] = headers.map(() => ({ field: null, by: null }));
  const taken = new Set<string>();
  for (const kind of ['name', 'alias'] as const) {
    headers.forEach((header, column) => {
      if (matches[column]?.field !== null || header.trim() === '') return;
      const forms = headerForms(header);
      const found = known.find(
        (field) =>
          !taken.has(field.key) &&
          forms.some((form) => (kind === 'name' ? field.names : field.aliases).has(form)),
      );
      if (!found) return;
      taken.add(found.key);
      matches[column] = { field: found.key, by: kind };
    });
  }
  return matches;
}

/** How many distinct fields the cells of a row name. */
function headerScore(cells: readonly string[], fields: readonly ImportField[]): number {
  return new Set(
    matchColumns(cells, fields)
      .map((match) => match.field)
      .filter(Boolean),
  ).size;
}

/** How many leading rows `detectHeaderRow` looks at; titles and account details sit above. */
export const HEADER_SCAN_ROWS = 30;

/**
 * The index of the header row: among the first rows, the first that names the most fields,
 * so a title and metadata rows above it (账户名称, 账号, 币种…) are skipped. 0 when none matches.
 */
export function detectHeaderRow(
  rows: readonly (readonly string[])[],
  fields: readonly ImportField[],
): number {
  let best = 0;
  let bestScore = 0;
  rows.slice(0, HEADER_SCAN_ROWS).forEach((cells, index) => {
    const score = headerScore(cells, fields);
    if (score > bestScore) {
      best = index;
      bestScore = score;
    }
  });
  return best;
}

/** The mapping as the server's template import takes it: field key → column index. */
export function toColIndexMaps(mapping: ColumnMapping): Record<string, number> {
  const maps: Record<string, number> = {};
  mapping.forEach((field, column) => {
    if (field !== null && !(field in maps)) maps[field] = column;
  });
  return maps;
}

/** A mapping with one column changed; a field chosen for it leaves the column that held it. */
export function remapColumn(
  mapping: ColumnMapping,
  column: number,
  field: string | null,
): (string | null)[] {
  return mapping.map((current, index) => {
    if (index === column) return field;
    return field !== null && current === field ? null : current;
  });
}

/** The required fields no column fills. */
export function unmappedRequiredFields(
  mapping: ColumnMapping,
  fields: readonly ImportField[],
): ImportField[] {
  const mapped = new Set(mapping);
  return fields.filter((field) => field.required && !mapped.has(field.key));
}
