import styled from 'styled-components';

export const ClockTime = styled.time`
  color: inherit;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;
