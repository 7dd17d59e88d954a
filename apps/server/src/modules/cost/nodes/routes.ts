import {
  nodeCalScaleSummary,
  nodeCustom,
  nodeEngineerFeature,
  nodeEngineerFeatureChoose,
  nodeEngineerFeatureForSearch,
  nodeFeeKind,
  nodeItemFeatureChoose,
  nodeKindFunSpec,
  nodeKindFunSpecByFormat,
  nodeKindFunSpecForSubject,
  nodeKindOfNode,
  nodeKindProjectFormat,
  nodeKindSubjectFunction,
  nodeKindSubjectSpecial,
  nodeProjectEngineer,
  nodeProjectInfoStatus,
  nodeProjectKindStatus,
  nodeProjectNode,
  nodeProjectQueryAttrProperty,
  nodeProjectQueryProperty,
  nodeProjectSaveFeature,
  nodeProperty,
  nodeResetScale,
  nodeSaveEngineerInfo,
  nodeSysBaseInfo,
  projectAuthorizeFind,
  projectAuthorizeSave,
  projectTreeCreate,
  projectTreeDelete,
  projectTreeDrag,
  projectTreeFind,
  projectTreeGet,
  projectTreeUpdate,
} from '@ccms/api-client';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../http/endpoint';
import {
  baseFeature,
  engineerFeatures,
  projectFeatures,
  saveProjectFeatures,
} from '../kinds/service';
import {
  customNodes,
  featureChoices,
  featuresForSearch,
  itemFeatureChoices,
  nodeDetail,
  nodeProperties,
  projectEngineer,
  resetScale,
  saveEngineerInfo,
  scaleSummary,
  syncBaseInfo,
} from './engineer';
import {
  funSpecForSubject,
  funSpecOfFormat,
  funSpecOfProject,
  kindOfNode,
  projectFormat,
  subjectFunctions,
  subjectSpecials,
} from './kinds';
import {
  feeKinds,
  findAuthorize,
  projectInfoStatus,
  projectNodeKindStatus,
  saveAuthorize,
} from './status';
import {
  createFolder,
  deleteFolder,
  dragFolderData,
  findFolders,
  folderTree,
  updateFolder,
} from './trees';

/** Kinds per function and speciality, node engineering info, grouping trees, status, authorisation. */
export function registerCostNodeRoutes(app: FastifyInstance, now: () => Date): void {
  registerEndpoint(app, nodeKindFunSpec, ({ db, query, locale }) =>
    funSpecOfProject(db, query.projectId, locale),
  );
  registerEndpoint(app, nodeKindFunSpecByFormat, ({ db, query, locale }) =>
    funSpecOfFormat(db, query.formatId, locale),
  );
  registerEndpoint(app, nodeKindFunSpecForSubject, ({ db, params, locale }) =>
    funSpecForSubject(db, params.projectId, params.projectNodeId, params.subjectModelName, locale),
  );
  registerEndpoint(app, nodeKindProjectFormat, ({ db, params }) => projectFormat(db, params.id));
  registerEndpoint(app, nodeKindSubjectFunction, ({ db, params }) =>
    subjectFunctions(db, params.id),
  );
  registerEndpoint(app, nodeKindSubjectSpecial, ({ db, params, locale }) =>
    subjectSpecials(db, params.projectId, params.functionId, locale),
  );
  registerEndpoint(app, nodeKindOfNode, ({ db, params }) => kindOfNode(db, params.id));

  registerEndpoint(app, nodeProjectNode, ({ db, params }) => nodeDetail(db, params.id));
  registerEndpoint(app, nodeProjectEngineer, ({ db, params }) =>
    projectEngineer(db, params.projectId, params.projectNodeId),
  );
  registerEndpoint(app, nodeProperty, ({ db, params }) => nodeProperties(db, params.id));
  registerEndpoint(app, nodeEngineerFeature, ({ db, params }) =>
    engineerFeatures(db, params.nodeId, params.functionId),
  );
  registerEndpoint(app, nodeEngineerFeatureForSearch, ({ db, body }) =>
    featuresForSearch(db, body.functionId),
  );
  registerEndpoint(app, nodeSaveEngineerInfo, ({ db, body, requireSession, locale }) =>
    saveEngineerInfo(db, requireSession(), now(), body, locale),
  );
  registerEndpoint(app, nodeCustom, ({ db, params }) => customNodes(db, params.id));
  registerEndpoint(app, nodeCalScaleSummary, ({ db, params }) => scaleSummary(db, params.id));
  registerEndpoint(app, nodeResetScale, ({ db, params, requireSession }) =>
    resetScale(db, requireSession(), now(), params.id),
  );
  registerEndpoint(app, nodeEngineerFeatureChoose, ({ db, params }) =>
    featureChoices(db, params.id),
  );
  registerEndpoint(app, nodeItemFeatureChoose, ({ db, params }) =>
    itemFeatureChoices(db, params.id),
  );
  registerEndpoint(app, nodeSysBaseInfo, ({ db, body, requireSession }) =>
    syncBaseInfo(db, requireSession(), now(), body.projectId),
  );

  registerEndpoint(app, projectTreeGet, ({ db, params }) => folderTree(db, params.id));
  registerEndpoint(app, projectTreeCreate, ({ db, body, requireSession }) =>
    createFolder(db, requireSession(), now(), body),
  );
  registerEndpoint(app, projectTreeUpdate, ({ db, body, requireSession }) =>
    updateFolder(db, requireSession(), now(), body),
  );
  registerEndpoint(app, projectTreeDelete, ({ db, params }) => deleteFolder(db, params.id));
  registerEndpoint(app, projectTreeDrag, ({ db, body, requireSession }) =>
    dragFolderData(db, requireSession(), now(), body),
  );
  registerEndpoint(app, projectTreeFind, ({ db, body }) =>
    findFolders(db, body.projectId, body.keyword),
  );

  registerEndpoint(app, nodeFeeKind, ({ db, params }) => feeKinds(db, params.id));

  registerEndpoint(app, nodeProjectSaveFeature, ({ db, body, requireSession, locale }) =>
    saveProjectFeatures(db, requireSession(), now(), body.projectId, body.values, locale),
  );
  registerEndpoint(app, nodeProjectQueryProperty, ({ db, body }) =>
    baseFeature(db, body.projectId),
  );
  registerEndpoint(app, nodeProjectQueryAttrProperty, ({ db, body }) =>
    projectFeatures(db, body.projectId),
  );
  registerEndpoint(app, nodeProjectInfoStatus, ({ db, params }) =>
    projectInfoStatus(db, params.type, params.projectId),
  );
  registerEndpoint(app, nodeProjectKindStatus, ({ db, params }) =>
    projectNodeKindStatus(db, params.projectId),
  );
  registerEndpoint(app, projectAuthorizeFind, ({ db, params, requireSession }) =>
    findAuthorize(db, requireSession(), params.id),
  );
  registerEndpoint(app, projectAuthorizeSave, ({ db, body, requireSession }) =>
    saveAuthorize(db, requireSession(), now(), body),
  );
}
