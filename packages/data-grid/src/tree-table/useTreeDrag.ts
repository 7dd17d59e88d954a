import {
  PointerSensor,
  useDraggable,
  useSensor,
  useSensors,
  type Announcements,
  type DndContextProps,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import {
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type PointerEvent as ReactPointerEvent,
  type RefObject,
} from 'react';
import { flushSync } from 'react-dom';
import { canMove, dropPosition, type TreeDropPosition } from '../core/treeDrop';
import type { TreeIndex, TreeRow } from '../core/treeModel';

/** Where the dragged row would land, and whether it may. */
export interface TreeDropTarget {
  targetId: string;
  position: TreeDropPosition;
  valid: boolean;
}

export interface UseTreeDragOptions<Row extends TreeRow> {
  index: TreeIndex<Row>;
  /** The scrolling treegrid; only its rows are drop targets. */
  scrollRef: RefObject<HTMLElement | null>;
  /** Text for screen readers about moving rows (dnd-kit's default is English). */
  instructions: string;
  onDragStart: (id: string) => void;
  /** A drop on a valid target: the move to perform. */
  onDrop: (id: string, targetId: string, position: TreeDropPosition) => void;
}

// dnd-kit's own announcements speak English and describe its keyboard sensor, which the table
// does not use: the table announces moves itself.
const SILENT: Announcements = {
  onDragStart: () => undefined,
  onDragOver: () => undefined,
  onDragEnd: () => undefined,
  onDragCancel: () => undefined,
};

/**
 * Drag and drop of tree-table rows with @dnd-kit/core: the target row and the zone within it
 * (25 / 50 / 25, see `dropPosition`) come from the live layout under the pointer.
 */
export function useTreeDrag<Row extends TreeRow>({
  index,
  scrollRef,
  instructions,
  onDragStart,
  onDrop,
}: UseTreeDragOptions<Row>) {
  const [activeId, setActiveId] = useState<string | null>(null);
  const [dropTarget, setDropTarget] = useState<TreeDropTarget | null>(null);
  const pointer = useRef({ x: 0, y: 0 });
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));

  // The pointer as the document last saw it; read from the DOM so autoscrolling cannot skew it.
  useEffect(() => {
    if (activeId === null) return;
    const track = (event: PointerEvent) => {
      pointer.current = { x: event.clientX, y: event.clientY };
    };
    // Capture runs before dnd-kit's own listener, so its move event sees this pointer.
    document.addEventListener('pointermove', track, true);
    return () => document.removeEventListener('pointermove', track, true);
  }, [activeId]);

  /** The row under the pointer and the drop zone of the pointer within it. */
  const trackPointer = () => {
    if (activeId === null) return;
    const { x, y } = pointer.current;
    const rowElement = document
      .elementsFromPoint(x, y)
      .map((element) => element.closest<HTMLElement>('[data-row-id]'))
      .find((element) => element && scrollRef.current?.contains(element));
    const targetId = rowElement?.dataset.rowId;
    if (!rowElement || targetId === undefined || targetId === activeId) {
      if (dropTarget) setDropTarget(null);
      return;
    }
    const rect = rowElement.getBoundingClientRect();
    const position = dropPosition(y - rect.top, rect.height);
    const valid = canMove(index, activeId, targetId, position);
    if (
      dropTarget?.targetId !== targetId ||
      dropTarget.position !== position ||
      dropTarget.valid !== valid
    ) {
      setDropTarget({ targetId, position, valid });
    }
  };

  const endDrag = () => {
    setActiveId(null);
    setDropTarget(null);
  };

  const accessibility = useMemo(
    () => ({ announcements: SILENT, screenReaderInstructions: { draggable: instructions } }),
    [instructions],
  );

  const contextProps: DndContextProps = {
    sensors,
    accessibility,
    onDragStart: (event: DragStartEvent) => {
      const start = event.activatorEvent as PointerEvent;
      pointer.current = { x: start.clientX, y: start.clientY };
      setActiveId(String(event.active.id));
      onDragStart(String(event.active.id));
    },
    onDragMove: trackPointer,
    onDragEnd: (event: DragEndEvent) => {
      const target = dropTarget;
      endDrag();
      if (target?.valid) onDrop(String(event.active.id), target.targetId, target.position);
    },
    onDragCancel: endDrag,
  };

  return { activeId, dropTarget, contextProps, trackPointer };
}

/** What the table's one draggable lends to the handle a pointer presses. */
interface DragSourceApi {
  setNodeRef: (element: HTMLElement | null) => void;
  listeners: ReturnType<typeof useDraggable>['listeners'];
}

/**
 * The table's only draggable: rather than one per row (hooks and registrations on every row a
 * scroll or expansion mounts), it takes the id of the row whose handle was pressed.
 */
export function TreeDragSource({
  id,
  source,
}: {
  id: string | null;
  source: RefObject<DragSourceApi | null>;
}) {
  const { setNodeRef, listeners } = useDraggable({ id: id ?? '', disabled: id === null });
  useLayoutEffect(() => {
    source.current = { setNodeRef, listeners };
  });
  return null;
}

/**
 * A pointer pressed on a row's drag handle: the draggable takes that row's id (rendered at once,
 * so dnd-kit knows it) and its pointer sensor receives this very event, as if the handle had it.
 */
export function useDragHandles() {
  const [pressedId, setPressedId] = useState<string | null>(null);
  const source = useRef<DragSourceApi | null>(null);
  const onPointerDown = (event: ReactPointerEvent<HTMLElement>) => {
    const handle = (event.target as Element).closest<HTMLElement>('[data-part="drag-handle"]');
    const id = handle?.closest<HTMLElement>('[data-row-id]')?.dataset.rowId;
    if (!handle || id === undefined) return;
    flushSync(() => setPressedId(id));
    source.current?.setNodeRef(handle);
    source.current?.listeners?.onPointerDown?.(event);
  };
  return { pressedId, source, onPointerDown };
}
