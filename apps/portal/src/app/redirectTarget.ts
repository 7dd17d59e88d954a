// Kept apart from decideRoute (and its route table) so the sign-in page can use it alone.

/** Where to go after sign-in: the `redirect` query if it is a path of this site, else the root. */
export function safeRedirectTarget(redirect: string | null): string {
  if (
    !redirect ||
    !redirect.startsWith('/') ||
    redirect.startsWith('//') ||
    redirect.startsWith('/\\')
  )
    return '/';
  return redirect;
}
