import { FormField, Input, type FieldWidth } from '@ccms/ui';
import { useTranslation } from 'react-i18next';
import { contractRule, type FieldSchema } from '../../admin/shared/contractRule';

export interface ContractInputProps {
  name: string;
  label: string;
  /** The contract's schema of the field: the form refuses what the server would. */
  schema: FieldSchema;
  required?: boolean;
  /** A number typed as text (a decimal string; thousands commas allowed). */
  decimal?: boolean;
  width?: FieldWidth;
}

/** A text field of a cost form, checked by the contract's own schema of it. */
export function ContractInput({
  name,
  label,
  schema,
  required,
  decimal,
  width,
}: ContractInputProps) {
  const { i18n } = useTranslation();
  return (
    <FormField<string>
      name={name}
      label={label}
      width={width}
      rules={[contractRule(schema, i18n.language, required ? { required: true } : { label })]}
    >
      {(field) => (
        <Input
          {...field}
          autoComplete="off"
          {...(decimal ? { inputMode: 'decimal' as const } : {})}
        />
      )}
    </FormField>
  );
}
