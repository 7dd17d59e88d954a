import { z } from 'zod';
import { endpoint } from '../endpoint';
import { idListSchema, idSchema } from './paging';

/** What a data menu's attribute tree is built from. */
export const DataAttribute = { area: 'area', projectKind: 'projectKind' } as const;
export type DataAttribute = (typeof DataAttribute)[keyof typeof DataAttribute];

/** A data menu: a list whose rows a role may be limited to, by one attribute of the rows. */
export const dataMenuSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The catalogue key of the name, for the zh/en/es texts. */
  nameKey: z.string(),
  attribute: z.enum(['area', 'projectKind']),
  sort: z.number().int(),
});
export type DataMenu = z.infer<typeof dataMenuSchema>;

/** One value of a data menu's attribute (an area, a project kind) with the values beneath it. */
export interface DataAttrNode {
  id: string;
  parentId: string | null;
  name: string;
  sort: number;
  children: DataAttrNode[];
}
export const dataAttrNodeSchema: z.ZodType<DataAttrNode> = z.lazy(() =>
  z.object({
    id: z.string(),
    parentId: z.string().nullable(),
    name: z.string(),
    sort: z.number().int(),
    children: z.array(dataAttrNodeSchema),
  }),
);

const roleAndDataMenu = z.object({ roleId: idSchema, dataMenuId: idSchema });

export const dataAuthListAllDataMenu = endpoint({
  method: 'GET',
  path: '/a/sys/data/menu/listAllDataMenu',
  summary: 'The data menus a role can be granted data authorization on',
  access: { permission: 'sys:role:view' },
  data: z.array(dataMenuSchema),
});

export const dataAuthQueryAttrTree = endpoint({
  method: 'GET',
  path: '/b/role/data/attr/queryAttrTree/{id}',
  summary: "A data menu's attribute tree (the company's areas or project kinds)",
  access: { permission: 'sys:role:view' },
  params: z.object({ id: idSchema }),
  data: z.array(dataAttrNodeSchema),
});

export const dataAuthQueryDataIdList = endpoint({
  method: 'GET',
  path: '/b/role/data/attr/queryDataIdList/{roleId}/{dataMenuId}',
  summary: 'The attribute ids a role grants on a data menu',
  access: { permission: 'sys:role:view' },
  params: roleAndDataMenu,
  data: z.array(z.string()),
});

export const dataAuthSaveDataRef = endpoint({
  method: 'POST',
  path: '/b/role/data/attr/saveDataRef/{roleId}/{dataMenuId}',
  summary: 'Replace the attribute ids a role grants on a data menu',
  access: { permission: 'sys:role:auth' },
  params: roleAndDataMenu,
  body: idListSchema,
  data: z.null(),
});

export const dataAuthCopyRoleData = endpoint({
  method: 'POST',
  path: '/b/role/data/attr/copyRoleData/{src}/{tar}/{cover}',
  summary:
    "Give the target role the source role's data authorization: cover true replaces, false merges",
  access: { permission: 'sys:role:auth' },
  params: z.object({
    src: idSchema,
    tar: idSchema,
    cover: z.enum(['true', 'false']).transform((value) => value === 'true'),
  }),
  data: z.null(),
});

export const dataAuthQueryRoleAttrTree = endpoint({
  method: 'GET',
  path: '/b/role/data/attr/queryRoleAttrTree/{roleId}/{dataMenuId}',
  summary: "A data menu's attribute tree with the role's granted ids as checked ids",
  access: { permission: 'sys:role:view' },
  params: roleAndDataMenu,
  data: z.object({ tree: z.array(dataAttrNodeSchema), checkedIds: z.array(z.string()) }),
});
