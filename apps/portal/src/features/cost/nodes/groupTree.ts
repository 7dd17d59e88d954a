import type { ProjectTreeFolderTree } from '@ccms/api-client';

/** A row of the grouping tree as the tree-table shows it: a folder, or a node in a folder. */
export interface GroupRow {
  id: string;
  parentId: string | null;
  order: number;
  kind: 'folder' | 'node';
  /** The folder's id, or the node's id. */
  refId: string;
  /** The folder a node row sits in. */
  folderId: string | null;
  name: string;
  level: string | null;
}

const folderRowId = (id: string) => `f:${id}`;
const nodeRowId = (folderId: string, nodeId: string) => `n:${folderId}:${nodeId}`;

/** Folders (sub-folders first) with, beneath each, the nodes it groups. */
export function groupRows(folders: readonly ProjectTreeFolderTree[]): GroupRow[] {
  const rows: GroupRow[] = [];
  const walk = (list: readonly ProjectTreeFolderTree[], parentId: string | null) =>
    list.forEach((folder, order) => {
      const id = folderRowId(folder.id);
      rows.push({
        id,
        parentId,
        order,
        kind: 'folder',
        refId: folder.id,
        folderId: null,
        name: folder.name,
        level: null,
      });
      walk(folder.children, id);
      folder.nodes.forEach((node, index) =>
        rows.push({
          id: nodeRowId(folder.id, node.id),
          parentId: id,
          order: folder.children.length + index,
          kind: 'node',
          refId: node.id,
          folderId: folder.id,
          name: node.name,
          level: node.level,
        }),
      );
    });
  walk(folders, null);
  return rows;
}

/** The folder ids of a folder and every folder beneath it. */
export function subtreeIds(folders: readonly ProjectTreeFolderTree[], id: string): Set<string> {
  const found = new Set<string>();
  const collect = (folder: ProjectTreeFolderTree) => {
    found.add(folder.id);
    folder.children.forEach(collect);
  };
  const search = (list: readonly ProjectTreeFolderTree[]) =>
    list.forEach((folder) => (folder.id === id ? collect(folder) : search(folder.children)));
  search(folders);
  return found;
}

export interface GroupDrag {
  type: 'folder' | 'node';
  id: string;
  targetId: string | null;
  fromId: string | null;
  index: number;
}

export type GroupMoveRefusal = 'intoNode' | 'intoItself';

/**
 * The drag (projectTreeDrag's body, without the project) for a row moved in the tree-table:
 * `moved` is the row as it is after the move, `after` all rows after it. A folder or node
 * dropped on a node row, or a folder into its own sub-folder, is refused.
 */
export function dragOf(
  before: readonly GroupRow[],
  after: readonly GroupRow[],
  id: string,
): GroupDrag | GroupMoveRefusal | null {
  const was = before.find((row) => row.id === id);
  const moved = after.find((row) => row.id === id);
  if (!was || !moved) return null;
  const parent = moved.parentId ? after.find((row) => row.id === moved.parentId) : undefined;
  if (parent && parent.kind === 'node') return 'intoNode';
  if (was.kind === 'folder' && parent) {
    for (let at: GroupRow | undefined = parent; at;) {
      if (at.id === was.id) return 'intoItself';
      const up: string | null = at.parentId;
      at = up ? after.find((row) => row.id === up) : undefined;
    }
  }
  const index = after
    .filter(
      (row) => row.parentId === moved.parentId && row.kind === was.kind && row.order < moved.order,
    )
    .filter((row) => row.id !== id).length;
  return {
    type: was.kind,
    id: was.refId,
    targetId: parent ? parent.refId : null,
    fromId: was.kind === 'node' ? was.folderId : null,
    index,
  };
}
