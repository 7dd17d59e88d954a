import { Drawer, SizeSwitcher, ThemeColorPicker } from '@ccms/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  padding-bottom: ${({ theme }) => theme.spacing.lg};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.base};
    color: ${({ theme }) => theme.colors.text.primary};
  }
`;

/**
 * 系统设置 (spec 000 §2.4 settings drawer): the theme colour and the component size. Both apply at
 * once, say so, and are remembered in this browser (they outlive a logout, spec 000 §4).
 */
export function SettingsDrawer({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Drawer
      title={t('shell.settings')}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      width={360}
      footer={null}
    >
      <Section aria-label={t('shell.themeColour')}>
        <h3>{t('shell.themeColour')}</h3>
        <ThemeColorPicker allowCustom />
      </Section>
      <Section aria-label={t('shell.componentSize')}>
        <h3>{t('shell.componentSize')}</h3>
        <div>
          <SizeSwitcher />
        </div>
      </Section>
    </Drawer>
  );
}
