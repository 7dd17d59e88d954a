import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconButton } from './IconButton';

const searchIcon = (
  <svg viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.5">
    <circle cx="7" cy="7" r="4.5" />
    <path d="M10.5 10.5 14 14" />
  </svg>
);
const deleteIcon = (
  <svg viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.5">
    <path d="M3 4.5h10M6.5 4.5V3h3v1.5M4.5 4.5l.5 9h6l.5-9" />
  </svg>
);

const meta = {
  title: 'UI/IconButton',
  component: IconButton,
  args: { label: '搜索', icon: searchIcon },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Primary: Story = { args: { variant: 'primary' } };
export const Danger: Story = { args: { variant: 'danger', label: '删除', icon: deleteIcon } };
export const Text: Story = { args: { variant: 'text' } };
export const Medium: Story = { args: { size: 'medium' } };
export const Small: Story = { args: { size: 'small' } };
export const Disabled: Story = { args: { isDisabled: true } };
