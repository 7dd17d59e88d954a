import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { MenuType, OpenType, type MenuItem } from '@ccms/api-client';
import {
  findSystemEntry,
  isInSystemArea,
  menuLabel,
  menuTrail,
  SYSTEM_AREA_PATH,
  SYSTEM_PERMISSION,
} from './menu';
import { tabPathFor } from '../app/pageTitle';
import { loadFeatureTexts } from '../i18n';
import { MenuIcon } from './menuIcons';

/** Spec 000 §9: open submenus close 2 s after the mouse leaves the menu. */
export const SUBMENU_CLOSE_DELAY_MS = 2_000;
/** Where the open submenus are remembered for this browser tab (restored on reload). */
const OPEN_SUBMENUS_KEY = 'ccms.menu.open';

function readOpenSubmenus(): string[] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(OPEN_SUBMENUS_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

const Nav = styled.nav`
  display: flex;
  flex-direction: column;
  width: 210px;
  flex-shrink: 0;
  overflow-y: auto;
  border-right: 1px solid ${({ theme }) => theme.colors.border.light};
  background: ${({ theme }) => theme.colors.background.surface};

  &[data-mobile] {
    position: absolute;
    top: 0;
    bottom: 0;
    left: 0;
    z-index: ${({ theme }) => theme.zIndex.overlay - 1};
    box-shadow: ${({ theme }) => theme.shadows.popup};
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const EmptyNote = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.spacing.lg};
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const AreaHeading = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => `${theme.spacing.md} ${theme.spacing.lg}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border.light};
  font-weight: 600;

  a {
    color: ${({ theme }) => theme.colors.primaryStrong};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: normal;
  }
`;

const entryStyle = css<{ $depth: number }>`
  display: flex;
  align-items: center;
  width: 100%;
  gap: ${({ theme }) => theme.spacing.sm};
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
  /* One line per entry: a long label (Spanish) ends in an ellipsis, its full text in a title. */
  & > .label {
    flex: 1;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const EntryLink = styled(Link)<{ $depth: number }>`
  ${entryStyle}
  &[aria-current='page'] {
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
`;

/** Spec 000 §6: the popup entry with this permission opens the start-flow dialog. */
const START_FLOW_PERMISSION = 'home:start:flow';
const START_FLOW_NAME_KEY = 'menu.startFlow';

/**
 * The start-flow dialog loads with its first opening (the chooser is not part of the shell), with
 * the features' texts it speaks in: the home page, where it opens too, carries only the shell's.
 */
const StartFlowDialog = lazy(async () => {
  const [module] = await Promise.all([
    import('../features/workflow/start/StartFlowDialog'),
    loadFeatureTexts(),
  ]);
  return { default: module.StartFlowDialog };
});

/** 发起流程: opens the start-flow dialog. */
function StartFlowEntry({ $depth, children }: { $depth: number; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <EntryButton
        type="button"
        $depth={$depth}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {children}
      </EntryButton>
      {open ? (
        <Suspense fallback={null}>
          <StartFlowDialog onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

interface EntryProps {
  item: MenuItem;
  depth: number;
  openIds: ReadonlySet<string>;
  onToggle: (id: string) => void;
}

/** One entry: a directory toggles its children, a popup acts, a page navigates or opens a window. */
function MenuEntry({ item, depth, openIds, onToggle }: EntryProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const childrenId = useId();
  const text = menuLabel(item, t);
  const label =
    depth === 0 ? (
      <>
        <MenuIcon name={item.icon} />
        <span className="label" title={text}>
          {text}
        </span>
      </>
    ) : (
      <span className="label" title={text}>
        {text}
      </span>
    );

  // The administration entry leads to its own area, whose menu is this entry's children.
  if (item.permission === SYSTEM_PERMISSION) {
    return (
      <li>
        <EntryLink
          $depth={depth}
          to={SYSTEM_AREA_PATH}
          aria-current={isInSystemArea(pathname) ? 'page' : undefined}
        >
          {label}
        </EntryLink>
      </li>
    );
  }
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
          {label}
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
  // The one popup of the menu: 发起流程 opens the start-flow dialog (by its permission, or by its
  // name where a company's copy of the entry carries none). A popup nothing handles is not shown.
  if (item.type === MenuType.popup) {
    if (item.permission !== START_FLOW_PERMISSION && item.nameKey !== START_FLOW_NAME_KEY)
      return null;
    return (
      <li>
        <StartFlowEntry $depth={depth}>{label}</StartFlowEntry>
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
      <PageEntryLink $depth={depth} url={item.url}>
        {label}
      </PageEntryLink>
    </li>
  );
}

/**
 * A page's entry: current at its own address and at its inner tabs' (流程设置 at
 * /main-page/setting-flow/f-base-setting), the page's one tab in the tab bar (tabPathFor).
 */
function PageEntryLink({
  $depth,
  url,
  children,
}: {
  $depth: number;
  url: string;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  const current = pathname === url || tabPathFor(pathname) === url;
  return (
    <EntryLink $depth={$depth} to={url} aria-current={current ? 'page' : undefined}>
      {children}
    </EntryLink>
  );
}

/**
 * The cascading side menu, built from the signed-in user's menu list (buttons already excluded).
 * In the administration area (/sys-manager) it shows that area's entries (spec 002 §6). Open
 * submenus are remembered for the browser tab; 2 s after the mouse leaves, the ones that do not
 * lead to the current page close (spec 000 §4).
 */
export function SideMenu({
  menuList,
  id,
  mobile = false,
  emptyText,
  systemArea,
}: {
  menuList: readonly MenuItem[];
  id?: string;
  /** Shows the administration area's menu; by default when the address is under /sys-manager. */
  systemArea?: boolean;
  /** On a narrow screen the menu lies over the page instead of beside it. */
  mobile?: boolean;
  /** Said instead of an empty list (work mode whose left column names no module). */
  emptyText?: string;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const systemEntry =
    (systemArea ?? isInSystemArea(pathname)) ? findSystemEntry(menuList) : undefined;
  const items = systemEntry ? systemEntry.children : menuList;

  // The directories leading to the current page start open, with those open before a reload.
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(
    () => new Set([...readOpenSubmenus(), ...menuTrail(items, pathname)]),
  );
  useEffect(() => {
    sessionStorage.setItem(OPEN_SUBMENUS_KEY, JSON.stringify([...openIds]));
  }, [openIds]);
  // Arriving on a page opens the way to it.
  const [trailPath, setTrailPath] = useState(pathname);
  if (trailPath !== pathname) {
    setTrailPath(pathname);
    const trail = menuTrail(items, pathname);
    if (trail.some((entry) => !openIds.has(entry))) setOpenIds(new Set([...openIds, ...trail]));
  }

  const navRef = useRef<HTMLElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);
  const closeLater = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => {
      // Keyboard users working in the menu keep what they opened.
      if (navRef.current?.contains(document.activeElement)) return;
      setOpenIds(new Set(menuTrail(items, pathname)));
    }, SUBMENU_CLOSE_DELAY_MS);
  };
  const keepOpen = () => clearTimeout(closeTimer.current);

  const toggle = (entryId: string) =>
    setOpenIds((current) => {
      const next = new Set(current);
      if (next.has(entryId)) next.delete(entryId);
      else next.add(entryId);
      return next;
    });

  return (
    <Nav
      ref={navRef}
      id={id}
      aria-label={t('shell.mainNavigation')}
      data-mobile={mobile || undefined}
      onMouseLeave={closeLater}
      onMouseEnter={keepOpen}
    >
      {systemEntry ? (
        <AreaHeading>
          <span>{menuLabel(systemEntry, t)}</span>
          <Link to="/main-page">{t('shell.backHome')}</Link>
        </AreaHeading>
      ) : null}
      {items.length === 0 && emptyText ? <EmptyNote>{emptyText}</EmptyNote> : null}
      <List>
        {items.map((item) => (
          <MenuEntry key={item.id} item={item} depth={0} openIds={openIds} onToggle={toggle} />
        ))}
      </List>
    </Nav>
  );
}
