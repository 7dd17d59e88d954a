import { adminMessages } from '../features/admin/adminMessages';
import * as signin from '../features/auth/signin/messages';
import * as cost from '../features/cost/messages';
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
    cost: cost.zh,
    inbox: inbox.zh,
    profile: profile.zh,
    search: search.zh,
    signin: signin.zh,
    workspace: workspace.zh,
  },
  en: {
    ...adminMessages.en,
    cost: cost.en,
    inbox: inbox.en,
    profile: profile.en,
    search: search.en,
    signin: signin.en,
    workspace: workspace.en,
  },
  es: {
    ...adminMessages.es,
    cost: cost.es,
    inbox: inbox.es,
    profile: profile.es,
    search: search.es,
    signin: signin.es,
    workspace: workspace.es,
  },
};
