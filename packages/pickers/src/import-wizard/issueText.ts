import type { Translate } from '@ccms/ui';
import type { ImportField, RowIssue } from './core/importTypes';
import type { PickersMessageKey } from '../i18n/pickersResources';

/** One issue as the user reads it, in the current language; a field's own message wins. */
export function describeIssue(
  issue: RowIssue,
  fields: readonly ImportField[],
  t: Translate<PickersMessageKey>,
): string {
  if (issue.message) return issue.message;
  const field = fields.find((candidate) => candidate.key === issue.field)?.label ?? issue.field;
  const values = { field: field ?? '' };
  switch (issue.rule) {
    case 'required':
      return t('importWizardIssueRequired', values);
    case 'unique':
      return issue.field === undefined
        ? t('importWizardIssueKeyUnique')
        : t('importWizardIssueUnique', values);
    case 'exists':
      return t('importWizardIssueExists');
    case 'type':
      return issue.expected === 'integer'
        ? t('importWizardIssueInteger', values)
        : issue.expected === 'date'
          ? t('importWizardIssueDate', values)
          : t('importWizardIssueNumber', values);
    case 'pattern':
      return t('importWizardIssuePattern', values);
    case 'custom':
      return t('importWizardIssueCustom', values);
  }
}
