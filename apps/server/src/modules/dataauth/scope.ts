/** One data grant of a role: an attribute value (area, project kind) on a data menu. */
export interface DataRef {
  dataMenuId: string;
  dataId: string;
}

/** What a user's roles say about their data. */
export interface DataScopeInput {
  /** The administrator role sees every row whatever its grants say. */
  isAdmin: boolean;
  roles: readonly { roleId: string; refs: readonly DataRef[] }[];
}

/**
 * What a user may see in a list with data authorization: everything (administrators), or per data
 * menu the attribute ids granted; a data menu missing from `byMenu` grants nothing.
 */
export type DataScope =
  { all: true } | { all: false; byMenu: Readonly<Record<string, readonly string[]>> };

/** The union of the user's roles' data grants per data menu, each list sorted and unique. */
export function dataScopeFor(user: DataScopeInput): DataScope {
  if (user.isAdmin) return { all: true };
  const sets = new Map<string, Set<string>>();
  for (const role of user.roles) {
    for (const ref of role.refs) {
      const ids = sets.get(ref.dataMenuId) ?? new Set<string>();
      ids.add(ref.dataId);
      sets.set(ref.dataMenuId, ids);
    }
  }
  const byMenu: Record<string, string[]> = {};
  for (const [menuId, ids] of [...sets].sort(([a], [b]) => a.localeCompare(b)))
    byMenu[menuId] = [...ids].sort();
  return { all: false, byMenu };
}

/** The ids a scope allows on one data menu: 'all', or the granted ids (maybe none). */
export function allowedIds(scope: DataScope, dataMenuId: string): 'all' | readonly string[] {
  return scope.all ? 'all' : (scope.byMenu[dataMenuId] ?? []);
}
