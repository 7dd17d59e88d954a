import styled from 'styled-components';

/** The layout shared by the error and placeholder pages. */
export const MessagePage = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.md};
  margin: 10vh auto 0;
  max-width: 560px;
  padding: ${({ theme }) => theme.spacing.xl};
  text-align: center;

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    color: ${({ theme }) => theme.colors.text.primary};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.text.regular};
  }
  a {
    color: ${({ theme }) => theme.colors.primaryStrong};
  }
`;
