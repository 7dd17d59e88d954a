import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Active,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { DropdownMenu, IconButton, Select, useControllableState, type SelectKey } from '@ccms/ui';
import { useId, useMemo, useState } from 'react';
import { usePickersTranslation } from '../i18n/pickersResources';
import { usePanelName } from './usePanelName';
import {
  ColumnHeading,
  DesignGrid,
  EditorRoot,
  FixedPanel,
  OptionalItem,
  OptionalList,
  PanelChip,
  PlacedHint,
  SlotBox,
  SlotHeader,
  SlotPlaceholder,
} from './PanelLayout.styles';
import {
  DEFAULT_PANEL_LAYOUT,
  HOME_PANELS,
  nextSlotIndex,
  PANEL_GRID_COLUMNS,
  PANEL_SLOT_COUNT,
  PANEL_SLOT_SPAN,
  placePanel,
  removePanel,
  slotOfPanel,
  toPanelSlots,
  type PanelLayoutItem,
  type PanelSlot,
} from './panelLayout';

export interface PanelLayoutEditorProps {
  /** The slots (a saved, trimmed layout is padded); controlled. */
  value?: readonly PanelSlot[];
  /** Uncontrolled start; defaults to the first seven home panels. */
  defaultValue?: readonly PanelSlot[];
  /** Called with every slot (not trimmed) after each change. */
  onChange?: (slots: PanelSlot[]) => void;
  /** The optional panels; defaults to the spec's eight home panels. */
  panels?: readonly PanelLayoutItem[];
  /** Defaults to the home editor's 8. */
  slotCount?: number;
  className?: string;
}

const SLOTS_PER_ROW = PANEL_GRID_COLUMNS / PANEL_SLOT_SPAN;
const ARROW_KEYS = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'] as const;
type ArrowKey = (typeof ARROW_KEYS)[number];

const slotId = (index: number) => `slot:${index}`;

function slotIndexOf(id: UniqueIdentifier | undefined): number {
  if (typeof id !== 'string' || !id.startsWith('slot:')) return -1;
  return Number(id.slice('slot:'.length));
}

/** What each draggable carries: the panel, and the slot it sits in (-1 in the optional list). */
interface PanelDragData {
  code: string;
  slotIndex: number;
}

function dragDataOf(active: Active | null | undefined): PanelDragData | undefined {
  const data = active?.data.current as Partial<PanelDragData> | undefined;
  return typeof data?.code === 'string'
    ? { code: data.code, slotIndex: data.slotIndex ?? -1 }
    : undefined;
}

function isArrowKey(code: string): code is ArrowKey {
  return (ARROW_KEYS as readonly string[]).includes(code);
}

/**
 * The pointer decides under a mouse or finger; a keyboard drag has no pointer, so the slot that
 * holds the centre of the dragged panel wins (the coordinate getter centres it on a slot).
 */
const collisionDetection: CollisionDetection = (args) => {
  if (args.pointerCoordinates) return pointerWithin(args);
  const { collisionRect, droppableRects, droppableContainers } = args;
  const x = collisionRect.left + collisionRect.width / 2;
  const y = collisionRect.top + collisionRect.height / 2;
  for (const container of droppableContainers) {
    const rect = droppableRects.get(container.id);
    if (rect && x >= rect.left && x <= rect.right && y >= rect.top && y <= rect.bottom) {
      return [{ id: container.id, data: { droppableContainer: container, value: 0 } }];
    }
  }
  return [];
};

function PlaceIcon() {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
      <path d="M6 1v10M1 6h10" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}

// ---- DraggablePanel -------------------------------------------------------------------------

interface DraggablePanelProps {
  dragId: string;
  /** The slot it sits in, when it is the placed copy. */
  slotIndex?: number;
  panel: PanelLayoutItem;
  name: string;
  hint?: string | undefined;
  roleDescription: string;
}

function DraggablePanel({
  dragId,
  slotIndex = -1,
  panel,
  name,
  hint,
  roleDescription,
}: DraggablePanelProps) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: dragId,
    data: { code: panel.code, slotIndex },
    attributes: { roleDescription },
  });
  return (
    <PanelChip
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      data-dragging={isDragging || undefined}
      data-code={panel.code}
    >
      <span>{name}</span>
      {hint ? <PlacedHint>{hint}</PlacedHint> : null}
    </PanelChip>
  );
}

// ---- PanelSlotBox ---------------------------------------------------------------------------

interface PanelSlotBoxProps {
  index: number;
  panel: PanelSlot;
  options: readonly { value: string; label: string }[];
  nameOf: (panel: PanelLayoutItem) => string;
  onChoose: (index: number, code: string) => void;
  onRemove: (index: number) => void;
  roleDescription: string;
}

function PanelSlotBox({
  index,
  panel,
  options,
  nameOf,
  onChoose,
  onRemove,
  roleDescription,
}: PanelSlotBoxProps) {
  const t = usePickersTranslation();
  const { setNodeRef, isOver } = useDroppable({ id: slotId(index) });
  const number = index + 1;
  return (
    <SlotBox
      ref={setNodeRef}
      aria-label={t('panelLayoutSlot', { index: number })}
      data-slot-index={index}
      data-state={panel ? 'filled' : 'empty'}
      data-over={isOver || undefined}
    >
      <SlotHeader>
        <Select
          label={t('panelLayoutSlot', { index: number })}
          options={options}
          value={panel?.code ?? null}
          onChange={(code: SelectKey | null) => {
            if (code !== null) onChoose(index, String(code));
          }}
        />
        <IconButton
          label={t('panelLayoutRemove', { index: number })}
          isDisabled={!panel}
          onPress={() => onRemove(index)}
          icon={
            <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
              <path d="M1 1l10 10M11 1 1 11" stroke="currentColor" strokeWidth="1.5" />
            </svg>
          }
        />
      </SlotHeader>
      {panel ? (
        <DraggablePanel
          dragId={`placed:${panel.code}`}
          slotIndex={index}
          panel={panel}
          name={nameOf(panel)}
          roleDescription={roleDescription}
        />
      ) : (
        <SlotPlaceholder>{t('panelLayoutPlaceholder')}</SlotPlaceholder>
      )}
    </SlotBox>
  );
}

// ---- PanelLayoutEditor ----------------------------------------------------------------------

/**
 * The design area of 管理首页面板: optional panels on the left are dragged (pointer or keyboard,
 * @dnd-kit/core) into slots of 12 of 24 columns below the fixed 常用功能 and 工作流 panels.
 * Each slot also offers a select of panels and a delete button, and each optional panel a menu
 * of slots to put it in, so no drag is ever required.
 */
export function PanelLayoutEditor({
  value,
  defaultValue = DEFAULT_PANEL_LAYOUT,
  onChange,
  panels = HOME_PANELS,
  slotCount = PANEL_SLOT_COUNT,
  className,
}: PanelLayoutEditorProps) {
  const t = usePickersTranslation();
  const optionalHeadingId = useId();
  const designHeadingId = useId();
  const [stored, setStored] = useControllableState<readonly PanelSlot[]>({
    value,
    defaultValue,
    onChange: onChange && ((slots) => onChange([...slots])),
  });
  const slots = useMemo(() => toPanelSlots(stored, slotCount), [stored, slotCount]);
  const [activeCode, setActiveCode] = useState<string | null>(null);

  const nameOf = usePanelName();
  const panelByCode = (code: string) =>
    panels.find((panel) => panel.code === code) ?? slots.find((slot) => slot?.code === code);
  const nameOfCode = (code: string | undefined) => {
    const panel = code === undefined ? undefined : panelByCode(code);
    return panel ? nameOf(panel) : '';
  };
  const options = panels.map((panel) => ({ value: panel.code, label: nameOf(panel) }));

  const choose = (index: number, code: string) => {
    const panel = panelByCode(code);
    if (panel && slots[index]?.code !== code) setStored(placePanel(slots, panel, index));
  };
  const remove = (index: number) => setStored(removePanel(slots, index));

  // The keyboard sensor asks where an arrow key moves the panel: onto the centre of the next slot.
  const keyboardOptions = useMemo(() => {
    const coordinateGetter: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
      if (!isArrowKey(event.code)) return undefined;
      event.preventDefault();
      // Before the first move nothing is "over" yet: a placed panel starts from its own slot.
      const from = context.over
        ? slotIndexOf(context.over.id)
        : (dragDataOf(context.active)?.slotIndex ?? -1);
      const target = nextSlotIndex(from, event.code, slotCount, SLOTS_PER_ROW);
      const rect = context.droppableRects.get(slotId(target));
      const size = context.collisionRect;
      if (!rect || !size) return currentCoordinates;
      return {
        x: rect.left + rect.width / 2 - size.width / 2,
        y: rect.top + rect.height / 2 - size.height / 2,
      };
    };
    return { coordinateGetter };
  }, [slotCount]);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, keyboardOptions),
  );

  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t('panelLayoutDragStart', { panel: nameOfCode(dragDataOf(active)?.code) }),
    onDragOver: ({ active, over }) => {
      const panel = nameOfCode(dragDataOf(active)?.code);
      const index = slotIndexOf(over?.id);
      return index < 0
        ? t('panelLayoutDragOutside', { panel })
        : t('panelLayoutDragOver', { panel, index: index + 1 });
    },
    onDragEnd: ({ active, over }) => {
      const panel = nameOfCode(dragDataOf(active)?.code);
      const index = slotIndexOf(over?.id);
      return index < 0
        ? t('panelLayoutDropCancelled', { panel })
        : t('panelLayoutDropped', { panel, index: index + 1 });
    },
    onDragCancel: ({ active }) =>
      t('panelLayoutDropCancelled', { panel: nameOfCode(dragDataOf(active)?.code) }),
  };

  const onDragStart = ({ active }: DragStartEvent) => {
    setActiveCode(dragDataOf(active)?.code ?? null);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setActiveCode(null);
    const code = dragDataOf(active)?.code;
    const index = slotIndexOf(over?.id);
    if (code !== undefined && index >= 0) choose(index, code);
  };

  const activePanel = activeCode === null ? undefined : panelByCode(activeCode);
  const roleDescription = t('panelLayoutDraggable');

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('panelLayoutInstructions') },
      }}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setActiveCode(null)}
    >
      <EditorRoot className={className}>
        <section aria-labelledby={optionalHeadingId}>
          <ColumnHeading id={optionalHeadingId}>{t('panelLayoutOptional')}</ColumnHeading>
          <OptionalList>
            {panels.map((panel) => {
              const placedAt = slotOfPanel(slots, panel.code);
              return (
                <OptionalItem key={panel.code}>
                  <DraggablePanel
                    dragId={`option:${panel.code}`}
                    panel={panel}
                    name={nameOf(panel)}
                    hint={
                      placedAt < 0 ? undefined : t('panelLayoutPlacedIn', { index: placedAt + 1 })
                    }
                    roleDescription={roleDescription}
                  />
                  <DropdownMenu
                    trigger={
                      <IconButton
                        label={t('panelLayoutAddTo', { panel: nameOf(panel) })}
                        icon={<PlaceIcon />}
                      />
                    }
                    items={slots.map((slot, index) => ({
                      id: slotId(index),
                      label: slot
                        ? t('panelLayoutSlotWithPanel', { index: index + 1, panel: nameOf(slot) })
                        : t('panelLayoutSlot', { index: index + 1 }),
                      isDisabled: index === placedAt,
                    }))}
                    onAction={(id) => choose(slotIndexOf(id), panel.code)}
                    placement="bottom end"
                  />
                </OptionalItem>
              );
            })}
          </OptionalList>
        </section>
        <section aria-labelledby={designHeadingId}>
          <ColumnHeading id={designHeadingId}>{t('panelLayoutDesign')}</ColumnHeading>
          <DesignGrid>
            <FixedPanel data-fixed="commonUse">
              <span>{t('panelLayoutCommonUse')}</span>
              <PlacedHint>{t('panelLayoutFixed')}</PlacedHint>
            </FixedPanel>
            <FixedPanel data-fixed="workflow">
              <span>{t('panelLayoutWorkflow')}</span>
              <PlacedHint>{t('panelLayoutFixed')}</PlacedHint>
            </FixedPanel>
            {slots.map((panel, index) => (
              <PanelSlotBox
                key={index}
                index={index}
                panel={panel}
                options={options}
                nameOf={nameOf}
                onChoose={choose}
                onRemove={remove}
                roleDescription={roleDescription}
              />
            ))}
          </DesignGrid>
        </section>
      </EditorRoot>
      <DragOverlay>
        {activePanel ? (
          <PanelChip data-overlay="" aria-hidden="true">
            {nameOf(activePanel)}
          </PanelChip>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}
