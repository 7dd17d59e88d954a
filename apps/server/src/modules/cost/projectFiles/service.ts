import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  PROJECT_FILE_MODULE,
  type CompareBills,
  type FileItem,
  type ProjectFileKind,
  type ProjectPricePreview,
  type ProjectPriceRow,
  type ProjectSheet,
  type ProjectSheetPreview,
  type ProjectSummary,
  type ProjectSummaryRow,
} from '@ccms/api-client';
import Decimal from 'decimal.js';
import { and, desc, eq, inArray, like, sql } from 'drizzle-orm';
import { auditOf, createdStamp, updatedStamp, type Actor } from '../../../db/audit';
import type { Db } from '../../../db/database';
import {
  costNodes,
  costPersonLib,
  costProjects,
  costProjectViews,
  fileItems,
  users,
} from '../../../db/schema';
import { businessFailure, recordNotFound } from '../../../http/failure';
import { formatDateTime, translate } from '../../../i18n';
import type { Locale } from '../../../i18n/messages';
import { parseNumber, type CellValue } from '../../excel/cells';
import { loadUploadContent } from '../../excel/importFlow';
import { readWorkbook, type SheetData } from '../../excel/workbook';
import { zipEntries } from '../../excel/zip';
import {
  contentTypeOf,
  findFileItems,
  isPreviewable,
  sanitiseFileName,
  suffixOf,
  uploadLimits,
} from '../../file/service';
import { storageKeyOf, type FileStorage } from '../../file/storage';
import { rowsOf } from '../analysis/indicators';
import { findProjectRow } from '../store';

// ── Files ───────────────────────────────────────────────────────────────────────────────────

const SUPPORT: Record<ProjectFileKind, string[]> = {
  bill: ['xlsx', 'csv'],
  price: ['xlsx', 'csv'],
  drawing: ['pdf', 'dwg', 'dxf', 'png', 'jpg', 'jpeg'],
  image: ['png', 'jpg', 'jpeg', 'gif', 'webp'],
  archive: ['zip'],
};

export const supportOf = (kind: ProjectFileKind) => ({ kind, suffixes: SUPPORT[kind] });

async function projectFileRows(db: Db, projectId: string, imagesOnly = false): Promise<FileItem[]> {
  await findProjectRow(db, projectId);
  const rows = await db
    .select({ file: fileItems, uploaderName: users.name })
    .from(fileItems)
    .leftJoin(users, eq(users.id, fileItems.createdBy))
    .where(
      and(
        eq(fileItems.refModule, PROJECT_FILE_MODULE),
        eq(fileItems.refRecordId, projectId),
        imagesOnly ? like(fileItems.contentType, 'image/%') : undefined,
      ),
    )
    .orderBy(desc(fileItems.createdAt), desc(fileItems.id));
  return rows.map(({ file, uploaderName }) => ({
    id: file.id,
    fileName: file.fileName,
    suffix: file.suffix,
    contentType: file.contentType,
    size: file.size,
    refModule: file.refModule,
    refRecordId: file.refRecordId,
    businessId: file.businessId,
    uploaderName,
    previewable: isPreviewable(file.contentType),
    ...auditOf(file),
  }));
}

export const listProjectFiles = (db: Db, projectId: string) => projectFileRows(db, projectId);
export const listProjectImages = (db: Db, projectId: string) =>
  projectFileRows(db, projectId, true);

/** Attaches uploads not yet attached to another record; all or nothing. */
export async function attachProjectFiles(
  db: Db,
  actor: Actor,
  now: Date,
  projectId: string,
  fileIds: readonly string[],
): Promise<FileItem[]> {
  await findProjectRow(db, projectId);
  const files = await findFileItems(db, fileIds);
  for (const file of files) {
    const elsewhere =
      file.refRecordId !== null &&
      !(file.refModule === PROJECT_FILE_MODULE && file.refRecordId === projectId);
    if (elsewhere) throw businessFailure('projectFile.attachedElsewhere', { name: file.fileName });
  }
  await db
    .update(fileItems)
    .set({ refModule: PROJECT_FILE_MODULE, refRecordId: projectId, ...updatedStamp(actor, now) })
    .where(
      inArray(
        fileItems.id,
        files.map((file) => file.id),
      ),
    );
  return listProjectFiles(db, projectId);
}

// ── Workbooks and archives ──────────────────────────────────────────────────────────────────

const PREVIEW_ROWS = 20;

const isText = (cell: CellValue | undefined): cell is string =>
  typeof cell === 'string' && cell.trim() !== '';

/**
 * The header among the leading rows: the one with the most different texts (at least three; a
 * merged title repeats one text, an info line has two or three), the first such on a tie.
 */
function headerRowOf(rows: readonly (CellValue[] | undefined)[]): number | null {
  let best: number | null = null;
  let bestSize = 2;
  for (let index = 0; index < Math.min(rows.length, 30); index++) {
    const texts = new Set((rows[index] ?? []).filter(isText).map((cell) => cell.trim()));
    if (texts.size > bestSize) {
      best = index;
      bestSize = texts.size;
    }
  }
  return best;
}

const cellText = (cell: CellValue | undefined) => String(plainValue(cell) ?? '');

function sheetOf(sheet: SheetData, index: number): ProjectSheet {
  const headerRow = headerRowOf(sheet.rows);
  return {
    index,
    name: sheet.name,
    rowCount: sheet.rows.filter((row) => row?.some((cell) => cell !== null && cell !== '')).length,
    headerRow,
    headers: headerRow === null ? [] : (sheet.rows[headerRow] ?? []).map(cellText),
  };
}

function plainValue(cell: CellValue | undefined): string | number | boolean | null {
  if (cell === undefined || cell === null) return null;
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  if (typeof cell === 'object') return cell.error;
  return cell;
}

async function sheetsOf(db: Db, storage: FileStorage, fileId: string): Promise<SheetData[]> {
  const upload = await loadUploadContent(db, storage, fileId);
  return readWorkbook(upload.content, upload.suffix);
}

export async function readSheets(
  db: Db,
  storage: FileStorage,
  fileId: string,
): Promise<ProjectSheet[]> {
  return (await sheetsOf(db, storage, fileId)).map(sheetOf);
}

export async function readSheetsPreview(
  db: Db,
  storage: FileStorage,
  fileId: string,
): Promise<ProjectSheetPreview[]> {
  return (await sheetsOf(db, storage, fileId)).map((sheet, index) => {
    const head = sheetOf(sheet, index);
    const start = head.headerRow === null ? 0 : head.headerRow + 1;
    const rows = sheet.rows
      .slice(start)
      .filter((row) => row?.some((cell) => cell !== null && cell !== ''))
      .slice(0, PREVIEW_ROWS)
      .map((row) => row.map(plainValue));
    return { ...head, rows };
  });
}

export async function previewSheet(
  db: Db,
  storage: FileStorage,
  fileId: string,
  sheet: number,
): Promise<ProjectSheetPreview> {
  const sheets = await readSheetsPreview(db, storage, fileId);
  const found = sheets[sheet];
  if (!found) throw businessFailure('excel.sheetMissing', { sheet: sheet + 1 });
  return found;
}

/** Header texts of a price list's columns (the first match wins, in this order). */
const PRICE_HEADERS = {
  name: ['材料名称', '名称', '品名', '材料'],
  spec: ['规格型号', '规格', '型号'],
  unit: ['计量单位', '单位'],
  price: ['含税单价', '单价', '含税价', '除税价', '市场价', '信息价', '价格'],
} as const;

const MAX_PRICE_ROWS = 5_000;

/** A price list read as material prices (nothing stored): each row with its price or its error. */
export async function readPriceList(
  db: Db,
  storage: FileStorage,
  fileId: string,
  sheetIndex: number,
  locale: Locale,
): Promise<ProjectPricePreview> {
  const sheets = await sheetsOf(db, storage, fileId);
  const sheet = sheets[sheetIndex];
  if (!sheet) throw businessFailure('excel.sheetMissing', { sheet: sheetIndex + 1 });
  let header: { row: number; columns: Record<keyof typeof PRICE_HEADERS, number> } | null = null;
  for (let row = 0; row < Math.min(sheet.rows.length, 30) && !header; row++) {
    const texts = (sheet.rows[row] ?? []).map((cell) =>
      typeof cell === 'string' ? cell.replace(/\s|（.*）|\(.*\)/g, '') : '',
    );
    const find = (names: readonly string[]) => {
      for (const name of names) {
        const at = texts.indexOf(name);
        if (at >= 0) return at;
      }
      return -1;
    };
    const columns = {
      name: find(PRICE_HEADERS.name),
      spec: find(PRICE_HEADERS.spec),
      unit: find(PRICE_HEADERS.unit),
      price: find(PRICE_HEADERS.price),
    };
    if (columns.name >= 0 && columns.price >= 0) header = { row, columns };
  }
  if (!header) throw businessFailure('projectFile.priceNoHeader', { sheet: sheetIndex + 1 });
  const text = (cells: CellValue[], at: number) =>
    at < 0 ? '' : String(plainValue(cells[at]) ?? '').trim();
  const rows: ProjectPriceRow[] = [];
  for (
    let index = header.row + 1;
    index < sheet.rows.length && rows.length < MAX_PRICE_ROWS;
    index++
  ) {
    const cells = sheet.rows[index];
    if (!cells?.some((cell) => cell !== null && cell !== '')) continue;
    const rowNumber = index + 1;
    const name = text(cells, header.columns.name);
    const raw = cells[header.columns.price];
    const number = raw === undefined || raw === null || raw === '' ? null : parseNumber(raw);
    const error = !name
      ? translate(locale, 'projectFile.priceNoName', { row: rowNumber })
      : number === null || number < 0
        ? translate(locale, 'projectFile.priceBad', {
            row: rowNumber,
            value: text(cells, header.columns.price),
          })
        : null;
    rows.push({
      rowNumber,
      name,
      spec: text(cells, header.columns.spec),
      unit: text(cells, header.columns.unit),
      price: error === null && number !== null ? new Decimal(number).toFixed(2) : null,
      error,
    });
  }
  const invalid = rows.filter((row) => row.error !== null).length;
  return { sheet: sheet.name, rows, valid: rows.length - invalid, invalid };
}

export async function readArchive(db: Db, storage: FileStorage, fileId: string) {
  const upload = await loadUploadContent(db, storage, fileId);
  if (upload.suffix !== 'zip')
    throw businessFailure('projectFile.notArchive', { name: upload.fileName });
  let entries: Map<string, Buffer>;
  try {
    entries = zipEntries(upload.content);
  } catch {
    throw businessFailure('projectFile.brokenArchive', { name: upload.fileName });
  }
  return [...entries].map(([name, content]) => {
    const base = name.split('/').pop() ?? name;
    const dot = base.lastIndexOf('.');
    return {
      name,
      size: content.length,
      suffix: dot > 0 ? base.slice(dot + 1).toLowerCase() : '',
    };
  });
}

/** At most this many entries of an archive are added at once. */
const MAX_ARCHIVE_FILES = 100;

/**
 * Stores the entries of an uploaded zip as files of the project: every entry must pass the
 * company's suffix list and size limit first; written files are removed again when anything fails.
 */
export async function importArchive(
  db: Db,
  storage: FileStorage,
  actor: Actor,
  now: Date,
  body: { projectId: string; fileId: string; entries?: string[] | undefined },
): Promise<FileItem[]> {
  await findProjectRow(db, body.projectId);
  const upload = await loadUploadContent(db, storage, body.fileId);
  if (upload.suffix !== 'zip')
    throw businessFailure('projectFile.notArchive', { name: upload.fileName });
  let entries: Map<string, Buffer>;
  try {
    entries = zipEntries(upload.content);
  } catch {
    throw businessFailure('projectFile.brokenArchive', { name: upload.fileName });
  }
  const wanted = body.entries ? new Set(body.entries) : null;
  const chosen = [...entries].filter(([name]) => !wanted || wanted.has(name));
  const unknown = wanted ? [...wanted].filter((name) => !entries.has(name)) : [];
  if (unknown.length) throw businessFailure('projectFile.entryMissing', { name: unknown[0]! });
  if (chosen.length === 0)
    throw businessFailure('projectFile.archiveEmpty', { name: upload.fileName });
  if (chosen.length > MAX_ARCHIVE_FILES)
    throw businessFailure('file.tooMany', { max: MAX_ARCHIVE_FILES });
  const limits = await uploadLimits(db);
  const maxBytes = Math.floor(limits.maxMb * 1024 * 1024);
  const files = chosen.map(([name, content]) => {
    const fileName = sanitiseFileName(name);
    const suffix = suffixOf(fileName);
    if (!limits.suffixes.has(suffix))
      throw businessFailure(suffix ? 'file.suffixNotAllowed' : 'file.suffixMissing', {
        suffix,
        allowed: [...limits.suffixes].join(','),
      });
    if (content.length > maxBytes)
      throw businessFailure('file.tooLarge', { name: fileName, max: limits.maxMb });
    return { id: randomUUID(), fileName, suffix, content };
  });
  const written: string[] = [];
  try {
    const rows = [];
    for (const file of files) {
      const key = storageKeyOf(actor.companyId, file.id, now);
      written.push(key);
      const size = await storage.put(key, Readable.from([file.content]));
      rows.push({
        id: file.id,
        companyId: actor.companyId,
        fileName: file.fileName,
        suffix: file.suffix,
        contentType: contentTypeOf(file.suffix),
        size,
        storageKey: key,
        refModule: PROJECT_FILE_MODULE,
        refRecordId: body.projectId,
        businessId: null,
        ...createdStamp(actor, now),
      });
    }
    await db.insert(fileItems).values(rows);
  } catch (error) {
    await Promise.all(written.map((key) => storage.delete(key).catch(() => undefined)));
    throw error;
  }
  return listProjectFiles(db, body.projectId);
}

// ── View counts ─────────────────────────────────────────────────────────────────────────────

export async function viewCounts(db: Db, ids: readonly string[]) {
  const unique = [...new Set(ids)];
  const rows = await db
    .select({ projectId: costProjectViews.projectId, views: costProjectViews.views })
    .from(costProjectViews)
    .where(inArray(costProjectViews.projectId, unique));
  const views = new Map(rows.map((row) => [row.projectId, row.views]));
  return unique.map((projectId) => ({ projectId, views: views.get(projectId) ?? 0 }));
}

export async function addViews(db: Db, now: Date, projectId: string, count: number) {
  const project = await findProjectRow(db, projectId);
  const [row] = await db
    .insert(costProjectViews)
    .values({ projectId, companyId: project.companyId, views: count, lastViewedAt: now })
    .onConflictDoUpdate({
      target: costProjectViews.projectId,
      set: { views: sql`${costProjectViews.views} + ${count}`, lastViewedAt: now },
    })
    .returning({ views: costProjectViews.views });
  return { projectId, views: row!.views };
}

// ── Summary (汇总) ──────────────────────────────────────────────────────────────────────────

type Figures = Omit<ProjectSummaryRow, 'nodeId' | 'parentId' | 'level' | 'name'>;
const FIGURES = ['items', 'measures', 'other', 'lawfee', 'tax', 'total'] as const;

const money = (value: Decimal) => value.toFixed(2);

export async function projectSummary(db: Db, projectId: string): Promise<ProjectSummary> {
  const project = await findProjectRow(db, projectId);
  const [nodes, bills, fees] = await Promise.all([
    db
      .select({
        id: costNodes.id,
        parentId: costNodes.parentId,
        level: costNodes.level,
        name: costNodes.name,
      })
      .from(costNodes)
      .where(and(eq(costNodes.projectId, projectId), inArray(costNodes.level, ['single', 'unit'])))
      .orderBy(costNodes.sort, costNodes.id),
    rowsOf<{ unit_id: string; items: string; measures: string; bills: number }>(
      db,
      sql`select unit_id, coalesce(sum(amount) filter (where kind = 'item'), 0)::text as items,
            coalesce(sum(amount) filter (where kind = 'measure'), 0)::text as measures,
            count(*)::int as bills
          from cost_bills where project_id = ${projectId} group by unit_id`,
    ),
    // The top-most fee rows of each category (as the indicators and the quality checks read them).
    rowsOf<{ unit_id: string; other: string; lawfee: string; tax: string; total: string }>(
      db,
      sql`select x.unit_id,
            coalesce(sum(x.amount) filter (where x.category = 'other'), 0)::text as other,
            coalesce(sum(x.amount) filter (where x.category = 'lawfee'), 0)::text as lawfee,
            coalesce(sum(x.amount) filter (where x.category = 'tax'), 0)::text as tax,
            sum(x.amount) filter (where x.category = 'total')::text as total
          from cost_fees x left join cost_fees px on px.id = x.parent_id
          where x.project_id = ${projectId} and (px.id is null or px.category <> x.category)
          group by x.unit_id`,
    ),
  ]);
  const zero = (): Record<(typeof FIGURES)[number], Decimal> & { billCount: number } => ({
    items: new Decimal(0),
    measures: new Decimal(0),
    other: new Decimal(0),
    lawfee: new Decimal(0),
    tax: new Decimal(0),
    total: new Decimal(0),
    billCount: 0,
  });
  const byUnit = new Map<string, ReturnType<typeof zero>>();
  const unitOf = (id: string) => {
    const figures = byUnit.get(id) ?? zero();
    byUnit.set(id, figures);
    return figures;
  };
  for (const row of bills) {
    const figures = unitOf(row.unit_id);
    figures.items = figures.items.plus(row.items);
    figures.measures = figures.measures.plus(row.measures);
    figures.billCount += Number(row.bills);
  }
  const withFeeTotal = new Set<string>();
  for (const row of fees) {
    const figures = unitOf(row.unit_id);
    figures.other = figures.other.plus(row.other);
    figures.lawfee = figures.lawfee.plus(row.lawfee);
    figures.tax = figures.tax.plus(row.tax);
    if (row.total !== null) {
      figures.total = new Decimal(row.total);
      withFeeTotal.add(row.unit_id);
    }
  }
  // Without a fee table, the unit's total is what its bills add up to.
  for (const [unitId, figures] of byUnit)
    if (!withFeeTotal.has(unitId)) figures.total = figures.items.plus(figures.measures);

  const rows: ProjectSummaryRow[] = [];
  const projectTotal = zero();
  const show = (figures: ReturnType<typeof zero>): Figures => ({
    items: money(figures.items),
    measures: money(figures.measures),
    other: money(figures.other),
    lawfee: money(figures.lawfee),
    tax: money(figures.tax),
    total: money(figures.total),
    billCount: figures.billCount,
  });
  const addInto = (target: ReturnType<typeof zero>, figures: ReturnType<typeof zero>) => {
    for (const key of FIGURES) target[key] = target[key].plus(figures[key]);
    target.billCount += figures.billCount;
  };
  for (const node of nodes.filter((row) => row.level === 'single')) {
    const single = zero();
    const units = nodes.filter((row) => row.level === 'unit' && row.parentId === node.id);
    for (const unit of units) addInto(single, byUnit.get(unit.id) ?? zero());
    rows.push({
      nodeId: node.id,
      parentId: node.parentId,
      level: 'single',
      name: node.name,
      ...show(single),
    });
    for (const unit of units)
      rows.push({
        nodeId: unit.id,
        parentId: unit.parentId,
        level: 'unit',
        name: unit.name,
        ...show(byUnit.get(unit.id) ?? zero()),
      });
  }
  // Units directly under the project (no 单项).
  const singles = new Set(nodes.filter((row) => row.level === 'single').map((row) => row.id));
  for (const unit of nodes.filter(
    (row) => row.level === 'unit' && !singles.has(row.parentId ?? ''),
  ))
    rows.push({
      nodeId: unit.id,
      parentId: unit.parentId,
      level: 'unit',
      name: unit.name,
      ...show(byUnit.get(unit.id) ?? zero()),
    });
  for (const node of nodes.filter((row) => row.level === 'unit'))
    addInto(projectTotal, byUnit.get(node.id) ?? zero());
  return { projectId, name: project.name, rows, total: show(projectTotal) };
}

// ── Bills side by side ──────────────────────────────────────────────────────────────────────

export async function compareBills(db: Db, idList: string): Promise<CompareBills> {
  const ids = [...new Set(idList.split(','))];
  const projects = await db
    .select({ id: costProjects.id, name: costProjects.name })
    .from(costProjects)
    .where(inArray(costProjects.id, ids));
  if (projects.length !== ids.length) throw recordNotFound();
  if (ids.length < 2) throw businessFailure('projectFile.compareTooFew');
  const rows = await rowsOf<{
    project_id: string;
    code: string;
    name: string;
    unit: string;
    quantity: string;
    amount: string;
  }>(
    db,
    sql`select project_id, substr(code, 1, 9) as code, min(name) as name, min(unit) as unit,
          sum(quantity)::text as quantity, sum(amount)::text as amount
        from cost_bills where project_id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})
        group by project_id, substr(code, 1, 9)`,
  );
  const byCode = new Map<
    string,
    { name: string; unit: string; cells: CompareBills['rows'][number]['cells'] }
  >();
  const column = new Map(ids.map((id, index) => [id, index]));
  for (const row of rows) {
    const entry = byCode.get(row.code) ?? {
      name: row.name,
      unit: row.unit,
      cells: ids.map(() => null),
    };
    const quantity = new Decimal(row.quantity);
    const amount = new Decimal(row.amount);
    entry.cells[column.get(row.project_id)!] = {
      quantity: quantity.toFixed(4).replace(/0{1,2}$/, ''),
      unitPrice: money(quantity.isZero() ? new Decimal(0) : amount.div(quantity)),
      amount: money(amount),
    };
    byCode.set(row.code, entry);
  }
  return {
    projects: ids.map((id) => projects.find((project) => project.id === id)!),
    rows: [...byCode]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([code, entry]) => ({ code, ...entry })),
  };
}

// ── Personal library ────────────────────────────────────────────────────────────────────────

export async function intoPersonLib(
  db: Db,
  actor: Actor,
  now: Date,
  projectId: string,
  note: string | null,
) {
  const project = await findProjectRow(db, projectId);
  const [inserted] = await db
    .insert(costPersonLib)
    .values({
      id: randomUUID(),
      companyId: project.companyId,
      userId: actor.userId,
      projectId,
      note,
      createdAt: now,
    })
    .onConflictDoNothing({ target: [costPersonLib.userId, costPersonLib.projectId] })
    .returning();
  const row =
    inserted ??
    (
      await db
        .select()
        .from(costPersonLib)
        .where(and(eq(costPersonLib.userId, actor.userId), eq(costPersonLib.projectId, projectId)))
    )[0]!;
  return {
    id: row.id,
    projectId: row.projectId,
    note: row.note,
    createdAt: formatDateTime(row.createdAt),
    added: inserted !== undefined,
  };
}
