import {
  billGet,
  billQueryList,
  billSave,
  projectExport,
  projectGet,
  projectImportExcel,
  projectImportPreview,
  projectNodeDelete,
  projectNodeGet,
  projectNodeSave,
  projectNodeTree,
  projectNodeUpdateList,
  projectSave,
  projectSearch,
  projectSearchGet,
  projectSearchList,
  projectSearchSave,
} from '@ccms/api-client';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../http/endpoint';
import { recordNotFound } from '../../../http/failure';
import { reportProgress } from '../../../http/progress';
import { loadUploadContent } from '../../excel/importFlow';
import { contentDisposition } from '../../file/service';
import type { FileStorage } from '../../file/storage';
import { writeBillWorkbook } from '../billExcel/write';
import { loadProject } from '../store';
import { getBill, importBills, listBills, saveBill } from './bills';
import { previewImport } from './importPreview';
import {
  getProject,
  getSavedSearch,
  listSavedSearches,
  saveProject,
  saveSearch,
  searchProjects,
} from './service';
import { deleteNode, findNode, getNode, moveNodes, nodeTree, saveNode } from './tree';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function registerProjectRoutes(
  app: FastifyInstance,
  now: () => Date,
  storage: FileStorage,
): void {
  registerEndpoint(app, projectSearch, ({ db, body }) => searchProjects(db, body));
  registerEndpoint(app, projectSearchSave, ({ db, body, requireSession }) =>
    saveSearch(db, requireSession(), now(), body),
  );
  registerEndpoint(app, projectSearchGet, ({ db, params, requireSession }) =>
    getSavedSearch(db, requireSession(), params.id),
  );
  registerEndpoint(app, projectSearchList, ({ db, params, requireSession }) =>
    listSavedSearches(db, requireSession(), params.id),
  );
  registerEndpoint(app, projectSave, ({ db, body, requireSession }) =>
    saveProject(db, requireSession(), now(), body),
  );
  registerEndpoint(app, projectGet, ({ db, params }) => getProject(db, params.id));

  registerEndpoint(app, projectNodeTree, ({ db, params }) => nodeTree(db, params.id));
  registerEndpoint(app, projectNodeGet, ({ db, params }) => getNode(db, params.id));
  registerEndpoint(app, projectNodeSave, ({ db, body, requireSession }) =>
    saveNode(db, requireSession(), now(), body),
  );
  registerEndpoint(app, projectNodeDelete, async ({ db, params }) => {
    await deleteNode(db, params.id);
    return null;
  });
  registerEndpoint(app, projectNodeUpdateList, async ({ db, body, requireSession }) => {
    await moveNodes(db, requireSession(), now(), body);
    return null;
  });

  registerEndpoint(app, billQueryList, ({ db, body }) => listBills(db, body));
  registerEndpoint(app, billGet, ({ db, params }) => getBill(db, params.id));
  registerEndpoint(app, billSave, ({ db, body }) => saveBill(db, body));

  registerEndpoint(
    app,
    projectImportExcel,
    async ({ db, body, requireSession, locale, request }) => {
      const progress = reportProgress(request, body.progressId);
      const upload = await loadUploadContent(db, storage, body.fileItems[0]!);
      return importBills(db, requireSession(), now(), body, upload.content, locale, progress);
    },
  );

  registerEndpoint(app, projectImportPreview, async ({ db, body, locale }) => {
    const upload = await loadUploadContent(db, storage, body.fileItems[0]!);
    return previewImport(db, body, upload.content, locale);
  });

  registerEndpoint(app, projectExport, async ({ db, params, reply }) => {
    const project = await loadProject(db, params.a);
    let unitIds: string[] | undefined;
    if (params.b !== 'all') {
      const node = await findNode(db, params.b);
      if (node.projectId !== project.id) throw recordNotFound();
      const byId = new Map(project.nodes.map((row) => [row.id, row]));
      const under = (id: string) => {
        for (let at = byId.get(id); at; at = at.parentId ? byId.get(at.parentId) : undefined)
          if (at.id === node.id) return true;
        return false;
      };
      unitIds = project.nodes
        .filter((row) => row.level === 'unit' && under(row.id))
        .map((row) => row.id);
    }
    const content = await writeBillWorkbook(project, unitIds);
    reply
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Disposition', contentDisposition('attachment', `${project.name}.xlsx`))
      .type(XLSX_TYPE);
    reply.send(content);
    return null;
  });
}
