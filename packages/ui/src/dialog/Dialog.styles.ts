import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import styled from 'styled-components';

export const DialogBackdrop = styled(ModalOverlay)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding: 15vh 16px 16px;
  overflow: auto;
  background: rgba(0, 0, 0, 0.5);
`;

export const DialogBox = styled(Modal)`
  max-width: calc(100vw - 32px);
  border-radius: ${({ theme }) => theme.radius.base};
  background: ${({ theme }) => theme.colors.background.surface};
  box-shadow: 0 1px 3px rgba(0, 0, 0, 0.3);
  outline: none;
`;

export const DialogPanel = styled(Dialog)`
  display: flex;
  flex-direction: column;
  max-height: 100%;
  outline: none;
  font-family: ${({ theme }) => theme.fontFamily};
  color: ${({ theme }) => theme.colors.text.regular};
`;

export const DialogHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.xl} ${({ theme }) => theme.spacing.xl}
    ${({ theme }) => theme.spacing.sm};
`;

export const DialogTitle = styled(Heading)`
  margin: 0;
  color: ${({ theme }) => theme.colors.text.primary};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 500;
  line-height: 24px;
`;

export const DialogCloseButton = styled(Button)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 24px;
  height: 24px;
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radius.small};
  background: transparent;
  color: ${({ theme }) => theme.colors.text.secondary};
  cursor: pointer;
  outline: none;

  &[data-hovered] {
    color: ${({ theme }) => theme.colors.primaryStrong};
  }
  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
  }
`;

export const DialogBody = styled.div`
  flex: 1;
  min-height: 0;
  padding: ${({ theme }) => theme.spacing.md} ${({ theme }) => theme.spacing.xl};
  overflow: auto;
  font-size: ${({ theme }) => theme.fontSizes.base};
  line-height: ${({ theme }) => theme.lineHeight};
`;

export const DialogFooter = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.xl}
    ${({ theme }) => theme.spacing.xl};
`;
