import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageType } from '@ccms/api-client';
import { Badge, Tabs, type TabItem } from '@ccms/ui';
import { MESSAGE_TYPES, type UnreadCounts } from './inboxQueries';

/** A category, or every category together (the messages page's 全部). */
export type CategoryKey = MessageType | 'all';

export interface CategoryTabsProps {
  selected: CategoryKey;
  onSelect: (category: CategoryKey) => void;
  /** Whether 全部 leads the tabs. */
  withAll?: boolean;
  counts: UnreadCounts | undefined;
  /** The selected tab's panel. */
  children: ReactNode;
  className?: string;
}

/** The reminder categories as keyboard tabs, each with its unread count as a badge. */
export function CategoryTabs({
  selected,
  onSelect,
  withAll = false,
  counts,
  children,
  className,
}: CategoryTabsProps) {
  const { t } = useTranslation();
  const keys: CategoryKey[] = withAll ? ['all', ...MESSAGE_TYPES] : [...MESSAGE_TYPES];
  const countOf = (key: CategoryKey) =>
    key === 'all'
      ? MESSAGE_TYPES.reduce((sum, type) => sum + (counts?.[type] ?? 0), 0)
      : (counts?.[key] ?? 0);
  const items: TabItem[] = keys.map((key) => {
    const label = t(`inbox.category.${key}`);
    return {
      key,
      textValue: label,
      title: (
        <>
          {label} <Badge count={countOf(key)} />
        </>
      ),
      // Only the selected panel is rendered, so it alone holds the content.
      content: key === selected ? children : null,
    };
  });
  return (
    <Tabs
      className={className}
      aria-label={t('inbox.categories')}
      items={items}
      selectedKey={selected}
      onSelectionChange={(key) => {
        const category = keys.find((candidate) => candidate === key);
        if (category) onSelect(category);
      }}
    />
  );
}
