import {
  useCallback,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import {
  ListLayout,
  SelectValue,
  Virtualizer,
  VisuallyHidden,
  type Key,
} from 'react-aria-components';
import { createPortal } from 'react-dom';
import { FieldDescription, FieldErrorText, FieldLabel } from '../field/fieldStyles';
import { resolveFieldWidth, type FieldWidth } from '../form/fieldWidth';
import { useComponentSize } from '../hooks/useComponentSize';
import { useControllableState } from '../hooks/useControllableState';
import { useUiTranslation } from '../i18n/useUiTranslation';
import type { ComponentSize } from '../theme/theme';
import {
  BoxIconButton,
  ChevronIcon,
  Chip,
  ChipGroup,
  ChipList,
  ChipSlot,
  ComboBoxRoot,
  ControlBox,
  OPTION_ROW_HEIGHT,
  Option,
  OptionList,
  OptionsPopover,
  SearchInput,
  SelectRoot,
  TriggerButton,
} from './Select.styles';

export type SelectKey = string | number;

export interface SelectOption {
  value: SelectKey;
  label: string;
  isDisabled?: boolean;
}

/** Lists longer than this render only the rows in view (react-aria Virtualizer + ListLayout). */
export const VIRTUALIZE_ABOVE = 100;

interface SelectBaseProps {
  label: ReactNode;
  options: readonly SelectOption[];
  /** Defaults to 请选择 in the current language. */
  placeholder?: string;
  /** Type to filter the options (a react-aria ComboBox). */
  isSearchable?: boolean;
  /** Shows a button that empties the selection. */
  isClearable?: boolean;
  isDisabled?: boolean;
  isRequired?: boolean;
  isInvalid?: boolean;
  errorMessage?: string | undefined;
  description?: ReactNode;
  name?: string;
  size?: ComponentSize;
  width?: FieldWidth;
  /** Called when focus leaves the select (its box and its option list). */
  onBlur?: () => void;
  className?: string;
}

export interface SingleSelectProps extends SelectBaseProps {
  selectionMode?: 'single';
  value?: SelectKey | null;
  defaultValue?: SelectKey | null;
  onChange?: (value: SelectKey | null) => void;
}

export interface MultipleSelectProps extends SelectBaseProps {
  selectionMode: 'multiple';
  value?: SelectKey[];
  defaultValue?: SelectKey[];
  onChange?: (value: SelectKey[]) => void;
}

export type SelectProps = SingleSelectProps | MultipleSelectProps;

type SelectValueState = SelectKey | null | SelectKey[];

const NO_KEYS: SelectKey[] = [];

function chipId(option: SelectOption): string {
  return `chip:${typeof option.value}:${option.value}`;
}

function ChevronDown() {
  return (
    <ChevronIcon viewBox="0 0 12 12" aria-hidden="true" fill="none" stroke="currentColor">
      <path d="m2.5 4.5 3.5 3.5 3.5-3.5" strokeWidth="1.5" />
    </ChevronIcon>
  );
}

function CrossIcon() {
  return (
    <svg viewBox="0 0 12 12" aria-hidden="true" fill="none" stroke="currentColor">
      <path d="m3 3 6 6M9 3l-6 6" strokeWidth="1.5" />
    </svg>
  );
}

function CheckIcon() {
  return (
    <svg viewBox="0 0 12 12" aria-hidden="true" fill="none" stroke="currentColor">
      <path d="m2 6.2 2.8 2.8L10 3.5" strokeWidth="1.5" />
    </svg>
  );
}

/**
 * A labelled select: single or multiple (removable chips), searchable (react-aria ComboBox)
 * or plain (react-aria Select), clearable, and virtualised when the list is long.
 */
export function Select(props: SelectProps) {
  const {
    label,
    options,
    placeholder,
    isSearchable = false,
    isClearable = false,
    isDisabled = false,
    isRequired = false,
    isInvalid,
    errorMessage,
    description,
    name,
    size,
    width,
    onBlur,
    className,
  } = props;
  const t = useUiTranslation();
  const resolvedSize = useComponentSize(size);
  const isMultiple = props.selectionMode === 'multiple';
  const [value, setValue] = useControllableState<SelectValueState>({
    value: props.value,
    defaultValue: props.defaultValue ?? (isMultiple ? NO_KEYS : null),
    onChange: props.onChange as ((next: SelectValueState) => void) | undefined,
  });
  const selectedKeys: SelectKey[] = Array.isArray(value) ? value : value === null ? [] : [value];
  const selectedOptions = selectedKeys
    .map((key) => options.find((option) => option.value === key))
    .filter((option): option is SelectOption => option !== undefined);
  const boxRef = useRef<HTMLDivElement>(null);
  // Chips render outside the react-aria root (its collection would take them for options) and
  // are portalled into this slot in the box. Only the mounted slot counts, not the hidden copy
  // react-aria renders while it builds the collection.
  const [chipSlot, setChipSlot] = useState<HTMLElement | null>(null);
  const chipSlotRef = useCallback((element: HTMLElement | null) => {
    if (element === null || element.isConnected) setChipSlot(element);
  }, []);
  const popoverRef = useRef<HTMLElement>(null);
  const invalid = isInvalid ?? (errorMessage ? true : undefined);
  const shownPlaceholder = placeholder ?? t('selectPlaceholder');
  const disabledKeys = options.filter((option) => option.isDisabled).map((option) => option.value);

  function removeKeys(keys: Set<SelectKey>) {
    setValue(selectedKeys.filter((key) => !keys.has(key)));
  }

  // Chip ids must differ from option ids: both collections live under the same react-aria root.
  function removeChips(chipIds: Set<Key>) {
    removeKeys(
      new Set(
        selectedOptions
          .filter((option) => chipIds.has(chipId(option)))
          .map((option) => option.value),
      ),
    );
  }

  function clear() {
    setValue(isMultiple ? [] : null);
  }

  // Focus moving into the portalled option list is still "inside" the select.
  function handleBlur(event: FocusEvent) {
    const next = event.relatedTarget;
    if (next && (boxRef.current?.contains(next) || popoverRef.current?.contains(next))) return;
    onBlur?.();
  }

  function handleSearchKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace' && isMultiple && event.currentTarget.value === '') {
      const last = selectedKeys[selectedKeys.length - 1];
      if (last !== undefined) removeKeys(new Set([last]));
    }
  }

  const chips =
    isMultiple && selectedOptions.length > 0 && chipSlot ? (
      <ChipGroup aria-label={t('selectedOptions')} onRemove={isDisabled ? undefined : removeChips}>
        <ChipList>
          {selectedOptions.map((option) => (
            <Chip key={option.value} id={chipId(option)} textValue={option.label}>
              {option.label}
              {isDisabled ? null : (
                <BoxIconButton
                  slot="remove"
                  aria-label={t('selectRemoveOption', { label: option.label })}
                >
                  <CrossIcon />
                </BoxIconButton>
              )}
            </Chip>
          ))}
        </ChipList>
      </ChipGroup>
    ) : null;

  const clearButton =
    isClearable && !isDisabled && selectedKeys.length > 0 ? (
      // slot={null} opts out of the trigger's context, so pressing it does not open the list.
      <BoxIconButton slot={null} aria-label={t('selectClear')} onPress={clear}>
        <CrossIcon />
      </BoxIconButton>
    ) : null;

  const isVirtualized = options.length > VIRTUALIZE_ABOVE;
  const list = (
    <OptionList
      items={isSearchable ? undefined : options}
      style={isVirtualized ? { height: 274 } : undefined}
      renderEmptyState={() => t('selectNoOptions')}
    >
      {(item) => {
        // Styled components drop react-aria's item generic; the items are our options.
        const option = item as SelectOption;
        return (
          <Option id={option.value} textValue={option.label} isDisabled={option.isDisabled}>
            {({ isSelected }) => (
              <>
                {option.label}
                {isMultiple && isSelected ? <CheckIcon /> : null}
              </>
            )}
          </Option>
        );
      }}
    </OptionList>
  );
  const popover = (
    <OptionsPopover ref={popoverRef} triggerRef={boxRef} placement="bottom start" offset={4}>
      {isVirtualized ? (
        <Virtualizer layout={ListLayout} layoutOptions={{ rowHeight: OPTION_ROW_HEIGHT }}>
          {list}
        </Virtualizer>
      ) : (
        list
      )}
    </OptionsPopover>
  );
  const footer = (
    <>
      {description ? <FieldDescription slot="description">{description}</FieldDescription> : null}
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </>
  );
  const boxState = {
    'data-size': resolvedSize,
    'data-multiple': isMultiple || undefined,
    'data-invalid': invalid || undefined,
    'data-disabled': isDisabled || undefined,
  };
  const style = { width: resolveFieldWidth(width) };

  const portalledChips =
    chips && chipSlot
      ? createPortal(<ChipSlot onBlur={handleBlur}>{chips}</ChipSlot>, chipSlot)
      : null;

  if (isSearchable) {
    return (
      <>
        <ComboBoxRoot
          className={className}
          style={style}
          selectionMode={isMultiple ? 'multiple' : 'single'}
          defaultItems={options}
          value={isMultiple ? selectedKeys : (selectedKeys[0] ?? null)}
          onChange={setValue}
          disabledKeys={disabledKeys}
          menuTrigger="focus"
          allowsEmptyCollection
          isDisabled={isDisabled}
          isRequired={isRequired}
          isInvalid={invalid}
          name={name}
          onBlur={handleBlur}
        >
          {({ isOpen }) => (
            <>
              <FieldLabel>{label}</FieldLabel>
              <ControlBox ref={boxRef} {...boxState} data-open={isOpen || undefined}>
                <ChipSlot ref={chipSlotRef} />
                <SearchInput
                  placeholder={selectedKeys.length > 0 && isMultiple ? undefined : shownPlaceholder}
                  onKeyDown={handleSearchKeyDown}
                  onBlur={handleBlur}
                />
                {clearButton}
                <BoxIconButton aria-label={t('selectShowOptions')}>
                  <ChevronDown />
                </BoxIconButton>
              </ControlBox>
              {footer}
              {popover}
            </>
          )}
        </ComboBoxRoot>
        {portalledChips}
      </>
    );
  }

  return (
    <>
      <SelectRoot
        className={className}
        style={style}
        selectionMode={isMultiple ? 'multiple' : 'single'}
        value={isMultiple ? selectedKeys : (selectedKeys[0] ?? null)}
        onChange={setValue}
        disabledKeys={disabledKeys}
        placeholder={shownPlaceholder}
        isDisabled={isDisabled}
        isRequired={isRequired}
        isInvalid={invalid}
        name={name}
      >
        {({ isOpen }) => (
          <>
            <FieldLabel>{label}</FieldLabel>
            <ControlBox
              ref={boxRef}
              {...boxState}
              data-open={isOpen || undefined}
              onBlur={handleBlur}
            >
              <ChipSlot ref={chipSlotRef} />
              <TriggerButton>
                <SelectValue>
                  {({ isPlaceholder, selectedText, defaultChildren }) =>
                    isMultiple && !isPlaceholder ? (
                      // The chips show the choices; the trigger still names them for screen readers.
                      <VisuallyHidden elementType="span">{selectedText}</VisuallyHidden>
                    ) : (
                      defaultChildren
                    )
                  }
                </SelectValue>
                <ChevronDown />
              </TriggerButton>
              {clearButton}
            </ControlBox>
            {footer}
            {popover}
          </>
        )}
      </SelectRoot>
      {portalledChips}
    </>
  );
}
