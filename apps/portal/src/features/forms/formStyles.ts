import styled from 'styled-components';

/** The form's 4-column grid (spec 000 §3: a field's width spans 1–4 columns). */
export const FieldGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => `${theme.spacing.md} ${theme.spacing.xl}`};
  width: 100%;

  > [data-span='1'] {
    grid-column: span 1;
  }
  > [data-span='2'] {
    grid-column: span 2;
  }
  > [data-span='3'] {
    grid-column: span 3;
  }
  > [data-span='4'] {
    grid-column: 1 / -1;
  }

  @media (max-width: 900px) {
    grid-template-columns: minmax(0, 1fr);
    > [data-span] {
      grid-column: 1 / -1;
    }
  }
`;

/** A read-only field: its label over its value, as text. */
export const ReadonlyItem = styled.dl`
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};

  dt {
    color: ${({ theme }) => theme.colors.text.secondary};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    margin: 0;
    min-height: 24px;
    color: ${({ theme }) => theme.colors.text.primary};
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

/** A widget made of several controls (date + time) under one label. */
export const ControlRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing.sm};
  align-items: flex-start;

  > * {
    flex: 1 1 0;
  }
`;

export const GroupLabel = styled.span`
  display: block;
  margin-bottom: ${({ theme }) => theme.spacing.xs};
  color: ${({ theme }) => theme.colors.text.regular};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  &[data-required='true']::before {
    content: '*';
    margin-right: 2px;
    color: ${({ theme }) => theme.colors.danger.text};
  }
`;

export const ErrorLine = styled.p`
  margin: ${({ theme }) => theme.spacing.xs} 0 0;
  color: ${({ theme }) => theme.colors.danger.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The sub-table: a plain table whose cells hold the column's controls. */
export const SubTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  th,
  td {
    padding: ${({ theme }) => theme.spacing.xs};
    border: 1px solid ${({ theme }) => theme.colors.border.light};
    text-align: left;
    vertical-align: top;
  }
  th {
    background: ${({ theme }) => theme.colors.background.base};
    font-weight: 500;
  }
  caption {
    text-align: left;
    padding-bottom: ${({ theme }) => theme.spacing.xs};
  }
`;

export const Note = styled.p`
  margin: ${({ theme }) => theme.spacing.sm} 0;
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
  align-items: center;
  margin: ${({ theme }) => theme.spacing.sm} 0;
`;

/** A rich-text value as the server sanitised it, read-only. */
export const RichTextView = styled.div`
  line-height: 1.8;
  overflow-wrap: anywhere;

  img {
    max-width: 100%;
  }
  p {
    margin: 0 0 ${({ theme }) => theme.spacing.xs};
  }
`;
