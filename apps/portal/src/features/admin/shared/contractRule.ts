import { translateContractMessage } from '@ccms/api-client';
import type { FieldRule, RuleMessage } from '@ccms/ui';

/** What a form needs of a contract field schema: zod's `safeParse`, read structurally. */
export interface FieldSchema {
  safeParse(value: unknown): {
    success: boolean;
    error?: { issues: readonly { message: string }[] } | undefined;
  };
}

/** The contract writes its own messages in Chinese; zod's built-in ones are English. */
const CONTRACT_MESSAGE = /[\u4e00-\u9fff]/;

export interface ContractRuleOptions {
  /** Marks the field required, with the contract's message for an empty value (请输入部门名称). */
  required?: boolean;
  /** Marks the field required with this contract message instead (e.g. 请输入单位名称). */
  requiredMessage?: string | undefined;
  /** The field's label: zod's own (English) messages become "<label> is not in a valid format". */
  label?: string;
}

/**
 * A form rule that checks a field by the contract's own schema, so the form refuses exactly what
 * the server would, with the same message in the reader's language.
 */
export function contractRule(
  schema: FieldSchema,
  language: string,
  { required = false, requiredMessage, label }: ContractRuleOptions = {},
): FieldRule {
  const messageFor = (value: unknown): RuleMessage | null => {
    const result = schema.safeParse(value);
    if (result.success) return null;
    const message = result.error?.issues[0]?.message ?? '';
    if (label !== undefined && !CONTRACT_MESSAGE.test(message)) {
      return { key: 'fieldInvalid', values: { label } };
    }
    return translateContractMessage(message, language);
  };
  const rule: FieldRule = { validator: messageFor };
  if (requiredMessage !== undefined) {
    rule.required = true;
    rule.message = translateContractMessage(requiredMessage, language);
  } else if (required) {
    rule.required = true;
    rule.message = messageFor('') ?? undefined;
  }
  return rule;
}
