import type { Meta, StoryObj } from '@storybook/react-vite';
import { buildTreeIndex, expandableIds } from '../core/treeModel';
import type { TreeMoveEvent } from '../core/treeDrop';
import { garageChildren, makeStructureTree, structureColumns, structureRows } from './fixtures';
import type { StructureRow } from './fixtures';
import { TreeTable } from './TreeTable';

const bigTree = makeStructureTree(10_000);
const bigTreeExpanded = expandableIds(buildTreeIndex(bigTree));

/** A server that answers after a fixed delay, so the story looks the same every run. */
const loadGarage = (): Promise<StructureRow[]> =>
  new Promise((resolve) => setTimeout(() => resolve(garageChildren), 600));
const loadNever = (): Promise<StructureRow[]> => new Promise(() => undefined);
const loadFailing = (): Promise<StructureRow[]> => Promise.reject(new Error('offline'));

/** The app refuses to put anything under 滨江中学改扩建 (B2): such a move snaps back. */
const refuseIntoSchool = (event: TreeMoveEvent) => event.parentId !== 'B2';

const meta = {
  title: 'Data grid/TreeTable',
  component: TreeTable<StructureRow>,
  args: {
    'aria-label': '项目结构',
    rows: structureRows,
    columns: structureColumns,
    treeColumnKey: 'name',
    height: 360,
    defaultExpandedIds: ['B1', 'B1-1'],
  },
} satisfies Meta<typeof TreeTable<StructureRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { toolbar: true } };

export const CheckableCascade: Story = {
  args: {
    checkable: true,
    defaultExpandedIds: ['B1', 'B1-1', 'B1-1-1'],
    defaultCheckedIds: ['B1-1-1-1'],
  },
};

/** 地下车库 loads its children when opened; the second story shows a load that failed. */
export const LazyChildren: Story = { args: { loadChildren: loadGarage } };

export const LazyChildrenLoading: Story = {
  args: { loadChildren: loadNever, defaultExpandedIds: ['B1', 'B1-3'] },
};

export const LazyChildrenError: Story = {
  args: { loadChildren: loadFailing, defaultExpandedIds: ['B1', 'B1-3'] },
};

/**
 * Drag a row by its handle: the top quarter of the target row inserts before it, the middle
 * half makes it a child, the bottom quarter inserts after. Dropping under 滨江中学改扩建 is
 * refused by the app and the row snaps back; a row cannot go into its own branch.
 */
export const DragAndDrop: Story = {
  args: { draggable: true, onMove: refuseIntoSchool, toolbar: true },
};

/**
 * Focus a row (Tab, then arrows), then:
 * Ctrl+Shift+↑ moves it before its previous sibling, Ctrl+Shift+↓ after its next sibling,
 * Ctrl+Shift+→ into its previous sibling as the last child, Ctrl+Shift+← out to after its parent.
 * ↑/↓ move focus, → opens or goes to the first child, ← closes or goes to the parent,
 * Home/End go to the first/last row, * expands all.
 */
export const KeyboardMove: Story = {
  args: { draggable: true, onMove: refuseIntoSchool },
};

/** 10,000 rows, all open: only the rows in view (and a few around them) are in the DOM. */
export const TenThousandNodes: Story = {
  args: {
    rows: bigTree,
    defaultExpandedIds: bigTreeExpanded,
    toolbar: true,
    draggable: true,
    checkable: true,
  },
};

export const Medium: Story = { args: { size: 'medium', checkable: true } };

export const Empty: Story = { args: { rows: [] } };

export const Loading: Story = { args: { rows: [], loading: true } };
