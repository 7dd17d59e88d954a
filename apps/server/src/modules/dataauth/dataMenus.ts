import type { DataAttribute } from '@ccms/api-client';
import type { MessageKey } from '../../i18n';

/** A list whose rows a role may be limited to, by one attribute of the rows. */
export interface DataMenuDefinition {
  id: string;
  nameKey: MessageKey;
  attribute: DataAttribute;
  sort: number;
}

/**
 * The data menus: the same for every company (they name lists of the application, not data),
 * while the attribute values they are granted on (areas, project kinds) are each company's own.
 */
export const DATA_MENUS: readonly DataMenuDefinition[] = [
  {
    id: 'data-project-by-kind',
    nameKey: 'dataMenu.projectByKind',
    attribute: 'projectKind',
    sort: 1,
  },
  { id: 'data-project-by-area', nameKey: 'dataMenu.projectByArea', attribute: 'area', sort: 2 },
];

export const findDataMenu = (id: string) => DATA_MENUS.find((menu) => menu.id === id);

/** The ids of the data menus whose attribute is the given one (to drop grants of a deleted value). */
export const dataMenuIdsOf = (attribute: DataAttribute) =>
  DATA_MENUS.filter((menu) => menu.attribute === attribute).map((menu) => menu.id);
