/**
 * The search panel's condition choices (spec 001 §2, §7 getSubjectCondition …) computed from the
 * company's library (row-level security keeps every query to it), and the SQL the library search
 * adds for the chosen ones. A project matches a kind when it matches any of its chosen values.
 */
import type {
  AnalysisIndicatorKey,
  ProjectConditionChoice,
  ProjectConditionKind,
  ProjectSearchParams,
} from '@ccms/api-client';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import type { Locale } from '../../../i18n/messages';
import { indicatorQuery, INDICATOR_KEYS, rowsOf } from '../analysis/indicators';
import { CATALOGUE_BY_CODE } from '../materials/catalogue';
import { ruleTitle } from '../quality/registry';
import {
  SUBJECT_BY_CODE,
  SUBJECT_TREE,
  SUBJECTS,
  subjectByCode,
  subjectPath,
} from '../subject/subjects';
import type { SubjectDef } from '../subject/subjects';

const MAX_CHOICES = 200;

const INDICATOR_LABELS: Record<AnalysisIndicatorKey, [zh: string, en: string, es: string]> = {
  total: ['总造价', 'Total cost', 'Coste total'],
  costPerM2: ['单方造价', 'Cost per m²', 'Coste por m²'],
  fbfxShare: ['分部分项占比', 'Bill items share', 'Cuota de partidas'],
  measuresShare: ['措施项目占比', 'Measures share', 'Cuota de medidas'],
  otherShare: ['其他项目占比', 'Other items share', 'Cuota de otras partidas'],
  lawfeeShare: ['规费占比', 'Statutory fees share', 'Cuota de tasas legales'],
  taxShare: ['税金占比', 'Tax share', 'Cuota de impuestos'],
  labourShare: ['人工费占比', 'Labour share', 'Cuota de mano de obra'],
  materialShare: ['材料费占比', 'Material share', 'Cuota de materiales'],
  machineShare: ['机械费占比', 'Machinery share', 'Cuota de maquinaria'],
  rebarPerM2: ['单方钢筋含量', 'Rebar per m²', 'Acero por m²'],
  concretePerM2: ['单方混凝土含量', 'Concrete per m²', 'Hormigón por m²'],
};
const LOCALE_INDEX: Record<Locale, 0 | 1 | 2> = { zh: 0, en: 1, es: 2 };

const matches = (choice: ProjectConditionChoice, text: string | undefined) =>
  !text ||
  choice.value.toLowerCase().includes(text.toLowerCase()) ||
  choice.label.toLowerCase().includes(text.toLowerCase());

/** The 9-digit bill code prefixes of the library and the projects holding each. */
async function billCodeProjects(db: Db): Promise<{ code: string; projects: string[] }[]> {
  return rowsOf<{ code: string; projects: string[] }>(
    db,
    sql`select substr(code, 1, 9) as code, array_agg(distinct project_id) as projects
        from cost_bills group by 1`,
  );
}

async function subjectChoices(db: Db): Promise<ProjectConditionChoice[]> {
  const [codes, assigned] = await Promise.all([
    billCodeProjects(db),
    rowsOf<{ code: string; projects: string[] }>(
      db,
      sql`select subject_code as code, array_agg(distinct project_id) as projects
          from cost_bill_subjects group by 1`,
    ),
  ]);
  const projects = new Map<string, Set<string>>();
  const add = (subject: string, ids: readonly string[]) => {
    for (const code of subjectPath(subject)) {
      const set = projects.get(code) ?? new Set<string>();
      for (const id of ids) set.add(id);
      projects.set(code, set);
    }
  };
  for (const row of codes) {
    const subject = subjectByCode(row.code);
    if (subject) add(subject, row.projects);
  }
  for (const row of assigned) if (SUBJECT_BY_CODE.has(row.code)) add(row.code, row.projects);
  return SUBJECTS.filter((subject) => projects.has(subject.code)).map((subject) => ({
    value: subject.code,
    label: subject.name,
    count: projects.get(subject.code)!.size,
  }));
}

async function billChoices(db: Db, text: string | undefined): Promise<ProjectConditionChoice[]> {
  const like = text ? `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : '%';
  const rows = await rowsOf<{ code: string; name: string; count: number }>(
    db,
    sql`select code, name, count from (
          select substr(code, 1, 9) as code, mode() within group (order by name) as name,
            count(distinct project_id)::int as count
          from cost_bills group by 1) b
        where code ilike ${like} or name ilike ${like}
        order by count desc, code limit ${MAX_CHOICES}`,
  );
  return rows.map((row) => ({ value: row.code, label: row.name, count: Number(row.count) }));
}

async function materialChoices(db: Db): Promise<ProjectConditionChoice[]> {
  const rows = await rowsOf<{ code: string; count: number }>(
    db,
    sql`select catalogue_code as code, count(distinct project_id)::int as count
        from cost_material_codes where catalogue_code is not null group by 1
        order by count desc, code`,
  );
  return rows.map((row) => {
    const entry = CATALOGUE_BY_CODE.get(row.code);
    return {
      value: row.code,
      label: entry ? [entry.name, entry.spec].filter(Boolean).join(' ') : row.code,
      count: Number(row.count),
    };
  });
}

async function itemChoices(db: Db, locale: Locale): Promise<ProjectConditionChoice[]> {
  const counts = INDICATOR_KEYS.map((key) => `count("${key}")::int as "${key}"`).join(', ');
  const [row] = await rowsOf<Record<string, number>>(
    db,
    sql`select ${sql.raw(counts)} from (${indicatorQuery(sql`true`)}) i`,
  );
  return INDICATOR_KEYS.map((key) => ({
    value: key,
    label: INDICATOR_LABELS[key][LOCALE_INDEX[locale]],
    count: Number(row?.[key] ?? 0),
  })).filter((choice) => choice.count > 0);
}

/** The latest finished check of each project (as the library list shows it). */
const LATEST_RECORDS = sql`(select distinct on (project_id) id, project_id from quality_records
  where status = 'finished' order by project_id, finished_at desc)`;

async function ruleChoices(
  db: Db,
  check: 'relativityCheck' | 'expandCheck',
  locale: Locale,
): Promise<ProjectConditionChoice[]> {
  const rows = await rowsOf<{ rule: string; count: number }>(
    db,
    sql`select f.rule, count(distinct r.project_id)::int as count
        from quality_findings f join ${LATEST_RECORDS} r on r.id = f.record_id
        where f."check" = ${check} and not f.ignored
        group by f.rule order by count desc, f.rule`,
  );
  return rows.map((row) => ({
    value: row.rule,
    label: ruleTitle(row.rule, locale),
    count: Number(row.count),
  }));
}

export async function conditionChoices(
  db: Db,
  kind: ProjectConditionKind,
  searchContent: string | undefined,
  locale: Locale,
): Promise<ProjectConditionChoice[]> {
  const text = searchContent?.trim() || undefined;
  let choices: ProjectConditionChoice[];
  switch (kind) {
    case 'subject':
      choices = await subjectChoices(db);
      break;
    case 'bill':
      return billChoices(db, text);
    case 'material':
      choices = await materialChoices(db);
      break;
    case 'items':
      choices = await itemChoices(db, locale);
      break;
    case 'relativity':
      choices = await ruleChoices(db, 'relativityCheck', locale);
      break;
    case 'expand':
      choices = await ruleChoices(db, 'expandCheck', locale);
      break;
  }
  return choices.filter((choice) => matches(choice, text)).slice(0, MAX_CHOICES);
}

// ── The search's SQL for chosen conditions ───────────────────────────────────────────────────

/** Every (prefix, subject) rule of the subject tree. */
const PREFIXES: readonly [prefix: string, subject: string][] = (() => {
  const out: [string, string][] = [];
  const walk = (nodes: readonly SubjectDef[]) => {
    for (const node of nodes) {
      for (const prefix of node.prefixes) out.push([prefix, node.code]);
      if (node.children) walk(node.children);
    }
  };
  walk(SUBJECT_TREE);
  return out;
})();

const likeAny = (column: SQL, prefixes: readonly string[]) =>
  sql.join(
    prefixes.map((prefix) => sql`${column} like ${`${prefix}%`}`),
    sql` or `,
  );

/**
 * Bills whose subject (longest prefix rule) is one of the chosen subjects or beneath them: their
 * prefixes, minus longer prefixes of other subjects; or bills assigned to them by a person.
 */
function subjectCondition(codes: readonly string[]): SQL {
  const chosen = new Set(
    SUBJECTS.filter((subject) =>
      subjectPath(subject.code).some((code) => codes.includes(code)),
    ).map((subject) => subject.code),
  );
  const include = PREFIXES.filter(([, subject]) => chosen.has(subject)).map(([prefix]) => prefix);
  const exclude = PREFIXES.filter(
    ([prefix, subject]) =>
      !chosen.has(subject) && include.some((p) => prefix.startsWith(p) && prefix.length > p.length),
  ).map(([prefix]) => prefix);
  const byRule = include.length
    ? sql`exists (select 1 from cost_bills b where b.project_id = cost_projects.id and (${likeAny(sql`b.code`, include)})${
        exclude.length ? sql` and not (${likeAny(sql`b.code`, exclude)})` : sql``
      })`
    : sql`false`;
  const byPerson = sql`exists (select 1 from cost_bill_subjects s where s.project_id = cost_projects.id and s.subject_code in (${sql.join(
    [...chosen, ...codes].map((code) => sql`${code}`),
    sql`, `,
  )}))`;
  return sql`(${byRule} or ${byPerson})`;
}

const list = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

function ruleCondition(check: string, rules: readonly string[]): SQL {
  return sql`exists (select 1 from quality_findings f join ${LATEST_RECORDS} r on r.id = f.record_id
    where r.project_id = cost_projects.id and f."check" = ${check} and not f.ignored and f.rule in (${list(rules)}))`;
}

/** The conditions the chosen panel choices add to the library search (over cost_projects). */
export function chosenConditions(params: ProjectSearchParams): SQL[] {
  const out: SQL[] = [];
  if (params.subjectCodes?.length) out.push(subjectCondition(params.subjectCodes));
  if (params.billCodes?.length)
    out.push(
      sql`exists (select 1 from cost_bills b where b.project_id = cost_projects.id and substr(b.code, 1, 9) in (${list(params.billCodes)}))`,
    );
  if (params.materialCodes?.length)
    out.push(
      sql`exists (select 1 from cost_material_codes m where m.project_id = cost_projects.id and m.catalogue_code in (${list(params.materialCodes)}))`,
    );
  const items = (params.items ?? []).filter((key): key is AnalysisIndicatorKey =>
    (INDICATOR_KEYS as readonly string[]).includes(key),
  );
  if (params.items?.length)
    out.push(
      items.length
        ? sql`cost_projects.id in (select id from (${indicatorQuery(sql`true`)}) i where ${sql.join(
            items.map((key) => sql`${sql.identifier(key)} is not null`),
            sql` or `,
          )})`
        : sql`false`,
    );
  if (params.relativity?.length) out.push(ruleCondition('relativityCheck', params.relativity));
  if (params.expand?.length) out.push(ruleCondition('expandCheck', params.expand));
  return out;
}
