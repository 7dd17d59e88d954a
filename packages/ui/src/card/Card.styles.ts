import styled from 'styled-components';

export const CardRoot = styled.section`
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border.lighter};
  border-radius: ${({ theme }) => theme.radius.base};
  background: ${({ theme }) => theme.colors.background.surface};
  color: ${({ theme }) => theme.colors.text.primary};
  transition: box-shadow 0.3s;

  &[data-shadow='always'],
  &[data-shadow='hover']:hover {
    box-shadow: ${({ theme }) => theme.shadows.popup};
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export const CardHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.md} ${({ theme }) => theme.spacing.xl};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border.lighter};
`;

export const CardTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text.primary};
`;

export const CardExtra = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
`;

export const CardBody = styled.div`
  padding: ${({ theme }) => theme.spacing.xl};
`;
