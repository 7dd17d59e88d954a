import { toast } from '@ccms/ui';
import { session } from '../app/session';
import { i18n } from '../i18n';

/** Spec 000 §9: the logged-out notice stays 2 s before the site reloads at its root. */
export const LOGOUT_REDIRECT_DELAY_MS = 2_000;

/** How the logged-out flow leaves the page; the router installs its own navigate at start-up. */
export interface SessionEndNavigation {
  /** Full reload at the site root, so no state of the ended session survives. */
  reloadAtRoot: () => void;
  /** Client-side route replacement (no token: nothing to clean up). */
  replace: (path: string) => void;
}

let navigation: SessionEndNavigation = {
  reloadAtRoot: () => window.location.assign('/'),
  replace: (path) => window.location.replace(path),
};

export function setSessionEndNavigation(next: Partial<SessionEndNavigation>): void {
  navigation = { ...navigation, ...next };
}

// Several calls usually fail together when a session ends; the notice and redirect happen once.
let sessionEndHandled = false;

/** Spec 000 §4 "session end by response": notice once, front-end logout, then back to the start. */
export function handleSessionEnd(): void {
  if (sessionEndHandled) return;
  sessionEndHandled = true;
  toast.notice(i18n.t('request.loggedOut'), { dismissable: false });
  if (session.getToken()) {
    session.clear();
    setTimeout(() => {
      sessionEndHandled = false;
      navigation.reloadAtRoot();
    }, LOGOUT_REDIRECT_DELAY_MS);
  } else {
    navigation.replace('/login');
    // Calls failing together settle within the notice's life; a later session end is announced again.
    setTimeout(() => {
      sessionEndHandled = false;
    }, LOGOUT_REDIRECT_DELAY_MS);
  }
}
