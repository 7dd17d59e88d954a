import styled from 'styled-components';

export const WorkModeForm = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.lg};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.regular};
`;

export const ModulesHeading = styled.h3`
  margin: 0 0 ${({ theme }) => theme.spacing.sm};
  font-size: ${({ theme }) => theme.fontSizes.base};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text.primary};
`;

export const ModuleScroller = styled.div`
  max-height: 360px;
  overflow: auto;
`;

export const ModuleTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  table-layout: fixed;

  th,
  td {
    padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.sm}`};
    border: 1px solid ${({ theme }) => theme.colors.border.lighter};
    text-align: left;
    vertical-align: middle;
  }
  thead th {
    background: ${({ theme }) => theme.colors.background.base};
    color: ${({ theme }) => theme.colors.text.primary};
    font-weight: 600;
  }
  thead th:nth-child(1),
  thead th:nth-child(2) {
    width: 180px;
  }
  tbody th {
    font-weight: normal;
  }
`;

export const FunctionList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.lg}`};
`;
