import type { FormulaIssue } from '@ccms/api-client';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { cycleText, splitAtPosition } from './feeFormula';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Item = styled.li`
  color: ${({ theme }) => theme.colors.danger.text};

  &[data-severity='warning'] {
    color: ${({ theme }) => theme.colors.warning.text};
  }
`;

/** The formula again, monospaced, with the offending character underlined and a caret under it. */
const Pointer = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.spacing.xxs};
  font-family: ui-monospace, 'SFMono-Regular', Consolas, monospace;
  white-space: pre;
  color: ${({ theme }) => theme.colors.text.primary};

  mark {
    background: ${({ theme }) => theme.colors.danger.background};
    color: inherit;
    text-decoration: underline wavy ${({ theme }) => theme.colors.danger.base};
  }
  span[data-part='caret'] {
    display: block;
    color: ${({ theme }) => theme.colors.danger.text};
  }
`;

/** An issue's marker: ✖ for an error, ⚠ for a warning (the word is read out instead). */
export function IssueMark({ severity }: { severity: FormulaIssue['severity'] }) {
  const { t } = useTranslation();
  return (
    <>
      <span aria-hidden="true">{severity === 'error' ? '✖' : '⚠'} </span>
      <span className="visually-hidden">
        {severity === 'error' ? t('cost.fees.issueError') : t('cost.fees.issueWarning')}：
      </span>
    </>
  );
}

/** Where in the formula an issue is: the character, 1-based for people, and a caret under it. */
function PositionPointer({ formula, position }: { formula: string; position: number }) {
  const { t } = useTranslation();
  const { before, at, after } = splitAtPosition(formula, position);
  return (
    <>
      <span className="visually-hidden">
        {' '}
        ({t('cost.fees.form.position', { position: before.length + 1 })})
      </span>
      <Pointer aria-hidden="true" data-part="pointer">
        {before}
        <mark>{at || ' '}</mark>
        {after}
        <span data-part="caret">{`${' '.repeat(before.length)}^`}</span>
      </Pointer>
    </>
  );
}

/** The issues of a formula: each message, the cycle path, and a pointer at the position. */
export function FormulaIssues({
  id,
  formula,
  issues,
}: {
  id?: string;
  /** The formula the issues are about (the positions count in it). */
  formula: string;
  issues: readonly FormulaIssue[];
}) {
  const { t } = useTranslation();
  return (
    <List id={id} aria-label={t('cost.fees.form.issuesLabel')}>
      {issues.map((issue, index) => (
        <Item key={`${issue.kind}-${index}`} data-severity={issue.severity}>
          <IssueMark severity={issue.severity} />
          {issue.message}
          {issue.path && issue.path.length > 0 ? (
            <span data-part="cycle">
              {' '}
              {t('cost.fees.form.cycle', { path: cycleText(issue.path) })}
            </span>
          ) : null}
          {issue.position !== null ? (
            <PositionPointer formula={formula} position={issue.position} />
          ) : null}
        </Item>
      ))}
    </List>
  );
}
