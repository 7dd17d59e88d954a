import * as area from './area';
import * as auth from './auth';
import * as bonus from './bonus';
import * as certificates from './certificates';
import * as club from './club';
import * as cockpit from './cockpit';
import * as cms from './cms';
import * as cost from './cost';
import * as costUnusual from './costUnusual';
import * as costKinds from './costKinds';
import * as costMaterials from './costMaterials';
import * as costRules from './costRules';
import * as costSubjects from './costSubjects';
import * as costBillModels from './costBillModels';
import * as costBillModelBills from './costBillModelBills';
import * as costAnalysis from './costAnalysis';
import * as costNodes from './costNodes';
import * as costProjectFiles from './costProjectFiles';
import * as costFiles from './costFiles';
import * as dataAuth from './dataAuth';
import * as dept from './dept';
import * as dict from './dict';
import * as einvoice from './einvoice';
import * as excel from './excel';
import * as file from './file';
import * as finance from './finance';
import * as footprint from './footprint';
import * as forms from './forms';
import * as followAudit from './followAudit';
import * as invoicing from './invoicing';
import * as objectives from './objectives';
import * as fundCompare from './fundCompare';
import * as financeExtra from './financeExtra';
import * as member from './member';
import * as menu from './menu';
import * as message from './message';
import * as param from './param';
import * as profile from './profile';
import * as profits from './profits';
import * as role from './role';
import * as saas from './saas';
import * as sales from './sales';
import * as search from './search';
import * as session from './session';
import * as signin from './signin';
import * as system from './system';
import * as user from './user';
import * as workspace from './workspace';
import * as workflow from './workflow';
import type { Endpoint } from '../endpoint';

export * from './area';
export * from './auth';
export * from './bonus';
export * from './certificates';
export * from './costFiles';
export * from './club';
export * from './cockpit';
export * from './cms';
export * from './cost';
export * from './costUnusual';
export * from './costKinds';
export * from './costMaterials';
export * from './costRules';
export * from './costSubjects';
export * from './costBillModels';
export * from './costBillModelBills';
export * from './costAnalysis';
export * from './costNodes';
export * from './costProjectFiles';
export * from './dataAuth';
export * from './dept';
export * from './dict';
export * from './einvoice';
export * from './excel';
export * from './file';
export * from './finance';
export * from './footprint';
export * from './forms';
export * from './followAudit';
export * from './invoicing';
export * from './objectives';
export * from './fundCompare';
export * from './financeExtra';
export * from './member';
export * from './menu';
export * from './message';
export * from './paging';
export * from './param';
export * from './profile';
export * from './profits';
export * from './progress';
export * from './role';
export * from './saas';
export * from './sales';
export * from './search';
export * from './session';
export * from './signin';
export * from './system';
export * from './user';
export * from './workspace';
export * from './workflow';

function endpointsOf<T extends Record<string, unknown>>(module: T) {
  const picked = {} as { [K in keyof T as T[K] extends Endpoint ? K : never]: T[K] };
  for (const [name, value] of Object.entries(module)) {
    if (isEndpoint(value)) (picked as Record<string, unknown>)[name] = value;
  }
  return picked;
}

function isEndpoint(value: unknown): value is Endpoint {
  return (
    typeof value === 'object' &&
    value !== null &&
    'method' in value &&
    'path' in value &&
    'data' in value
  );
}

/** Every endpoint, grouped by area. The server registers from this; the client binds to it. */
export const contract = {
  area: endpointsOf(area),
  // The other sign-ins (SaaS, QR code, single sign-on) live in signin.ts, same catalogue area.
  auth: { ...endpointsOf(auth), ...endpointsOf(signin) },
  bonus: endpointsOf(bonus),
  certificates: endpointsOf(certificates),
  costFiles: endpointsOf(costFiles),
  club: endpointsOf(club),
  cockpit: endpointsOf(cockpit),
  cms: endpointsOf(cms),
  cost: endpointsOf(cost),
  costUnusual: endpointsOf(costUnusual),
  costKinds: endpointsOf(costKinds),
  costMaterials: endpointsOf(costMaterials),
  costRules: endpointsOf(costRules),
  costSubjects: endpointsOf(costSubjects),
  costBillModels: endpointsOf(costBillModels),
  costBillModelBills: endpointsOf(costBillModelBills),
  costAnalysis: endpointsOf(costAnalysis),
  costNodes: endpointsOf(costNodes),
  costProjectFiles: endpointsOf(costProjectFiles),
  dataAuth: endpointsOf(dataAuth),
  dept: endpointsOf(dept),
  dict: endpointsOf(dict),
  einvoice: endpointsOf(einvoice),
  excel: endpointsOf(excel),
  file: endpointsOf(file),
  finance: endpointsOf(finance),
  footprint: endpointsOf(footprint),
  forms: endpointsOf(forms),
  followAudit: endpointsOf(followAudit),
  invoicing: endpointsOf(invoicing),
  objectives: endpointsOf(objectives),
  fundCompare: endpointsOf(fundCompare),
  financeExtra: endpointsOf(financeExtra),
  member: endpointsOf(member),
  menu: endpointsOf(menu),
  message: endpointsOf(message),
  param: endpointsOf(param),
  profile: endpointsOf(profile),
  profits: endpointsOf(profits),
  role: endpointsOf(role),
  saas: endpointsOf(saas),
  sales: endpointsOf(sales),
  search: endpointsOf(search),
  session: endpointsOf(session),
  system: endpointsOf(system),
  user: endpointsOf(user),
  workspace: endpointsOf(workspace),
  workflow: endpointsOf(workflow),
};
export type Contract = typeof contract;

export function allEndpoints(): Endpoint[] {
  return Object.values(contract).flatMap((area) => Object.values(area) as Endpoint[]);
}
