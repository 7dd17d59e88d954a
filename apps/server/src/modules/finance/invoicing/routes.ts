import {
  invoiceApplyDelete,
  invoiceApplyGet,
  invoiceApplyIssue,
  invoiceApplyQueryList,
  invoiceApplyReturn,
  invoiceApplySave,
  invoiceApplySubmit,
  invoiceApplyVoid,
  invoiceContractPosition,
  loanApprove,
  loanDelete,
  loanGet,
  loanQueryList,
  loanRepay,
  loanSave,
  loanSubmit,
  overInvoicingQueryList,
  priceRateCompute,
  priceRateList,
  priceRequestApprove,
  priceRequestDelete,
  priceRequestGet,
  priceRequestQueryList,
  priceRequestSave,
  priceRequestSubmit,
} from '@ccms/api-client';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../http/endpoint';
import * as loans from '../loans/loans';
import * as applications from './applications';
import { listOverInvoicing } from './overInvoicing';
import * as prices from './prices';
import { listRateTiers } from './rates';

/** 开票申请, 超额开票, 借款申请 and 请价 (issue 10). */
export function registerInvoicingRoutes(app: FastifyInstance, now: () => Date): void {
  registerEndpoint(app, invoiceApplyQueryList, ({ db, body }) =>
    applications.listApplications(db, body),
  );
  registerEndpoint(app, invoiceApplyGet, ({ db, params }) =>
    applications.getApplication(db, params.id),
  );
  registerEndpoint(app, invoiceContractPosition, ({ db, params }) =>
    applications.positionWithBilling(db, params.contractId),
  );
  registerEndpoint(app, invoiceApplySave, ({ db, body, requireSession }) =>
    applications.saveApplication(db, requireSession(), now(), body),
  );
  registerEndpoint(app, invoiceApplySubmit, ({ db, body, requireSession }) =>
    applications.submitApplication(db, requireSession(), now(), body.id),
  );
  registerEndpoint(app, invoiceApplyDelete, ({ db, params }) =>
    applications.deleteApplication(db, params.id),
  );
  registerEndpoint(app, invoiceApplyIssue, ({ db, body, requireSession }) =>
    applications.issueApplication(db, requireSession(), now(), body),
  );
  registerEndpoint(app, invoiceApplyReturn, ({ db, body, requireSession }) =>
    applications.returnApplication(db, requireSession(), now(), body),
  );
  registerEndpoint(app, invoiceApplyVoid, ({ db, body, requireSession }) =>
    applications.voidApplication(db, requireSession(), now(), body),
  );

  registerEndpoint(app, overInvoicingQueryList, ({ db, body }) =>
    listOverInvoicing(db, now(), body),
  );

  registerEndpoint(app, loanQueryList, ({ db, body }) => loans.listLoans(db, now(), body));
  registerEndpoint(app, loanGet, ({ db, params }) => loans.getLoan(db, now(), params.id));
  registerEndpoint(app, loanSave, ({ db, body, requireSession }) =>
    loans.saveLoan(db, requireSession(), now(), body),
  );
  registerEndpoint(app, loanSubmit, ({ db, body, requireSession }) =>
    loans.submitLoan(db, requireSession(), now(), body.id),
  );
  registerEndpoint(app, loanDelete, ({ db, params }) => loans.deleteLoan(db, now(), params.id));
  registerEndpoint(app, loanApprove, ({ db, body, requireSession }) =>
    loans.approveLoan(db, requireSession(), now(), body),
  );
  registerEndpoint(app, loanRepay, ({ db, body, requireSession }) =>
    loans.repayLoan(db, requireSession(), now(), body),
  );

  registerEndpoint(app, priceRateList, ({ db }) => listRateTiers(db));
  registerEndpoint(app, priceRateCompute, ({ db, body }) =>
    prices.computeFee(db, body.businessType, body.basisAmount),
  );
  registerEndpoint(app, priceRequestQueryList, ({ db, body }) => prices.listRequests(db, body));
  registerEndpoint(app, priceRequestGet, ({ db, params }) => prices.getRequest(db, params.id));
  registerEndpoint(app, priceRequestSave, ({ db, body, requireSession }) =>
    prices.saveRequest(db, requireSession(), now(), body),
  );
  registerEndpoint(app, priceRequestSubmit, ({ db, body, requireSession }) =>
    prices.submitRequest(db, requireSession(), now(), body.id),
  );
  registerEndpoint(app, priceRequestDelete, ({ db, params }) =>
    prices.deleteRequest(db, params.id),
  );
  registerEndpoint(app, priceRequestApprove, ({ db, body, requireSession }) =>
    prices.approveRequest(db, requireSession(), now(), body),
  );
}
