import { useUiTranslation, type TreeNode } from '@ccms/ui';
import { useCallback, useMemo, useRef, useState } from 'react';
import { indexOrg, mergeLoadedOrg, toTreeNodes, type OrgIndex, type OrgNode } from './orgTree';

export interface OrgTreeState {
  /** The given nodes with every lazily loaded branch in place. */
  tree: readonly OrgNode[];
  index: OrgIndex;
  treeNodes: TreeNode[];
  /** Fetches a department's children once (later calls share the first request). */
  ensureChildren: (id: string) => Promise<readonly OrgNode[]>;
  /** The Tree's `loadChildren`, or undefined when the data is complete. */
  loadTreeChildren: ((node: TreeNode) => Promise<readonly TreeNode[]>) | undefined;
  loadingIds: ReadonlySet<string>;
}

/**
 * Owns lazily loaded branches, so the picker (not only the Tree) knows the names of what it
 * loaded: the right-hand list and the picked names read them from here.
 */
export function useOrgTree(
  nodes: readonly OrgNode[],
  loadChildren: ((parentId: string) => Promise<readonly OrgNode[]>) | undefined,
  departmentsOnly: boolean,
): OrgTreeState {
  const [loaded, setLoaded] = useState<ReadonlyMap<string, readonly OrgNode[]>>(new Map());
  const [loadingIds, setLoadingIds] = useState<ReadonlySet<string>>(new Set());
  const requests = useRef(new Map<string, Promise<readonly OrgNode[]>>());

  const tree = useMemo(() => mergeLoadedOrg(nodes, loaded), [nodes, loaded]);
  const index = useMemo(() => indexOrg(tree), [tree]);
  const loadingLabel = useUiTranslation()('loading');
  const treeNodes = useMemo(
    () => withLoadingRows(toTreeNodes(tree, { departmentsOnly }), loadingIds, loadingLabel),
    [tree, departmentsOnly, loadingIds, loadingLabel],
  );

  const ensureChildren = useCallback(
    (id: string): Promise<readonly OrgNode[]> => {
      const known = index.get(id)?.node.children;
      if (known) return Promise.resolve(known);
      if (!loadChildren) return Promise.resolve([]);
      const pending = requests.current.get(id);
      if (pending) return pending;
      const setLoading = (on: boolean) =>
        setLoadingIds((current) => {
          const next = new Set(current);
          if (on) next.add(id);
          else next.delete(id);
          return next;
        });
      setLoading(true);
      const request = loadChildren(id).then(
        (children) => {
          setLoading(false);
          setLoaded((current) => new Map(current).set(id, children));
          return children;
        },
        (error: unknown) => {
          // A failed branch may be opened again later, which retries it.
          requests.current.delete(id);
          setLoading(false);
          throw error;
        },
      );
      requests.current.set(id, request);
      return request;
    },
    [index, loadChildren],
  );

  const loadTreeChildren = useMemo(
    () =>
      loadChildren
        ? (node: TreeNode) =>
            ensureChildren(node.key).then((children) => toTreeNodes(children, { departmentsOnly }))
        : undefined,
    [loadChildren, ensureChildren, departmentsOnly],
  );

  return { tree, index, treeNodes, ensureChildren, loadTreeChildren, loadingIds };
}

/**
 * A disabled "loading" child under each department being fetched. The picker starts some loads
 * itself (choosing a department), which the Tree's own loading row does not know about.
 */
function withLoadingRows(
  nodes: TreeNode[],
  loadingIds: ReadonlySet<string>,
  label: string,
): TreeNode[] {
  if (loadingIds.size === 0) return nodes;
  const visit = (list: readonly TreeNode[]): TreeNode[] =>
    list.map((node) => {
      if (node.children) return { ...node, children: visit(node.children) };
      if (!loadingIds.has(node.key)) return node;
      return {
        ...node,
        children: [{ key: `${node.key}\u0000loading`, label, isLeaf: true, isDisabled: true }],
      };
    });
  return visit(nodes);
}
