import { useCallback, useEffect, useRef, useState, type Key } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Message } from '@ccms/api-client';
import { DataGrid } from '@ccms/data-grid';
import { Button } from '@ccms/ui';
import { Page, PageHeader, Panel, Toolbar } from '../admin/shared/AdminLayout.styles';
import { CategoryTabs, type CategoryKey } from './CategoryTabs';
import {
  MESSAGE_PAGE_SIZE,
  MESSAGE_TYPES,
  useMarkRead,
  useMessagePage,
  useUnreadCounts,
  type MessageFilter,
} from './inboxQueries';
import { MessageDetailDialog } from './MessageDetailDialog';
import { messageOfState } from './messageRoute';
import { MessageSearchBar, readParamOf, type ReadState } from './MessageSearchBar';
import { useMessageColumns } from './useMessageColumns';

/**
 * 消息提醒 (/main-page/messagePage): the user's own messages by category, read state and words,
 * paged on the server. Opening a message shows it in full and marks it read; 标记已读 marks the
 * selected ones, 全部已读 every unread one of the category shown.
 */
export default function MessagesPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const { counts } = useUnreadCounts();
  const markRead = useMarkRead();

  const [category, setCategory] = useState<CategoryKey>('all');
  const [readState, setReadState] = useState<ReadState>('all');
  const [keyword, setKeyword] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const [selectedKeys, setSelectedKeys] = useState<Key[]>([]);
  const [shown, setShown] = useState<Message | null>(null);

  const filter: MessageFilter = {
    type: category === 'all' ? null : category,
    read: readParamOf(readState),
    keyword,
  };
  const page = useMessagePage(filter, pageNo, MESSAGE_PAGE_SIZE);
  const rows = page.data?.data ?? [];

  /** Any filter change starts again from page 1 with nothing selected. */
  const refilter = (apply: () => void) => {
    apply();
    setPageNo(1);
    setSelectedKeys([]);
  };

  const { mutate: markOne } = markRead.one;
  const open = useCallback(
    (message: Message) => {
      setShown(message);
      if (!message.read) markOne(message);
    },
    [markOne],
  );
  const columns = useMessageColumns(open);

  // The bell sends the user here with a message to show; the state is dropped once taken, so a
  // refresh or a return to the tab does not show it again.
  const takenArrival = useRef<string | null>(null);
  useEffect(() => {
    const arriving = messageOfState(location.state);
    if (!arriving || takenArrival.current === location.key) return;
    takenArrival.current = location.key;
    open(arriving);
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [location.state, location.key, location.pathname, location.search, navigate, open]);

  const unreadSelected = rows
    .filter((message) => !message.read && selectedKeys.includes(message.id))
    .map((message) => message.id);
  const unreadCategories = MESSAGE_TYPES.filter(
    (type) => (category === 'all' || category === type) && (counts?.[type] ?? 0) > 0,
  );

  return (
    <Page>
      <PageHeader>
        <h1>{t('inbox.heading')}</h1>
        <Toolbar role="toolbar" aria-label={t('inbox.toolbar')}>
          <Button
            isDisabled={unreadSelected.length === 0}
            isPending={markRead.several.isPending}
            onPress={() =>
              markRead.several.mutate(unreadSelected, { onSuccess: () => setSelectedKeys([]) })
            }
          >
            {t('inbox.markSelectedRead')}
          </Button>
          <Button
            variant="primary"
            isDisabled={unreadCategories.length === 0}
            isPending={markRead.categories.isPending}
            onPress={() => markRead.categories.mutate(unreadCategories)}
          >
            {t('inbox.markAllRead')}
          </Button>
        </Toolbar>
      </PageHeader>
      <Panel>
        <CategoryTabs
          withAll
          selected={category}
          onSelect={(next) => refilter(() => setCategory(next))}
          counts={counts}
        >
          <MessageSearchBar
            readState={readState}
            onReadStateChange={(next) => refilter(() => setReadState(next))}
            onKeywordSearch={(words) => refilter(() => setKeyword(words))}
            onReset={() =>
              refilter(() => {
                setReadState('all');
                setKeyword('');
              })
            }
          />
          <DataGrid<Message>
            aria-label={t('inbox.grid')}
            columns={columns}
            rows={rows}
            rowKey="id"
            loading={page.isFetching}
            emptyText={t('inbox.empty')}
            selectionMode="multiple"
            selectedKeys={selectedKeys}
            onSelectionChange={setSelectedKeys}
            pagination="server"
            total={page.data?.total ?? 0}
            pageNo={pageNo}
            pageSize={MESSAGE_PAGE_SIZE}
            onPageChange={(next) => {
              setPageNo(next);
              setSelectedKeys([]);
            }}
          />
        </CategoryTabs>
      </Panel>
      {shown ? <MessageDetailDialog message={shown} onClose={() => setShown(null)} /> : null}
    </Page>
  );
}
