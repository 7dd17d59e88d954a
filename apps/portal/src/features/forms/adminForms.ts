/**
 * The administration pages of spec 000 §2.3, each the generic record list of one seeded form
 * (forms-server's seed): the page's path → the form's code.
 */
export const ADMIN_FORM_PAGES: Readonly<Record<string, string>> = {
  '/administration-management/office-supplies-management/inventory-list': 'officeSuppliesInventory',
  '/administration-management/office-supplies-management/purchase-list': 'officeSuppliesPurchase',
  '/administration-management/office-supplies-management/receive-list': 'officeSuppliesReceive',
  '/administration-management/asset-management/maintain-management': 'assetMaintain',
  '/administration-management/asset-management/buying-request': 'assetBuying',
  '/administration-management/asset-management/fund-broken': 'assetBroken',
  '/administration-management/use-vehicle-info': 'vehicleUse',
  '/administration-management/oil-card-use': 'oilCardUse',
  '/administration-management/meeting-room-management': 'meetingRoom',
  '/administration-management/card-holder-management': 'cardHolder',
  '/human/staff-notice': 'staffNotice',
  // A tree form (wf-treegrid): its page shows the categories as a tree.
  '/administration-management/asset-management/office-base-data': 'assetCategory',
};

/** The form code of an administration page, by its path (a trailing slash ignored). */
export function adminFormCodeOf(pathname: string): string | undefined {
  return ADMIN_FORM_PAGES[pathname.replace(/\/+$/, '')];
}
