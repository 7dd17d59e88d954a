import type { MaterialCatalogueGroup } from '@ccms/api-client';

/** A row of the catalogue picker's tree: group, class or material. */
export interface CatalogueRow {
  id: string;
  parentId: string | null;
  order: number;
  code: string;
  name: string;
  spec: string;
  unit: string;
  level: 'group' | 'class' | 'item';
}

/**
 * The catalogue flattened for the tree-table; with a keyword, only the materials whose code, name
 * or spec contain it, with their class and group.
 */
export function catalogueRows(
  groups: readonly MaterialCatalogueGroup[],
  keyword = '',
): CatalogueRow[] {
  const wanted = keyword.trim().toLowerCase();
  const matches = (text: string) => text.toLowerCase().includes(wanted);
  const rows: CatalogueRow[] = [];
  groups.forEach((group, groupOrder) => {
    const classRows: CatalogueRow[] = [];
    group.children.forEach((cls, classOrder) => {
      const items = cls.children
        .filter((item) => !wanted || [item.code, item.name, item.spec].some(matches))
        .map((item, order) => ({
          id: item.code,
          parentId: cls.code,
          order,
          code: item.code,
          name: item.name,
          spec: item.spec,
          unit: item.unit,
          level: 'item' as const,
        }));
      if (wanted && items.length === 0) return;
      classRows.push({ ...base(cls, group.code, classOrder), level: 'class' }, ...items);
    });
    if (wanted && classRows.length === 0) return;
    rows.push({ ...base(group, null, groupOrder), level: 'group' }, ...classRows);
  });
  return rows;
}

function base(node: { code: string; name: string }, parentId: string | null, order: number) {
  return { id: node.code, parentId, order, code: node.code, name: node.name, spec: '', unit: '' };
}
