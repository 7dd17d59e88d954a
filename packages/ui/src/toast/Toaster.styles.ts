import styled from 'styled-components';

export const ToasterRoot = styled.div`
  position: fixed;
  top: ${({ theme }) => theme.spacing.xl};
  left: 50%;
  transform: translateX(-50%);
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  pointer-events: none;
  width: max-content;
  max-width: calc(100vw - 32px);
`;

export const ToastList = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
`;

export const ToastItem = styled.div`
  pointer-events: auto;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  min-width: 300px;
  max-width: 100%;
  padding: ${({ theme }) => theme.spacing.md} ${({ theme }) => theme.spacing.lg};
  border: 1px solid;
  border-radius: ${({ theme }) => theme.radius.base};
  box-shadow: ${({ theme }) => theme.shadows.toast};
  font-size: ${({ theme }) => theme.fontSizes.base};
  line-height: 1.4;

  &[data-kind='success'] {
    color: ${({ theme }) => theme.colors.success.text};
    background: ${({ theme }) => theme.colors.success.background};
    border-color: ${({ theme }) => theme.colors.success.border};
  }
  &[data-kind='error'] {
    color: ${({ theme }) => theme.colors.danger.text};
    background: ${({ theme }) => theme.colors.danger.background};
    border-color: ${({ theme }) => theme.colors.danger.border};
  }
  &[data-kind='network'] {
    color: ${({ theme }) => theme.colors.warning.text};
    background: ${({ theme }) => theme.colors.warning.background};
    border-color: ${({ theme }) => theme.colors.warning.border};
  }
  &[data-kind='notice'] {
    color: ${({ theme }) => theme.colors.info.text};
    background: ${({ theme }) => theme.colors.info.background};
    border-color: ${({ theme }) => theme.colors.info.border};
  }
`;

export const ToastMessage = styled.span`
  flex: 1;
  word-break: break-word;
`;

export const ToastCloseButton = styled.button`
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
  color: inherit;
  cursor: pointer;

  &:hover {
    background: rgba(0, 0, 0, 0.06);
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
  }
`;
