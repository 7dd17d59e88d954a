import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  MESSAGE_TYPES as MESSAGE_TYPE_CODES,
  type Message,
  type MessageType,
} from '@ccms/api-client';
import { api } from '../../api/client';
import { useAdminMutation } from '../admin/shared/useAdminMutation';

/** The five reminder categories in the spec's order: 业务, 合同, 人力, 行政, 财务. */
export const MESSAGE_TYPES: readonly MessageType[] = MESSAGE_TYPE_CODES;
/** The messages page lists 20 a page (spec 000 §9 default page size). */
export const MESSAGE_PAGE_SIZE = 20;
/** How many of a category's newest unread messages the bell's popover lists. */
export const BELL_LIST_SIZE = 5;

/** Every query of the feature starts with `inbox`: a pushed message refreshes them all at once. */
export const inboxKeys = {
  all: ['inbox'] as const,
  counts: ['inbox', 'counts'] as const,
  list: (filter: MessageFilter, pageNo: number, pageSize: number) =>
    ['inbox', 'list', filter, pageNo, pageSize] as const,
};

/** Which messages a list shows; `null` means any. */
export interface MessageFilter {
  type: MessageType | null;
  read: boolean | null;
  keyword: string;
}

export const ALL_MESSAGES: MessageFilter = { type: null, read: null, keyword: '' };

/** The filter as the contract's params: the parts that are set, the keyword trimmed. */
export function toMessageParams({ type, read, keyword }: MessageFilter) {
  const words = keyword.trim();
  return {
    ...(type ? { type } : {}),
    ...(read === null ? {} : { read }),
    ...(words ? { keyword: words } : {}),
  };
}

export type UnreadCounts = Record<MessageType, number>;

/** The unread count of each category and their sum (the bell's badge). */
export function useUnreadCounts() {
  const query = useQuery({
    queryKey: inboxKeys.counts,
    queryFn: () => api.message.messageToReadCounts(),
  });
  const counts = query.data;
  const total = counts ? MESSAGE_TYPES.reduce((sum, type) => sum + (counts[type] ?? 0), 0) : 0;
  return { counts, total };
}

/** One page of the user's own messages, newest first. */
export function useMessagePage(filter: MessageFilter, pageNo: number, pageSize: number) {
  return useQuery({
    queryKey: inboxKeys.list(filter, pageNo, pageSize),
    queryFn: () =>
      api.message.messageQueryList({
        body: { pageNo, pageSize, params: toMessageParams(filter) },
      }),
    // The list keeps the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

/**
 * The ways to mark messages read. Each says 确定成功！ (spec 000 §8) and refreshes every inbox
 * query, so the badge, the bell's lists and the page agree.
 */
export function useMarkRead() {
  const { t } = useTranslation();
  const common = { invalidates: [inboxKeys.all], successMessage: t('inbox.markedRead') };
  const one = useAdminMutation({
    ...common,
    run: (message: Message) => api.message.messageSetRead({ params: { id: message.id } }),
  });
  const several = useAdminMutation({
    ...common,
    run: (ids: readonly string[]) => api.message.messageSetReadList({ body: [...ids] }),
  });
  const categories = useAdminMutation({
    ...common,
    // One call per category: the contract marks a whole category at a time.
    run: async (types: readonly MessageType[]) => {
      for (const type of types) await api.message.messageSetAllRead({ params: { type } });
    },
  });
  return { one, several, categories };
}
