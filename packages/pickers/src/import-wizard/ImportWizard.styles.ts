import styled from 'styled-components';

export const WizardBody = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
  min-height: 240px;
  font-size: ${({ theme }) => theme.fontSizes.base};
  color: ${({ theme }) => theme.colors.text.regular};
`;

export const StepList = styled.ol`
  display: flex;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: import-step;
`;

export const StepItem = styled.li`
  flex: 1;
  padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.sm}`};
  border-bottom: 2px solid ${({ theme }) => theme.colors.border.light};
  color: ${({ theme }) => theme.colors.text.secondary};
  counter-increment: import-step;

  &::before {
    content: counter(import-step) '. ';
  }

  &[data-state='done'] {
    border-color: ${({ theme }) => theme.colors.primary};
  }

  &[data-state='current'] {
    border-color: ${({ theme }) => theme.colors.primaryStrong};
    color: ${({ theme }) => theme.colors.primaryStrong};
    font-weight: 600;
  }
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
`;

export const ToolbarEnd = styled.span`
  margin-left: auto;
`;

export const FileName = styled.span`
  color: ${({ theme }) => theme.colors.text.primary};

  &[data-empty] {
    color: ${({ theme }) => theme.colors.text.secondary};
  }
`;

export const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger.text};
`;

export const SettingsRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.md};

  & > * {
    min-width: 220px;
  }
`;

export const MappingScroller = styled.div`
  max-height: 420px;
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.colors.border.lighter};
`;

export const MappingTable = styled.table`
  width: 100%;
  border-collapse: collapse;

  th,
  td {
    padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.sm}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border.lighter};
    text-align: left;
    vertical-align: middle;
  }

  th {
    position: sticky;
    top: 0;
    z-index: 1;
    background: ${({ theme }) => theme.colors.background.base};
    color: ${({ theme }) => theme.colors.text.primary};
    font-weight: 600;
  }

  tr[data-ignored] td:not(:last-child) {
    color: ${({ theme }) => theme.colors.text.secondary};
  }
`;

export const SampleText = styled.span`
  display: inline-block;
  max-width: 200px;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
`;

export const InvalidCell = styled.span`
  color: ${({ theme }) => theme.colors.danger.text};
  text-decoration: underline wavy ${({ theme }) => theme.colors.danger.base};

  &:empty::before {
    content: '—';
  }
`;

export const ChangedCell = styled.span`
  padding: 0 ${({ theme }) => theme.spacing.xxs};
  background: ${({ theme }) => theme.colors.warning.background};
  outline: 1px solid ${({ theme }) => theme.colors.warning.border};
`;

export const IssueText = styled.span`
  color: ${({ theme }) => theme.colors.danger.text};
`;

export const CompareGrids = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.spacing.md};
  min-width: 0;

  & > section {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.spacing.xs};
    min-width: 0;
  }

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: ${({ theme }) => theme.colors.text.primary};
  }
`;

export const ActionBar = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing.sm};
  padding-top: ${({ theme }) => theme.spacing.sm};
  border-top: 1px solid ${({ theme }) => theme.colors.border.lighter};
`;
