// Chinese capital money (大写金额) as written on cheques and invoices.

const DIGITS = ['零', '壹', '贰', '叁', '肆', '伍', '陆', '柒', '捌', '玖'];
/** Position inside a group of four digits. */
const RADIX = ['', '拾', '佰', '仟'];
/** Group units: the spec's amounts run up to the hundred-million (亿) level. */
const GROUP_UNITS = ['', '万', '亿'];
/** 9999亿9999万9999元9角9分 is the largest amount; from 1万亿 on the result is empty. */
const MAX_CENTS = 1e14 - 1;
const AMOUNT_PATTERN = /^(\d+)(?:\.(\d+))?$/;

/** Whole cents of a non-negative decimal, rounded half up at the third decimal; null if not one. */
function toCents(value: number | string): number | null {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0) return null;
    // String() keeps what the user sees (1.005 stays 1.005); tiny values print as 1e-7, hence toFixed.
    text = /e/i.test(String(value)) ? value.toFixed(2) : String(value);
  } else {
    text = value.trim();
  }
  const match = AMOUNT_PATTERN.exec(text);
  if (!match) return null;
  const integer = match[1]!.replace(/^0+(?=\d)/, '');
  if (integer.length > 12) return null;
  const fraction = (match[2] ?? '').padEnd(3, '0');
  const cents =
    Number(integer) * 100 + Number(fraction.slice(0, 2)) + (Number(fraction[2]) >= 5 ? 1 : 0);
  return cents > MAX_CENTS ? null : cents;
}

function integerToCapital(yuan: number): string {
  const digits = String(yuan);
  let result = '';
  let zeroPending = false;
  for (let index = 0; index < digits.length; index++) {
    const digit = Number(digits[index]);
    const position = digits.length - 1 - index;
    const group = Math.floor(position / 4);
    const radix = position % 4;
    if (digit === 0) {
      zeroPending = true;
    } else {
      if (zeroPending) result += DIGITS[0];
      zeroPending = false;
      result += DIGITS[digit]! + RADIX[radix]!;
    }
    // At the last digit of a group, name the group unless all four of its digits are zero; its
    // trailing zeros are then silent (60 8913 is 陆拾万捌仟…, not 陆拾万零捌仟…).
    if (radix === 0 && group > 0 && !/^0+$/.test(digits.slice(Math.max(0, index - 3), index + 1))) {
      result += GROUP_UNITS[group]!;
      zeroPending = false;
    }
  }
  return result;
}

/**
 * 大写金额 of an amount in yuan, e.g. 100200.3 → 壹拾万零贰佰元叁角, 105000000.07 →
 * 壹亿零伍佰万元零柒分. Accepts only 0 or a non-negative decimal number (a number, or a string
 * of digits with an optional fraction); anything else, and amounts from 1万亿 on, give ''.
 * More than two decimals round half up to the fen. Zero gives 零元整: the character for zero
 * written as a complete cheque amount (元 and 整 as for every whole amount), which is how the
 * payment-settlement rules write it.
 */
export function formatCapitalMoney(value: number | string): string {
  const cents = toCents(value);
  if (cents === null) return '';
  if (cents === 0) return '零元整';
  const yuan = Math.floor(cents / 100);
  const jiao = Math.floor(cents / 10) % 10;
  const fen = cents % 10;
  let result = yuan > 0 ? `${integerToCapital(yuan)}元` : '';
  if (jiao === 0 && fen === 0) return `${result}整`;
  if (jiao > 0) result += `${DIGITS[jiao]!}角`;
  else if (yuan > 0) result += DIGITS[0];
  if (fen > 0) result += `${DIGITS[fen]!}分`;
  return result;
}
