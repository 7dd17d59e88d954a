/**
 * 分部分项计价检查 (DOMAIN.md §3): required columns of 表-08 filled; 项目编码 12 digits or a
 * supplementary code (01B001), no duplicate code within a unit project; 综合单价 = Σ(定额工程量 ×
 * 定额单价) ÷ 清单工程量; a bid keeps the tender's code, name, features, unit and quantity
 * (GB 50500-2013 6.2.3: 投标人必须按招标人提供的工程量清单填报价格).
 */
import { round } from '../../engine/model';
import type { BillItem } from '../../engine/model';
import { shown } from '../rules';
import type { CheckInput, EffectiveRule, Finding, QualityCheck } from '../types';
import {
  Findings,
  activeRule,
  billIndex,
  billPlace,
  canonicalUnit,
  differs,
  ruleDef,
  unitKeys,
} from './support-bill';

const ID = 'branchValencyCheck';

const KEYS = {
  requiredFields: `${ID}.requiredFields`,
  codeFormat: `${ID}.codeFormat`,
  duplicateCode: `${ID}.duplicateCode`,
  normPrice: `${ID}.normPrice`,
  tenderChanged: `${ID}.tenderChanged`,
  tenderMissing: `${ID}.tenderMissing`,
  tenderAdded: `${ID}.tenderAdded`,
} as const;

/** 项目编码: 12 digits (专业 2 + 附录 2 + 分部 2 + 分项 3 + 顺序 3). */
export const BILL_CODE = /^\d{12}$/;
/** 补充项目编码: specialty 2 digits + B + 3 digits (01B001). */
export const SUPPLEMENTARY_CODE = /^\d{2}B\d{3}$/;

/** The 表-08 columns a bill item must fill, as their headings read. */
const COLUMNS = {
  code: '项目编码',
  name: '项目名称',
  features: '项目特征描述',
  unit: '计量单位',
  quantity: '工程量',
} as const;

const WHITESPACE = /\s+/g;
const squash = (text: string) => text.replace(WHITESPACE, '');

/** Quantities are equal when they agree to 6 decimals (files carry at most 3). */
const SAME_QUANTITY = 1e-6;

/** The tender's columns a bid changed, one finding each. */
function reportChanges(
  out: Findings,
  rule: EffectiveRule,
  original: BillItem,
  bill: BillItem,
): void {
  const place = billPlace(bill);
  if (original.name !== bill.name && original.name.trim() !== bill.name.trim())
    out.add(rule, place, original.name, bill.name, { field: COLUMNS.name });
  if (original.features !== bill.features && squash(original.features) !== squash(bill.features))
    out.add(rule, place, original.features, bill.features, { field: COLUMNS.features });
  if (original.unit !== bill.unit && canonicalUnit(original.unit) !== canonicalUnit(bill.unit))
    out.add(rule, place, original.unit, bill.unit, { field: COLUMNS.unit });
  if (differs(original.quantity, bill.quantity, SAME_QUANTITY))
    out.add(rule, place, shown(original.quantity, 3), shown(bill.quantity, 3), {
      field: COLUMNS.quantity,
    });
}

export const branchValencyCheck: QualityCheck = {
  id: ID,
  title: {
    zh: '分部分项计价检查',
    en: 'Bill of quantities pricing',
    es: 'Valoración de las partidas',
  },
  rules: [
    ruleDef(
      ID,
      'requiredFields',
      'ERROR',
      {
        zh: '清单项目填写了项目编码、项目名称、项目特征描述、计量单位和工程量',
        en: 'A bill item fills code, name, features, unit and quantity',
        es: 'Una partida rellena código, nombre, características, unidad y cantidad',
      },
      {
        zh: '清单项目 {row} 缺少：{fields}',
        en: 'Bill item {row} lacks: {fields}',
        es: 'A la partida {row} le falta: {fields}',
      },
    ),
    ruleDef(
      ID,
      'codeFormat',
      'ERROR',
      {
        zh: '项目编码为 12 位数字，或补充项目编码（如 01B001）',
        en: 'The item code has 12 digits, or is a supplementary code (like 01B001)',
        es: 'El código tiene 12 dígitos o es un código suplementario (como 01B001)',
      },
      {
        zh: '清单项目 {row} 的项目编码 {actual} 不符合 12 位编码或补充编码格式',
        en: 'Bill item {row}: code {actual} is neither a 12-digit nor a supplementary code',
        es: 'Partida {row}: el código {actual} no tiene 12 dígitos ni es suplementario',
      },
    ),
    ruleDef(
      ID,
      'duplicateCode',
      'ERROR',
      {
        zh: '同一单位工程内项目编码不重复',
        en: 'Item codes are unique within a unit project',
        es: 'Los códigos de partida son únicos en cada obra unitaria',
      },
      {
        zh: '项目编码 {actual} 重复：{row} 与 {other}',
        en: 'Code {actual} appears twice: {row} and {other}',
        es: 'El código {actual} aparece dos veces: {row} y {other}',
      },
    ),
    ruleDef(
      ID,
      'normPrice',
      'ERROR',
      {
        zh: '综合单价 = Σ(定额工程量 × 定额单价) ÷ 清单工程量（允许偏差以元计）',
        en: 'Unit price = Σ(norm quantity × norm price) ÷ item quantity (tolerance in yuan)',
        es: 'Precio unitario = Σ(cantidad de norma × precio de norma) ÷ cantidad de la partida (tolerancia en yuanes)',
      },
      {
        zh: '清单项目 {row} 综合单价 {actual}，按定额组价应为 {expected}',
        en: 'Bill item {row}: unit price {actual}, its norms give {expected}',
        es: 'Partida {row}: precio unitario {actual}, sus normas dan {expected}',
      },
      { max: 0.01, unit: '元' },
    ),
    ruleDef(
      ID,
      'tenderChanged',
      'ERROR',
      {
        zh: '投标清单的项目编码、名称、特征、单位、工程量与招标清单一致',
        en: 'A bid keeps the tender’s item code, name, features, unit and quantity',
        es: 'La oferta mantiene código, nombre, características, unidad y cantidad de la licitación',
      },
      {
        zh: '清单项目 {row} 的{field}被修改：招标为 {expected}，投标为 {actual}',
        en: 'Bill item {row}: {field} changed from the tender’s {expected} to {actual}',
        es: 'Partida {row}: {field} cambió de {expected} (licitación) a {actual}',
      },
    ),
    ruleDef(
      ID,
      'tenderMissing',
      'ERROR',
      {
        zh: '招标清单的项目在投标文件中都有',
        en: 'Every tender item is in the bid',
        es: 'Toda partida de la licitación está en la oferta',
      },
      {
        zh: '招标清单项目 {row} 在投标文件中缺失',
        en: 'Tender item {row} is missing from the bid',
        es: 'La partida de licitación {row} falta en la oferta',
      },
    ),
    ruleDef(
      ID,
      'tenderAdded',
      'ERROR',
      {
        zh: '投标文件没有招标清单以外的项目',
        en: 'The bid adds no item the tender does not have',
        es: 'La oferta no añade partidas que no estén en la licitación',
      },
      {
        zh: '投标清单项目 {row} 不在招标清单中',
        en: 'Bid item {row} is not in the tender',
        es: 'La partida ofertada {row} no está en la licitación',
      },
    ),
  ],
  run(input: CheckInput): Finding[] {
    const out = new Findings(ID);
    const { project } = input;
    const required = activeRule(input, KEYS.requiredFields);
    const format = activeRule(input, KEYS.codeFormat);
    const duplicate = activeRule(input, KEYS.duplicateCode);
    const normPrice = activeRule(input, KEYS.normPrice);
    const control = project.fileType === 'bid' ? input.control : null;
    const changed = control ? activeRule(input, KEYS.tenderChanged) : null;
    const missing = control ? activeRule(input, KEYS.tenderMissing) : null;
    const added = control ? activeRule(input, KEYS.tenderAdded) : null;
    const tender = control && (changed || added) ? billIndex(control) : null;
    const keys = unitKeys(project);

    for (const [unitId, unit] of Object.entries(project.units)) {
      const scope = tender?.scope(keys.get(unitId) ?? unitId);
      const codes = new Map<string, BillItem>();
      for (const bill of unit.bills) {
        if (required) {
          const lacking: string[] = [];
          if (!bill.code.trim()) lacking.push(COLUMNS.code);
          if (!bill.name.trim()) lacking.push(COLUMNS.name);
          if (!bill.features.trim()) lacking.push(COLUMNS.features);
          if (!bill.unit.trim()) lacking.push(COLUMNS.unit);
          if (!Number.isFinite(bill.quantity)) lacking.push(COLUMNS.quantity);
          if (lacking.length > 0)
            out.add(required, billPlace(bill), null, null, { fields: lacking.join('、') });
        }
        if (
          format &&
          bill.code.trim() &&
          !BILL_CODE.test(bill.code) &&
          !SUPPLEMENTARY_CODE.test(bill.code)
        )
          out.add(format, billPlace(bill), '000000000000 / 00B000', bill.code);
        if (duplicate && bill.code) {
          const first = codes.get(bill.code);
          if (!first) codes.set(bill.code, bill);
          else
            out.add(duplicate, billPlace(bill), null, bill.code, {
              other: `${first.code} ${first.name}`,
            });
        }
        if (normPrice && bill.norms.length > 0 && bill.quantity !== 0) {
          let total = 0;
          for (const norm of bill.norms) total += norm.quantity * norm.price;
          const expected = total / bill.quantity;
          if (differs(bill.unitPrice, expected, normPrice.max ?? 0))
            out.add(
              normPrice,
              billPlace(bill),
              shown(round(expected, 4), 4),
              shown(bill.unitPrice, 4),
            );
        }
        if (tender) {
          const original = tender.find(scope, bill.code);
          if (!original) {
            if (added) out.add(added, billPlace(bill), null, bill.code);
          } else if (changed) {
            reportChanges(out, changed, original, bill);
          }
        }
      }
    }

    if (control && missing) {
      const bid = billIndex(project);
      const bidUnits = new Map<string, string>();
      for (const [unitId, key] of keys) bidUnits.set(key, unitId);
      const controlKeys = unitKeys(control);
      for (const [unitId, unit] of Object.entries(control.units)) {
        const unitKey = controlKeys.get(unitId) ?? unitId;
        const scope = bid.scope(unitKey);
        const place = {
          nodeId: bidUnits.get(unitKey) ?? null,
          rowKind: 'bill' as const,
          rowId: null,
        };
        for (const bill of unit.bills)
          if (!bid.find(scope, bill.code))
            out.add(missing, { ...place, rowLabel: `${bill.code} ${bill.name}` }, bill.code, null);
      }
    }
    return out.list;
  },
};
