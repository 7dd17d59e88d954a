import { Modal, ModalOverlay } from 'react-aria-components';
import styled from 'styled-components';

export { DialogPanel as DrawerPanel } from '../dialog/Dialog.styles';

export const DrawerBackdrop = styled(ModalOverlay)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  background: rgba(0, 0, 0, 0.3);
`;

export const DrawerBox = styled(Modal)`
  position: fixed;
  top: 0;
  bottom: 0;
  display: flex;
  flex-direction: column;
  max-width: 100vw;
  background: ${({ theme }) => theme.colors.background.surface};
  box-shadow:
    0 8px 10px -5px rgba(0, 0, 0, 0.2),
    0 16px 24px 2px rgba(0, 0, 0, 0.14);
  outline: none;

  &[data-side='right'] {
    right: 0;
  }
  &[data-side='left'] {
    left: 0;
  }

  & > [role] {
    height: 100%;
  }
`;
