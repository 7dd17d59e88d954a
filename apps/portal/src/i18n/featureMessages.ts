import { adminMessages } from '../features/admin/adminMessages';
import * as signin from '../features/auth/signin/messages';
import * as bonus from '../features/bonus/messages';
import * as cockpit from '../features/cockpit/messages';
import * as cost from '../features/cost/messages';
import * as finance from '../features/finance/messages';
import * as inbox from '../features/inbox/messages';
import * as profile from '../features/profile/messages';
import * as search from '../features/search/messages';
import * as workspace from '../features/workspace/messages';

/**
 * The features' texts, one bundle per feature (each keeps its own file, with the three languages
 * side by side), merged into the portal's translation under the feature's key.
 */
export const featureMessages = {
  zh: {
    ...adminMessages.zh,
    bonus: bonus.zh,
    cockpit: cockpit.zh,
    cost: cost.zh,
    finance: finance.zh,
    inbox: inbox.zh,
    profile: profile.zh,
    search: search.zh,
    signin: signin.zh,
    workspace: workspace.zh,
  },
  en: {
    ...adminMessages.en,
    bonus: bonus.en,
    cockpit: cockpit.en,
    cost: cost.en,
    finance: finance.en,
    inbox: inbox.en,
    profile: profile.en,
    search: search.en,
    signin: signin.en,
    workspace: workspace.en,
  },
  es: {
    ...adminMessages.es,
    bonus: bonus.es,
    cockpit: cockpit.es,
    cost: cost.es,
    finance: finance.es,
    inbox: inbox.es,
    profile: profile.es,
    search: search.es,
    signin: signin.es,
    workspace: workspace.es,
  },
};
