import styled from 'styled-components';

export const AttachmentRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
`;

export const AttachmentToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
`;

export const PreviewImage = styled.img`
  display: block;
  max-width: 100%;
  max-height: 70vh;
  margin: 0 auto;
  object-fit: contain;
`;

export const PreviewFrame = styled.iframe`
  display: block;
  width: 100%;
  height: 70vh;
  border: 1px solid ${({ theme }) => theme.colors.border.light};
`;
