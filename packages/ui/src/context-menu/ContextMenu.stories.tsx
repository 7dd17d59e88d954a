import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/Button';
import type { MenuEntry } from '../dropdown-menu/menuEntries';
import { useUiTranslation } from '../i18n/useUiTranslation';
import { ContextMenu, type ContextMenuProps } from './ContextMenu';

/** The tab bar's menu, as the shell will use it, in the story's language. */
function TabBarContextMenu(props: Omit<ContextMenuProps, 'items' | 'aria-label' | 'children'>) {
  const t = useUiTranslation();
  const items: MenuEntry[] = [
    { id: 'refresh', label: t('tabMenuRefresh') },
    { id: 'separator', type: 'separator' },
    { id: 'close', label: t('tabMenuClose') },
    { id: 'closeOthers', label: t('tabMenuCloseOthers') },
    { id: 'closeAll', label: t('tabMenuCloseAll'), tone: 'danger' },
    { id: 'closeLeft', label: t('tabMenuCloseLeft'), isDisabled: true },
    { id: 'closeRight', label: t('tabMenuCloseRight') },
  ];
  return (
    <ContextMenu {...props} items={items} aria-label={t('tabMenuLabel')}>
      <Button>首页</Button>
    </ContextMenu>
  );
}

const meta = {
  title: 'UI/ContextMenu',
  component: TabBarContextMenu,
  args: { defaultOpen: true },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 300 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TabBarContextMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened as Shift+F10 would: under the target. */
export const Open: Story = {};
/** Right-click (or Shift+F10) the button to open it. */
export const Closed: Story = { args: { defaultOpen: false } };
