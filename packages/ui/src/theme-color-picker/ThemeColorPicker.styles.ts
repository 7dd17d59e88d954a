import { Radio, RadioGroup } from 'react-aria-components';
import styled from 'styled-components';

export const PickerRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
`;

export const SwatchGroup = styled(RadioGroup)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
`;

export const SwatchList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
`;

// The radio is the swatch; its check mark and dark ring mark the selection, not colour alone.
export const SwatchRadio = styled(Radio)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  border-radius: ${({ theme }) => theme.radius.base};
  border: 2px solid transparent;
  cursor: pointer;
  outline: none;

  &[data-selected] {
    border-color: ${({ theme }) => theme.colors.text.primary};
  }
  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
  &[data-hovered] {
    transform: scale(1.08);
  }
`;

export const CheckMark = styled.svg`
  width: 16px;
  height: 16px;
`;

export const CustomColorForm = styled.form`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.sm};
`;

export const CustomColorButtonSlot = styled.div`
  /* Lines the button up with the input below the label. */
  padding-top: calc(
    ${({ theme }) => theme.fontSizes.base} * ${({ theme }) => theme.lineHeight} + 4px
  );
`;
