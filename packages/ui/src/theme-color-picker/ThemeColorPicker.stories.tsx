import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/Button';
import { ThemeProvider } from '../theme/ThemeProvider';
import { Toaster } from '../toast/Toaster';
import { ThemeColorPicker } from './ThemeColorPicker';

const meta = {
  title: 'UI/ThemeColorPicker',
  component: ThemeColorPicker,
  args: { allowCustom: false },
  decorators: [
    (Story) => (
      <>
        <Story />
        <div style={{ marginTop: 16 }}>
          <Button variant="primary">提交</Button>
        </div>
        <Toaster />
      </>
    ),
  ],
} satisfies Meta<typeof ThemeColorPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithCustomColour: Story = { args: { allowCustom: true } };
export const CostAreaSelected: Story = {
  decorators: [
    (Story) => (
      <ThemeProvider defaultPrimaryColor="#097fd6" withGlobalStyle={false}>
        <Story />
      </ThemeProvider>
    ),
  ],
};
