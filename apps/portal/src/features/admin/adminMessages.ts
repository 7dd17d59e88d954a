import * as menus from './menus/messages';
import * as org from './organization/messages';
import * as roles from './roles/messages';
import * as users from './users/messages';

/**
 * The administration pages' texts, one bundle per page (each page keeps its own file, with the
 * three languages side by side), merged into the portal's translation under the page's key.
 */
export const adminMessages = {
  zh: { org: org.zh, users: users.zh, roles: roles.zh, menus: menus.zh },
  en: { org: org.en, users: users.en, roles: roles.en, menus: menus.en },
  es: { org: org.es, users: users.es, roles: roles.es, menus: menus.es },
};
