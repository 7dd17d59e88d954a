import type { Meta, StoryObj } from '@storybook/react-vite';
import { Toaster } from '../toast/Toaster';
import { LanguageSwitcher } from './LanguageSwitcher';

const meta = {
  title: 'UI/LanguageSwitcher',
  component: LanguageSwitcher,
  decorators: [
    (Story) => (
      <>
        <Story />
        <Toaster />
      </>
    ),
  ],
} satisfies Meta<typeof LanguageSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Medium: Story = { args: { size: 'medium' } };
