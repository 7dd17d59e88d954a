import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Radio, RadioGroup } from '@ccms/ui';

// The look shared by every sign-in screen: a centred card, its form and the links under it.

export const Card = styled.div<{ $wide?: boolean }>`
  width: min(${({ $wide }) => ($wide ? '480px' : '400px')}, calc(100vw - 32px));
  /* Centred both ways in the page (the frame's content is a column that fills the window). */
  margin: auto;
  padding: ${({ theme }) => `${theme.spacing.xxl} ${theme.spacing.xxl} ${theme.spacing.xl}`};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.background.surface};
  box-shadow: ${({ theme }) => theme.shadows.popup};

  h1 {
    margin: 0 0 ${({ theme }) => theme.spacing.xs};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    color: ${({ theme }) => theme.colors.text.primary};
    text-align: center;
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing.xl};
    font-size: ${({ theme }) => theme.fontSizes.base};
    font-weight: normal;
    color: ${({ theme }) => theme.colors.text.secondary};
    text-align: center;
  }
`;

export const Logo = styled.img`
  display: block;
  max-height: 56px;
  max-width: 100%;
  margin: 0 auto ${({ theme }) => theme.spacing.md};
`;

export const SignInForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.lg};

  button[type='submit'] {
    width: 100%;
  }
`;

export const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.lg};
  color: ${({ theme }) => theme.colors.text.regular};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const LinksRow = styled.nav`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.md};
  margin-top: ${({ theme }) => theme.spacing.lg};
`;

export const TextLink = styled(Link)`
  color: ${({ theme }) => theme.colors.primaryStrong};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

/** A field with a button beside it (SMS code and its send button), lined up with the input. */
export const FieldWithButton = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.sm};

  > :first-child {
    flex: 1;
    min-width: 0;
  }
  > button {
    flex-shrink: 0;
    margin-top: 22px;
    min-width: 120px;
  }
`;

/** A centred status panel (QR states, the single sign-on callback). */
export const StatusPanel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.md};
  text-align: center;
  color: ${({ theme }) => theme.colors.text.regular};

  p {
    margin: 0;
  }
`;

/** The row of sign-in methods: pressed-state buttons drawn as an underlined switch. */
/** The sign-in methods: one radio group (one tab stop; the arrow keys choose). */
export const MethodSwitch = styled(RadioGroup)`
  margin-bottom: ${({ theme }) => theme.spacing.lg};
  padding-bottom: ${({ theme }) => theme.spacing.sm};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border.base};
`;

export const MethodRadio = Radio;

/** The product's mark above its name when the company set no logo (系统参数 sys.logo). */
export const ProductMark = styled.svg`
  display: block;
  width: 48px;
  height: 48px;
  margin: 0 auto ${({ theme }) => theme.spacing.md};
  color: ${({ theme }) => theme.colors.primary};
`;
