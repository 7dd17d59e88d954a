/**
 * 清单与人材机分析 (DOMAIN.md §3): every priced bill item has norms; per resource, Σ(norm qty ×
 * consumption) over the unit's norms equals the summary quantity (within the rule's %); norms use
 * only resources of the summary; every summary resource is used by a norm; 主材 is priced.
 */
import { shown } from '../rules';
import type { CheckInput, Finding, QualityCheck } from '../types';
import {
  Findings,
  activeRule,
  addSkip,
  billPlace,
  deviationPercent,
  missingTables,
  nodeIndex,
  nodePlace,
  resourcePlace,
  roundingSlack,
  ruleDef,
  skipRuleDef,
  unitDecimals,
} from './support-bill';

const ID = 'analyzerBillAndMaterial';

const KEYS = {
  billHasNorms: `${ID}.billHasNorms`,
  resourceQuantity: `${ID}.resourceQuantity`,
  unknownResource: `${ID}.unknownResource`,
  unusedResource: `${ID}.unusedResource`,
  mainMaterialPrice: `${ID}.mainMaterialPrice`,
  skipped: `${ID}.skipped`,
} as const;

const SKIPPED = {
  analysis: {
    zh: '清单的定额组价与人材机用量',
    en: 'the norms of the bill items and the resource quantities',
    es: 'las normas de las partidas y las cantidades de recursos',
  },
  resources: {
    zh: '人材机汇总（用量、主材单价）',
    en: 'the resource summary (quantities, main material prices)',
    es: 'el resumen de recursos (cantidades, precios de materiales principales)',
  },
  both: {
    zh: '清单的定额组价与人材机汇总',
    en: 'the norms of the bill items and the resource summary',
    es: 'las normas de las partidas y el resumen de recursos',
  },
};

export const analyzerBillAndMaterial: QualityCheck = {
  id: ID,
  title: {
    zh: '清单与人材机分析',
    en: 'Bill items and resources analysis',
    es: 'Análisis de partidas y recursos',
  },
  rules: [
    ruleDef(
      ID,
      'billHasNorms',
      'WARN',
      {
        zh: '已计价的清单项目有定额组价',
        en: 'Every priced bill item is priced by norms',
        es: 'Toda partida con precio está compuesta por normas',
      },
      {
        zh: '清单项目 {row} 综合单价 {price}，但没有定额子目',
        en: 'Bill item {row} has unit price {price} but no norms',
        es: 'La partida {row} tiene precio unitario {price} pero ninguna norma',
      },
    ),
    ruleDef(
      ID,
      'resourceQuantity',
      'ERROR',
      {
        zh: '人材机汇总数量 = Σ(定额工程量 × 消耗量)（允许偏差 %）',
        en: 'Resource summary quantity = Σ(norm quantity × consumption) (tolerance %)',
        es: 'Cantidad del resumen de recursos = Σ(cantidad de norma × consumo) (tolerancia %)',
      },
      {
        zh: '人材机 {row} 汇总数量 {actual}，按定额消耗计算应为 {expected}（偏差 {deviation}%）',
        en: 'Resource {row}: summary quantity {actual}, the norms give {expected} (off by {deviation}%)',
        es: 'Recurso {row}: cantidad del resumen {actual}, las normas dan {expected} (desviación {deviation}%)',
      },
      { max: 0.1, unit: '%' },
    ),
    ruleDef(
      ID,
      'unknownResource',
      'ERROR',
      {
        zh: '定额使用的人材机都在人材机汇总中',
        en: 'Every resource a norm uses is in the resource summary',
        es: 'Todo recurso usado por una norma está en el resumen de recursos',
      },
      {
        zh: '清单项目 {row} 的定额 {norm} 使用的人材机 {resource} 不在人材机汇总中',
        en: 'Norm {norm} of bill item {row} uses resource {resource}, which is not in the summary',
        es: 'La norma {norm} de la partida {row} usa el recurso {resource}, que no está en el resumen',
      },
    ),
    ruleDef(
      ID,
      'unusedResource',
      'WARN',
      {
        zh: '人材机汇总中没有未被定额使用的项',
        en: 'No resource of the summary is left unused by the norms',
        es: 'Ningún recurso del resumen queda sin usar por las normas',
      },
      {
        zh: '人材机 {row} 没有任何定额使用（汇总数量 {actual}）',
        en: 'Resource {row} is used by no norm (summary quantity {actual})',
        es: 'El recurso {row} no lo usa ninguna norma (cantidad del resumen {actual})',
      },
    ),
    ruleDef(
      ID,
      'mainMaterialPrice',
      'ERROR',
      {
        zh: '主材单价不为 0',
        en: 'Main materials are priced (not 0)',
        es: 'Los materiales principales tienen precio (no 0)',
      },
      {
        zh: '主材 {row} 单价为 {actual}',
        en: 'Main material {row} is priced {actual}',
        es: 'El material principal {row} tiene precio {actual}',
      },
    ),
    skipRuleDef(ID),
  ],
  run(input: CheckInput): Finding[] {
    const out = new Findings(ID);
    const hasNorms = activeRule(input, KEYS.billHasNorms);
    const quantity = activeRule(input, KEYS.resourceQuantity);
    const unknown = activeRule(input, KEYS.unknownResource);
    const unused = activeRule(input, KEYS.unusedResource);
    const mainPrice = activeRule(input, KEYS.mainMaterialPrice);
    const skipped = activeRule(input, KEYS.skipped);
    const nodes = nodeIndex(input.project);

    for (const [unitId, unit] of Object.entries(input.project.units)) {
      // Without 表-09 there are no norms; without 人材机汇总 no summary: one note, no per-row noise.
      const missing = missingTables(unit, ['analysis', 'resources']);
      const noAnalysis = missing.includes('analysis');
      const noResources = missing.includes('resources');
      addSkip(
        out,
        skipped,
        nodePlace(nodes.get(unitId), unitId),
        missing,
        noAnalysis && noResources
          ? SKIPPED.both
          : noAnalysis
            ? SKIPPED.analysis
            : SKIPPED.resources,
      );
      if (noAnalysis && noResources) continue;
      const summary = new Set<string>();
      for (const resource of unit.resources) summary.add(resource.code);

      const used = new Map<string, number>();
      const reported = new Set<string>();
      for (const bill of unit.bills) {
        if (bill.norms.length === 0) {
          if (hasNorms && !noAnalysis && bill.unitPrice !== 0 && bill.amount !== 0)
            out.add(hasNorms, billPlace(bill), null, '0', { price: shown(bill.unitPrice) });
          continue;
        }
        for (const norm of bill.norms)
          for (const use of norm.resources) {
            used.set(use.code, (used.get(use.code) ?? 0) + norm.quantity * use.consumption);
            if (unknown && !noResources && !summary.has(use.code) && !reported.has(use.code)) {
              reported.add(use.code);
              out.add(unknown, billPlace(bill), null, use.code, {
                norm: norm.code,
                resource: use.code,
              });
            }
          }
      }

      if (noResources) continue;
      for (const resource of unit.resources) {
        if (mainPrice && resource.kind === 'main' && resource.price === 0)
          out.add(mainPrice, resourcePlace(resource), '> 0', shown(resource.price));
        if (noAnalysis) continue;
        const computed = used.get(resource.code);
        if (computed === undefined) {
          if (unused) out.add(unused, resourcePlace(resource), '0', shown(resource.quantity, 4));
          continue;
        }
        if (!quantity) continue;
        const tolerance = Math.max(
          (Math.abs(computed) * (quantity.max ?? 0)) / 100,
          roundingSlack(unitDecimals(resource.unit)),
        );
        if (Math.abs(resource.quantity - computed) > tolerance + 1e-9) {
          out.add(
            quantity,
            resourcePlace(resource),
            shown(computed, 4),
            shown(resource.quantity, 4),
            {
              deviation: shown(deviationPercent(resource.quantity, computed)),
            },
          );
        }
      }
    }
    return out.list;
  },
};
