import {
  certificateDelete,
  certificateExpiring,
  certificateExport,
  certificateQueryList,
  certificateSave,
  certificateSummary,
} from '@ccms/api-client';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/endpoint';
import { contentDisposition } from '../file/service';
import { certificateFileName, certificateWorkbook } from './export';
import * as service from './service';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** 人员证书 (/b/staff-certificate, issue 10). */
export function registerCertificateRoutes(app: FastifyInstance, now: () => Date): void {
  registerEndpoint(app, certificateQueryList, ({ db, body }) =>
    service.listCertificates(db, now(), body),
  );
  registerEndpoint(app, certificateSave, ({ db, body, requireSession }) =>
    service.saveCertificate(db, requireSession(), now(), body),
  );
  registerEndpoint(app, certificateDelete, ({ db, params }) =>
    service.deleteCertificate(db, params.id),
  );
  registerEndpoint(app, certificateExpiring, ({ db }) => service.expiringCertificates(db, now()));
  registerEndpoint(app, certificateSummary, ({ db }) => service.certificateSummary(db, now()));
  registerEndpoint(app, certificateExport, async ({ db, body, locale, reply }) => {
    const rows = await service.allCertificates(db, now(), body.params ?? {});
    const content = await certificateWorkbook(rows, locale);
    reply
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Disposition', contentDisposition('attachment', certificateFileName(locale)))
      .type(XLSX_TYPE);
    reply.send(content);
    return null;
  });
}
