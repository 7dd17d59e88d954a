import {
  Button,
  CheckboxGroup,
  Checkbox,
  IconButton,
  Input,
  parseNumberText,
  Popover,
} from '@ccms/ui';
import { useState } from 'react';
import type { FilterValue } from '../core/filtering';
import { useDataGridTranslation } from '../i18n/dataGridResources';
import type { DataGridColumn } from './gridColumn';
import { FilterForm } from './DataGrid.styles';

export interface ColumnFilterProps<Row> {
  column: DataGridColumn<Row>;
  value: FilterValue | undefined;
  onChange: (value: FilterValue | undefined) => void;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function readNumber(text: string): number | undefined {
  const parsed = parseNumberText(text);
  return parsed.kind === 'number' ? parsed.value : undefined;
}

/** The filter button of a header and its popover: the fields of the column's filter kind. */
export function ColumnFilter<Row>({ column, value, onChange }: ColumnFilterProps<Row>) {
  const t = useDataGridTranslation();
  const label = t('gridFilterColumn', { column: column.title });
  return (
    <Popover
      aria-label={label}
      placement="bottom end"
      trigger={
        <IconButton
          label={label}
          size="mini"
          variant="text"
          data-filtered={value ? true : undefined}
          icon={
            <svg viewBox="0 0 12 12" width="12" height="12" fill="currentColor">
              <path d="M1 2h10L7 6.5V10L5 11V6.5z" />
            </svg>
          }
        />
      }
    >
      {(close) => (
        <FilterForm>
          <FilterFields column={column} value={value} onChange={onChange} />
          <Button
            size="mini"
            onPress={() => {
              onChange(undefined);
              close();
            }}
          >
            {t('gridClearFilter')}
          </Button>
        </FilterForm>
      )}
    </Popover>
  );
}

// ---- Fields of one filter kind ----------------------------------------------------------------

function FilterFields<Row>({ column, value, onChange }: ColumnFilterProps<Row>) {
  const t = useDataGridTranslation();
  // Drafts keep half-typed text ("12.", "2024-0") that is not yet a filter value.
  const [drafts, setDrafts] = useState<[string, string]>(() => {
    if (value?.kind === 'text') return [value.text, ''];
    if (value?.kind === 'number') return [String(value.min ?? ''), String(value.max ?? '')];
    if (value?.kind === 'date') return [value.from ?? '', value.to ?? ''];
    return ['', ''];
  });
  const update = (index: 0 | 1, text: string) => {
    const next: [string, string] = index === 0 ? [text, drafts[1]] : [drafts[0], text];
    setDrafts(next);
    if (column.filter === 'number') {
      onChange({ kind: 'number', min: readNumber(next[0]), max: readNumber(next[1]) });
    } else if (column.filter === 'date') {
      const [from, to] = next.map((day) => (DAY.test(day.trim()) ? day.trim() : undefined));
      onChange({ kind: 'date', from, to });
    } else {
      onChange({ kind: 'text', text: next[0] });
    }
  };

  switch (column.filter) {
    case 'select': {
      const options = column.filterOptions ?? [];
      const chosen = value?.kind === 'select' ? value.values : [];
      return (
        <CheckboxGroup
          label={column.title}
          orientation="vertical"
          value={options.flatMap((option, index) =>
            chosen.includes(option.value) ? [String(index)] : [],
          )}
          onChange={(indexes) =>
            onChange({
              kind: 'select',
              values: indexes.map((index) => options[Number(index)]?.value),
            })
          }
        >
          {options.map((option, index) => (
            <Checkbox key={index} value={String(index)}>
              {option.label}
            </Checkbox>
          ))}
        </CheckboxGroup>
      );
    }
    case 'number':
    case 'date': {
      const [first, second] =
        column.filter === 'number'
          ? [t('gridFilterMin'), t('gridFilterMax')]
          : [t('gridFilterFrom'), t('gridFilterTo')];
      return (
        <>
          <Input size="mini" label={first} value={drafts[0]} onChange={(text) => update(0, text)} />
          <Input
            size="mini"
            label={second}
            value={drafts[1]}
            onChange={(text) => update(1, text)}
          />
        </>
      );
    }
    default:
      return (
        <Input
          size="mini"
          label={t('gridFilterContains')}
          value={drafts[0]}
          onChange={(text) => update(0, text)}
        />
      );
  }
}
