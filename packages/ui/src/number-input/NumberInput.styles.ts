import styled from 'styled-components';
import { InputBox } from '../input/Input.styles';

export { InputRoot as NumberInputRoot } from '../input/Input.styles';

/** Numbers line up on the right, digits at equal widths, as in the spec's money columns. */
export const NumberBox = styled(InputBox)`
  text-align: right;
  font-variant-numeric: tabular-nums;
`;
