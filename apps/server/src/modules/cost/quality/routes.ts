import {
  type CheckRecord,
  qualityFindings,
  qualityRangeSetGet,
  qualityRangeSetSave,
  qualityRecordDelete,
  qualityRecordGet,
  qualityRecords,
  qualityReport,
  qualityRunCheck,
  qualitySaveViewState,
  qualitySetIgnore,
  qualitySetOpinion,
  qualityStart,
} from '@ccms/api-client';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../http/endpoint';
import { reportProgress } from '../../../http/progress';
import { contentDisposition } from '../../file/service';
import { requireProjectAudit } from '../nodes/status';
import { reportFileName, writeCheckReport } from './report';
import {
  deleteRecord,
  getRecord,
  projectRecords,
  queryFindings,
  rangeSet,
  reportData,
  runOneCheck,
  saveRangeSet,
  setIgnored,
  setOpinion,
  setViewed,
  startCheck,
} from './service';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const PDF_TYPE = 'application/pdf';

/** The quality-check tool (/b/quality/…): records, findings, one-off checks, report, rule table. */
export function registerQualityRoutes(app: FastifyInstance, now: () => Date): void {
  registerEndpoint(app, qualityStart, async ({ db, body, requireSession, locale, request }) => {
    // A project with an authorised staff list is audited only by its auditors (spec 001 §6).
    await requireProjectAudit(db, requireSession(), body.projectId);
    return startCheck(
      db,
      requireSession(),
      now(),
      locale,
      body,
      undefined,
      reportProgress(request, body.progressId),
    );
  });
  registerEndpoint(app, qualityRecords, ({ db, body, locale }) =>
    projectRecords(db, body.projectId, locale),
  );
  registerEndpoint(app, qualityRecordGet, ({ db, params, locale }) =>
    getRecord(db, params.id, locale),
  );
  registerEndpoint(app, qualityRecordDelete, async ({ db, params }) => {
    await deleteRecord(db, params.id);
    return null;
  });
  registerEndpoint(app, qualityFindings, ({ db, body, locale }) => queryFindings(db, locale, body));
  registerEndpoint(app, qualitySetIgnore, ({ db, body, requireSession }) =>
    setIgnored(db, requireSession(), now(), body),
  );
  registerEndpoint(app, qualitySetOpinion, ({ db, body, locale }) => setOpinion(db, locale, body));
  registerEndpoint(app, qualitySaveViewState, ({ db, body }) => setViewed(db, body));
  registerEndpoint(app, qualityRunCheck, ({ db, params, body, locale }) =>
    runOneCheck(db, locale, params.check, body),
  );
  registerEndpoint(app, qualityReport, async ({ db, body, locale, reply }) => {
    let content: Buffer;
    let record: CheckRecord;
    if (body.format === 'pdf') {
      // pdf-lib and the fonts load with the first PDF, not with the server.
      const { PDF_FINDINGS_PER_RULE, writeCheckReportPdf } = await import('./reportPdf');
      const data = await reportData(db, body.recordId, locale, { perRule: PDF_FINDINGS_PER_RULE });
      record = data.record;
      content = await writeCheckReportPdf(record, data.findings, locale, now());
    } else {
      const data = await reportData(db, body.recordId, locale);
      record = data.record;
      content = await writeCheckReport(record, data.findings, locale);
    }
    reply
      .header('X-Content-Type-Options', 'nosniff')
      .header(
        'Content-Disposition',
        contentDisposition('attachment', reportFileName(record, locale, body.format)),
      )
      .type(body.format === 'pdf' ? PDF_TYPE : XLSX_TYPE);
    reply.send(content);
    return null;
  });
  registerEndpoint(app, qualityRangeSetGet, ({ db, params, locale }) =>
    rangeSet(db, locale, params.id),
  );
  registerEndpoint(app, qualityRangeSetSave, ({ db, body, requireSession, locale }) =>
    saveRangeSet(db, requireSession(), locale, body),
  );
}
