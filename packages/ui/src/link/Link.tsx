import type { ReactNode } from 'react';
import type { LinkProps as AriaLinkProps } from 'react-aria-components';
import { VisuallyHidden } from 'react-aria-components';
import { useUiTranslation } from '../i18n/useUiTranslation';
import { StyledLink } from './Link.styles';

export type LinkVariant = 'primary' | 'default' | 'danger';

export interface LinkProps extends Omit<
  AriaLinkProps,
  'children' | 'className' | 'style' | 'target' | 'rel'
> {
  children: ReactNode;
  /**
   * Opens in a new window (with rel noopener) and says so to screen readers. Internal links
   * navigate through the app's react-aria RouterProvider.
   */
  isExternal?: boolean;
  variant?: LinkVariant;
  className?: string;
}

/** A react-aria Link; disabled links keep their text but neither navigate nor take focus. */
export function Link({ children, isExternal = false, variant = 'primary', ...props }: LinkProps) {
  const t = useUiTranslation();
  return (
    <StyledLink
      {...props}
      data-variant={variant}
      data-external={isExternal || undefined}
      {...(isExternal ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
      {isExternal ? (
        <>
          <svg viewBox="0 0 12 12" aria-hidden="true" fill="none" stroke="currentColor">
            <path d="M5 2H2v8h8V7M7 2h3v3M10 2 5.5 6.5" />
          </svg>
          <VisuallyHidden>{t('opensInNewWindow')}</VisuallyHidden>
        </>
      ) : null}
    </StyledLink>
  );
}
