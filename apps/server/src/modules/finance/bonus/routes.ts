import {
  bonusAdjust,
  bonusAdjustmentList,
  bonusCalculate,
  bonusCalculationConfirm,
  bonusCalculationDelete,
  bonusCalculationGet,
  bonusCalculationList,
  bonusContractList,
  bonusEntrustDelete,
  bonusEntrustList,
  bonusEntrustSave,
  bonusPay,
  bonusPaymentList,
  bonusRuleDelete,
  bonusRuleList,
  bonusRuleSave,
  bonusTemplateApply,
  bonusTemplateDelete,
  bonusTemplateList,
  bonusTemplateSave,
  myBonusList,
  myBonusSum,
} from '@ccms/api-client';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../http/endpoint';
import * as service from './service';

/** The consultant bonus (DOMAIN.md §4): rules, templates, entrusts, calculations, payments, my bonus. */
export function registerBonusRoutes(app: FastifyInstance, now: () => Date): void {
  registerEndpoint(app, bonusRuleList, ({ db, body }) => service.listRules(db, body));
  registerEndpoint(app, bonusRuleSave, ({ db, body, requireSession }) =>
    service.saveRule(db, requireSession(), now(), body),
  );
  registerEndpoint(app, bonusRuleDelete, ({ db, params }) => service.deleteRule(db, params.id));

  registerEndpoint(app, bonusTemplateList, ({ db }) => service.listTemplates(db));
  registerEndpoint(app, bonusTemplateSave, ({ db, body, requireSession }) =>
    service.saveTemplate(db, requireSession(), now(), body),
  );
  registerEndpoint(app, bonusTemplateDelete, ({ db, params }) =>
    service.deleteTemplate(db, params.id),
  );
  registerEndpoint(app, bonusTemplateApply, ({ db, body, requireSession }) =>
    service.applyTemplate(db, requireSession(), now(), body.id, body.effectiveFrom),
  );

  registerEndpoint(app, bonusEntrustList, ({ db, body }) => service.listEntrusts(db, body));
  registerEndpoint(app, bonusEntrustSave, ({ db, body, requireSession }) =>
    service.saveEntrust(db, requireSession(), now(), body),
  );
  registerEndpoint(app, bonusEntrustDelete, ({ db, params }) =>
    service.deleteEntrust(db, params.id),
  );

  registerEndpoint(app, bonusContractList, ({ db, body }) => service.listContracts(db, body));
  registerEndpoint(app, bonusCalculationList, ({ db, body }) => service.listCalculations(db, body));
  registerEndpoint(app, bonusCalculationGet, ({ db, params }) =>
    service.getCalculation(db, params.id),
  );
  registerEndpoint(app, bonusCalculate, ({ db, body, requireSession }) =>
    service.calculate(db, requireSession(), now(), body),
  );
  registerEndpoint(app, bonusCalculationConfirm, ({ db, params, requireSession }) =>
    service.confirmCalculation(db, requireSession(), now(), params.id),
  );
  registerEndpoint(app, bonusCalculationDelete, ({ db, params }) =>
    service.deleteCalculation(db, params.id),
  );

  registerEndpoint(app, bonusAdjustmentList, ({ db, body }) => service.listAdjustments(db, body));
  registerEndpoint(app, bonusAdjust, ({ db, body, requireSession }) =>
    service.adjust(db, requireSession(), now(), body),
  );

  registerEndpoint(app, bonusPaymentList, ({ db, body }) => service.listPayments(db, body));
  registerEndpoint(app, bonusPay, ({ db, body, requireSession }) =>
    service.pay(db, requireSession(), now(), body),
  );

  registerEndpoint(app, myBonusList, ({ db, body, requireSession }) =>
    service.myBonus(db, requireSession(), now(), body),
  );
  registerEndpoint(app, myBonusSum, ({ db, body, requireSession }) =>
    service.myBonusSum(db, requireSession(), now(), body.forUserId, body.year),
  );
}
