import type { Meta, StoryObj } from '@storybook/react-vite';
import { savedLayoutWithGaps } from './fixtures';
import { PanelLayoutEditor } from './PanelLayoutEditor';

const meta = {
  title: 'Pickers/PanelLayoutEditor',
  component: PanelLayoutEditor,
  decorators: [(Story) => <div style={{ width: 560 }}>{Story()}</div>],
} satisfies Meta<typeof PanelLayoutEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithGaps: Story = { args: { defaultValue: savedLayoutWithGaps } };
export const AllEmpty: Story = { args: { defaultValue: [] } };
export const FourSlots: Story = { args: { slotCount: 4 } };
