import styled from 'styled-components';

export const ConfirmMessage = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.sm};
  color: ${({ theme }) => theme.colors.text.regular};

  svg {
    flex: none;
    margin-top: 3px;
    color: ${({ theme }) => theme.colors.warning.base};
  }
  &[data-tone='danger'] svg {
    color: ${({ theme }) => theme.colors.danger.base};
  }
`;
