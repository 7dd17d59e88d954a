import styled from 'styled-components';

// The image-captcha field and its refresh button, shared by the login page and the password change.

export const CaptchaRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.sm};

  > :first-child {
    flex: 1;
  }
`;

export const CaptchaButton = styled.button`
  flex-shrink: 0;
  /* Lines the image up with the input under the field's label. */
  margin-top: 22px;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border.base};
  border-radius: ${({ theme }) => theme.radius.base};
  background: ${({ theme }) => theme.colors.background.surface};
  line-height: 0;
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 1px;
  }
`;
