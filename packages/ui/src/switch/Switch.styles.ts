import { Switch as AriaSwitch } from 'react-aria-components';
import styled from 'styled-components';

export const SwitchRoot = styled(AriaSwitch)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  color: ${({ theme }) => theme.colors.text.primary};
  cursor: pointer;

  &[data-size='medium'] {
    font-size: ${({ theme }) => theme.sizes.medium.fontSize};
  }
  &[data-size='small'] {
    font-size: ${({ theme }) => theme.sizes.small.fontSize};
  }
  &[data-size='mini'] {
    font-size: ${({ theme }) => theme.sizes.mini.fontSize};
  }
  &[data-disabled] {
    color: ${({ theme }) => theme.colors.text.disabled};
    cursor: not-allowed;
  }
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
