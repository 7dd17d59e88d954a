import { Button, ToggleButton } from 'react-aria-components';
import styled, { css } from 'styled-components';
import type { FlowCardColour } from './startFlow';

export const CategoryList = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.lg};
  padding-top: ${({ theme }) => theme.spacing.md};
`;

export const CategoryHeading = styled.h3`
  margin: 0 0 ${({ theme }) => theme.spacing.sm};
  font-size: ${({ theme }) => theme.fontSizes.base};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text.primary};
`;

export const CardGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const colourStyles = {
  primary: css`
    --card-accent: ${({ theme }) => theme.colors.primary};
    --card-text: ${({ theme }) => theme.colors.primaryStrong};
    --card-background: ${({ theme }) => theme.colors.primaryBackground};
  `,
  success: css`
    --card-accent: ${({ theme }) => theme.colors.success.base};
    --card-text: ${({ theme }) => theme.colors.success.text};
    --card-background: ${({ theme }) => theme.colors.success.background};
  `,
  warning: css`
    --card-accent: ${({ theme }) => theme.colors.warning.base};
    --card-text: ${({ theme }) => theme.colors.warning.text};
    --card-background: ${({ theme }) => theme.colors.warning.background};
  `,
  danger: css`
    --card-accent: ${({ theme }) => theme.colors.danger.base};
    --card-text: ${({ theme }) => theme.colors.danger.text};
    --card-background: ${({ theme }) => theme.colors.danger.background};
  `,
  info: css`
    --card-accent: ${({ theme }) => theme.colors.info.base};
    --card-text: ${({ theme }) => theme.colors.info.text};
    --card-background: ${({ theme }) => theme.colors.info.background};
  `,
} satisfies Record<FlowCardColour, ReturnType<typeof css>>;

export const FlowCard = styled.li<{ $colour: FlowCardColour }>`
  ${({ $colour }) => colourStyles[$colour]}
  display: flex;
  align-items: stretch;
  border-left: 4px solid var(--card-accent);
  border-radius: ${({ theme }) => theme.radius.base};
  background: var(--card-background);
  color: var(--card-text);
`;

export const StartButton = styled(Button)`
  flex: 1;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  min-height: 48px;
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  border: none;
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;
  outline: none;

  &[data-hovered] {
    text-decoration: underline;
  }
  &[data-focus-visible] {
    outline: 2px solid var(--card-accent);
    outline-offset: -2px;
  }

  img {
    width: 24px;
    height: 24px;
    object-fit: contain;
  }
`;

export const StarButton = styled(ToggleButton)`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  border: none;
  background: transparent;
  color: ${({ theme }) => theme.colors.text.secondary};
  cursor: pointer;
  outline: none;

  &[data-selected] {
    color: ${({ theme }) => theme.colors.warning.text};
  }
  &[data-focus-visible] {
    outline: 2px solid var(--card-accent);
    outline-offset: -2px;
  }
`;
