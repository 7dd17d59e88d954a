import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';

const AlertText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger.text};
  white-space: pre-line;
`;

export interface FormAlertProps extends Omit<HTMLAttributes<HTMLParagraphElement>, 'role'> {
  /** Why the form cannot be saved; nothing is rendered without it. */
  children?: ReactNode;
}

/**
 * Why a form could not be saved — a server's refusal, or a rule across several fields — shown in
 * the form, in the danger colour, and announced at once to screen readers (role="alert"). Field
 * errors belong to their field (FieldErrorText); this is for what no single field owns.
 */
export function FormAlert({ children, ...rest }: FormAlertProps) {
  if (children === null || children === undefined || children === false || children === '')
    return null;
  return (
    <AlertText role="alert" {...rest}>
      {children}
    </AlertText>
  );
}
