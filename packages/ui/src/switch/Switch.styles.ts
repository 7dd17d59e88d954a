import { Switch as AriaSwitch } from 'react-aria-components';
import styled from 'styled-components';
import { choiceLabelStyles } from '../field/fieldStyles';

export const SwitchRoot = styled(AriaSwitch)`
  ${choiceLabelStyles}
`;

/** The track; its ::before is the thumb, moved right when selected. */
export const SwitchTrack = styled.span`
  position: relative;
  flex: none;
  width: 36px;
  height: 18px;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.colors.text.secondary};
  transition: background-color 0.2s;

  &::before {
    content: '';
    position: absolute;
    top: 2px;
    left: 2px;
    width: 14px;
    height: 14px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.background.surface};
    transition: transform 0.2s;
  }

  [data-selected] > & {
    background: ${({ theme }) => theme.colors.primaryStrong};
  }
  [data-selected] > &::before {
    transform: translateX(18px);
  }
  [data-focus-visible] > & {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
  [data-disabled] > & {
    opacity: 0.55;
  }
`;
