import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { toast } from '@ccms/ui';
import { changeLanguage, currentLanguage, i18n, isLanguage, LANGUAGES } from '../i18n';

const Select = styled.select`
  height: 28px;
  padding: 0 ${({ theme }) => theme.spacing.xs};
  border: 1px solid ${({ theme }) => theme.colors.border.strong};
  border-radius: ${({ theme }) => theme.radius.base};
  background: ${({ theme }) => theme.colors.background.surface};
  color: ${({ theme }) => theme.colors.text.primary};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 1px;
  }
`;

/** The language switcher (zh, en, es); the choice is remembered in a cookie. */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {t('language.label')}
      </label>
      <Select
        id={id}
        value={currentLanguage()}
        onChange={async (event) => {
          const language = event.target.value;
          if (!isLanguage(language)) return;
          await changeLanguage(language);
          // Read after the switch, so the confirmation speaks the new language.
          toast.success(i18n.t('language.switchSuccess'));
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {t(`language.${language}`)}
          </option>
        ))}
      </Select>
    </>
  );
}
