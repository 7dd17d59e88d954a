import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Input, Radio, RadioGroup } from '@ccms/ui';
import { SearchBar } from '../admin/shared/AdminLayout.styles';

/** Which messages the page lists by read state. */
export type ReadState = 'all' | 'unread' | 'read';

export const READ_STATES: readonly ReadState[] = ['all', 'unread', 'read'];

/** The contract's `read` param of a read state: null lists both. */
export function readParamOf(state: ReadState): boolean | null {
  return state === 'all' ? null : state === 'read';
}

export interface MessageSearchBarProps {
  readState: ReadState;
  /** The read state applies at once: it is one click, not typed. */
  onReadStateChange: (state: ReadState) => void;
  /** Runs with the entered words on 搜索 (or Enter). */
  onKeywordSearch: (keyword: string) => void;
  /** 重置: every filter of the bar back to its start. */
  onReset: () => void;
}

/** The messages page's filters: read state (全部 / 未读 / 已读) and words in title or content. */
export function MessageSearchBar({
  readState,
  onReadStateChange,
  onKeywordSearch,
  onReset,
}: MessageSearchBarProps) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  return (
    <SearchBar
      role="search"
      aria-label={t('inbox.search.label')}
      onSubmit={(event) => {
        event.preventDefault();
        onKeywordSearch(keyword);
      }}
    >
      <RadioGroup
        label={t('inbox.search.readState')}
        value={readState}
        onChange={(value) => {
          const state = READ_STATES.find((candidate) => candidate === value);
          if (state) onReadStateChange(state);
        }}
      >
        {READ_STATES.map((state) => (
          <Radio key={state} value={state}>
            {t(`inbox.search.${state}`)}
          </Radio>
        ))}
      </RadioGroup>
      <Input
        label={t('inbox.search.keyword')}
        placeholder={t('inbox.search.keywordPlaceholder')}
        width="middle"
        value={keyword}
        onChange={setKeyword}
      />
      <Button type="submit" variant="primary">
        {t('admin.search')}
      </Button>
      <Button
        onPress={() => {
          setKeyword('');
          onReset();
        }}
      >
        {t('admin.reset')}
      </Button>
    </SearchBar>
  );
}
