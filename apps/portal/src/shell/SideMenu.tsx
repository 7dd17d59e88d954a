import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { MenuType, OpenType, type MenuItem } from '@ccms/api-client';
import { toast } from '@ccms/ui';
import { menuLabel, menuTrail } from './menu';

const Nav = styled.nav`
  width: 210px;
  flex-shrink: 0;
  overflow-y: auto;
  border-right: 1px solid ${({ theme }) => theme.colors.border.light};
  background: ${({ theme }) => theme.colors.background.surface};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const entryStyle = css<{ $depth: number }>`
  display: flex;
  align-items: center;
  width: 100%;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.spacing.lg} 0 ${({ $depth }) => 16 + $depth * 16}px;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text.primary};
  font-size: ${({ theme }) => theme.fontSizes.base};
  text-align: left;
  text-decoration: none;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.background.base};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: -2px;
  }
`;

const EntryLink = styled(NavLink)<{ $depth: number }>`
  ${entryStyle}
  &.active {
    background: ${({ theme }) => theme.colors.primaryBackground};
    color: ${({ theme }) => theme.colors.primaryStrong};
    font-weight: 600;
  }
`;

const EntryAnchor = styled.a<{ $depth: number }>`
  ${entryStyle}
`;

const EntryButton = styled.button<{ $depth: number }>`
  ${entryStyle}
  justify-content: space-between;
`;

interface EntryProps {
  item: MenuItem;
  depth: number;
  openIds: ReadonlySet<string>;
  onToggle: (id: string) => void;
}

/** One entry: a directory toggles its children, a popup acts, a page navigates or opens a window. */
function MenuEntry({ item, depth, openIds, onToggle }: EntryProps) {
  const { t } = useTranslation();
  const childrenId = useId();
  const label = menuLabel(item, t);

  if (
    item.type === MenuType.directory ||
    (item.children.length > 0 && item.type !== MenuType.page)
  ) {
    const open = openIds.has(item.id);
    return (
      <li>
        <EntryButton
          type="button"
          $depth={depth}
          aria-expanded={open}
          aria-controls={childrenId}
          onClick={() => onToggle(item.id)}
        >
          <span>{label}</span>
          <span aria-hidden="true">{open ? '▴' : '▾'}</span>
        </EntryButton>
        <List id={childrenId} hidden={!open}>
          {item.children.map((child) => (
            <MenuEntry
              key={child.id}
              item={child}
              depth={depth + 1}
              openIds={openIds}
              onToggle={onToggle}
            />
          ))}
        </List>
      </li>
    );
  }
  if (item.type === MenuType.popup) {
    return (
      <li>
        <EntryButton
          type="button"
          $depth={depth}
          onClick={() => toast.notice(t('shell.startFlowLater'))}
        >
          {label}
        </EntryButton>
      </li>
    );
  }
  if (!item.url) return null;
  if (item.openType === OpenType.newWindow) {
    return (
      <li>
        <EntryAnchor $depth={depth} href={item.url} target="_blank" rel="noopener noreferrer">
          {label}
          <span className="visually-hidden">{t('shell.newWindow')}</span>
        </EntryAnchor>
      </li>
    );
  }
  return (
    <li>
      <EntryLink $depth={depth} to={item.url} end>
        {label}
      </EntryLink>
    </li>
  );
}

/** The cascading side menu, built from the signed-in user's menu list (buttons already excluded). */
export function SideMenu({ menuList }: { menuList: readonly MenuItem[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // The directories leading to the current page start open.
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(
    () => new Set(menuTrail(menuList, pathname)),
  );
  const toggle = (id: string) =>
    setOpenIds((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <Nav aria-label={t('shell.mainNavigation')}>
      <List>
        {menuList.map((item) => (
          <MenuEntry key={item.id} item={item} depth={0} openIds={openIds} onToggle={toggle} />
        ))}
      </List>
    </Nav>
  );
}
