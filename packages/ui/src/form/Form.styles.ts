import { Form as AriaForm } from 'react-aria-components';
import styled from 'styled-components';

export const FormRoot = styled(AriaForm)`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.lg};
`;

/** A field's box: the control fills it, so the field width is the control's width. */
export const FieldSlot = styled.div`
  display: flex;
  flex-direction: column;
  max-width: 100%;
`;

/** A row of actions (submit, reset) under the fields. */
export const FormActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing.sm};
`;
