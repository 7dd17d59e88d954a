import styled from 'styled-components';

/** A page of its own window (/full/flow-chart, /flow-monitor): the chart fills the width. */
export const ChartPage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
  padding: 0 ${({ theme }) => theme.spacing.xl} ${({ theme }) => theme.spacing.xl};

  h1 {
    margin: 0;
    font-size: 20px;
    color: ${({ theme }) => theme.colors.text.primary};
  }
  h2 {
    margin: 0;
    font-size: 16px;
    color: ${({ theme }) => theme.colors.text.primary};
  }
`;

export const Facts = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text.secondary};
`;

export const Notice = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.spacing.lg};
  border-radius: 4px;
  background: ${({ theme }) => theme.colors.background.surface};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

export const SearchBar = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing.sm};
`;
