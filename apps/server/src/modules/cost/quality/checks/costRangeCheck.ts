/**
 * 造价指标检查 (DOMAIN.md §3): cost per m² (the project's 造价 ÷ 建筑面积) within the library's
 * P10–P90 for the project's kind once the library holds 30+ such projects, else the rule's range
 * for the kind (defaults: DOMAIN.md's 2022–24 建安费 ranges). A missing area is an ERROR.
 */
import { inRange, shown, shownRange } from '../rules';
import type { QualityCheck } from '../types';
import {
  Findings,
  activeRule,
  libraryBand,
  libraryRuleDefs,
  librarySettings,
  ruleDef,
} from './support-bill';
import { money, projectFacts, projectTotal, wholePlace } from './support-fee';

const ID = 'costRangeCheck';
const KEYS = {
  areaMissing: `${ID}.areaMissing`,
  costPerM2: `${ID}.costPerM2`,
} as const;

const PER_M2 = '元/m²';

export const costRangeCheck: QualityCheck = {
  id: ID,
  title: { zh: '造价指标检查', en: 'Cost per square metre', es: 'Coste por metro cuadrado' },
  rules: [
    ruleDef(
      ID,
      'areaMissing',
      'ERROR',
      {
        zh: '填写建筑面积（计算单方造价所需）',
        en: 'The floor area is stated (needed for the cost per m²)',
        es: 'Se indica la superficie construida (necesaria para el coste por m²)',
      },
      {
        zh: '项目 {row} 未填写建筑面积，无法计算单方造价',
        en: 'Project {row} has no floor area; the cost per m² cannot be computed',
        es: 'El proyecto {row} no tiene superficie construida; no se puede calcular el coste por m²',
      },
    ),
    ruleDef(
      ID,
      'costPerM2',
      'WARN',
      {
        zh: '单方造价在同类工程的 P10–P90 之间（案例库不足 30 个时：多层住宅 1800–2800，高层住宅 2300–3500，高层办公 4500–7500，地下室 3500–6000 元/m²）',
        en: 'Cost per m² within P10–P90 of the same kind (with fewer than 30 library projects: multi-storey residential 1,800–2,800, high-rise residential 2,300–3,500, high-rise office 4,500–7,500, basement 3,500–6,000 yuan/m²)',
        es: 'Coste por m² entre P10 y P90 del mismo tipo (con menos de 30 proyectos en la biblioteca: residencial de pocas plantas 1.800–2.800, residencial en altura 2.300–3.500, oficinas en altura 4.500–7.500, sótano 3.500–6.000 yuanes/m²)',
      },
      {
        zh: '单方造价 {actual}（造价 {amount} ÷ 面积 {area} m²），{source}范围 {expected}',
        en: 'Cost per m² {actual} ({amount} ÷ {area} m²); {sourceEn} range {expected}',
        es: 'Coste por m² {actual} ({amount} ÷ {area} m²); rango {sourceEs} {expected}',
      },
      {
        unit: PER_M2,
        byKind: {
          'residential-multi': { min: 1800, max: 2800 },
          'residential-high': { min: 2300, max: 3500 },
          'office-high': { min: 4500, max: 7500 },
          basement: { min: 3500, max: 6000 },
        },
      },
    ),
    // DOMAIN.md §3: the library replaces the default ranges once the kind has 30+ projects.
    ...libraryRuleDefs(ID, 30),
  ],
  run(input) {
    const out = new Findings(ID);
    const { project } = input;
    const facts = projectFacts(project);
    const place = wholePlace(facts);
    const area = project.area ?? facts.root?.area ?? null;
    if (area === null || !(area > 0)) {
      const missing = activeRule(input, KEYS.areaMissing);
      if (missing) out.add(missing, place, '> 0', area === null ? null : money(area));
      return out.list;
    }
    const rule = activeRule(input, KEYS.costPerM2);
    if (!rule) return out.list;
    const stats = project.kind ? input.library?.costPerM2[project.kind] : undefined;
    const band = libraryBand(
      stats,
      stats?.p10 ?? null,
      stats?.p90 ?? null,
      librarySettings(input, ID),
    );
    const fromLibrary = stats !== undefined && band !== null;
    const range = band ? { min: band.low, max: band.high } : { min: rule.min, max: rule.max };
    if (range.min === null && range.max === null) return out.list;
    const amount = projectTotal(facts);
    const perM2 = amount / area;
    if (!inRange(perM2, range))
      out.add(
        rule,
        place,
        shownRange(range.min, range.max, PER_M2),
        `${shown(perM2, 0)}${PER_M2}`,
        {
          amount: money(amount),
          area: money(area),
          source: fromLibrary ? `案例库 P10–P90（${stats.n} 个同类工程）` : '默认',
          sourceEn: fromLibrary ? `library P10–P90 (${stats.n} comparable projects)` : 'default',
          sourceEs: fromLibrary
            ? `biblioteca P10–P90 (${stats.n} proyectos comparables)`
            : 'predeterminado',
        },
      );
    return out.list;
  },
};
