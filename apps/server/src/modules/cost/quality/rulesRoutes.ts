import {
  rulesAnalyzeSaveFactor,
  rulesCatalogueDelete,
  rulesCatalogueList,
  rulesCatalogueSave,
  rulesFactorQuerySpecialList2,
  rulesLogicalDelete,
  rulesLogicalList,
  rulesLogicalSave,
  rulesMaterialClearCollection,
  rulesMaterialItAnalyze,
  rulesMaterialQueryListFront,
  rulesMaterialSave,
  rulesMaterialSource,
  rulesQualityFeeChecks,
  rulesQualitySaveForm,
  rulesQualitySupplyScale,
  rulesSaveProjectTreeInfo,
  rulesSubjectFactorsList,
  rulesSubjectFactorsSave,
  rulesTableReset,
} from '@ccms/api-client';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../http/endpoint';
import {
  saveOneFactor,
  saveSubjectFactors,
  saveTreeInfo,
  specialList2,
  subjectFactorList,
} from '../factors/extra';
import {
  deleteLogicalRule,
  logicalRuleTable,
  resetLogicalRules,
  saveLogicalRule,
} from '../logical/ruleTable';
import {
  catalogueList,
  deleteCatalogueEntry,
  resetCatalogue,
  saveCatalogueEntry,
} from '../materials/catalogueTable';
import {
  clearCollection,
  itAnalyze,
  queryListFront,
  saveMaterial,
  sourceMaterials,
} from '../materials/front';
import { feeChecksUnder, saveRecordForm, supplyScale } from './forms';

/** Materials, factors and quality calls of spec 001 §7 (contract costRules.ts) and the rule tables. */
export function registerRulesRoutes(app: FastifyInstance, now: () => Date): void {
  // ── Materials
  registerEndpoint(app, rulesMaterialQueryListFront, ({ db, body }) =>
    queryListFront(db, body.params, body.pageNo, body.pageSize),
  );
  registerEndpoint(app, rulesMaterialItAnalyze, ({ db, params, requireSession }) =>
    itAnalyze(db, requireSession(), now(), params.id),
  );
  registerEndpoint(app, rulesMaterialClearCollection, ({ db, params, requireSession }) =>
    clearCollection(db, requireSession(), now(), params.id),
  );
  registerEndpoint(app, rulesMaterialSource, ({ db, params, query }) =>
    sourceMaterials(db, params.id, query.code),
  );
  registerEndpoint(app, rulesMaterialSave, ({ db, body }) => saveMaterial(db, body));
  // ── Factors
  registerEndpoint(app, rulesFactorQuerySpecialList2, ({ db, body, locale }) =>
    specialList2(db, locale, body.projectId, body.nodeId),
  );
  registerEndpoint(app, rulesSubjectFactorsSave, ({ db, body, requireSession }) =>
    saveSubjectFactors(db, requireSession(), body),
  );
  registerEndpoint(app, rulesSubjectFactorsList, ({ db, body }) =>
    subjectFactorList(db, body.subjectCode || undefined),
  );
  registerEndpoint(app, rulesSaveProjectTreeInfo, ({ db, body, requireSession }) =>
    saveTreeInfo(db, requireSession(), now(), body),
  );
  registerEndpoint(app, rulesAnalyzeSaveFactor, ({ db, body, requireSession }) =>
    saveOneFactor(db, requireSession(), now(), body),
  );
  // ── Quality
  registerEndpoint(app, rulesQualitySaveForm, ({ db, body, requireSession }) =>
    saveRecordForm(db, requireSession(), now(), body),
  );
  registerEndpoint(app, rulesQualityFeeChecks, ({ db, body, locale }) =>
    feeChecksUnder(db, locale, body.recordId, body.parentId),
  );
  registerEndpoint(app, rulesQualitySupplyScale, ({ db, body }) =>
    supplyScale(db, body.projectId, body.maxShare),
  );
  // ── Rule tables
  registerEndpoint(app, rulesCatalogueList, ({ db, body }) => catalogueList(db, body));
  registerEndpoint(app, rulesCatalogueSave, ({ db, body, requireSession }) =>
    saveCatalogueEntry(db, requireSession().companyId, now(), body),
  );
  registerEndpoint(app, rulesCatalogueDelete, async ({ db, params, requireSession }) => {
    await deleteCatalogueEntry(db, requireSession().companyId, now(), params.code);
    return null;
  });
  registerEndpoint(app, rulesLogicalList, ({ db, locale }) => logicalRuleTable(db, locale));
  registerEndpoint(app, rulesLogicalSave, ({ db, body, requireSession, locale }) =>
    saveLogicalRule(db, requireSession().companyId, now(), locale, body),
  );
  registerEndpoint(app, rulesLogicalDelete, async ({ db, params, requireSession }) => {
    await deleteLogicalRule(db, requireSession().companyId, now(), params.key);
    return null;
  });
  registerEndpoint(app, rulesTableReset, async ({ db, body }) => {
    if (body.table === 'catalogue') await resetCatalogue(db);
    else await resetLogicalRules(db);
    return null;
  });
}
