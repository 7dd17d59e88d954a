import styled, { keyframes } from 'styled-components';

const slideIn = keyframes`
  from { opacity: 0; transform: translateX(100%); }
  to { opacity: 1; transform: none; }
`;

export const NotificationRoot = styled.div`
  position: fixed;
  right: ${({ theme }) => theme.spacing.lg};
  bottom: ${({ theme }) => theme.spacing.lg};
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
  width: 330px;
  max-width: calc(100vw - 32px);
  pointer-events: none;
`;

export const NotificationList = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
`;

export const NotificationCard = styled.div`
  pointer-events: auto;
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.lg} ${({ theme }) => theme.spacing.lg};
  border: 1px solid ${({ theme }) => theme.colors.border.lighter};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.background.surface};
  box-shadow: ${({ theme }) => theme.shadows.popup};
  color: ${({ theme }) => theme.colors.text.regular};
  animation: ${slideIn} 0.3s ease-out;

  &[data-kind='info'] {
    --notification-icon: ${({ theme }) => theme.colors.info.text};
  }
  &[data-kind='success'] {
    --notification-icon: ${({ theme }) => theme.colors.success.text};
  }
  &[data-kind='warning'] {
    --notification-icon: ${({ theme }) => theme.colors.warning.text};
  }
  &[data-kind='error'] {
    --notification-icon: ${({ theme }) => theme.colors.danger.text};
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export const NotificationIcon = styled.svg`
  flex: none;
  margin-top: 2px;
  color: var(--notification-icon);
`;

export const NotificationBody = styled.div`
  flex: 1;
  min-width: 0;
`;

export const NotificationTitle = styled.div`
  margin-bottom: ${({ theme }) => theme.spacing.xs};
  color: ${({ theme }) => theme.colors.text.primary};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: 600;
`;

export const NotificationMessage = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.base};
  word-break: break-word;
`;

export const NotificationCloseButton = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 24px;
  height: 24px;
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radius.small};
  background: transparent;
  color: ${({ theme }) => theme.colors.text.secondary};
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.text.primary};
    background: ${({ theme }) => theme.colors.background.base};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
  }
`;
