import * as area from './area/messages';
import * as club from './club/messages';
import * as content from './content/messages';
import * as dicts from './dictionaries/messages';
import * as excelTemplates from './excel/messages';
import * as footprints from './footprints/messages';
import * as menus from './menus/messages';
import * as org from './organization/messages';
import * as params from './params/messages';
import * as roles from './roles/messages';
import * as saas from './saas/messages';
import * as users from './users/messages';
import * as windowManagement from './window/messages';

const bundles = {
  org,
  users,
  roles,
  menus,
  dicts,
  params,
  area,
  club,
  content,
  excelTemplates,
  footprints,
  saas,
  windowManagement,
};

type Bundles = typeof bundles;
type InLanguage<L extends 'zh' | 'en' | 'es'> = { [K in keyof Bundles]: Bundles[K][L] };

function inLanguage<L extends 'zh' | 'en' | 'es'>(language: L): InLanguage<L> {
  return Object.fromEntries(
    Object.entries(bundles).map(([key, bundle]) => [key, bundle[language]]),
  ) as InLanguage<L>;
}

/**
 * The administration pages' texts, one bundle per page (each page keeps its own file, with the
 * three languages side by side), merged into the portal's translation under the page's key.
 */
export const adminMessages = {
  zh: inLanguage('zh'),
  en: inLanguage('en'),
  es: inLanguage('es'),
};
