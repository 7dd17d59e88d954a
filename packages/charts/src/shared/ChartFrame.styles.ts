import styled from 'styled-components';

export const ChartFigure = styled.figure`
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  min-width: 0;
`;

export const ChartTitle = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text.primary};
`;

export const ChartBody = styled.div`
  position: relative;
  width: 100%;
  min-width: 0;
`;

export const CanvasFallback = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  height: 100%;
  color: ${({ theme }) => theme.colors.primaryStrong};
`;

export const ChartMessage = styled.p`
  display: flex;
  align-items: center;
  justify-content: center;
  height: 100%;
  margin: 0;
  color: ${({ theme }) => theme.colors.text.secondary};
`;

// Visually hidden but read by screen readers (the usual clip pattern).
export const DataTable = styled.table`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;
