import styled, { keyframes } from 'styled-components';

const shimmer = keyframes`
  from { background-position: 100% 50%; }
  to { background-position: 0 50%; }
`;

export const SkeletonRoot = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing.lg};
`;

export const SkeletonContent = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
`;

/** One grey block; `data-active` adds the moving shine, which reduced motion switches off. */
export const SkeletonBlock = styled.span`
  display: block;
  height: 16px;
  border-radius: ${({ theme }) => theme.radius.base};
  background: ${({ theme }) => theme.colors.border.lighter};

  &[data-shape='title'] {
    width: 40%;
    height: 20px;
  }
  &[data-shape='avatar'] {
    flex: none;
    width: 40px;
    height: 40px;
    border-radius: ${({ theme }) => theme.radius.round};
  }
  &[data-active] {
    background: linear-gradient(
      90deg,
      ${({ theme }) => theme.colors.border.lighter} 25%,
      ${({ theme }) => theme.colors.background.base} 37%,
      ${({ theme }) => theme.colors.border.lighter} 63%
    );
    background-size: 400% 100%;
    animation: ${shimmer} 1.4s ease infinite;
  }
  @media (prefers-reduced-motion: reduce) {
    &[data-active] {
      animation: none;
      background: ${({ theme }) => theme.colors.border.lighter};
    }
  }
`;

/** Text for screen readers only. */
export const SkeletonStatus = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;
