import {
  Checkbox,
  CheckboxGroup,
  Dialog,
  Empty,
  Radio,
  RadioGroup,
  useControllableState,
  type CheckState,
  type TreeNode,
} from '@ccms/ui';
import { useId, useMemo, useState, type ReactElement } from 'react';
import { usePickersTranslation } from '../i18n/pickersResources';
import {
  FunctionList,
  ModuleScroller,
  ModulesHeading,
  ModuleTable,
  WorkModeForm,
} from './WorkModeDialog.styles';
import {
  COMMON_USE_MODES,
  MAIN_FUNCTION_KEYS,
  moduleCheckStates,
  moduleTableRows,
  toggleModule,
  toModuleTree,
  toSavedWorkMode,
  toWorkModeLayout,
  type CommonUseMode,
  type MainFunctionKey,
  type WorkModeLayout,
  type WorkModeMenuNode,
} from './workMode';

export interface WorkModeDialogProps {
  /** The saved layout (user config ecms_workMode_layout); none: the spec's defaults. */
  layout?: Partial<WorkModeLayout> | null;
  /** The function modules to choose from: the user's menu tree. */
  modules: readonly WorkModeMenuNode[];
  /** Saves the form; resolve false (or reject) to keep the dialog open. */
  onSave: (layout: WorkModeLayout) => void | boolean | Promise<void | boolean>;
  /** Opens it when pressed (a react-aria Button); leave out and use `isOpen` to open from code. */
  trigger?: ReactElement;
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

const COMMON_USE_LABELS = {
  '1': 'workModeCommonUseHidden',
  '2': 'workModeCommonUseDefault',
  '3': 'workModeCommonUseRecent',
  '4': 'workModeCommonUseDefaultRecent',
} as const satisfies Record<CommonUseMode, string>;

const MAIN_FUNCTION_LABELS = {
  '1': 'workModeTodo',
  '2': 'workModeDone',
  '3': 'workModeMyApplications',
  '4': 'workModeMessages',
  '5': 'workModeBonus',
} as const satisfies Record<MainFunctionKey, string>;

// ---- ModuleCheckbox -------------------------------------------------------------------------

interface ModuleCheckboxProps {
  node: TreeNode;
  states: ReadonlyMap<string, CheckState>;
  onToggle: (id: string, checked: boolean) => void;
}

function ModuleCheckbox({ node, states, onToggle }: ModuleCheckboxProps) {
  const state = states.get(node.key) ?? 'unchecked';
  return (
    <Checkbox
      isSelected={state === 'checked'}
      isIndeterminate={state === 'indeterminate'}
      onChange={(checked) => onToggle(node.key, checked)}
      data-module-id={node.key}
    >
      {node.label}
    </Checkbox>
  );
}

// ---- WorkModeModules ------------------------------------------------------------------------

interface WorkModeModulesProps {
  tree: readonly TreeNode[];
  checkedList: readonly string[];
  onChange: (checkedList: string[]) => void;
}

/** The function modules as a table whose first-level cells span their second-level rows. */
function WorkModeModules({ tree, checkedList, onChange }: WorkModeModulesProps) {
  const t = usePickersTranslation();
  const headingId = useId();
  const states = useMemo(() => moduleCheckStates(tree, checkedList), [tree, checkedList]);
  const rows = useMemo(() => moduleTableRows(tree), [tree]);
  const toggle = (id: string, checked: boolean) =>
    onChange(toggleModule(tree, checkedList, id, checked));

  return (
    <section aria-labelledby={headingId}>
      <ModulesHeading id={headingId}>{t('workModeModules')}</ModulesHeading>
      {rows.length === 0 ? (
        <Empty description={t('workModeNoModules')} />
      ) : (
        <ModuleScroller>
          <ModuleTable aria-labelledby={headingId}>
            <thead>
              <tr>
                <th scope="col">{t('workModeModuleLevel1')}</th>
                <th scope="col">{t('workModeModuleLevel2')}</th>
                <th scope="col">{t('workModeModuleFunctions')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={`${row.module.key}/${row.subModule?.key ?? ''}`}>
                  {row.rowSpan > 0 ? (
                    <th scope="rowgroup" rowSpan={row.rowSpan}>
                      <ModuleCheckbox node={row.module} states={states} onToggle={toggle} />
                    </th>
                  ) : null}
                  <td>
                    {row.subModule ? (
                      <ModuleCheckbox node={row.subModule} states={states} onToggle={toggle} />
                    ) : null}
                  </td>
                  <td>
                    <FunctionList>
                      {row.functions.map((node) => (
                        <ModuleCheckbox
                          key={node.key}
                          node={node}
                          states={states}
                          onToggle={toggle}
                        />
                      ))}
                    </FunctionList>
                  </td>
                </tr>
              ))}
            </tbody>
          </ModuleTable>
        </ModuleScroller>
      )}
    </section>
  );
}

// ---- WorkModeDialog -------------------------------------------------------------------------

/**
 * Work-mode management (900 wide): 常用功能, 主页功能, 左栏 and the function modules to check.
 * Edits a draft of the saved layout; OK hands the layout to `onSave`, cancel drops it.
 */
export function WorkModeDialog({
  layout,
  modules,
  onSave,
  trigger,
  isOpen,
  defaultOpen = false,
  onOpenChange,
}: WorkModeDialogProps) {
  const t = usePickersTranslation();
  const [open, setOpen] = useControllableState({
    value: isOpen,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
  });
  const tree = useMemo(() => toModuleTree(modules), [modules]);
  const [draft, setDraft] = useState(() => toWorkModeLayout(layout));
  // Each opening starts from the saved layout, so a cancelled edit leaves no trace.
  const [openedWith, setOpenedWith] = useState(open);
  if (open !== openedWith) {
    setOpenedWith(open);
    if (open) setDraft(toWorkModeLayout(layout));
  }
  const update = (change: Partial<WorkModeLayout>) =>
    setDraft((current) => ({ ...current, ...change }));

  return (
    <Dialog
      title={t('workModeTitle')}
      width="large"
      trigger={trigger}
      isOpen={open}
      onOpenChange={setOpen}
      onOk={() => onSave(toSavedWorkMode(draft, tree))}
    >
      <WorkModeForm>
        <RadioGroup
          label={t('workModeCommonUse')}
          value={draft.commonUse}
          onChange={(value) => update({ commonUse: value as CommonUseMode })}
        >
          {COMMON_USE_MODES.map((mode) => (
            <Radio key={mode} value={mode}>
              {t(COMMON_USE_LABELS[mode])}
            </Radio>
          ))}
        </RadioGroup>
        <CheckboxGroup
          label={t('workModeMainFunction')}
          value={draft.mainFunciton}
          onChange={(value) => update({ mainFunciton: value as MainFunctionKey[] })}
        >
          {MAIN_FUNCTION_KEYS.map((key) => (
            <Checkbox key={key} value={key}>
              {t(MAIN_FUNCTION_LABELS[key])}
            </Checkbox>
          ))}
        </CheckboxGroup>
        <RadioGroup
          label={t('workModeLeftNav')}
          value={draft.showcheckedList ? 'show' : 'hide'}
          onChange={(value) => update({ showcheckedList: value === 'show' })}
        >
          <Radio value="show">{t('workModeLeftNavShow')}</Radio>
          <Radio value="hide">{t('workModeLeftNavHide')}</Radio>
        </RadioGroup>
        <WorkModeModules
          tree={tree}
          checkedList={draft.checkedList}
          onChange={(checkedList) => update({ checkedList })}
        />
      </WorkModeForm>
    </Dialog>
  );
}
