import {
  formDefinitionGet,
  formDefinitionList,
  formDefinitionSave,
  formDisplay,
  formRecordDelete,
  formRecordGet,
  formRecordList,
  formRecordSave,
  formRecordSubmit,
  formVersionGet,
  formVersionList,
} from '@ccms/api-client';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { registerEndpoint } from '../../http/endpoint';
import { forbidden } from '../../http/failure';
import { hasPermission } from '../auth/access';
import type { Session } from '../auth/sessions';
import {
  deleteRecord,
  displayForm,
  findForm,
  formByCode,
  formById,
  formOut,
  getRecord,
  listVersions,
  queryDefinitions,
  queryRecords,
  saveDefinition,
  saveRecord,
  submitRecord,
  versionOf,
  type FormAccess,
} from './service';

const permits = (db: Db, session: Session, permission: string) =>
  hasPermission(db, { id: session.userId, companyId: session.companyId }, permission);

/** The caller's rights on a form's records: `<prefix>:view`, `<prefix>:edit`, starting flows. */
async function accessOf(db: Db, session: Session, prefix: string): Promise<FormAccess> {
  return {
    view: await permits(db, session, `${prefix}:view`),
    edit: await permits(db, session, `${prefix}:edit`),
    startFlow: await permits(db, session, 'home:start:flow'),
  };
}

/** Who may read a definition to render it: its readers, designers and the workflow's people. */
const DISPLAY_PERMISSIONS = ['form:design', 'wf:view', 'home:start:flow'];

/** Whether the caller may see a form's definition: its readers, designers, workflow people. */
async function mayDisplay(db: Db, session: Session, permission: string): Promise<boolean> {
  if (await permits(db, session, `${permission}:view`)) return true;
  for (const other of DISPLAY_PERMISSIONS) if (await permits(db, session, other)) return true;
  return false;
}

export function registerFormRoutes(app: FastifyInstance, now: () => Date): void {
  registerEndpoint(app, formDisplay, async ({ db, query, requireSession }) => {
    const form = await findForm(db, query);
    if (!(await mayDisplay(db, requireSession(), form.permission))) throw forbidden();
    return displayForm(db, { ...query, formId: form.id });
  });
  registerEndpoint(app, formVersionList, async ({ db, params }) =>
    listVersions(db, await formById(db, params.formId)),
  );
  registerEndpoint(app, formVersionGet, async ({ db, params, requireSession }) => {
    const form = await formById(db, params.formId);
    if (!(await mayDisplay(db, requireSession(), form.permission))) throw forbidden();
    return versionOf(db, form, params.version);
  });
  registerEndpoint(app, formDefinitionGet, async ({ db, params }) =>
    formOut(await formById(db, params.formId)),
  );
  registerEndpoint(app, formDefinitionList, ({ db, body }) => queryDefinitions(db, body));
  registerEndpoint(app, formDefinitionSave, ({ db, body, requireSession }) =>
    saveDefinition(db, requireSession(), now(), body),
  );

  registerEndpoint(app, formRecordList, async ({ db, params, body, requireSession }) => {
    const form = await formByCode(db, params.formCode);
    if (!(await permits(db, requireSession(), `${form.permission}:view`))) throw forbidden();
    return queryRecords(db, form, body);
  });
  registerEndpoint(app, formRecordGet, async ({ db, params, requireSession }) => {
    const session = requireSession();
    const form = await formByCode(db, params.formCode);
    return getRecord(db, session, form, params.id, await accessOf(db, session, form.permission));
  });
  registerEndpoint(app, formRecordSave, async ({ db, params, body, requireSession, locale }) => {
    const session = requireSession();
    const form = await formByCode(db, params.formCode);
    const access = await accessOf(db, session, form.permission);
    return saveRecord(db, session, now(), form, body, access, locale);
  });
  registerEndpoint(app, formRecordDelete, async ({ db, params, requireSession }) => {
    const session = requireSession();
    const form = await formByCode(db, params.formCode);
    return deleteRecord(db, session, form, params.id, await accessOf(db, session, form.permission));
  });
  registerEndpoint(app, formRecordSubmit, async ({ db, params, body, requireSession }) => {
    const session = requireSession();
    const form = await formByCode(db, params.formCode);
    const access = await accessOf(db, session, form.permission);
    return submitRecord(db, session, now(), form, params.id, body, access);
  });
}
