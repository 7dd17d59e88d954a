import { ProgressBar } from 'react-aria-components';
import styled from 'styled-components';

export const OverlayRoot = styled.div`
  position: absolute;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${({ theme }) => theme.colors.background.mask};
  color: ${({ theme }) => theme.colors.primaryStrong};
  font-size: ${({ theme }) => theme.fontSizes.base};

  &[data-fullscreen] {
    position: fixed;
  }
`;

export const OverlayProgress = styled(ProgressBar)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
`;
