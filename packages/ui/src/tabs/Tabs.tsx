import {
  useEffect,
  useId,
  useRef,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import type { Key } from 'react-aria-components';
import { useComponentSize } from '../hooks/useComponentSize';
import { useControllableState } from '../hooks/useControllableState';
import { useUiTranslation } from '../i18n/useUiTranslation';
import type { ComponentSize } from '../theme/theme';
import { TabCloseIcon, TabsHint, TabsList, TabsPanel, TabsRoot, TabsTab } from './Tabs.styles';

export interface TabItem {
  key: string;
  title: ReactNode;
  /** Plain text of the title when it is not a string (for the close control's name). */
  textValue?: string;
  /** Overrides the Tabs' `closable` for this tab; `false` pins it (e.g. the fixed 首页 tab). */
  closable?: boolean;
  isDisabled?: boolean;
  /** The panel; tab bars whose pages render elsewhere may leave it out. */
  content?: ReactNode;
}

export interface TabsProps {
  items: readonly TabItem[];
  /** The selected tab, controlled. */
  selectedKey?: string;
  defaultSelectedKey?: string;
  onSelectionChange?: (key: string) => void;
  /** Tabs are closable unless an item says otherwise. */
  closable?: boolean;
  /** Called with the tab the user closed; the owner removes it from `items`. */
  onClose?: (key: string) => void;
  /** Defaults to the theme's `defaultSize` (mini). */
  size?: ComponentSize;
  'aria-label': string;
  className?: string;
}

/**
 * A react-aria tab list. Closable tabs close with their × (pointer) or Delete (keyboard);
 * the × stays out of the tab's accessible name, and focus moves to the previous tab.
 */
export function Tabs({
  items,
  selectedKey: selectedKeyProp,
  defaultSelectedKey,
  onSelectionChange,
  closable = false,
  onClose,
  size,
  'aria-label': ariaLabel,
  className,
}: TabsProps) {
  const t = useUiTranslation();
  const hintId = useId();
  const resolvedSize = useComponentSize(size);
  const listRef = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<{ closedKey: string; focusKey: string } | null>(null);
  const [selectedKey, setSelectedKey] = useControllableState<string>({
    value: selectedKeyProp,
    defaultValue: defaultSelectedKey ?? items[0]?.key ?? '',
    onChange: onSelectionChange,
  });

  // After the owner removes a closed tab, focus the neighbour it left (no focus lost to <body>).
  useEffect(() => {
    const pending = pendingFocus.current;
    if (pending === null || items.some((item) => item.key === pending.closedKey)) return;
    pendingFocus.current = null;
    listRef.current
      ?.querySelector<HTMLElement>(`[data-key="${CSS.escape(pending.focusKey)}"]`)
      ?.focus();
  }, [items]);

  const isClosable = (item: TabItem) => item.closable ?? closable;

  const close = (item: TabItem, moveFocus: boolean) => {
    const index = items.findIndex((candidate) => candidate.key === item.key);
    const neighbour = items[index - 1] ?? items[index + 1];
    if (neighbour) {
      if (moveFocus) pendingFocus.current = { closedKey: item.key, focusKey: neighbour.key };
      if (item.key === selectedKey) setSelectedKey(neighbour.key);
    }
    onClose?.(item.key);
  };

  // Delete on a focused closable tab closes it. A native listener: react-aria's Tab and TabList
  // drop their own key handling when given an onKeyDown prop.
  const onListKeyDown = (event: globalThis.KeyboardEvent) => {
    if (event.key !== 'Delete' && event.key !== 'Backspace') return;
    const key = (event.target as HTMLElement).closest('[data-key]')?.getAttribute('data-key');
    const item = items.find((candidate) => candidate.key === key);
    if (!item || !isClosable(item) || item.isDisabled) return;
    event.preventDefault();
    close(item, true);
  };

  const keyDownHandler = useRef(onListKeyDown);
  useEffect(() => {
    keyDownHandler.current = onListKeyDown;
  });
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const listener = (event: globalThis.KeyboardEvent) => keyDownHandler.current(event);
    list.addEventListener('keydown', listener);
    return () => list.removeEventListener('keydown', listener);
  }, []);

  const selectedExists = items.some((item) => item.key === selectedKey);

  return (
    <TabsRoot
      className={className}
      data-size={resolvedSize}
      selectedKey={selectedExists ? selectedKey : items[0]?.key}
      onSelectionChange={(key: Key) => setSelectedKey(String(key))}
    >
      <TabsHint id={hintId}>{t('tabsCloseHint')}</TabsHint>
      <TabsList ref={listRef} aria-label={ariaLabel}>
        {items.map((item) => {
          const itemClosable = isClosable(item) && !item.isDisabled;
          const label = item.textValue ?? (typeof item.title === 'string' ? item.title : item.key);
          return (
            <TabsTab
              key={item.key}
              id={item.key}
              data-key={item.key}
              data-closable={itemClosable || undefined}
              isDisabled={item.isDisabled}
              aria-describedby={itemClosable ? hintId : undefined}
            >
              {item.title}
              {itemClosable ? (
                <TabCloseIcon
                  aria-hidden="true"
                  data-part="close"
                  title={t('tabsClose', { label })}
                  // The tab selects on pointer down; the × must not select what it closes.
                  onPointerDown={(event: PointerEvent) => event.stopPropagation()}
                  onMouseDown={(event: MouseEvent) => event.stopPropagation()}
                  onClick={(event: MouseEvent) => {
                    event.stopPropagation();
                    close(item, false);
                  }}
                >
                  <svg width="8" height="8" viewBox="0 0 12 12" aria-hidden="true">
                    <path d="M2 2l8 8M10 2 2 10" stroke="currentColor" strokeWidth="1.8" />
                  </svg>
                </TabCloseIcon>
              ) : null}
            </TabsTab>
          );
        })}
      </TabsList>
      {items.map((item) => (
        <TabsPanel key={item.key} id={item.key}>
          {item.content}
        </TabsPanel>
      ))}
    </TabsRoot>
  );
}
