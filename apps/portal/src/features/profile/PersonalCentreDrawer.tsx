import { useTranslation } from 'react-i18next';
import { Drawer, Tabs, type TabItem } from '@ccms/ui';
import { useUserInfo } from '../../api/queries';
import { ChangePasswordSection } from './ChangePasswordSection';
import { FileSettingSection } from './FileSettingSection';
import { InvoiceSection } from './InvoiceSection';
import { PersonInfoSection } from './PersonInfoSection';

export type PersonalCentreTab = 'personInfo' | 'password' | 'invoice' | 'fileSetting';

/** The member drawer's width (spec 000 §2.4, §9). */
const DRAWER_WIDTH = 462;

export interface PersonalCentreDrawerProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The tab shown when it opens; 个人信息 by default (and for 发票管理 when not a member). */
  initialTab?: PersonalCentreTab;
}

function PersonalCentreTabs({ initialTab }: { initialTab: PersonalCentreTab }) {
  const { t } = useTranslation();
  const { data: user } = useUserInfo();
  const items: TabItem[] = [
    { key: 'personInfo', title: t('profile.tabs.personInfo'), content: <PersonInfoSection /> },
    { key: 'password', title: t('profile.tabs.password'), content: <ChangePasswordSection /> },
    // Invoices are for members only (spec 000 §6).
    ...(user?.isMember
      ? [{ key: 'invoice', title: t('profile.tabs.invoice'), content: <InvoiceSection /> }]
      : []),
    { key: 'fileSetting', title: t('profile.tabs.fileSetting'), content: <FileSettingSection /> },
  ];
  const first = items.some((item) => item.key === initialTab) ? initialTab : 'personInfo';
  return <Tabs aria-label={t('profile.tabs.label')} items={items} defaultSelectedKey={first} />;
}

/**
 * 个人中心 (spec 000 §2.4): a drawer with 个人信息, 修改密码, 发票管理 (members) and 文件读取设置.
 * Its content mounts on each opening, so it always starts on `initialTab` with fresh forms.
 */
export function PersonalCentreDrawer({
  isOpen,
  onOpenChange,
  initialTab = 'personInfo',
}: PersonalCentreDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      title={t('profile.heading')}
      width={DRAWER_WIDTH}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
    >
      <PersonalCentreTabs initialTab={initialTab} />
    </Drawer>
  );
}
