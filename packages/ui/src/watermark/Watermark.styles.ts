import styled from 'styled-components';

/** Wraps the marked content; the overlay is positioned against it. */
export const WatermarkHost = styled.div`
  position: relative;
`;
