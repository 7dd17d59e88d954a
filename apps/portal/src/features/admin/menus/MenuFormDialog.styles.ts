import styled from 'styled-components';

/** The dialog's fields in two columns. */
export const FieldGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => `${theme.spacing.md} ${theme.spacing.lg}`};
  width: 100%;
`;

/** A field across both columns. */
export const WideField = styled.div`
  grid-column: 1 / -1;
`;

/** A hint under a control that has no description slot of its own (a checkbox). */
export const FieldHint = styled.p`
  margin: ${({ theme }) => theme.spacing.xxs} 0 0;
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;
