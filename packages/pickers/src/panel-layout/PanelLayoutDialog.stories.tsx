import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@ccms/ui';
import { savedLayoutLastSlot, savedLayoutWithGaps } from './fixtures';
import { PanelLayoutDialog, type PanelLayoutDialogProps } from './PanelLayoutDialog';

const save: PanelLayoutDialogProps['onSave'] = () => undefined;

const meta = {
  title: 'Pickers/PanelLayoutDialog',
  component: PanelLayoutDialog,
  args: {
    defaultOpen: true,
    onSave: save,
    // A trigger keeps the story root non-empty (the dialog itself renders in a portal).
    trigger: <Button variant="primary">管理首页面板</Button>,
  },
} satisfies Meta<typeof PanelLayoutDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DefaultLayout: Story = {};
export const SavedWithGaps: Story = { args: { layout: savedLayoutWithGaps } };
export const OnlyLastSlot: Story = { args: { layout: savedLayoutLastSlot } };
export const Empty: Story = { args: { layout: [] } };
export const SaveFails: Story = {
  args: { onSave: () => Promise.reject(new Error('layout not saved')) },
};
export const Closed: Story = { args: { defaultOpen: false } };
