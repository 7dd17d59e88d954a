import styled from 'styled-components';

/** A step's settings: its name, then its fields side by side. */
export const StepRow = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing.md};
  margin: 0 0 ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.sm};
  border: 1px solid ${({ theme }) => theme.colors.border.base};
  border-radius: ${({ theme }) => theme.radius.base};

  legend {
    padding: 0 ${({ theme }) => theme.spacing.xs};
    font-weight: 600;
  }
`;

/** Label / value lines. */
export const FieldStack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  max-width: 640px;
`;
