import Decimal from 'decimal.js';
import { fillText } from '../fee/formula';
import type { Texts } from '../quality/types';

/**
 * Feature values (工程特征) checked against the attributes of a kind: type, unit, options, range
 * and required. Pure. Values are text as people type them; a number may carry thousands commas
 * and its attribute's unit ("12,345.50 m²"), and is stored as the plain number.
 */

export interface FeatureAttr {
  name: string;
  type: 'number' | 'integer' | 'text' | 'select';
  unit: string | null;
  options: readonly string[];
  required: boolean;
  min: string | null;
  max: string | null;
}

export type FeatureErrorKind =
  'required' | 'notNumber' | 'notInteger' | 'belowMin' | 'aboveMax' | 'notOption';

export interface FeatureError {
  name: string;
  kind: FeatureErrorKind;
  message: Texts;
}

export const FEATURE_MESSAGES: Record<FeatureErrorKind, Texts> = {
  required: {
    zh: '请填写「{name}」',
    en: 'Enter “{name}”',
    es: 'Introduzca «{name}»',
  },
  notNumber: {
    zh: '「{name}」须为数字（单位 {unit}），例如 12500.50',
    en: '“{name}” must be a number (unit {unit}), e.g. 12500.50',
    es: '«{name}» debe ser un número (unidad {unit}), p. ej. 12500.50',
  },
  notInteger: {
    zh: '「{name}」须为整数（单位 {unit}）',
    en: '“{name}” must be a whole number (unit {unit})',
    es: '«{name}» debe ser un número entero (unidad {unit})',
  },
  belowMin: {
    zh: '「{name}」不能小于 {min}',
    en: '“{name}” must be at least {min}',
    es: '«{name}» debe ser como mínimo {min}',
  },
  aboveMax: {
    zh: '「{name}」不能大于 {max}',
    en: '“{name}” must be at most {max}',
    es: '«{name}» debe ser como máximo {max}',
  },
  notOption: {
    zh: '「{name}」须为以下之一：{options}',
    en: '“{name}” must be one of: {options}',
    es: '«{name}» debe ser uno de: {options}',
  },
};

const NUMBER = /^-?\d+(\.\d+)?$/;
const INTEGER = /^-?\d+$/;

/** A typed number without thousands commas and without its unit, or null when it is not one. */
export function numberPart(text: string, unit: string | null): string | null {
  let value = text.trim().replace(/,/g, '');
  if (unit && value.endsWith(unit)) value = value.slice(0, -unit.length).trim();
  return NUMBER.test(value) ? value : null;
}

/** A stored feature's leading number ("12345.00 m²" → 12345.00), for formulas; null otherwise. */
export function leadingNumber(text: string): Decimal | null {
  const match = /^\s*(-?[\d,]*\d(?:\.\d+)?)/.exec(text);
  if (!match) return null;
  try {
    return new Decimal(match[1]!.replace(/,/g, ''));
  } catch {
    return null;
  }
}

/** How a stored value shows in its attribute's field: a number without its unit. */
export function displayValue(attr: FeatureAttr, stored: string | undefined): string {
  if (stored === undefined) return '';
  if (attr.type === 'number' || attr.type === 'integer')
    return numberPart(stored, attr.unit) ?? stored;
  return stored;
}

export interface FeatureCheck {
  /** The attributes' values as stored (blank ones left out). */
  values: Record<string, string>;
  errors: FeatureError[];
}

/** Checks the values of every attribute; values of names no attribute declares are not returned. */
export function checkFeatures(
  attrs: readonly FeatureAttr[],
  input: Readonly<Record<string, string>>,
): FeatureCheck {
  const values: Record<string, string> = {};
  const errors: FeatureError[] = [];
  for (const attr of attrs) {
    const params = {
      name: attr.name,
      unit: attr.unit ?? '—',
      min: attr.min === null ? '' : new Decimal(attr.min).toString(),
      max: attr.max === null ? '' : new Decimal(attr.max).toString(),
      options: attr.options.join('、'),
    };
    const fail = (kind: FeatureErrorKind) =>
      errors.push({
        name: attr.name,
        kind,
        message: {
          zh: fillText(FEATURE_MESSAGES[kind].zh, params),
          en: fillText(FEATURE_MESSAGES[kind].en, { ...params, options: attr.options.join(', ') }),
          es: fillText(FEATURE_MESSAGES[kind].es, { ...params, options: attr.options.join(', ') }),
        },
      });
    const raw = (input[attr.name] ?? '').trim();
    if (raw === '') {
      if (attr.required) fail('required');
      continue;
    }
    switch (attr.type) {
      case 'number':
      case 'integer': {
        const number = numberPart(raw, attr.unit);
        if (number === null) {
          fail('notNumber');
          continue;
        }
        if (attr.type === 'integer' && !INTEGER.test(number)) {
          fail('notInteger');
          continue;
        }
        const value = new Decimal(number);
        if (attr.min !== null && value.lt(attr.min)) fail('belowMin');
        else if (attr.max !== null && value.gt(attr.max)) fail('aboveMax');
        else values[attr.name] = number;
        break;
      }
      case 'select':
        if (!attr.options.includes(raw)) fail('notOption');
        else values[attr.name] = raw;
        break;
      case 'text':
        values[attr.name] = raw;
        break;
    }
  }
  return { values, errors };
}
