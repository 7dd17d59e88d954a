import {
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { MenuPopover, StyledMenu } from '../dropdown-menu/DropdownMenu.styles';
import { renderMenuEntries, type MenuEntry } from '../dropdown-menu/menuEntries';
import { useControllableState } from '../hooks/useControllableState';
import { ContextMenuAnchor, ContextMenuTarget } from './ContextMenu.styles';

export interface ContextMenuProps {
  /** The area that answers right-click, Shift+F10 and the context-menu key. */
  children: ReactNode;
  items: readonly MenuEntry[];
  /** Called with the chosen item's id; the menu then closes. */
  onAction?: (id: string) => void;
  /** Names the menu (there is no trigger button to do it). */
  'aria-label': string;
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  isDisabled?: boolean;
  className?: string;
}

interface Point {
  x: number;
  y: number;
}

/** Below the element's bottom-left corner: where a keyboard-opened menu belongs. */
function belowElement(element: Element | null | undefined): Point {
  const rect = element?.getBoundingClientRect();
  return rect ? { x: rect.left, y: rect.bottom } : { x: 0, y: 0 };
}

/**
 * Opens a react-aria Menu at the pointer on right-click, or under the focused element on
 * Shift+F10 / the context-menu key; the browser's own menu is suppressed there.
 */
export function ContextMenu({
  children,
  items,
  onAction,
  'aria-label': ariaLabel,
  isOpen,
  defaultOpen = false,
  onOpenChange,
  isDisabled = false,
  className,
}: ContextMenuProps) {
  const targetRef = useRef<HTMLDivElement>(null);
  const anchorRef = useRef<HTMLSpanElement>(null);
  const [point, setPoint] = useState<Point | null>(null);
  const [open, setOpen] = useControllableState({
    value: isOpen,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
  });

  // Opened by its owner (or by default) rather than by a gesture: anchor under the target.
  useLayoutEffect(() => {
    if (open && !point) setPoint(belowElement(targetRef.current?.firstElementChild));
    if (!open && point) setPoint(null);
  }, [open, point]);

  const openAt = (next: Point) => {
    setPoint(next);
    setOpen(true);
  };

  const onContextMenu = (event: MouseEvent<HTMLDivElement>) => {
    if (isDisabled) return;
    event.preventDefault();
    // Keyboard-fired context menus report (0, 0): anchor those to the element instead.
    if (event.clientX === 0 && event.clientY === 0) openAt(belowElement(event.target as Element));
    else openAt({ x: event.clientX, y: event.clientY });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (isDisabled) return;
    if ((event.key === 'F10' && event.shiftKey) || event.key === 'ContextMenu') {
      event.preventDefault();
      openAt(belowElement(event.target as Element));
    }
  };

  return (
    <>
      <ContextMenuTarget ref={targetRef} onContextMenu={onContextMenu} onKeyDown={onKeyDown}>
        {children}
      </ContextMenuTarget>
      {open && point
        ? createPortal(
            <ContextMenuAnchor ref={anchorRef} style={{ left: point.x, top: point.y }} />,
            document.body,
          )
        : null}
      {point ? (
        <MenuPopover
          triggerRef={anchorRef}
          // A modal popover is a dialog to assistive technology; it needs a name too.
          aria-label={ariaLabel}
          isOpen={open}
          onOpenChange={setOpen}
          placement="bottom start"
          offset={2}
          className={className}
        >
          <StyledMenu
            aria-label={ariaLabel}
            // An opened menu takes focus on its first item (ARIA menu pattern), as MenuTrigger does.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus="first"
            onAction={(id) => {
              onAction?.(String(id));
              setOpen(false);
            }}
            onClose={() => setOpen(false)}
          >
            {renderMenuEntries(items)}
          </StyledMenu>
        </MenuPopover>
      ) : null}
    </>
  );
}
