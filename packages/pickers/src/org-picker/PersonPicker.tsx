import {
  Button,
  IconButton,
  Popover,
  toast,
  Tree,
  useControllableState,
  useUiTranslation,
} from '@ccms/ui';
import { useMemo, useState } from 'react';
import { usePickersTranslation } from '../i18n/pickersResources';
import { Dropdown, DropdownFooter } from './OrgPicker.styles';
import { OrgChartIcon, OrgSearch, PickedTags, PickerField } from './OrgPickerParts';
import { isPerson, type OrgNode, type PickedEntry } from './orgTree';
import { useOrgTree } from './useOrgTree';

/** The spec's person dropdown is at most 400 high. */
export const PERSON_DROPDOWN_MAX_HEIGHT = 400;
/** How long 请选中一个人员 stays after confirming with nobody picked (spec: 15000 ms). */
export const PERSON_PICKER_MESSAGE_MS = 15_000;
// What is left of the 400 for the tree once search, tags and buttons have their rows.
const PERSON_TREE_HEIGHT = 240;
const DROPDOWN_WIDTH = 360;

export interface PersonPickerProps {
  /** The field's label, e.g. 负责人. */
  label: string;
  /** Departments (kind `Group`) whose children hold sub-departments and people (kind `User`). */
  nodes: readonly OrgNode[];
  /** Loads a department's sub-departments and people the first time it is opened. */
  loadChildren?: (parentId: string) => Promise<readonly OrgNode[]>;
  /** The picked people; `joinPicked` turns them into comma-joined ids and names. */
  value?: readonly PickedEntry[];
  defaultValue?: readonly PickedEntry[];
  /** Called on OK and on clear, never while the dropdown is still open. */
  onChange?: (value: readonly PickedEntry[]) => void;
  /** Several people; otherwise a new pick replaces the previous one. */
  multiple?: boolean;
  /** Departments open when the dropdown first shows. */
  defaultExpandedIds?: readonly string[];
  placeholder?: string;
  /** Submits the picked ids, comma-joined, under this name. */
  name?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  errorMessage?: string;
  className?: string;
}

const NO_ENTRIES: readonly PickedEntry[] = [];
const NO_IDS: readonly string[] = [];

/**
 * The department-or-person picker: a field whose button drops down (at most 400 high) one
 * virtualised tree of departments and people. Only people are picked; a department opens.
 * Confirming with nobody picked keeps the dropdown open and shows 请选中一个人员 for 15 s.
 */
export function PersonPicker({
  label,
  nodes,
  loadChildren,
  value,
  defaultValue = NO_ENTRIES,
  onChange,
  multiple = false,
  defaultExpandedIds = NO_IDS,
  placeholder,
  name,
  isRequired,
  isDisabled,
  errorMessage,
  className,
}: PersonPickerProps) {
  const t = usePickersTranslation();
  const ui = useUiTranslation();
  const [picked, setPicked] = useControllableState({ value, defaultValue, onChange });
  const [isOpen, setOpen] = useState(false);
  const [draft, setDraft] = useState<readonly PickedEntry[]>(NO_ENTRIES);
  const [search, setSearch] = useState('');
  const [expandedIds, setExpandedIds] = useState<readonly string[]>(defaultExpandedIds);
  const org = useOrgTree(nodes, loadChildren, false);
  const draftIds = useMemo(() => draft.map((entry) => entry.id), [draft]);

  const openChange = (next: boolean) => {
    // Each opening starts from the field's value, so what a cancel left behind is gone.
    if (next) {
      setDraft(picked);
      setSearch('');
    }
    setOpen(next);
  };

  const toggleBranch = (id: string) => {
    if (expandedIds.includes(id)) {
      setExpandedIds(expandedIds.filter((key) => key !== id));
      return;
    }
    setExpandedIds([...expandedIds, id]);
    // A failed load leaves the branch empty; the app reports failed calls.
    org.ensureChildren(id).catch(() => undefined);
  };

  const onTreeSelection = (keys: readonly string[]) => {
    const before = new Set(draftIds);
    const added = keys.filter((key) => !before.has(key));
    // Departments are not picked: choosing one opens or closes it instead.
    const department = added.find((key) => {
      const node = org.index.get(key)?.node;
      return node !== undefined && !isPerson(node);
    });
    if (department !== undefined) {
      toggleBranch(department);
      return;
    }
    const entryOf = (id: string): PickedEntry => ({
      id,
      name: org.index.get(id)?.node.name ?? id,
    });
    if (!multiple) {
      const [id] = added;
      if (id !== undefined) setDraft([entryOf(id)]);
      return;
    }
    const after = new Set(keys);
    setDraft([...draft.filter((entry) => after.has(entry.id)), ...added.map(entryOf)]);
  };

  const confirm = (close: () => void) => {
    if (draft.length === 0) {
      toast.error(t('personPickerEmpty'), { duration: PERSON_PICKER_MESSAGE_MS });
      return;
    }
    setPicked(draft);
    close();
  };

  return (
    <PickerField
      label={label}
      picked={picked}
      placeholder={placeholder ?? t('personPlaceholder')}
      onOpen={() => openChange(true)}
      onClear={() => setPicked(NO_ENTRIES)}
      name={name}
      isRequired={isRequired}
      isDisabled={isDisabled}
      errorMessage={errorMessage}
      className={className}
      action={
        <Popover
          trigger={
            <IconButton label={t('personChoose')} icon={<OrgChartIcon />} isDisabled={isDisabled} />
          }
          aria-label={t('personChoose')}
          isOpen={isOpen}
          onOpenChange={openChange}
          placement="bottom end"
          showArrow={false}
          width={DROPDOWN_WIDTH}
        >
          {(close) => (
            <Dropdown
              data-mode={multiple ? 'multiple' : 'single'}
              style={{ maxHeight: PERSON_DROPDOWN_MAX_HEIGHT }}
            >
              <OrgSearch
                label={t('personSearchLabel')}
                placeholder={t('personSearchPlaceholder')}
                value={search}
                onChange={setSearch}
              />
              <Tree
                aria-label={t('personTreeLabel')}
                nodes={org.treeNodes}
                loadChildren={org.loadTreeChildren}
                filterText={search}
                expandedKeys={expandedIds}
                onExpandedChange={setExpandedIds}
                selectionMode={multiple ? 'multiple' : 'single'}
                selectedKeys={draftIds}
                onSelectionChange={onTreeSelection}
                height={PERSON_TREE_HEIGHT}
              />
              <PickedTags
                title={t('personSelectedLabel')}
                picked={draft}
                onRemove={(id) => setDraft(draft.filter((entry) => entry.id !== id))}
              />
              <DropdownFooter>
                <Button onPress={close}>{ui('dialogCancel')}</Button>
                <Button variant="primary" onPress={() => confirm(close)}>
                  {ui('dialogOk')}
                </Button>
              </DropdownFooter>
            </Dropdown>
          )}
        </Popover>
      }
    />
  );
}
