import {
  baseDataList,
  dictBook as dictBookEndpoint,
  dictDelete,
  dictItemByValue,
  dictList,
  dictQueryList,
  dictQueryTree,
  dictSave,
  dictShareQueryList,
  dictTypeDelete,
  dictTypeQueryList,
  dictTypeSave,
  projectKindTree as projectKindTreeEndpoint,
  treeDict as treeDictEndpoint,
  treeDictGroup,
  treeDictDelete,
  treeDictSave,
  treeDictShareQueryTree,
  treeDictUpdateSortList,
} from '@ccms/api-client';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/endpoint';
import {
  deleteDictItem,
  deleteDictType,
  deleteTreeNode,
  dictBook,
  dictItemTree,
  dictOption,
  dictOptions,
  queryDictItems,
  queryDictOptions,
  queryDictTypes,
  saveDictItem,
  projectKindTree,
  placeTreeNodes,
  saveDictType,
  saveTreeNode,
  treeDict,
} from './service';

export function registerDictRoutes(app: FastifyInstance, now: () => Date): void {
  registerEndpoint(app, dictList, ({ db, params }) => dictOptions(db, params.code));
  registerEndpoint(app, dictItemByValue, ({ db, params }) =>
    dictOption(db, params.code, params.item),
  );
  registerEndpoint(app, dictBookEndpoint, ({ db, params }) => dictBook(db, params.dictCode));
  registerEndpoint(app, dictShareQueryList, ({ db, body }) => queryDictOptions(db, body));
  registerEndpoint(app, projectKindTreeEndpoint, ({ db }) => projectKindTree(db));
  registerEndpoint(app, treeDictEndpoint, ({ db, params }) => treeDict(db, params.code));
  registerEndpoint(app, treeDictGroup, ({ db, params }) =>
    treeDict(db, params.dictCode, params.group),
  );
  registerEndpoint(app, treeDictShareQueryTree, ({ db, body }) =>
    treeDict(db, body.type, body.group),
  );
  registerEndpoint(app, baseDataList, ({ db, query }) => dictOptions(db, query.category));

  registerEndpoint(app, dictQueryList, ({ db, body }) => queryDictItems(db, body));
  registerEndpoint(app, dictQueryTree, ({ db, body }) => dictItemTree(db, body.type, body.group));
  registerEndpoint(app, dictSave, ({ db, body, requireSession }) =>
    saveDictItem(db, requireSession(), now(), body),
  );
  registerEndpoint(app, dictDelete, async ({ db, params }) => {
    await deleteDictItem(db, params.id);
    return null;
  });
  registerEndpoint(app, treeDictSave, ({ db, body, requireSession }) =>
    saveTreeNode(db, requireSession(), now(), body),
  );
  registerEndpoint(app, treeDictDelete, async ({ db, params }) => {
    await deleteTreeNode(db, params.id);
    return null;
  });
  registerEndpoint(app, treeDictUpdateSortList, async ({ db, body, requireSession }) => {
    await placeTreeNodes(db, requireSession(), now(), body);
    return null;
  });
  registerEndpoint(app, dictTypeQueryList, ({ db, body }) => queryDictTypes(db, body));
  registerEndpoint(app, dictTypeSave, ({ db, body, requireSession }) =>
    saveDictType(db, requireSession(), now(), body),
  );
  registerEndpoint(app, dictTypeDelete, async ({ db, params }) => {
    await deleteDictType(db, params.id);
    return null;
  });
}
