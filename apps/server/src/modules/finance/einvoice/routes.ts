import {
  einvoiceDelete,
  einvoiceImport,
  einvoiceQueryList,
  einvoiceSave,
  einvoiceVerifications,
  einvoiceVerify,
  einvoiceVerifyBatch,
} from '@ccms/api-client';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../http/endpoint';
import { loadUploadContent } from '../../excel/importFlow';
import type { FileStorage } from '../../file/storage';
import { importEinvoices } from './import';
import * as service from './service';
import { listVerifications, verifyEinvoice, verifyEinvoiceBatch } from './verify';

/** 电子发票 (/main-page/electronic-invoice, issue 10). */
export function registerEinvoiceRoutes(
  app: FastifyInstance,
  now: () => Date,
  storage: FileStorage,
): void {
  registerEndpoint(app, einvoiceQueryList, ({ db, body }) => service.listEinvoices(db, body));
  registerEndpoint(app, einvoiceSave, ({ db, body, requireSession }) =>
    service.saveEinvoice(db, requireSession(), now(), body),
  );
  registerEndpoint(app, einvoiceDelete, ({ db, params }) => service.deleteEinvoice(db, params.id));
  registerEndpoint(app, einvoiceVerify, ({ db, body, requireSession }) =>
    verifyEinvoice(db, requireSession(), now(), body),
  );
  registerEndpoint(app, einvoiceVerifyBatch, ({ db, body, requireSession }) =>
    verifyEinvoiceBatch(db, requireSession(), now(), body),
  );
  registerEndpoint(app, einvoiceVerifications, ({ db, params }) =>
    listVerifications(db, params.id),
  );
  registerEndpoint(app, einvoiceImport, async ({ db, body, requireSession, locale }) => {
    const upload = await loadUploadContent(db, storage, body.fileItems[0]!);
    return importEinvoices(db, requireSession(), now(), body.direction, upload, locale);
  });
}
