import {
  companyInfoGet,
  companyInfoSave,
  desktopCurCompanyLogo,
  desktopWaterMark,
  enterpriseQueryList,
  enterpriseSave,
  saasCompany,
  saasCompanyLogo,
  saasGradeDelete,
  saasGradeQueryList,
  saasGradeSave,
  saasMenuDelete,
  saasMenuQueryTree,
  saasMenuSave,
  saasRoleDelete,
  saasRoleQueryList,
  saasRoleSave,
} from '@ccms/api-client';
import type { FastifyInstance } from 'fastify';
import { withSystemContext } from '../../db/tenancy';
import { registerEndpoint } from '../../http/endpoint';
import { openStored } from '../file/routes';
import { contentDisposition } from '../file/service';
import type { FileStorage } from '../file/storage';
import {
  brandOf,
  catalogueTree,
  companyInfo,
  currentCompany,
  deleteCatalogueEntry,
  deleteGrade,
  deleteSaasRole,
  findCompanyByRef,
  logoFile,
  queryEnterprises,
  queryGrades,
  querySaasRoles,
  saveCatalogueEntry,
  saveCompanyInfo,
  saveEnterprise,
  saveGrade,
  saveSaasRole,
  waterMark,
} from './service';

/**
 * Company branding, the watermark, and the platform operator's management of enterprises,
 * packages and the enterprise-menu catalogue. The `saas:` permissions belong to the operator
 * alone (modules/saas/packages.ts), so the platform endpoints may work in the system context:
 * what they change reaches other companies, atomically with the request.
 */
export function registerSaasRoutes(
  app: FastifyInstance,
  storage: FileStorage,
  now: () => Date,
): void {
  registerEndpoint(app, saasCompany, async ({ db, params }) =>
    brandOf(await findCompanyByRef(db, params.companyId)),
  );
  registerEndpoint(app, saasCompanyLogo, async ({ db, params, reply }) => {
    const company = await findCompanyByRef(db, params.companyId);
    const file = await logoFile(db, company, params.slot);
    const content = await openStored(storage, file.storageKey);
    reply
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'public, max-age=300')
      .header('Content-Disposition', contentDisposition('inline', file.fileName))
      .type(file.contentType);
    reply.send(content);
    return null;
  });
  registerEndpoint(app, desktopCurCompanyLogo, async ({ db, requireSession }) =>
    brandOf(await currentCompany(db, requireSession().companyId)),
  );
  registerEndpoint(app, desktopWaterMark, ({ db, requireSession }) =>
    waterMark(db, requireSession().userId, now()),
  );
  registerEndpoint(app, companyInfoGet, ({ db, requireSession }) =>
    companyInfo(db, requireSession().companyId),
  );
  registerEndpoint(app, companyInfoSave, ({ db, body, requireSession }) =>
    saveCompanyInfo(db, requireSession(), now(), body),
  );

  // The platform operator's pages.
  registerEndpoint(app, saasMenuQueryTree, ({ db }) => catalogueTree(db));
  registerEndpoint(app, saasMenuSave, ({ db, body, requireSession }) =>
    withSystemContext(db, (system) => saveCatalogueEntry(system, requireSession(), now(), body)),
  );
  registerEndpoint(app, saasMenuDelete, async ({ db, params }) => {
    await withSystemContext(db, (system) => deleteCatalogueEntry(system, params.id));
    return null;
  });
  registerEndpoint(app, saasGradeQueryList, ({ db, body }) =>
    withSystemContext(db, (system) => queryGrades(system, body)),
  );
  registerEndpoint(app, saasGradeSave, ({ db, body, requireSession }) =>
    withSystemContext(db, (system) => saveGrade(system, requireSession(), now(), body)),
  );
  registerEndpoint(app, saasGradeDelete, async ({ db, params }) => {
    await withSystemContext(db, (system) => deleteGrade(system, params.id));
    return null;
  });
  registerEndpoint(app, saasRoleQueryList, ({ db, body }) => querySaasRoles(db, body));
  registerEndpoint(app, saasRoleSave, ({ db, body, requireSession }) =>
    withSystemContext(db, (system) => saveSaasRole(system, requireSession(), now(), body)),
  );
  registerEndpoint(app, saasRoleDelete, async ({ db, params }) => {
    await withSystemContext(db, (system) => deleteSaasRole(system, params.id));
    return null;
  });
  registerEndpoint(app, enterpriseQueryList, ({ db, body }) =>
    withSystemContext(db, (system) => queryEnterprises(system, body)),
  );
  registerEndpoint(app, enterpriseSave, ({ db, body, requireSession }) =>
    withSystemContext(db, (system) => saveEnterprise(system, requireSession(), now(), body)),
  );
}
