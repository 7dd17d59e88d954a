/**
 * 项目特征 as text and as attribute values: a bill's features are lines "1. 名称：值" (full- or
 * half-width colon, numbering optional); a model's attributes are their names with fixed values.
 */
import type { BillModelAttr, BillModelAttrValue } from '../../../db/schema';

const LINE = /^\s*(?:\d+\s*[.．、)]\s*)?([^:：]+?)\s*[:：]\s*(.*?)\s*$/;

/** The name → value pairs of a features text, in order (lines without a colon are skipped). */
export function parseFeatures(features: string): BillModelAttrValue[] {
  const values: BillModelAttrValue[] = [];
  const seen = new Set<string>();
  for (const line of features.split(/\r?\n/)) {
    const match = LINE.exec(line);
    if (!match) continue;
    const name = match[1]!.trim();
    if (!name || seen.has(name)) continue;
    seen.add(name);
    values.push({ name, value: match[2]! });
  }
  return values;
}

/** Features text from values: "1. 名称：值" lines. */
export function composeFeatures(values: readonly BillModelAttrValue[]): string {
  return values.map((item, index) => `${index + 1}. ${item.name}：${item.value}`).join('\n');
}

/** The model's attributes read from a bill's features (a model attribute the text lacks is ''). */
export function valuesForModel(
  attributes: readonly BillModelAttr[],
  features: string,
): BillModelAttrValue[] {
  const parsed = new Map(parseFeatures(features).map((item) => [item.name, item.value]));
  return attributes.map((attribute) => ({
    name: attribute.name,
    value: parsed.get(attribute.name) ?? '',
  }));
}

/** A model's attributes from a standard bill's features (no value fixed). */
export function attributesOf(features: string): BillModelAttr[] {
  return parseFeatures(features).map((item) => ({ name: item.name, fixValue: null }));
}
