/**
 * 措施费率检查 (DOMAIN.md §3): 安全文明施工费 (011707001) present, at a regulated rate, amount =
 * 计算基础 × 费率; the other 总价措施 at rates in range and amount = 计算基础 × 费率; 措施项目 ÷
 * 分部分项 in 3–25 %; a multi-storey building's structure without 脚手架 (011701) or 模板
 * (011702) items.
 */
import { SAFETY_MEASURE_CODE } from '../../engine/baseValues';
import type { MeasureItem } from '../../engine/model';
import { hasSourceTable } from '../../engine/model';
import { TOTAL_TOLERANCE } from '../../engine/model';
import { inRange } from '../rules';
import type { QualityCheck } from '../types';
import type { Place } from './support-bill';
import { Findings, activeRule, differs, ruleDef } from './support-bill';
import type { UnitFacts } from './support-fee';
import {
  baseValue,
  feePlace,
  money,
  pct,
  projectFacts,
  rangeText,
  rated,
  share,
  unitPlace,
  WORK_CODES,
} from './support-fee';

const ID = 'measuresRateCheck';
const KEYS = {
  safetyPresent: `${ID}.safetyPresent`,
  safetyRate: `${ID}.safetyRate`,
  safetyAmount: `${ID}.safetyAmount`,
  otherRate: `${ID}.otherRate`,
  otherAmount: `${ID}.otherAmount`,
  measuresShare: `${ID}.measuresShare`,
  scaffoldingFormwork: `${ID}.scaffoldingFormwork`,
} as const;

const AMOUNT_MESSAGE = {
  zh: '{row} 金额 {actual}，按计算基础 {base} × 费率 {rate} 应为 {expected}',
  en: '{row} is {actual}; base {base} × rate {rate} gives {expected}',
  es: '{row} es {actual}; base {base} × tasa {rate} da {expected}',
};

export const measuresRateCheck: QualityCheck = {
  id: ID,
  title: { zh: '措施费率检查', en: 'Measure rates', es: 'Tasas de medidas' },
  rules: [
    ruleDef(
      ID,
      'safetyPresent',
      'ERROR',
      {
        zh: '计列安全文明施工费（011707001，不可竞争费）',
        en: 'Site safety and civilised construction (011707001, non-competitive) is priced',
        es: 'Se presupuesta la seguridad y obra civilizada (011707001, no competitiva)',
      },
      {
        zh: '单位工程 {row} 未计列安全文明施工费',
        en: 'Unit project {row} has no site safety and civilised construction cost',
        es: 'La obra unitaria {row} no tiene coste de seguridad y obra civilizada',
      },
    ),
    ruleDef(
      ID,
      'safetyRate',
      'ERROR',
      {
        zh: '安全文明施工费 ÷ (分部分项 + 单价措施) 在规定费率之内（全国默认 1.5%–4%，按地区、文件类型在规则表中设置）',
        en: 'Site safety ÷ (items + unit-price measures) within the regulated rate (national default 1.5%–4%; set per region and file type in the rule table)',
        es: 'Seguridad ÷ (partidas + medidas por unidad) dentro de la tasa regulada (por defecto nacional 1,5 %–4 %; por región y tipo de archivo en la tabla de reglas)',
      },
      {
        zh: '{row} 为 (分部分项 + 单价措施) {base} 的 {actual}，规定 {expected}',
        en: '{row} is {actual} of items + unit-price measures ({base}); regulated {expected}',
        es: '{row} es el {actual} de partidas + medidas por unidad ({base}); regulado {expected}',
      },
      { min: 1.5, max: 4, unit: '%' },
    ),
    ruleDef(
      ID,
      'safetyAmount',
      'ERROR',
      {
        zh: '安全文明施工费 = 计算基础 × 费率（允许偏差 1 元）',
        en: 'Site safety = base × rate (tolerance 1 yuan)',
        es: 'Seguridad = base × tasa (tolerancia 1 yuan)',
      },
      AMOUNT_MESSAGE,
      { unit: '元' },
    ),
    ruleDef(
      ID,
      'otherRate',
      'WARN',
      {
        zh: '其他总价措施费率在 0%–5% 之间',
        en: 'Other lump-sum measures at rates within 0%–5%',
        es: 'Otras medidas globales con tasas entre 0 % y 5 %',
      },
      {
        zh: '{row} 费率 {actual}，常见范围 {expected}',
        en: '{row} has rate {actual}; usual range {expected}',
        es: '{row} tiene tasa {actual}; rango habitual {expected}',
      },
      { min: 0, max: 5, unit: '%' },
    ),
    ruleDef(
      ID,
      'otherAmount',
      'ERROR',
      {
        zh: '总价措施金额 = 计算基础 × 费率（允许偏差 1 元）',
        en: 'Lump-sum measure = base × rate (tolerance 1 yuan)',
        es: 'Medida global = base × tasa (tolerancia 1 yuan)',
      },
      AMOUNT_MESSAGE,
      { unit: '元' },
    ),
    ruleDef(
      ID,
      'measuresShare',
      'WARN',
      {
        zh: '措施项目费 ÷ 分部分项工程费在 3%–25% 之间',
        en: 'Measures ÷ items within 3%–25%',
        es: 'Medidas ÷ partidas entre 3 % y 25 %',
      },
      {
        zh: '单位工程 {row} 措施项目费为分部分项工程费的 {actual}，常见范围 {expected}',
        en: 'Unit project {row}: measures are {actual} of the items; usual range {expected}',
        es: 'Obra unitaria {row}: las medidas son el {actual} de las partidas; rango habitual {expected}',
      },
      { min: 3, max: 25, unit: '%' },
    ),
    ruleDef(
      ID,
      'scaffoldingFormwork',
      'WARN',
      {
        zh: '多层建筑（地上层数 ≥ 下限）的砌筑/混凝土工程计列脚手架（011701），混凝土工程计列模板（011702）',
        en: 'A multi-storey building (storeys ≥ the minimum) with masonry/concrete has scaffolding (011701), and with concrete formwork (011702)',
        es: 'Un edificio de varias plantas (plantas ≥ el mínimo) con fábrica/hormigón tiene andamios (011701) y, con hormigón, encofrado (011702)',
      },
      {
        zh: '单位工程 {row}（地上 {floors} 层）缺少{missing}清单项目（{code}）',
        en: 'Unit project {row} ({floors} storeys) has no {missingEn} item ({code})',
        es: 'La obra unitaria {row} ({floors} plantas) no tiene partida de {missingEs} ({code})',
      },
      { min: 2, unit: '层' },
    ),
  ],
  run(input) {
    const out = new Findings(ID);
    const facts = projectFacts(input.project);
    const present = activeRule(input, KEYS.safetyPresent);
    const rate = activeRule(input, KEYS.safetyRate);
    const safetyAmount = activeRule(input, KEYS.safetyAmount);
    const otherRate = activeRule(input, KEYS.otherRate);
    const otherAmount = activeRule(input, KEYS.otherAmount);
    const measuresShare = activeRule(input, KEYS.measuresShare);
    const structure = activeRule(input, KEYS.scaffoldingFormwork);
    const floors = input.project.floors;

    for (const unit of facts.units) {
      const fbfx = unit.base.FBFXHJ;
      const safetyMeasures = unit.data.measures.filter((m) =>
        m.code.startsWith(SAFETY_MEASURE_CODE),
      );
      const safetyFees = unit.feeRows.get('safety') ?? [];
      const checkAmount = (
        rule: typeof safetyAmount,
        place: Place,
        base: string,
        rowRate: number,
        amount: number,
      ) => {
        if (!rule) return;
        const value = baseValue(unit, base);
        if (value === null) return;
        const expected = rated(value, rowRate);
        if (differs(amount, expected, TOTAL_TOLERANCE))
          out.add(rule, place, money(expected), money(amount), {
            base: money(value),
            rate: pct(rowRate),
          });
      };

      if (safetyMeasures.length === 0 && safetyFees.length === 0) {
        // From a file: missing only when it had a 总价措施 or fee table to hold the row.
        const expected =
          !unit.data.sources ||
          hasSourceTable(unit.data, 'measures') ||
          hasSourceTable(unit.data, 'fees');
        if (present && fbfx > 0 && expected)
          out.add(present, unitPlace(unit), SAFETY_MEASURE_CODE, null);
      } else {
        const place = safetyMeasures[0]
          ? measurePlace(unit, safetyMeasures[0])
          : feePlace(unit, safetyFees[0]!);
        const amount =
          safetyMeasures.length > 0
            ? unit.base.AQWM
            : safetyFees.reduce((sum, row) => sum + row.amount, 0);
        // The regulated base: 分部分项 + 单价措施 (FBFXHJ + DJCSHJ), not 分部分项 alone.
        const safetyBase = fbfx + unit.base.DJCSHJ;
        const effective = share(amount, safetyBase);
        if (rate && effective !== null && !inRange(effective, rate))
          out.add(rate, place, rangeText(rate), pct(effective), { base: money(safetyBase) });
      }
      for (const measure of unit.data.measures) {
        const safety = measure.code.startsWith(SAFETY_MEASURE_CODE);
        const place = measurePlace(unit, measure);
        const amountRule = safety ? safetyAmount : otherAmount;
        checkAmount(amountRule, place, measure.base, measure.rate, measure.amount);
        if (measure.adjustedRate !== null && measure.adjustedAmount !== null)
          checkAmount(
            amountRule,
            place,
            measure.base,
            measure.adjustedRate,
            measure.adjustedAmount,
          );
        const effectiveRate = measure.adjustedRate ?? measure.rate;
        if (
          !safety &&
          otherRate &&
          measure.base.trim() !== '' &&
          !inRange(effectiveRate, otherRate)
        )
          out.add(otherRate, place, rangeText(otherRate), pct(effectiveRate));
      }
      for (const row of unit.allFeeRows.get('safety') ?? [])
        checkAmount(safetyAmount, feePlace(unit, row), row.base, row.rate, row.amount);

      const ratio = share(unit.parts.measures, unit.parts.fbfx);
      if (measuresShare && ratio !== null && !inRange(ratio, measuresShare))
        out.add(measuresShare, unitPlace(unit), rangeText(measuresShare), pct(ratio));

      if (structure && floors !== null && structure.min !== null && floors >= structure.min)
        checkStructure(out, structure, unit, floors);
    }
    return out.list;
  },
};

function measurePlace(unit: UnitFacts, measure: MeasureItem): Place {
  return {
    nodeId: unit.node.id,
    rowKind: 'measure',
    rowId: measure.id,
    rowLabel: `${measure.code} ${measure.name}`.trim(),
  };
}

function checkStructure(
  out: Findings,
  rule: NonNullable<ReturnType<typeof activeRule>>,
  unit: UnitFacts,
  floors: number,
): void {
  const { works } = unit;
  if (!works.concrete && !works.masonry) return;
  const missing: [string, string, string, string][] = [];
  if (!works.scaffolding)
    missing.push([WORK_CODES.scaffolding, '脚手架', 'scaffolding', 'andamios']);
  if (works.concrete && !works.formwork)
    missing.push([WORK_CODES.formwork, '模板', 'formwork', 'encofrado']);
  for (const [code, zh, en, es] of missing)
    out.add(rule, unitPlace(unit), code, null, {
      floors,
      code,
      missing: zh,
      missingEn: en,
      missingEs: es,
    });
}
