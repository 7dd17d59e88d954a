import type { PickersMessageKey } from '../i18n/pickersResources';
import { usePickersTranslation } from '../i18n/pickersResources';
import type { PanelLayoutItem } from './panelLayout';

/** The translated name of each of the spec's home panels, by code. */
const PANEL_NAME_KEYS: Readonly<Record<string, PickersMessageKey>> = {
  message: 'panelMessage',
  notice: 'panelNotice',
  industryNews: 'panelIndustryNews',
  pictureNews: 'panelPictureNews',
  enterpriseBrand: 'panelEnterpriseBrand',
  upgradeNotes: 'panelUpgradeNotes',
  mail: 'panelMail',
  kpiScore: 'panelKpiScore',
};

/**
 * A panel's name in the current language: a known panel's translated name, else the saved
 * (Chinese) title.
 */
export function usePanelName(): (panel: Pick<PanelLayoutItem, 'code' | 'title'>) => string {
  const t = usePickersTranslation();
  return (panel) => {
    const key = PANEL_NAME_KEYS[panel.code];
    return key ? t(key) : panel.title;
  };
}
