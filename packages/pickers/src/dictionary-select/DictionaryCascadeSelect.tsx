import { useControllableState } from '@ccms/ui';
import { useMemo } from 'react';
import styled from 'styled-components';
import {
  DictionaryField,
  dictionaryEntry,
  type DictionaryEntry,
  type DictionaryOption,
} from './DictionaryField';
import { useDictionary } from './useDictionary';

/** An entry of a tree dictionary (树形字典); its children are the next level's options. */
export interface DictionaryTreeOption extends DictionaryOption {
  children?: DictionaryTreeOption[] | undefined;
}

export interface DictionaryCascadeLevel {
  label: string;
  placeholder?: string | undefined;
  name?: string | undefined;
}

export interface DictionaryCascadeSelectProps {
  /** Names the group of levels for assistive technology, e.g. 工程分类. */
  label: string;
  /** One to three levels; level n offers the children of the value chosen at level n − 1. */
  levels: readonly DictionaryCascadeLevel[];
  code?: string | undefined;
  /** Fetches a tree dictionary by code; wrap it in `createDictionaryCache` to ask once per code. */
  loadTree: (code: string) => Promise<DictionaryTreeOption[]>;
  /** The chosen code per level, e.g. ['01', '0102']; an empty string is "not chosen". */
  value?: readonly string[] | undefined;
  defaultValue?: readonly string[] | undefined;
  onChange?: ((value: string[], entries: DictionaryEntry[]) => void) | undefined;
  isRequired?: boolean | undefined;
  isDisabled?: boolean | undefined;
  className?: string | undefined;
}

const MAX_LEVELS = 3;
const noValue: readonly string[] = [];

const Levels = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.md};

  & > * {
    flex: 1 1 160px;
  }
`;

/** The options offered at each level for the chosen codes (a missing parent offers nothing). */
export function cascadeOptions(
  tree: readonly DictionaryTreeOption[],
  chosen: readonly string[],
  levelCount: number,
): DictionaryTreeOption[][] {
  const perLevel: DictionaryTreeOption[][] = [];
  let offered: readonly DictionaryTreeOption[] | undefined = tree;
  for (let level = 0; level < levelCount; level += 1) {
    perLevel.push(offered ? [...offered] : []);
    const picked: DictionaryTreeOption | undefined = offered?.find(
      (option) => option.value === chosen[level],
    );
    offered = picked?.children;
  }
  return perLevel;
}

/**
 * Picks a path of up to three levels through a tree dictionary. Choosing a level clears every
 * level below it, so a district never outlives a change of its province.
 */
export function DictionaryCascadeSelect({
  label,
  levels,
  code,
  loadTree,
  value,
  defaultValue = noValue,
  onChange,
  isRequired,
  isDisabled,
  className,
}: DictionaryCascadeSelectProps) {
  const shownLevels = levels.slice(0, MAX_LEVELS);
  const { status, options: tree } = useDictionary(code, loadTree);
  const [chosen, setChosen] = useControllableState<readonly string[]>({
    value,
    defaultValue,
  });
  const perLevel = useMemo(
    () => cascadeOptions(tree, chosen, shownLevels.length),
    [tree, chosen, shownLevels.length],
  );

  const choose = (level: number, next: string) => {
    if ((chosen[level] ?? '') === next) return;
    const values = shownLevels.map((_, index) =>
      index < level ? (chosen[index] ?? '') : index === level ? next : '',
    );
    setChosen(values);
    const nextOptions = cascadeOptions(tree, values, shownLevels.length);
    onChange?.(
      values,
      values.map((code, index) => dictionaryEntry(nextOptions[index] ?? [], code)),
    );
  };

  return (
    <Levels role="group" aria-label={label} className={className}>
      {shownLevels.map((level, index) => {
        const parentChosen = index === 0 || (chosen[index - 1] ?? '') !== '';
        return (
          <DictionaryField
            key={index}
            label={level.label}
            placeholder={level.placeholder}
            name={level.name}
            status={status}
            options={perLevel[index] ?? []}
            value={chosen[index] ?? ''}
            onChange={(next) => choose(index, next)}
            isRequired={isRequired && index === 0}
            isDisabled={isDisabled || !parentChosen}
            explainsMissingCode={index === 0}
          />
        );
      })}
    </Levels>
  );
}
