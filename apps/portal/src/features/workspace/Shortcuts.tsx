import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { OpenType, type MenuItem } from '@ccms/api-client';
import { Empty } from '@ccms/ui';
import { HOME_PATH } from '../../app/decideRoute';

const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.spacing.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const CardItem = styled.li`
  a {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.spacing.xs};
    height: 100%;
    padding: ${({ theme }) => theme.spacing.lg};
    border: 1px solid ${({ theme }) => theme.colors.border.light};
    border-radius: ${({ theme }) => theme.radius.large};
    color: ${({ theme }) => theme.colors.text.primary};
    text-decoration: none;
  }
  a:hover {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primaryBackground};
  }
  a:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
  strong {
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: ${({ theme }) => theme.colors.primaryStrong};
  }
  span {
    color: ${({ theme }) => theme.colors.text.secondary};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

export interface Shortcut {
  key: string;
  label: string;
  /** A second line (how many entries, how often visited). */
  detail?: string | null;
  /** The page the card opens. */
  target: MenuItem;
}

/** Cards leading to pages of the user's menu (常用功能). */
export function Shortcuts({ items, empty }: { items: readonly Shortcut[]; empty: string }) {
  const { t } = useTranslation();
  if (items.length === 0) return <Empty description={empty} />;
  return (
    <Cards>
      {items.map(({ key, label, detail, target }) => {
        const content = (
          <>
            <strong>{label}</strong>
            {detail ? <span>{detail}</span> : null}
          </>
        );
        return (
          <CardItem key={key}>
            {target.openType === OpenType.newWindow && target.url ? (
              <a href={target.url} target="_blank" rel="noopener noreferrer">
                {content}
                <span className="visually-hidden">{t('shell.newWindow')}</span>
              </a>
            ) : (
              <Link to={target.url ?? HOME_PATH}>{content}</Link>
            )}
          </CardItem>
        );
      })}
    </Cards>
  );
}
