import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { OpenType, type MenuItem } from '@ccms/api-client';
import { Empty } from '@ccms/ui';
import { useUserInfo } from '../../api/queries';
import { HOME_PATH } from '../../app/decideRoute';
import { menuLabel, pagesOf } from '../../shell/menu';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xl};
  max-width: 1200px;
`;

const Panel = styled.section`
  padding: ${({ theme }) => theme.spacing.xl};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.background.surface};

  h1 {
    margin: 0 0 ${({ theme }) => theme.spacing.xs};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing.lg};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.text.regular};
  }
`;

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.xxl}`};
  margin: ${({ theme }) => theme.spacing.lg} 0 0;

  div {
    display: flex;
    gap: ${({ theme }) => theme.spacing.sm};
  }
  dt {
    color: ${({ theme }) => theme.colors.text.secondary};
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.text.primary};
  }
`;

const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.spacing.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.li`
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

interface Shortcut {
  item: MenuItem;
  /** The page a card opens: the entry itself, or the first page beneath a directory. */
  target: MenuItem;
  pageCount: number;
}

/** A card for each top-level menu the user holds (the home page itself excluded). */
function shortcutsOf(menuList: readonly MenuItem[]): Shortcut[] {
  return menuList.flatMap((item) => {
    const pages = pagesOf(item);
    const target = pages[0];
    if (!target || target.url === HOME_PATH) return [];
    return [{ item, target, pageCount: pages.length }];
  });
}

/** /main-page, the 首页 tab: who is signed in, today's date, and the way into each area. */
export default function MainPage() {
  const { t, i18n } = useTranslation();
  const { data: user } = useUserInfo();
  if (!user) return null;
  const today = new Intl.DateTimeFormat(
    i18n.resolvedLanguage === 'zh' ? 'zh-CN' : i18n.resolvedLanguage,
    {
      dateStyle: 'full',
    },
  ).format(new Date());
  const shortcuts = shortcutsOf(user.menuList);

  return (
    <Page>
      <Panel aria-labelledby="home-greeting">
        <h1 id="home-greeting">{t('home.greeting', { name: user.displayName })}</h1>
        <p>{t('home.today', { date: today })}</p>
        <Facts>
          <div>
            <dt>{t('home.department')}</dt>
            <dd>{user.deptName ?? t('home.none')}</dd>
          </div>
          <div>
            <dt>{t('home.job')}</dt>
            <dd>{user.job ?? t('home.none')}</dd>
          </div>
          <div>
            <dt>{t('home.role')}</dt>
            <dd>{user.roleName || t('home.none')}</dd>
          </div>
        </Facts>
      </Panel>
      <Panel aria-labelledby="home-shortcuts">
        <h2 id="home-shortcuts">{t('home.shortcuts')}</h2>
        {shortcuts.length === 0 ? (
          <Empty description={t('home.shortcutsEmpty')} />
        ) : (
          <Cards>
            {shortcuts.map(({ item, target, pageCount }) => {
              const label = menuLabel(item, t);
              const detail =
                item.children.length > 0 ? t('home.entries', { count: pageCount }) : null;
              const content = (
                <>
                  <strong>{label}</strong>
                  {detail ? <span>{detail}</span> : null}
                </>
              );
              return (
                <Card key={item.id}>
                  {target.openType === OpenType.newWindow && target.url ? (
                    <a href={target.url} target="_blank" rel="noopener noreferrer">
                      {content}
                      <span className="visually-hidden">{t('shell.newWindow')}</span>
                    </a>
                  ) : (
                    <Link to={target.url ?? HOME_PATH}>{content}</Link>
                  )}
                </Card>
              );
            })}
          </Cards>
        )}
      </Panel>
    </Page>
  );
}
