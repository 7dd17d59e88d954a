// Public exports of the forms component group; index.ts re-exports this file.
export { IconButton } from '../icon-button/IconButton';
export type { IconButtonProps } from '../icon-button/IconButton';
export { Link } from '../link/Link';
export type { LinkProps, LinkVariant } from '../link/Link';
export { Input } from '../input/Input';
export type { InputProps } from '../input/Input';
export { Textarea } from '../textarea/Textarea';
export type { TextareaProps } from '../textarea/Textarea';
export { NumberInput } from '../number-input/NumberInput';
export type { NumberInputProps } from '../number-input/NumberInput';
export { formatNumberText, parseNumberText } from '../number-input/numberText';
export type { ParsedNumber } from '../number-input/numberText';
export { Select, VIRTUALIZE_ABOVE } from '../select/Select';
export type {
  MultipleSelectProps,
  SelectKey,
  SelectOption,
  SelectProps,
  SingleSelectProps,
} from '../select/Select';
export { Checkbox, CheckboxGroup } from '../checkbox/Checkbox';
export type { CheckboxGroupProps, CheckboxProps } from '../checkbox/Checkbox';
export { Radio, RadioGroup } from '../radio/Radio';
export type { RadioGroupProps, RadioProps } from '../radio/Radio';
export { Switch } from '../switch/Switch';
export type { SwitchProps } from '../switch/Switch';
export { Form, FormField, useFormField } from '../form/Form';
export type { FieldBinding, FormFieldOptions, FormFieldProps, FormProps } from '../form/Form';
export { FormActions } from '../form/Form.styles';
export { FormAlert } from '../form/FormAlert';
export type { FormAlertProps } from '../form/FormAlert';
export { FIELD_WIDTHS, resolveFieldWidth } from '../form/fieldWidth';
export type { FieldWidth } from '../form/fieldWidth';
export {
  captchaRule,
  effectiveRules,
  formatRuleMessage,
  isEmptyValue,
  isFieldRequired,
  mobileRule,
  numberRule,
  passwordRule,
  patternRule,
  requiredRule,
  sameAsRule,
  validateField,
  validateFields,
} from '../form/rules';
export type {
  FieldDefinition,
  FieldRule,
  FormValues,
  RuleMessage,
  RuleResult,
  RuleTrigger,
} from '../form/rules';
