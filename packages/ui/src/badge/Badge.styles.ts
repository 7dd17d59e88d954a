import styled from 'styled-components';

export const BadgeRoot = styled.span`
  position: relative;
  display: inline-flex;
  vertical-align: middle;
`;

export const BadgeIndicator = styled.sup`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  box-sizing: border-box;
  height: 18px;
  min-width: 18px;
  padding: 0 6px;
  border: 1px solid ${({ theme }) => theme.colors.background.surface};
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.colors.danger.fill};
  color: ${({ theme }) => theme.colors.text.inverse};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: 1;
  white-space: nowrap;
  vertical-align: baseline;

  &[data-status='primary'] {
    background: ${({ theme }) => theme.colors.primaryStrong};
  }
  &[data-status='success'] {
    background: ${({ theme }) => theme.colors.success.fill};
  }
  &[data-status='warning'] {
    background: ${({ theme }) => theme.colors.warning.fill};
  }
  &[data-status='info'] {
    background: ${({ theme }) => theme.colors.info.fill};
  }

  &[data-dot] {
    height: 8px;
    min-width: 8px;
    width: 8px;
    padding: 0;
  }

  /* Over a child (an icon, a button) the indicator sits on its top-right corner. */
  &[data-placement='corner'] {
    position: absolute;
    top: 0;
    right: 0;
    transform: translate(50%, -50%);
  }
`;

/** Text for screen readers only. */
export const BadgeLabel = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;
