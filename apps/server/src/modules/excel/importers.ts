import type { ExcelColumnType } from '@ccms/api-client';
import type { Actor } from '../../db/audit';
import type { Db } from '../../db/database';
import type { MessageKey, MessageParams } from '../../i18n';

/**
 * The registry of import targets. An importer says what a sheet may fill (fields with types),
 * which fields identify a row (unique key), which permission importing needs besides
 * excel:import, and how a checked batch is written. Modules register their own (forms,
 * projects, bank statements, materials) with `registerImporter`; templates name one by target.
 */

/** A converted cell: text, a number, 是/否 as a boolean, a date as "YYYY-MM-DD"; null when blank. */
export type ImportValue = string | number | boolean | null;

export interface ImportField {
  field: string;
  /** The default column title (Chinese, as the firms' sheets head them). */
  title: string;
  /** Other headers the column is recognised by. */
  aliases?: string[];
  type: ExcelColumnType;
  required?: boolean;
  maxLength?: number;
  dictCode?: string;
  /** A further check of a converted, non-blank value: the message key when it is wrong. */
  check?: (value: ImportValue) => MessageKey | null;
}

/** A row that passed the field checks, by its Excel row number; blank or unmapped fields are null. */
export interface ImportRow {
  rowNumber: number;
  values: Record<string, ImportValue>;
}

export interface RowIssue {
  rowNumber: number;
  field: string;
  key: MessageKey;
  params?: MessageParams;
}

/** Who imports, when, and the record the import belongs to (as the import dialogs send it). */
export interface ImportContext {
  actor: Actor;
  now: Date;
  formId?: string;
  projectId?: string;
  projectNodeId?: string;
  groupId?: string;
}

/** What an importer found checking rows against the database, and how to write them. */
export interface ImportPlan {
  issues: RowIssue[];
  /** Row numbers whose unique key names a record that exists already. */
  existing: Set<number>;
  /** Writes every row; called only when no row has an issue, inside the request's transaction. */
  write(): Promise<number>;
}

/** Filters of the target's own list, as exportData passes them. */
export interface ExportFilters {
  keyword?: string;
  deptId?: string;
  roleId?: string;
  levelId?: string;
  areaId?: string;
  type?: string;
  group?: string;
}

export interface Importer {
  target: string;
  name: string;
  /** Importing needs this too (e.g. sys:user:add). */
  permission: string;
  /** Exporting the target's rows needs this too (its list's permission). */
  exportPermission: string;
  fields: ImportField[];
  /** Fields that together identify a row: not repeated within a sheet nor naming an existing row. */
  uniqueKey: string[];
  plan(db: Db, rows: ImportRow[], context: ImportContext): Promise<ImportPlan>;
  exportRows(db: Db, filters: ExportFilters, limit: number): Promise<Record<string, ImportValue>[]>;
}

const registry = new Map<string, Importer>();

export function registerImporter(importer: Importer): void {
  if (registry.has(importer.target))
    throw new Error(`An importer for ${importer.target} is registered already`);
  registry.set(importer.target, importer);
}

export const importerOf = (target: string): Importer | undefined => registry.get(target);
export const allImporters = (): Importer[] => [...registry.values()];

// ── Helpers importers share ───────────────────────────────────────────────────

/** Rows to insert per statement: well under PostgreSQL's 65,535 parameters for wide tables. */
export const INSERT_CHUNK = 500;

export async function insertInChunks<T>(
  rows: readonly T[],
  insert: (chunk: T[]) => Promise<unknown>,
) {
  for (let start = 0; start < rows.length; start += INSERT_CHUNK)
    await insert(rows.slice(start, start + INSERT_CHUNK));
}

export const textOf = (value: ImportValue | undefined): string | null =>
  value === null || value === undefined ? null : String(value);

interface TreeRow {
  id: string;
  parentId: string | null;
  name: string;
}

const PATH_SEPARATOR = /\s*[/／>＞\\]\s*/;

/** Path segments of a typed path ("示例公司/造价一部", "造价一部"). */
export const pathSegments = (text: string) =>
  text
    .split(PATH_SEPARATOR)
    .map((segment) => segment.trim())
    .filter(Boolean);

/**
 * Finds tree rows (departments, areas) by what people type: the full path from the root, or its
 * last segments when they name one row only ("造价一部", "江苏省/苏州市").
 */
export class TreePaths {
  private readonly byId = new Map<string, TreeRow>();
  private readonly byName = new Map<string, TreeRow[]>();
  private readonly paths = new Map<string, string[]>();

  constructor(rows: readonly TreeRow[]) {
    for (const row of rows) this.add(row);
  }

  add(row: TreeRow): void {
    this.byId.set(row.id, row);
    const same = this.byName.get(row.name) ?? [];
    same.push(row);
    this.byName.set(row.name, same);
    this.paths.delete(row.id);
  }

  /** Names from the root down to the row. */
  segmentsOf(id: string): string[] {
    const cached = this.paths.get(id);
    if (cached) return cached;
    const row = this.byId.get(id);
    if (!row) return [];
    const seen = new Set<string>([id]);
    const segments = [row.name];
    let parent = row.parentId ? this.byId.get(row.parentId) : undefined;
    while (parent && !seen.has(parent.id)) {
      seen.add(parent.id);
      segments.unshift(parent.name);
      parent = parent.parentId ? this.byId.get(parent.parentId) : undefined;
    }
    this.paths.set(id, segments);
    return segments;
  }

  pathOf(id: string | null): string | null {
    return id ? this.segmentsOf(id).join('/') : null;
  }

  /** The one row the text names, 'ambiguous' when several match, undefined when none does. */
  find(text: string): TreeRow | 'ambiguous' | undefined {
    const wanted = pathSegments(text);
    if (wanted.length === 0) return undefined;
    const candidates = (this.byName.get(wanted.at(-1)!) ?? []).filter((row) => {
      const segments = this.segmentsOf(row.id);
      if (segments.length < wanted.length) return false;
      const tail = segments.slice(segments.length - wanted.length);
      return tail.every((segment, index) => segment === wanted[index]);
    });
    // A full path from the root wins over a longer path that merely ends the same way.
    const exact = candidates.filter((row) => this.segmentsOf(row.id).length === wanted.length);
    if (exact.length === 1) return exact[0];
    if (candidates.length === 1) return candidates[0];
    return candidates.length > 1 ? 'ambiguous' : undefined;
  }
}

/** The issue for a reference typed in a cell that names no row, or several. */
export function referenceIssue(
  rowNumber: number,
  field: string,
  text: string,
  found: unknown,
): RowIssue | undefined {
  if (found === 'ambiguous')
    return { rowNumber, field, key: 'excel.row.ambiguousRef', params: { value: text } };
  if (found === undefined)
    return { rowNumber, field, key: 'excel.row.unknownRef', params: { value: text } };
  return undefined;
}

/** Lists typed in one cell: "造价工程师, 财务；审核人、复核人". */
export const listItems = (text: string) =>
  text
    .split(/[,，;；、\n]/)
    .map((item) => item.trim())
    .filter(Boolean);
