import { DropZone } from 'react-aria-components';
import styled from 'styled-components';

export const UploadToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-bottom: ${({ theme }) => theme.spacing.sm};
`;

export const UploadHint = styled.span`
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const UploadDropArea = styled(DropZone)`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 64px;
  margin-bottom: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.md};
  border: 1px dashed ${({ theme }) => theme.colors.border.strong};
  border-radius: ${({ theme }) => theme.radius.base};
  background: ${({ theme }) => theme.colors.background.base};
  color: ${({ theme }) => theme.colors.text.secondary};
  outline: none;

  &[data-drop-target] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primaryBackground};
    color: ${({ theme }) => theme.colors.primaryStrong};
  }
  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

export const RejectionAlert = styled.div`
  margin: 0 0 ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.danger.border};
  border-radius: ${({ theme }) => theme.radius.base};
  background: ${({ theme }) => theme.colors.danger.background};
  color: ${({ theme }) => theme.colors.danger.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  & > ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

export const UploadStatusText = styled.span`
  &[data-status='uploaded'] {
    color: ${({ theme }) => theme.colors.success.text};
  }
  &[data-status='failed'] {
    color: ${({ theme }) => theme.colors.danger.text};
  }
  &[data-status='uploading'] {
    color: ${({ theme }) => theme.colors.primaryStrong};
  }
`;

export const RowButtons = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.spacing.xs};
`;
