import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@ccms/ui';
import { workModeModules } from './fixtures';
import { WorkModeDialog, type WorkModeDialogProps } from './WorkModeDialog';

const save: WorkModeDialogProps['onSave'] = () => undefined;

const meta = {
  title: 'Pickers/WorkModeDialog',
  component: WorkModeDialog,
  args: {
    defaultOpen: true,
    modules: workModeModules,
    onSave: save,
    // A trigger keeps the story root non-empty (the dialog itself renders in a portal).
    trigger: <Button variant="primary">工作模式管理</Button>,
  },
} satisfies Meta<typeof WorkModeDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Defaults: Story = {};
export const Saved: Story = {
  args: {
    layout: {
      commonUse: '4',
      mainFunciton: ['1', '4', '5'],
      showcheckedList: true,
      checkedList: ['biz-project', 'biz-project-list', 'biz-project-plan', 'cockpit'],
    },
  },
};
export const NoModules: Story = { args: { modules: [] } };
export const SaveFails: Story = {
  args: { onSave: () => Promise.reject(new Error('work mode not saved')) },
};
export const Closed: Story = { args: { defaultOpen: false } };
