import { Input, Select } from '@ccms/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { api } from '../../api/client';
import { useCan } from '../admin/shared/useCan';
import {
  CONTRACT_SEARCH_DELAY_MS,
  useDebouncedValue,
} from '../finance/contractPicker/ContractPicker';
import { followAuditKeys } from './followAuditQueries';

// The project dialog's 建设单位 and 造价项目 pickers, on the ContractPicker pattern: a search box the
// server answers after a pause in typing (the first 20 matches) and a select that keeps the choice.
// Without the permission to read customers or cost projects the current choice stays as it is.

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin-bottom: ${({ theme }) => theme.spacing.sm};
`;

export interface PickedReference {
  id: string;
  name: string;
}

interface ReferencePickerProps {
  kind: 'customer' | 'costProject';
  value: PickedReference | null;
  onChange: (value: PickedReference | null) => void;
}

function useReferenceSearch(kind: ReferencePickerProps['kind'], keyword: string, enabled: boolean) {
  return useQuery({
    queryKey: [...followAuditKeys.all, 'picker', kind, keyword],
    enabled,
    placeholderData: keepPreviousData,
    queryFn: async (): Promise<PickedReference[]> => {
      if (kind === 'customer') {
        const page = await api.finance.customerQueryList({
          body: { pageNo: 1, pageSize: 20, params: keyword ? { keyword } : {} },
        });
        return page.data.map((row) => ({ id: row.id, name: row.name }));
      }
      const page = await api.cost.projectSearch({
        body: { pageNo: 1, pageSize: 20, params: keyword ? { searchContent: keyword } : {} },
      });
      return page.data.map((row) => ({ id: row.id, name: row.name }));
    },
  });
}

/** 建设单位 (customer) or 造价项目 (cost project) with server-side type-ahead. */
export function ReferencePicker({ kind, value, onChange }: ReferencePickerProps) {
  const { t } = useTranslation();
  const allowed = useCan(kind === 'customer' ? 'finance:contract:view' : 'cost:project:view');
  const [keyword, setKeyword] = useState('');
  const settled = useDebouncedValue(keyword.trim(), CONTRACT_SEARCH_DELAY_MS);
  const found = useReferenceSearch(kind, settled, allowed);
  const options = useMemo(() => {
    const rows = found.data ?? [];
    const kept = value && !rows.some((row) => row.id === value.id) ? [value] : [];
    return [...kept, ...rows].map((row) => ({ value: row.id, label: row.name }));
  }, [found.data, value]);
  return (
    <Stack>
      <Input
        label={t(`followAudit.pickers.${kind}Search`)}
        placeholder={t(`followAudit.pickers.${kind}Placeholder`)}
        width="long"
        value={keyword}
        onChange={setKeyword}
        autoComplete="off"
        isDisabled={!allowed}
      />
      <Select
        label={t(`followAudit.pickers.${kind}`)}
        width="long"
        isClearable
        placeholder={t('followAudit.pickers.none')}
        options={options}
        value={value?.id ?? null}
        onChange={(id) => {
          if (id === null) return onChange(null);
          const row = [...(found.data ?? []), ...(value ? [value] : [])].find(
            (item) => item.id === String(id),
          );
          onChange(row ?? null);
        }}
      />
    </Stack>
  );
}
