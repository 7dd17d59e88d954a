import styled from 'styled-components';

export const StatRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  min-width: 0;
  padding: ${({ theme }) => theme.spacing.lg};
  border: 1px solid ${({ theme }) => theme.colors.border.lighter};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.background.surface};
`;

export const StatLabel = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

export const StatValueRow = styled.div`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.spacing.xs};
  min-width: 0;
`;

export const StatNumber = styled.span`
  font-size: 28px;
  line-height: 1.2;
  font-weight: 600;
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.text.primary};
  overflow-wrap: anywhere;
`;

export const StatUnitText = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.regular};
`;

export const StatFooter = styled.div`
  display: flex;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};
  min-height: 20px;
`;

export const DeltaText = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.text.secondary};

  /* The arrow and the sign carry the direction; the colour only repeats it (good or bad). */
  & > [data-part='change'] {
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
  &[data-tone='good'] > [data-part='change'] {
    color: ${({ theme }) => theme.colors.success.text};
  }
  &[data-tone='bad'] > [data-part='change'] {
    color: ${({ theme }) => theme.colors.danger.text};
  }
`;

export const SparklineSvg = styled.svg`
  flex: none;
  color: ${({ theme }) => theme.colors.primary};
`;

// Visually hidden but read by screen readers (the usual clip pattern).
export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;
