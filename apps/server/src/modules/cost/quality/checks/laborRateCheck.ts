/**
 * 人工费检查 (DOMAIN.md §3): the labour day rate within ±20 % of the published one; 人工费 ÷
 * 分部分项 in 10–35 %; a bid item's labour below the control price's × 90 % (bills matched by
 * code within the same unit project, else skipped).
 */
import type { UnitData } from '../../engine/model';
import { inRange, shown } from '../rules';
import type { QualityCheck } from '../types';
import {
  Findings,
  activeRule,
  addSkip,
  billIndex,
  billPlace,
  partsUnknown,
  ruleDef,
  skipRuleDef,
  unitKeys,
} from './support-bill';
import { money, pct, projectFacts, rangeText, share, unitPlace } from './support-fee';

const ID = 'laborRateCheck';
const KEYS = {
  dayRate: `${ID}.dayRate`,
  labourShare: `${ID}.labourShare`,
  bidBelowControl: `${ID}.bidBelowControl`,
  skipped: `${ID}.skipped`,
} as const;

const SKIPPED = {
  zh: '人工费占比及投标人工费',
  en: 'the labour share and the bid’s labour',
  es: 'la proporción de mano de obra y la mano de obra ofertada',
};

export const laborRateCheck: QualityCheck = {
  id: ID,
  title: { zh: '人工费检查', en: 'Labour cost', es: 'Mano de obra' },
  rules: [
    ruleDef(
      ID,
      'dayRate',
      'WARN',
      {
        zh: '人工日工资单价与发布的人工单价偏差在 ±20% 之内',
        en: 'Labour day rate within ±20% of the published rate',
        es: 'Jornal dentro de ±20 % del publicado',
      },
      {
        zh: '单位工程 {row} 人工单价 {rate} 元/工日，发布价 {published}，偏差 {actual}（允许 {expected}）',
        en: 'Unit project {row}: day rate {rate} yuan, published {published}, deviation {actual} (allowed {expected})',
        es: 'Obra unitaria {row}: jornal {rate} yuanes, publicado {published}, desviación {actual} (permitido {expected})',
      },
      { min: -20, max: 20, unit: '%' },
    ),
    ruleDef(
      ID,
      'labourShare',
      'WARN',
      {
        zh: '人工费 ÷ 分部分项工程费在 10%–35% 之间',
        en: 'Labour ÷ items within 10%–35%',
        es: 'Mano de obra ÷ partidas entre 10 % y 35 %',
      },
      {
        zh: '单位工程 {row} 人工费为分部分项工程费的 {actual}，常见范围 {expected}',
        en: 'Unit project {row}: labour is {actual} of the items; usual range {expected}',
        es: 'Obra unitaria {row}: la mano de obra es el {actual} de las partidas; rango habitual {expected}',
      },
      { min: 10, max: 35, unit: '%' },
    ),
    ruleDef(
      ID,
      'bidBelowControl',
      'WARN',
      {
        zh: '投标清单人工费不低于招标控制价同项人工费的 90%',
        en: 'A bid item’s labour at least 90% of the control price’s',
        es: 'La mano de obra de una partida ofertada es al menos el 90 % de la del precio de control',
      },
      {
        zh: '{row} 人工费 {actual}，招标控制价 {control}，下限 {expected}',
        en: '{row} labour {actual}, control price {control}, floor {expected}',
        es: '{row} mano de obra {actual}, precio de control {control}, mínimo {expected}',
      },
      { min: 90, unit: '%' },
    ),
    skipRuleDef(ID),
  ],
  run(input) {
    const out = new Findings(ID);
    const { project } = input;
    const facts = projectFacts(project);
    const dayRate = activeRule(input, KEYS.dayRate);
    const labourShare = activeRule(input, KEYS.labourShare);
    const below = activeRule(input, KEYS.bidBelowControl);
    const skipped = activeRule(input, KEYS.skipped);
    // Units whose labour is unknown (no 表-09, or no parts): skipped once, never read as 0.
    const unknown = new Set<string>();

    for (const unit of facts.units) {
      const reasons = labourShare || below ? partsUnknown(unit.data) : [];
      if (reasons.length > 0) {
        unknown.add(unit.node.id);
        addSkip(out, skipped, unitPlace(unit), reasons, SKIPPED);
      }
      const { labourDayRate: rate, publishedLabourDayRate: published } = unit.data;
      if (dayRate && rate !== null && published !== null && published > 0) {
        const deviation = ((rate - published) / published) * 100;
        if (!inRange(deviation, dayRate))
          out.add(dayRate, unitPlace(unit), rangeText(dayRate), pct(deviation), {
            rate: shown(rate),
            published: shown(published),
          });
      }
      if (unknown.has(unit.node.id)) continue;
      const ratio = share(unit.base.FBFXRGFHJ, unit.base.FBFXHJ);
      if (labourShare && ratio !== null && !inRange(ratio, labourShare))
        out.add(labourShare, unitPlace(unit), rangeText(labourShare), pct(ratio));
    }

    const control = input.control;
    if (below && below.min !== null && project.fileType === 'bid' && control) {
      // A bid lists the tender's bills in the tender's order: try the same position first and
      // index the control file by code only when a bill is not there.
      const controlKeys = unitKeys(control);
      const controlUnits = new Map<string, UnitData>();
      for (const [unitId, data] of Object.entries(control.units))
        controlUnits.set(controlKeys.get(unitId) ?? unitId, data);
      const keys = unitKeys(project);
      let index: ReturnType<typeof billIndex> | null = null;
      const floor = below.min / 100;
      for (const unit of facts.units) {
        if (unknown.has(unit.node.id)) continue;
        const key = keys.get(unit.node.id) ?? unit.node.id;
        const sameUnit = controlUnits.get(key)?.bills;
        const bills = unit.data.bills;
        for (let i = 0; i < bills.length; i += 1) {
          const bill = bills[i]!;
          let match = sameUnit?.[i];
          if (match?.code !== bill.code) {
            index ??= billIndex(control);
            match = index.find(index.scope(key), bill.code);
          }
          if (!match || match.labour <= 0) continue;
          const limit = match.labour * floor;
          if (bill.labour < limit - 1e-9)
            out.add(below, billPlace(bill), `≥ ${money(limit)}`, money(bill.labour), {
              control: money(match.labour),
            });
        }
      }
    }
    return out.list;
  },
};
