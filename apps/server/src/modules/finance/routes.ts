import {
  bankAccountDelete,
  bankAccountQueryList,
  bankAccountSave,
  bankClaim,
  bankClaimList,
  bankDayCount,
  bankDetailCorrect,
  bankDetailGet,
  bankDetailQueryList,
  bankDetailSetNeedClaim,
  bankImportExcel,
  bankImportPreview,
  bankSubscriptionQueryList,
  bankTemplateDownload,
  bankUnclaim,
  capitalPosition,
  contractGet,
  contractQueryList,
  customerQueryList,
} from '@ccms/api-client';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/endpoint';
import { reportProgress } from '../../http/progress';
import { contentDisposition } from '../file/service';
import type { FileStorage } from '../file/storage';
import { deleteAccount, listAccounts, saveAccount } from './accounts';
import { claim, listClaims, listSubscriptions, unclaim } from './claims';
import { getContract, listContracts, listCustomers } from './contracts';
import {
  capitalPositionOf,
  correctBankDetail,
  dayCount,
  listBankDetails,
  setNeedClaim,
} from './details';
import { importStatement, previewImport } from './importer';
import { getBankDetail } from './shared';
import { bankTemplate } from './statement';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The finance area: bank accounts, statement import, bank rows, claims, day count, capital position. */
export function registerFinanceRoutes(
  app: FastifyInstance,
  now: () => Date,
  storage: FileStorage,
): void {
  registerEndpoint(app, bankAccountQueryList, ({ db, body }) => listAccounts(db, body));
  registerEndpoint(app, bankAccountSave, ({ db, body, requireSession }) =>
    saveAccount(db, requireSession(), now(), body),
  );
  registerEndpoint(app, bankAccountDelete, async ({ db, params }) => {
    await deleteAccount(db, params.id);
    return null;
  });

  registerEndpoint(app, bankTemplateDownload, async ({ reply }) => {
    const content = await bankTemplate();
    reply
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Disposition', contentDisposition('attachment', '银行流水导入模板.xlsx'))
      .type(XLSX_TYPE);
    reply.send(content);
    return null;
  });
  registerEndpoint(app, bankImportPreview, ({ db, body, locale, request }) =>
    previewImport(db, storage, body, locale, reportProgress(request, body.progressId)),
  );
  registerEndpoint(app, bankImportExcel, ({ db, body, locale, requireSession, request }) =>
    importStatement(
      db,
      storage,
      requireSession(),
      now(),
      body,
      locale,
      reportProgress(request, body.progressId),
    ),
  );

  registerEndpoint(app, bankDetailQueryList, ({ db, body }) => listBankDetails(db, body));
  registerEndpoint(app, bankDetailGet, ({ db, params }) => getBankDetail(db, params.id));
  registerEndpoint(app, bankDetailCorrect, ({ db, body, requireSession }) =>
    correctBankDetail(db, requireSession(), now(), body),
  );
  registerEndpoint(app, bankDetailSetNeedClaim, ({ db, body, requireSession }) =>
    setNeedClaim(db, requireSession(), now(), body),
  );
  registerEndpoint(app, bankDayCount, ({ db, body }) => dayCount(db, body));
  registerEndpoint(app, capitalPosition, ({ db, body }) => capitalPositionOf(db, body));

  registerEndpoint(app, bankSubscriptionQueryList, ({ db, body }) => listSubscriptions(db, body));
  registerEndpoint(app, bankClaimList, ({ db, params }) => listClaims(db, params.id));
  registerEndpoint(app, bankClaim, ({ db, body, requireSession }) =>
    claim(db, requireSession(), now(), body),
  );
  registerEndpoint(app, bankUnclaim, ({ db, body, requireSession }) =>
    unclaim(db, requireSession(), now(), body),
  );

  registerEndpoint(app, customerQueryList, ({ db, body }) => listCustomers(db, body));
  registerEndpoint(app, contractQueryList, ({ db, body }) => listContracts(db, body));
  registerEndpoint(app, contractGet, ({ db, params }) => getContract(db, params.id));
}
