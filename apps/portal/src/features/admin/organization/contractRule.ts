import { translateContractMessage } from '@ccms/api-client';
import type { FieldRule } from '@ccms/ui';

/** What a form needs of a contract field schema: zod's `safeParse`, read structurally. */
export interface FieldSchema {
  safeParse(value: unknown): {
    success: boolean;
    error?: { issues: readonly { message: string }[] } | undefined;
  };
}

/**
 * A form rule that checks a field by the contract's own schema, so the form refuses exactly what
 * the server would, with the same message in the reader's language. `required` marks the field
 * and gives it the contract's message for an empty value (e.g. 请输入部门名称).
 */
export function contractRule(
  schema: FieldSchema,
  language: string,
  { required = false }: { required?: boolean } = {},
): FieldRule {
  const messageFor = (value: unknown): string | null => {
    const result = schema.safeParse(value);
    if (result.success) return null;
    return translateContractMessage(result.error?.issues[0]?.message ?? '', language);
  };
  const rule: FieldRule = { validator: messageFor };
  if (required) {
    rule.required = true;
    rule.message = messageFor('') ?? undefined;
  }
  return rule;
}
