import { Dialog, IconButton, Tree, useControllableState } from '@ccms/ui';
import { useId, useMemo, useState } from 'react';
import type { Selection } from 'react-aria-components';
import { usePickersTranslation } from '../i18n/pickersResources';
import {
  Choice,
  ChoiceList,
  ChoiceMark,
  DialogLayout,
  Pane,
  PaneNote,
  PaneTitle,
  Panes,
} from './OrgPicker.styles';
import { OrgChartIcon, OrgSearch, PickedTags, PickerField } from './OrgPickerParts';
import { departmentChoices, needsChildren, type OrgNode, type PickedEntry } from './orgTree';
import { useOrgTree } from './useOrgTree';

/** The spec's department picker dialog is 800 wide (the theme's `medium` dialog width). */
export const DEPARTMENT_PICKER_DIALOG_WIDTH = 'medium';
/** The spec's tree panes are at most 300 high. */
export const DEPARTMENT_TREE_HEIGHT = 300;

export interface DepartmentPickerProps {
  /** The field's label, e.g. 所属部门. */
  label: string;
  /** Top-level departments; give children where they are known. */
  nodes: readonly OrgNode[];
  /** Loads a department's sub-departments the first time it is opened or highlighted. */
  loadChildren?: (parentId: string) => Promise<readonly OrgNode[]>;
  /** The picked departments; `joinPicked` turns them into comma-joined ids and names. */
  value?: readonly PickedEntry[];
  defaultValue?: readonly PickedEntry[];
  /** Called on OK and on clear, never while the dialog is still open. */
  onChange?: (value: readonly PickedEntry[]) => void;
  multiple?: boolean;
  placeholder?: string;
  /** Submits the picked ids, comma-joined, under this name. */
  name?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  errorMessage?: string;
  className?: string;
}

const NO_ENTRIES: readonly PickedEntry[] = [];

/**
 * 选择部门: a field whose button opens an 800-wide dialog with the department tree (lazy,
 * searchable) on the left, the departments to pick on the right and the picked ones as tags.
 * OK hands the picks to `onChange`; cancel forgets them.
 */
export function DepartmentPicker({
  label,
  nodes,
  loadChildren,
  value,
  defaultValue = NO_ENTRIES,
  onChange,
  multiple = false,
  placeholder,
  name,
  isRequired,
  isDisabled,
  errorMessage,
  className,
}: DepartmentPickerProps) {
  const t = usePickersTranslation();
  const [picked, setPicked] = useControllableState({ value, defaultValue, onChange });
  const [isOpen, setOpen] = useState(false);
  const [draft, setDraft] = useState<readonly PickedEntry[]>(NO_ENTRIES);
  const [highlightedId, setHighlightedId] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const org = useOrgTree(nodes, loadChildren, true);
  const listTitleId = useId();

  const open = () => {
    // Each opening starts from the field's value, so what a cancel left behind is gone.
    setDraft(picked);
    setSearch('');
    setOpen(true);
  };

  const highlight = (keys: readonly string[]) => {
    const id = keys[0] ?? null;
    setHighlightedId(id);
    const node = id === null ? undefined : org.index.get(id)?.node;
    if (node && needsChildren(node, loadChildren !== undefined)) {
      // A failure leaves the list with the department alone; the app reports failed calls.
      org.ensureChildren(node.id).catch(() => undefined);
    }
  };

  const choices = useMemo(
    () => departmentChoices(org.tree, org.index, highlightedId),
    [org.tree, org.index, highlightedId],
  );
  const choiceIds = useMemo(() => new Set(choices.map((node) => node.id)), [choices]);
  const listSelection = useMemo(
    () => new Set(draft.filter((entry) => choiceIds.has(entry.id)).map((entry) => entry.id)),
    [draft, choiceIds],
  );
  const isListLoading = highlightedId !== null && org.loadingIds.has(highlightedId);

  const onListChange = (keys: Selection) => {
    const chosen = new Set(keys === 'all' ? choiceIds : [...keys].map(String));
    const entryOf = (id: string): PickedEntry => ({
      id,
      name: org.index.get(id)?.node.name ?? id,
    });
    if (!multiple) {
      // A new pick replaces the previous one; react-aria keeps at most one key here.
      const [id] = [...chosen];
      if (id !== undefined) setDraft([entryOf(id)]);
      return;
    }
    // Only the entries of the visible list change; picks from other branches stay.
    const kept = draft.filter((entry) => !choiceIds.has(entry.id) || chosen.has(entry.id));
    const keptIds = new Set(kept.map((entry) => entry.id));
    const added = choices
      .filter((node) => chosen.has(node.id) && !keptIds.has(node.id))
      .map((node) => entryOf(node.id));
    setDraft([...kept, ...added]);
  };

  return (
    <>
      <PickerField
        label={label}
        picked={picked}
        placeholder={placeholder ?? t('departmentPlaceholder')}
        onOpen={open}
        onClear={() => setPicked(NO_ENTRIES)}
        name={name}
        isRequired={isRequired}
        isDisabled={isDisabled}
        errorMessage={errorMessage}
        className={className}
        action={
          <IconButton
            label={t('departmentChoose')}
            icon={<OrgChartIcon />}
            isDisabled={isDisabled}
            onPress={open}
          />
        }
      />
      <Dialog
        title={t('departmentPickerTitle')}
        width={DEPARTMENT_PICKER_DIALOG_WIDTH}
        isOpen={isOpen}
        onOpenChange={setOpen}
        onOk={() => setPicked(draft)}
      >
        <DialogLayout data-mode={multiple ? 'multiple' : 'single'}>
          <OrgSearch
            label={t('departmentSearchLabel')}
            placeholder={t('departmentSearchPlaceholder')}
            value={search}
            onChange={setSearch}
          />
          <Panes>
            <Pane>
              <Tree
                aria-label={t('departmentTreeLabel')}
                nodes={org.treeNodes}
                loadChildren={org.loadTreeChildren}
                filterText={search}
                selectionMode="single"
                selectedKeys={highlightedId === null ? NO_KEYS : [highlightedId]}
                onSelectionChange={highlight}
                height={DEPARTMENT_TREE_HEIGHT}
              />
            </Pane>
            <Pane aria-labelledby={listTitleId}>
              <PaneTitle id={listTitleId}>{t('departmentListLabel')}</PaneTitle>
              <ChoiceList
                aria-labelledby={listTitleId}
                selectionMode={multiple ? 'multiple' : 'single'}
                disallowEmptySelection={!multiple}
                selectedKeys={listSelection}
                onSelectionChange={onListChange}
                style={{ maxHeight: DEPARTMENT_TREE_HEIGHT - 40 }}
                renderEmptyState={() => <PaneNote>{t('departmentListEmpty')}</PaneNote>}
              >
                {choices.map((node) => (
                  <Choice
                    key={node.id}
                    id={node.id}
                    textValue={node.name}
                    isDisabled={node.isDisabled}
                  >
                    <ChoiceMark aria-hidden="true" data-mode={multiple ? 'multiple' : 'single'}>
                      <svg width="10" height="10" viewBox="0 0 12 12">
                        <path
                          d="M2 6l3 3 5-6"
                          stroke="currentColor"
                          strokeWidth="1.8"
                          fill="none"
                        />
                      </svg>
                    </ChoiceMark>
                    {node.name}
                  </Choice>
                ))}
              </ChoiceList>
              {/* Mounted empty, so the live region exists before the loading text arrives. */}
              <PaneNote role="status" data-state={isListLoading ? 'loading' : 'idle'}>
                {isListLoading ? t('departmentListLoading') : null}
              </PaneNote>
            </Pane>
          </Panes>
          <PickedTags
            title={t('departmentSelectedLabel')}
            picked={draft}
            onRemove={(id) => setDraft(draft.filter((entry) => entry.id !== id))}
          />
        </DialogLayout>
      </Dialog>
    </>
  );
}

const NO_KEYS: readonly string[] = [];
