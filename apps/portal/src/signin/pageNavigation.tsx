import { forwardRef, type AnchorHTMLAttributes } from 'react';

// The sign-in page's stand-in for react-router-dom (vite.config.ts aliases it in that build only):
// the page has no router, so its links and navigations are page loads into the app, which routes
// them. Only what the sign-in screen uses is here; a missing export fails that build.

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, children, ...rest },
  ref,
) {
  return (
    <a ref={ref} href={to} {...rest}>
      {children}
    </a>
  );
});

export function useNavigate() {
  return (to: string, options?: { replace?: boolean }): void => {
    if (options?.replace) window.location.replace(to);
    else window.location.assign(to);
  };
}

export function useSearchParams(): [URLSearchParams] {
  return [new URLSearchParams(window.location.search)];
}

export function useLocation() {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, state: null, key: 'default' };
}
