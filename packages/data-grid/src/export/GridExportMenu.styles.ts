import styled from 'styled-components';

export const ExportMenuRoot = styled.span`
  display: inline-flex;
`;
