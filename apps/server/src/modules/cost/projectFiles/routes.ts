import {
  compareBillDetailByBt,
  projectAddLookCount,
  projectBillCondition,
  projectExcelPreview,
  projectExpandCondition,
  projectFileAttach,
  projectFileImport,
  projectFileList,
  projectFileSupport,
  projectImageList,
  projectIntoPersonLib,
  projectItemsCondition,
  projectLookCount,
  projectMaterialCondition,
  projectReadDirectory,
  projectReadExcel,
  projectReadExcelEx,
  projectReadPriceExcel,
  projectRelativityCondition,
  projectSubjectCondition,
  projectXmlSummary,
  projectXmlSummaryOf,
  projectXmlSummaryPost,
  type ProjectConditionKind,
} from '@ccms/api-client';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../http/endpoint';
import type { FileStorage } from '../../file/storage';
import { conditionChoices } from './conditions';
import {
  addViews,
  attachProjectFiles,
  compareBills,
  importArchive,
  intoPersonLib,
  listProjectFiles,
  listProjectImages,
  previewSheet,
  projectSummary,
  readArchive,
  readPriceList,
  readSheets,
  readSheetsPreview,
  supportOf,
  viewCounts,
} from './service';

/** Search conditions, project files, view counts, summary, compare and the personal library. */
export function registerProjectFileRoutes(
  app: FastifyInstance,
  now: () => Date,
  storage: FileStorage,
): void {
  const conditions: [typeof projectSubjectCondition, ProjectConditionKind][] = [
    [projectSubjectCondition, 'subject'],
    [projectBillCondition, 'bill'],
    [projectMaterialCondition, 'material'],
    [projectItemsCondition, 'items'],
    [projectRelativityCondition, 'relativity'],
    [projectExpandCondition, 'expand'],
  ];
  for (const [decl, kind] of conditions)
    registerEndpoint(app, decl, ({ db, body, locale }) =>
      conditionChoices(db, kind, body.searchContent, locale),
    );

  registerEndpoint(app, projectFileList, ({ db, params }) => listProjectFiles(db, params.id));
  registerEndpoint(app, projectFileAttach, ({ db, body, requireSession }) =>
    attachProjectFiles(db, requireSession(), now(), body.projectId, body.fileIds),
  );
  registerEndpoint(app, projectFileImport, ({ db, body, requireSession }) =>
    importArchive(db, storage, requireSession(), now(), body),
  );
  registerEndpoint(app, projectFileSupport, ({ params }) => supportOf(params.kind));
  registerEndpoint(app, projectReadExcel, ({ db, body }) => readSheets(db, storage, body.fileId));
  registerEndpoint(app, projectReadExcelEx, ({ db, body }) =>
    readSheetsPreview(db, storage, body.fileId),
  );
  registerEndpoint(app, projectExcelPreview, ({ db, body }) =>
    previewSheet(db, storage, body.fileId, body.sheet),
  );
  registerEndpoint(app, projectReadPriceExcel, ({ db, body, locale }) =>
    readPriceList(db, storage, body.fileId, body.sheet, locale),
  );
  registerEndpoint(app, projectReadDirectory, ({ db, params }) =>
    readArchive(db, storage, params.id),
  );

  registerEndpoint(app, projectLookCount, ({ db, body }) => viewCounts(db, body.ids));
  registerEndpoint(app, projectAddLookCount, ({ db, params }) =>
    addViews(db, now(), params.projectId, params.count),
  );
  registerEndpoint(app, projectImageList, ({ db, params }) => listProjectImages(db, params.id));
  registerEndpoint(app, projectXmlSummary, ({ db, params }) => projectSummary(db, params.id));
  registerEndpoint(app, projectXmlSummaryPost, ({ db, body }) =>
    projectSummary(db, body.projectId),
  );
  registerEndpoint(app, projectXmlSummaryOf, ({ db, params }) =>
    projectSummary(db, params.projectId),
  );
  registerEndpoint(app, compareBillDetailByBt, ({ db, params }) => compareBills(db, params.ids));
  registerEndpoint(app, projectIntoPersonLib, ({ db, body, requireSession }) =>
    intoPersonLib(db, requireSession(), now(), body.projectId, body.note),
  );
}
