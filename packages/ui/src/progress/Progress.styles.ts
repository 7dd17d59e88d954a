import { ProgressBar } from 'react-aria-components';
import styled, { css, keyframes } from 'styled-components';
import type { CcmsTheme } from '../theme/theme';
import type { ProgressStatus } from './Progress';

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

function statusColor(theme: CcmsTheme, status: ProgressStatus) {
  switch (status) {
    case 'success':
      return theme.colors.success;
    case 'warning':
      return theme.colors.warning;
    case 'exception':
      return theme.colors.danger;
    default:
      return { base: theme.colors.primary, text: theme.colors.text.regular };
  }
}

const statusStyles = (status: ProgressStatus) => css`
  &[data-status='${status}'] {
    --progress-fill: ${({ theme }) => statusColor(theme, status).base};
    --progress-text: ${({ theme }) => statusColor(theme, status).text};
  }
`;

export const ProgressRoot = styled(ProgressBar)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  width: 100%;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  ${statusStyles('normal')}
  ${statusStyles('success')}
  ${statusStyles('warning')}
  ${statusStyles('exception')}

  &[data-type='circle'] {
    position: relative;
    display: inline-flex;
    justify-content: center;
    width: auto;
  }
`;

export const ProgressTrack = styled.div`
  position: relative;
  flex: 1;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.colors.border.lighter};
`;

export const ProgressFill = styled.div`
  height: 100%;
  border-radius: inherit;
  background: var(--progress-fill);
  transition: width 0.6s ease;

  [data-indeterminate] & {
    width: 40%;
    animation: ${slide} 1.5s ease-in-out infinite;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
    [data-indeterminate] & {
      animation: none;
      width: 100%;
      opacity: 0.4;
    }
  }
`;

export const ProgressText = styled.span`
  flex: none;
  min-width: 3em;
  color: var(--progress-text);
  font-variant-numeric: tabular-nums;

  [data-type='circle'] & {
    position: absolute;
    top: 50%;
    left: 50%;
    transform: translate(-50%, -50%);
    min-width: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

export const CircleSvg = styled.svg`
  display: block;

  & circle[data-part='track'] {
    stroke: ${({ theme }) => theme.colors.border.lighter};
  }
  & circle[data-part='fill'] {
    stroke: var(--progress-fill);
    transition: stroke-dashoffset 0.6s ease;
  }
  [data-indeterminate] & {
    animation: ${spin} 1.2s linear infinite;
  }
  @media (prefers-reduced-motion: reduce) {
    & circle[data-part='fill'] {
      transition: none;
    }
    [data-indeterminate] & {
      animation: none;
    }
  }
`;
