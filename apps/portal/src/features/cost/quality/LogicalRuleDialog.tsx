import { useQueryClient } from '@tanstack/react-query';
import { rulesLogicalSave, type RulesLogicalRule, type Severity } from '@ccms/api-client';
import { Form, FormAlert, FormField, Input, Select, toast } from '@ccms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { quietApi } from '../../../api/client';
import { contractRule } from '../../admin/shared/contractRule';
import { FormDialog } from '../../admin/shared/FormDialog';
import { bodyOf } from '../library/contractBody';
import { SEVERITIES } from './qualityStyles';

/** The keys of the logical rule table's query (RuleTablesPanel refreshes under it). */
export const logicalRuleKey = ['cost', 'quality', 'ruleTables', 'logical'] as const;

const fields = bodyOf(rulesLogicalSave).shape;

interface LogicalRuleValues extends Record<string, unknown> {
  tolerance: string;
  severity: Severity;
}

export interface LogicalRuleDialogProps {
  rule: RulesLogicalRule;
  onClose: () => void;
}

/**
 * 编辑逻辑规则: the tolerance (a share between 0 and 1, checked by the contract's own rule) and the
 * severity of one rule; the rest of the rule is sent back as it was. A refusal stays in the dialog.
 */
export function LogicalRuleDialog({ rule, onClose }: LogicalRuleDialogProps) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const title = t('cost.ruleTables.editTitle', { title: rule.label });

  const submit = async (values: LogicalRuleValues) => {
    setRefusal(null);
    setPending(true);
    const { label: _label, ...unchanged } = rule;
    try {
      await quietApi.costRules.rulesLogicalSave({
        body: { ...unchanged, tolerance: values.tolerance.trim(), severity: values.severity },
      });
      toast.success(t('admin.done'));
      await queryClient.invalidateQueries({ queryKey: logicalRuleKey });
      onClose();
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : '');
    } finally {
      setPending(false);
    }
  };

  return (
    <FormDialog title={title} isPending={pending} onClose={onClose}>
      {(formId) => (
        <Form<LogicalRuleValues>
          id={formId}
          aria-label={title}
          defaultValues={{ tolerance: rule.tolerance, severity: rule.severity }}
          onSubmit={submit}
        >
          {refusal !== null ? (
            <FormAlert>{t('cost.ruleTables.refused', { message: refusal })}</FormAlert>
          ) : null}
          <FormField<string>
            name="tolerance"
            label={t('cost.ruleTables.tolerance')}
            width="short"
            rules={[
              contractRule(fields.tolerance, i18n.language, {
                required: true,
                label: t('cost.ruleTables.tolerance'),
              }),
            ]}
          >
            {(field) => (
              <Input
                {...field}
                inputMode="decimal"
                autoComplete="off"
                description={t('cost.ruleTables.toleranceHint')}
              />
            )}
          </FormField>
          <FormField<Severity> name="severity" label={t('cost.ruleTables.severity')} width="short">
            {({ onChange, value, ...field }) => (
              <Select
                {...field}
                value={value}
                onChange={(next) => onChange((next ?? rule.severity) as Severity)}
                options={SEVERITIES.map((severity) => ({
                  value: severity,
                  label: t(`cost.quality.severity.${severity}`),
                }))}
              />
            )}
          </FormField>
        </Form>
      )}
    </FormDialog>
  );
}
