import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import {
  useCallback,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { Empty } from '../empty/Empty';
import { useComponentSize } from '../hooks/useComponentSize';
import { useControllableState } from '../hooks/useControllableState';
import { useUiTranslation } from '../i18n/useUiTranslation';
import { SpinnerIcon } from '../spinner/Spinner';
import type { ComponentSize } from '../theme/theme';
import { TreeCheckbox, TreeExpander, TreeLabel, TreeRowElement, TreeScroller } from './Tree.styles';
import {
  computeCheckStates,
  descendantKeys,
  filterTree,
  flattenVisible,
  indexTree,
  mergeLoadedChildren,
  splitAtMatch,
  toggleCheck,
  type CheckState,
  type TreeNode,
  type TreeRow,
} from './treeModel';

export interface TreeProps {
  nodes: readonly TreeNode[];
  'aria-label': string;
  expandedKeys?: readonly string[];
  defaultExpandedKeys?: readonly string[];
  onExpandedChange?: (keys: readonly string[]) => void;
  /** Shows a checkbox per node; checking a parent checks its loaded descendants. */
  checkable?: boolean;
  checkedKeys?: readonly string[];
  defaultCheckedKeys?: readonly string[];
  onCheckedChange?: (keys: readonly string[]) => void;
  selectionMode?: 'none' | 'single' | 'multiple';
  selectedKeys?: readonly string[];
  defaultSelectedKeys?: readonly string[];
  onSelectionChange?: (keys: readonly string[]) => void;
  /** Shows only nodes whose label contains it (with their ancestors) and highlights the match. */
  filterText?: string;
  /** Loads a node's children the first time it opens; nodes without `children` are then lazy. */
  loadChildren?: (node: TreeNode) => Promise<readonly TreeNode[]>;
  /** Height of the scrolling pane in pixels (the spec's tree panes are at most 300). */
  height?: number;
  /** Defaults to the theme's `defaultSize` (mini). */
  size?: ComponentSize;
  className?: string;
}

const EMPTY: readonly string[] = [];
const rowHeights: Record<ComponentSize, number> = { medium: 32, small: 30, mini: 26 };
const INDENT = 18;

function rowId(treeId: string, key: string): string {
  return `${treeId}-${key.replace(/\s/g, '_')}`;
}

function HighlightedLabel({ label, query }: { label: string; query: string }) {
  const parts = splitAtMatch(label, query);
  if (!parts) return <>{label}</>;
  return (
    <>
      {parts.before}
      <mark>{parts.match}</mark>
      {parts.after}
    </>
  );
}

/**
 * A virtualised WAI-ARIA tree: one focus stop (aria-activedescendant), arrows / Home / End /
 * Enter / Space, cascading checkboxes, search filter and lazily loaded children.
 */
export function Tree({
  nodes,
  'aria-label': ariaLabel,
  expandedKeys: expandedProp,
  defaultExpandedKeys = EMPTY,
  onExpandedChange,
  checkable = false,
  checkedKeys: checkedProp,
  defaultCheckedKeys = EMPTY,
  onCheckedChange,
  selectionMode = 'single',
  selectedKeys: selectedProp,
  defaultSelectedKeys = EMPTY,
  onSelectionChange,
  filterText = '',
  loadChildren,
  height = 300,
  size,
  className,
}: TreeProps) {
  const t = useUiTranslation();
  const treeId = useId();
  const rowHeight = rowHeights[useComponentSize(size)];
  const scrollRef = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useControllableState({
    value: expandedProp,
    defaultValue: defaultExpandedKeys,
    onChange: onExpandedChange,
  });
  const [checked, setChecked] = useControllableState({
    value: checkedProp,
    defaultValue: defaultCheckedKeys,
    onChange: onCheckedChange,
  });
  const [selected, setSelected] = useControllableState({
    value: selectedProp,
    defaultValue: defaultSelectedKeys,
    onChange: onSelectionChange,
  });
  const [loaded, setLoaded] = useState<ReadonlyMap<string, readonly TreeNode[]>>(new Map());
  const [loadingKeys, setLoadingKeys] = useState<ReadonlySet<string>>(new Set());
  const [focusedKey, setFocusedKey] = useState<string | null>(null);
  const [hasFocus, setHasFocus] = useState(false);

  const allNodes = useMemo(() => mergeLoadedChildren(nodes, loaded), [nodes, loaded]);
  const index = useMemo(() => indexTree(allNodes), [allNodes]);
  const filter = useMemo(() => filterTree(allNodes, filterText), [allNodes, filterText]);
  const expandedSet = useMemo(() => {
    const set = new Set(expanded);
    // While searching, the ancestors of matches open so every match shows.
    for (const key of filter?.expandedKeys ?? []) set.add(key);
    return set;
  }, [expanded, filter]);
  const checkedSet = useMemo(() => new Set(checked), [checked]);
  const selectedSet = useMemo(() => new Set(selected), [selected]);
  const rows = useMemo(
    () =>
      flattenVisible(allNodes, {
        expandedKeys: expandedSet,
        loadingKeys,
        canLoad: loadChildren !== undefined,
        visibleKeys: filter?.visibleKeys ?? null,
      }),
    [allNodes, expandedSet, loadingKeys, loadChildren, filter],
  );
  const checkStates = useMemo(
    () => (checkable ? computeCheckStates(allNodes, checkedSet) : new Map<string, CheckState>()),
    [checkable, allNodes, checkedSet],
  );

  const focusedIndex = focusedKey === null ? -1 : rows.findIndex((row) => row.key === focusedKey);
  // The active descendant must stay in the DOM, so the focused row is always rendered.
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (focusedIndex >= 0 && !indexes.includes(focusedIndex)) {
        indexes.push(focusedIndex);
        indexes.sort((a, b) => a - b);
      }
      return indexes;
    },
    [focusedIndex],
  );
  // The tree reads the virtualizer afresh on every render and memoises nothing derived from it.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 8,
    rangeExtractor,
    initialRect: { width: 0, height },
  });

  const loadBranch = (node: TreeNode) => {
    if (!loadChildren || node.children || node.isLeaf || loadingKeys.has(node.key)) return;
    setLoadingKeys((current) => new Set(current).add(node.key));
    const finish = () =>
      setLoadingKeys((current) => {
        const next = new Set(current);
        next.delete(node.key);
        return next;
      });
    loadChildren(node).then(
      (children) => {
        finish();
        setLoaded((current) => new Map(current).set(node.key, children));
        // A checked parent passes its check on to the children it just received.
        if (checkable && checkedSet.has(node.key)) {
          const added = children.flatMap((child) => [child.key, ...descendantKeys(child)]);
          setChecked([...new Set([...checkedSet, ...added])]);
        }
      },
      () => {
        finish();
        setExpanded(expanded.filter((key) => key !== node.key));
      },
    );
  };

  const setBranchOpen = (row: Extract<TreeRow, { type: 'node' }>, open: boolean) => {
    if (!row.hasChildren || row.isExpanded === open) return;
    if (open) {
      setExpanded([...expanded, row.key]);
      loadBranch(row.node);
    } else {
      setExpanded(expanded.filter((key) => key !== row.key));
    }
  };

  const select = (row: Extract<TreeRow, { type: 'node' }>) => {
    if (selectionMode === 'none' || row.node.isDisabled) return;
    if (selectionMode === 'single') setSelected([row.key]);
    else if (selectedSet.has(row.key)) setSelected(selected.filter((key) => key !== row.key));
    else setSelected([...selected, row.key]);
  };

  const check = (row: Extract<TreeRow, { type: 'node' }>) => {
    if (!checkable || row.node.isDisabled) return;
    const next = toggleCheck(index, checkedSet, row.key, checkStates.get(row.key) !== 'checked');
    setChecked([...next]);
  };

  const focusRow = (rowIndex: number) => {
    const row = rows[rowIndex];
    if (!row) return;
    setFocusedKey(row.key);
    virtualizer.scrollToIndex(rowIndex, { align: 'auto' });
  };

  /** The next focusable row from `start` in `step` direction; loading rows are skipped. */
  const findRow = (start: number, step: 1 | -1) => {
    for (let i = start; i >= 0 && i < rows.length; i += step) {
      if (rows[i]?.type === 'node') return i;
    }
    return -1;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = rows[focusedIndex];
    let handled = true;
    switch (event.key) {
      case 'ArrowDown':
        focusRow(findRow(focusedIndex + 1, 1));
        break;
      case 'ArrowUp':
        focusRow(findRow(Math.max(0, focusedIndex - 1), -1));
        break;
      case 'Home':
        focusRow(findRow(0, 1));
        break;
      case 'End':
        focusRow(findRow(rows.length - 1, -1));
        break;
      case 'ArrowRight':
        if (current?.type !== 'node' || !current.hasChildren) break;
        if (!current.isExpanded) setBranchOpen(current, true);
        else if (rows[focusedIndex + 1]?.parentKey === current.key)
          focusRow(findRow(focusedIndex + 1, 1));
        break;
      case 'ArrowLeft':
        if (current?.type !== 'node') break;
        if (current.isExpanded) setBranchOpen(current, false);
        else if (current.parentKey !== null) {
          focusRow(rows.findIndex((row) => row.key === current.parentKey));
        }
        break;
      case 'Enter':
        if (current?.type !== 'node') break;
        if (selectionMode === 'none') setBranchOpen(current, !current.isExpanded);
        else select(current);
        break;
      case ' ':
        if (current?.type !== 'node') break;
        if (checkable) check(current);
        else select(current);
        break;
      default:
        handled = false;
    }
    if (handled) event.preventDefault();
  };

  const onFocus = () => {
    setHasFocus(true);
    if (focusedIndex >= 0) return;
    const firstSelected = rows.findIndex((row) => selectedSet.has(row.key));
    focusRow(firstSelected >= 0 ? firstSelected : findRow(0, 1));
  };

  if (rows.length === 0) {
    return (
      <div className={className} style={{ height }}>
        <Empty description={filter ? t('treeNoMatch') : undefined} />
      </div>
    );
  }

  const activeRow = rows[focusedIndex];
  return (
    <TreeScroller
      ref={scrollRef}
      role="tree"
      aria-label={ariaLabel}
      aria-multiselectable={selectionMode === 'multiple' || undefined}
      aria-activedescendant={activeRow ? rowId(treeId, activeRow.key) : undefined}
      tabIndex={0}
      className={className}
      style={{ height }}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      onBlur={() => setHasFocus(false)}
    >
      <div role="presentation" style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((virtualRow) => {
          const row = rows[virtualRow.index];
          if (!row) return null;
          const style = {
            height: rowHeight,
            transform: `translateY(${virtualRow.start}px)`,
            paddingLeft: (row.level - 1) * INDENT,
          };
          if (row.type === 'loading') {
            return (
              <TreeRowElement
                key={row.key}
                id={rowId(treeId, row.key)}
                role="treeitem"
                aria-level={row.level}
                aria-disabled="true"
                aria-selected={selectionMode === 'none' ? undefined : false}
                data-index={virtualRow.index}
                style={style}
              >
                <TreeExpander>
                  <SpinnerIcon size={12} />
                </TreeExpander>
                <TreeLabel>{t('loading')}</TreeLabel>
              </TreeRowElement>
            );
          }
          const checkState = checkStates.get(row.key) ?? 'unchecked';
          const onRowClick = () => {
            setFocusedKey(row.key);
            select(row);
          };
          return (
            // Keys reach the row through the tree's aria-activedescendant focus model.
            <TreeRowElement
              key={row.key}
              id={rowId(treeId, row.key)}
              role="treeitem"
              aria-level={row.level}
              aria-posinset={row.posInSet}
              aria-setsize={row.setSize}
              aria-expanded={row.hasChildren ? row.isExpanded : undefined}
              aria-selected={selectionMode === 'none' ? undefined : selectedSet.has(row.key)}
              aria-checked={
                checkable
                  ? checkState === 'indeterminate'
                    ? 'mixed'
                    : checkState === 'checked'
                  : undefined
              }
              aria-disabled={row.node.isDisabled || undefined}
              aria-busy={loadingKeys.has(row.key) || undefined}
              data-index={virtualRow.index}
              data-focused={(hasFocus && row.key === focusedKey) || undefined}
              style={style}
              onClick={onRowClick}
            >
              {/* Pointer targets only: the keyboard expands with arrows and checks with Space. */}
              <TreeExpander
                aria-hidden="true"
                data-part="expander"
                data-expanded={row.isExpanded || undefined}
                onClick={(event: MouseEvent) => {
                  event.stopPropagation();
                  setFocusedKey(row.key);
                  setBranchOpen(row, !row.isExpanded);
                }}
              >
                {row.hasChildren ? (
                  <svg width="10" height="10" viewBox="0 0 12 12" aria-hidden="true">
                    <path d="M4 2l5 4-5 4z" fill="currentColor" />
                  </svg>
                ) : null}
              </TreeExpander>
              {checkable ? (
                <TreeCheckbox
                  aria-hidden="true"
                  data-part="checkbox"
                  data-state={checkState}
                  data-disabled={row.node.isDisabled || undefined}
                  onClick={(event: MouseEvent) => {
                    event.stopPropagation();
                    setFocusedKey(row.key);
                    check(row);
                  }}
                >
                  {checkState === 'checked' ? (
                    <svg width="10" height="10" viewBox="0 0 12 12" aria-hidden="true">
                      <path d="M2 6l3 3 5-6" stroke="currentColor" strokeWidth="1.8" fill="none" />
                    </svg>
                  ) : null}
                  {checkState === 'indeterminate' ? (
                    <svg width="10" height="10" viewBox="0 0 12 12" aria-hidden="true">
                      <path d="M2 6h8" stroke="currentColor" strokeWidth="1.8" />
                    </svg>
                  ) : null}
                </TreeCheckbox>
              ) : null}
              <TreeLabel>
                {filter?.matchedKeys.has(row.key) ? (
                  <HighlightedLabel label={row.node.label} query={filterText} />
                ) : (
                  row.node.label
                )}
              </TreeLabel>
            </TreeRowElement>
          );
        })}
      </div>
    </TreeScroller>
  );
}
