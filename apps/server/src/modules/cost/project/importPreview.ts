import type { Db } from '../../../db/database';
import { recordNotFound } from '../../../http/failure';
import type { Locale } from '../../../i18n';
import type { CostProject, ProjectNode, Severity, UnitData } from '../engine/model';
import { evaluateFeeTable } from '../fee/feeTable';
import { feeTemplate } from '../fee/template';
import { QUALITY_CHECKS, render, ruleTitle, runCheckList } from '../quality/registry';
import { checkInputFor } from '../quality/service';
import { findProjectRow } from '../store';
import { importedUnitNaming, moneyText, readWorkbookUnits, rowErrorIn } from './bills';
import { findNode } from './tree';

/** Findings the preview lists at most (the counts cover them all). */
export const PREVIEW_FINDINGS = 50;

const SEVERITY_ORDER: Record<Severity, number> = { ERROR: 0, WARN: 1, INFO: 2 };

export interface ImportPreviewBody {
  projectId: string;
  projectNodeId: string;
  name: string;
  code: string;
  fee: number;
}

/**
 * What an import would read, before anything is saved (导入清单's preview): per unit the standard
 * tables found, the counts and the file's own totals; the rows that cannot be read; the project
 * information the file would add; and the problems the checks already see in the file, run in
 * memory on the units as they would be saved (without the library comparisons of a full check).
 * Writes nothing.
 */
export async function previewImport(
  db: Db,
  body: ImportPreviewBody,
  content: Buffer,
  locale: Locale,
) {
  const projectRow = await findProjectRow(db, body.projectId);
  const single = await findNode(db, body.projectNodeId);
  if (single.projectId !== projectRow.id) throw recordNotFound();
  const { reads, errors } = await readWorkbookUnits(content);
  const several = reads.length > 1;
  const units = reads.map((read) => ({
    ...importedUnitNaming(body, read.prefix, several),
    tables: read.unit.sources.tables,
    bills: read.stats.bills,
    divisions: read.stats.divisions,
    measures: read.stats.measures,
    others: read.stats.others,
    norms: read.stats.norms,
    resources: read.stats.resources,
    fees: read.unit.fees.length,
    totals: {
      total: moneyText(read.totals.total),
      lawfee: moneyText(read.totals.lawfee),
      tax: moneyText(read.totals.tax),
    },
  }));
  const info = Object.assign({}, ...reads.map((read) => read.info)) as Record<string, string>;
  const features = Object.fromEntries(
    Object.entries(info).filter(([label, value]) => value && !(label in projectRow.features)),
  );
  const noFindings = { error: 0, warn: 0, info: 0, items: [] };
  if (errors.length > 0 || reads.length === 0)
    return { units, features, errors: errors.map(rowErrorIn(locale)), findings: noFindings };

  // The project as the import would leave it, holding only the new units.
  const rootId = `${projectRow.id}-root`;
  const nodes: ProjectNode[] = [
    {
      id: rootId,
      parentId: null,
      level: 'project',
      code: projectRow.code ?? '',
      name: projectRow.name,
      sort: 0,
      amount: null,
      area: null,
    },
    {
      id: single.id,
      parentId: rootId,
      level: 'single',
      code: single.code,
      name: single.name,
      sort: 0,
      amount: null,
      area: null,
    },
  ];
  const unitData: Record<string, UnitData> = {};
  for (const [index, read] of reads.entries()) {
    const naming = importedUnitNaming(body, read.prefix, several);
    nodes.push({
      id: read.modelUnitId,
      parentId: single.id,
      level: 'unit',
      code: naming.code,
      name: naming.name,
      sort: index,
      amount: read.totals.total,
      area: null,
    });
    nodes.push(...read.unit.divisions);
    const { divisions: _divisions, ...unit } = read.unit;
    const data: UnitData = { ...unit, unitId: read.modelUnitId };
    if (data.fees.length === 0 && body.fee === 1) {
      data.fees = feeTemplate(
        projectRow.taxMethod as 'general' | 'simple',
        read.modelUnitId,
        (code) => `fee-${read.modelUnitId}-${code}`,
      );
      const { amounts } = evaluateFeeTable(data);
      for (const row of data.fees) row.amount = amounts[row.id] ?? 0;
    }
    unitData[read.modelUnitId] = data;
  }
  const area = Number.parseFloat(info['建筑面积']?.replace(/,/g, '') ?? '');
  const floors = Number.parseInt(info['地上层数'] ?? '', 10);
  const project: CostProject = {
    id: projectRow.id,
    name: projectRow.name,
    kind: projectRow.kind as CostProject['kind'],
    fileType: projectRow.fileType as CostProject['fileType'],
    taxMethod: projectRow.taxMethod as CostProject['taxMethod'],
    region: projectRow.region,
    priceDate: projectRow.priceDate,
    area:
      projectRow.area !== null
        ? Number(projectRow.area)
        : Number.isFinite(area) && area > 0
          ? area
          : null,
    floors: projectRow.floors ?? (Number.isInteger(floors) && floors > 0 ? floors : null),
    specialUnits: projectRow.specialUnits,
    features: { ...features, ...projectRow.features },
    nodes,
    units: unitData,
  };
  const input = await checkInputFor(db, project);
  // The library compares with other projects: the full check after the import does that.
  const { findings } = runCheckList(QUALITY_CHECKS, { ...input, library: null });
  const byId = new Map(nodes.map((node) => [node.id, node]));
  /** The unit a finding's node lies in (its own name for a node above the units). */
  const placeOf = (nodeId: string) => {
    let at = byId.get(nodeId);
    while (at && at.level === 'division') at = at.parentId ? byId.get(at.parentId) : undefined;
    return at?.name ?? null;
  };
  const sorted = [...findings].sort(
    (a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity],
  );
  return {
    units,
    features,
    errors: [],
    findings: {
      error: findings.filter((finding) => finding.severity === 'ERROR').length,
      warn: findings.filter((finding) => finding.severity === 'WARN').length,
      info: findings.filter((finding) => finding.severity === 'INFO').length,
      items: sorted.slice(0, PREVIEW_FINDINGS).map((finding) => ({
        severity: finding.severity,
        ruleTitle: ruleTitle(finding.rule, locale),
        place: [finding.nodeId ? placeOf(finding.nodeId) : null, finding.rowLabel || null]
          .filter(Boolean)
          .join(' · '),
        expected: finding.expected,
        actual: finding.actual,
        message: render(finding, locale),
      })),
    },
  };
}
