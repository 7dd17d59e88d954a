import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/Button';
import { ThemeProvider } from '../theme/ThemeProvider';
import { Toaster } from '../toast/Toaster';
import { SizeSwitcher } from './SizeSwitcher';

const meta = {
  title: 'UI/SizeSwitcher',
  component: SizeSwitcher,
  decorators: [
    (Story) => (
      <>
        <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <Story />
          <Button variant="primary">提交</Button>
        </div>
        <Toaster />
      </>
    ),
  ],
} satisfies Meta<typeof SizeSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const MediumSelected: Story = {
  decorators: [
    (Story) => (
      <ThemeProvider defaultSize="medium" withGlobalStyle={false}>
        <Story />
      </ThemeProvider>
    ),
  ],
};
