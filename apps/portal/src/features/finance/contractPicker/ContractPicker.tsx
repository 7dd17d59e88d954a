import type { FinanceContract } from '@ccms/api-client';
import { Button, Input, Select, type FieldBinding, type FieldWidth } from '@ccms/ui';
import { useInfiniteQuery, keepPreviousData } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { api } from '../../../api/client';
import { financeKeys } from '../financeQueries';

/** Contracts a page of the picker asks for. */
export const CONTRACT_PICKER_PAGE_SIZE = 20;
/** Typing pauses this long before the server is asked. */
export const CONTRACT_SEARCH_DELAY_MS = 300;

/** The value after it has stopped changing for `delay` ms. */
export function useDebouncedValue<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/**
 * Contracts matching a keyword (code, name or customer), searched by the server a page at a time
 * (newest signed first): the first page as the keyword settles, the next ones on demand.
 */
export function useContractPages(keyword: string) {
  const query = useInfiniteQuery({
    queryKey: [...financeKeys.contracts, 'picker', keyword],
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      api.finance.contractQueryList({
        body: {
          pageNo: pageParam,
          pageSize: CONTRACT_PICKER_PAGE_SIZE,
          params: keyword ? { keyword } : {},
        },
      }),
    getNextPageParam: (last) =>
      last.pageNo * last.pageSize < last.total ? last.pageNo + 1 : undefined,
    placeholderData: keepPreviousData,
  });
  const contracts = useMemo(
    () => query.data?.pages.flatMap((page) => page.data) ?? [],
    [query.data],
  );
  const total = query.data?.pages[0]?.total ?? 0;
  return { ...query, contracts, total };
}

/** What the picker shows of a contract already chosen (e.g. the record being edited). */
export type PickedContract = Pick<FinanceContract, 'id' | 'code' | 'name' | 'customerName'>;

export const contractOptionLabel = (contract: PickedContract, t: TFunction) =>
  t('fundCompare.picker.option', {
    code: contract.code,
    name: contract.name,
    customer: contract.customerName ?? '—',
  });

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
`;

const More = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface ContractPickerProps extends FieldBinding<string | null> {
  /** The search box's label and hint (defaults: 搜索合同, 合同编号、名称或委托单位). */
  searchLabel?: string;
  searchPlaceholder?: string;
  /** The contract already chosen, kept selectable whatever the search shows. */
  current?: PickedContract | null;
  /** The whole contract picked (null when cleared). */
  onPick?: (contract: FinanceContract | null) => void;
  width?: FieldWidth;
  /** The select's hint and whether it can be emptied (an optional contract). */
  placeholder?: string;
  isClearable?: boolean;
}

/**
 * The finance pages' contract picker: a search box the server answers (code, name or customer,
 * after a pause in typing), the matching contracts a page of 20 at a time with 加载更多, and the
 * choice kept while other searches run. Used in a FormField: `{(field) => <ContractPicker {...field} />}`.
 */
export function ContractPicker({
  searchLabel,
  searchPlaceholder,
  current = null,
  onPick,
  width = 'long',
  placeholder,
  isClearable = false,
  ...field
}: ContractPickerProps) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const settled = useDebouncedValue(keyword.trim(), CONTRACT_SEARCH_DELAY_MS);
  const pages = useContractPages(settled);
  const [picked, setPicked] = useState<PickedContract | null>(current);
  const options = useMemo(() => {
    const found: PickedContract[] = pages.contracts;
    const kept = picked && !found.some((item) => item.id === picked.id) ? [picked] : [];
    return [...kept, ...found].map((contract) => ({
      value: contract.id,
      label: contractOptionLabel(contract, t),
    }));
  }, [pages.contracts, picked, t]);
  return (
    <Stack>
      <Input
        label={searchLabel ?? t('fundCompare.picker.search')}
        placeholder={searchPlaceholder ?? t('fundCompare.picker.placeholder')}
        width={width}
        value={keyword}
        onChange={setKeyword}
        autoComplete="off"
      />
      <Select
        {...field}
        width={width}
        isSearchable
        isClearable={isClearable}
        {...(placeholder ? { placeholder } : {})}
        options={options}
        onChange={(value) => {
          const id = value === null ? null : String(value);
          const contract = pages.contracts.find((item) => item.id === id) ?? null;
          if (contract || id === null) setPicked(contract);
          onPick?.(contract);
          field.onChange(id);
        }}
      />
      <More aria-live="polite">
        <span>
          {t('fundCompare.picker.count', { shown: pages.contracts.length, total: pages.total })}
        </span>
        {pages.hasNextPage ? (
          <Button
            size="small"
            variant="text"
            isPending={pages.isFetchingNextPage}
            onPress={() => void pages.fetchNextPage()}
          >
            {t('fundCompare.picker.more')}
          </Button>
        ) : null}
      </More>
    </Stack>
  );
}
