/**
 * The tabs under project-info (spec 001 §2): the structure first (built), the quality check
 * (the quality tool), then the stages in the spec's order, which show the stage's data.
 */
export const PROJECT_TABS = [
  'project-structure',
  'project-check-form',
  'project-files',
  'project-cost-summary',
  'submit-data-bill',
  'project-stage-set',
  'safety-quality',
  'project-progress',
  'project-progress-write',
  'project-progress-history',
  'invest-estimation',
  'project-estimation',
  'bidding-control-price',
  'bidder-and-quotation',
  'contract-management',
  'contract-price',
  'progress-payment',
  'change-and-visa',
  'settlement-quantily-difference',
  'settlement-price-difference',
  'settlement-price',
  'contract-plan',
  'project-audit',
  'cloud-logarithm',
] as const;
export type ProjectTab = (typeof PROJECT_TABS)[number];

export const DEFAULT_PROJECT_TAB: ProjectTab = 'project-structure';

export function isProjectTab(value: string | undefined): value is ProjectTab {
  return (PROJECT_TABS as readonly string[]).includes(value ?? '');
}
