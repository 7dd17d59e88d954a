import { Spinner } from '@ccms/ui';
import styled from 'styled-components';

const Centered = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 200px;
  height: 100%;
`;

/** Shown while a page's code or the first route decision loads. */
export function PageLoading() {
  return (
    <Centered>
      <Spinner size={24} />
    </Centered>
  );
}
