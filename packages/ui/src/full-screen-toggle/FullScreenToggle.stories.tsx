import type { Meta, StoryObj } from '@storybook/react-vite';
import { Toaster } from '../toast/Toaster';
import { FullScreenToggle } from './FullScreenToggle';

const meta = {
  title: 'UI/FullScreenToggle',
  component: FullScreenToggle,
  decorators: [
    (Story) => (
      <>
        <Story />
        <Toaster />
      </>
    ),
  ],
} satisfies Meta<typeof FullScreenToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Medium: Story = { args: { size: 'medium' } };
