import styled from 'styled-components';

export const TreeScroller = styled.div`
  position: relative;
  overflow: auto;
  border-radius: ${({ theme }) => theme.radius.base};
  background: ${({ theme }) => theme.colors.background.surface};
  color: ${({ theme }) => theme.colors.text.primary};
  outline: none;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 1px;
  }
`;

export const TreeRowElement = styled.div`
  position: absolute;
  top: 0;
  left: 0;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  width: 100%;
  padding-right: ${({ theme }) => theme.spacing.sm};
  white-space: nowrap;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.background.base};
  }
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.primaryBackground};
    color: ${({ theme }) => theme.colors.primaryStrong};
  }
  &[data-focused] {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: -2px;
  }
  &[aria-disabled='true'] {
    color: ${({ theme }) => theme.colors.text.secondary};
    cursor: default;
  }
`;

export const TreeExpander = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 18px;
  height: 18px;
  color: ${({ theme }) => theme.colors.text.secondary};

  & svg {
    transition: transform 0.15s;
  }
  &[data-expanded] svg {
    transform: rotate(90deg);
  }
  @media (prefers-reduced-motion: reduce) {
    & svg {
      transition: none;
    }
  }
`;

export const TreeCheckbox = styled.span`
  position: relative;
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 14px;
  height: 14px;
  border: 1px solid ${({ theme }) => theme.colors.border.strong};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.background.surface};
  color: ${({ theme }) => theme.colors.text.inverse};

  &[data-state='checked'],
  &[data-state='indeterminate'] {
    border-color: ${({ theme }) => theme.colors.primaryStrong};
    background: ${({ theme }) => theme.colors.primaryStrong};
  }
  &[data-disabled] {
    opacity: 0.55;
  }
`;

export const TreeLabel = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;

  & mark {
    padding: 0;
    background: transparent;
    color: ${({ theme }) => theme.colors.danger.text};
    font-weight: 600;
  }
`;
