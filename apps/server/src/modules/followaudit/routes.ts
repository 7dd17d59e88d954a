import {
  followAuditItemDelete,
  followAuditItemSave,
  followAuditItemsCopy,
  followAuditMeasureSave,
  followAuditMeasureSummary,
  followAuditMeasureTable,
  followAuditPayApprove,
  followAuditPayGet,
  followAuditPaySave,
  followAuditPaySubmit,
  followAuditPeriodCreate,
  followAuditPeriodDelete,
  followAuditProjectDelete,
  followAuditProjectGet,
  followAuditProjectQueryList,
  followAuditProjectSave,
  followAuditSummaryExport,
} from '@ccms/api-client';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/endpoint';
import { contentDisposition } from '../file/service';
import * as service from './service';
import { summaryWorkbook } from './workbook';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** 跟踪审计 (issue 10): projects and items, 计量表, 计量汇总表, 支付审批表 and 支付证书. */
export function registerFollowAuditRoutes(app: FastifyInstance, now: () => Date): void {
  registerEndpoint(app, followAuditProjectQueryList, ({ db, body }) =>
    service.listProjects(db, body),
  );
  registerEndpoint(app, followAuditProjectGet, ({ db, params }) =>
    service.getProject(db, params.id),
  );
  registerEndpoint(app, followAuditProjectSave, ({ db, body, requireSession }) =>
    service.saveProject(db, requireSession(), now(), body),
  );
  registerEndpoint(app, followAuditItemSave, ({ db, body, requireSession }) =>
    service.saveItem(db, requireSession(), now(), body),
  );
  registerEndpoint(app, followAuditProjectDelete, ({ db, params }) =>
    service.deleteProject(db, params.id),
  );
  registerEndpoint(app, followAuditPeriodDelete, ({ db, params }) =>
    service.deletePeriod(db, params.id),
  );
  registerEndpoint(app, followAuditItemDelete, ({ db, params }) =>
    service.deleteItem(db, params.id),
  );
  registerEndpoint(app, followAuditItemsCopy, ({ db, body, requireSession }) =>
    service.copyBills(db, requireSession(), now(), body.projectId),
  );
  registerEndpoint(app, followAuditPeriodCreate, ({ db, body, requireSession }) =>
    service.createPeriod(db, requireSession(), now(), body),
  );
  registerEndpoint(app, followAuditMeasureTable, ({ db, params }) =>
    service.measureTable(db, params.id),
  );
  registerEndpoint(app, followAuditMeasureSave, ({ db, body, requireSession }) =>
    service.saveMeasures(db, requireSession(), now(), body),
  );
  registerEndpoint(app, followAuditMeasureSummary, ({ db, params }) =>
    service.measureSummary(db, params.id),
  );
  registerEndpoint(app, followAuditSummaryExport, async ({ db, params, reply }) => {
    const summary = await service.measureSummary(db, params.id);
    const content = await summaryWorkbook(summary);
    reply
      .header('X-Content-Type-Options', 'nosniff')
      .header(
        'Content-Disposition',
        contentDisposition('attachment', `${summary.projectName}-计量汇总表.xlsx`),
      )
      .type(XLSX_TYPE);
    reply.send(content);
    return null;
  });
  registerEndpoint(app, followAuditPayGet, ({ db, params }) => service.payOf(db, params.periodId));
  registerEndpoint(app, followAuditPaySave, ({ db, body, requireSession }) =>
    service.savePay(db, requireSession(), now(), body),
  );
  registerEndpoint(app, followAuditPaySubmit, ({ db, body, requireSession }) =>
    service.submitPay(db, requireSession(), now(), body.periodId),
  );
  registerEndpoint(app, followAuditPayApprove, ({ db, body, requireSession }) =>
    service.approvePay(db, requireSession(), now(), body),
  );
}
