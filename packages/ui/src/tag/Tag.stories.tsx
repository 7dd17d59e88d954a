import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Tag, type TagStatus, type TagVariant } from './Tag';

const statuses: TagStatus[] = ['primary', 'success', 'warning', 'danger', 'info'];
const labels: Record<TagStatus, string> = {
  primary: '草稿',
  success: '已通过',
  warning: '审批中',
  danger: '已驳回',
  info: '已归档',
};

function TagRow({ variant }: { variant: TagVariant }) {
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      {statuses.map((status) => (
        <Tag key={status} status={status} variant={variant}>
          {labels[status]}
        </Tag>
      ))}
    </div>
  );
}

function ClosableTags() {
  const [tags, setTags] = useState(['造价一部', '造价二部', '财务部']);
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      {tags.map((tag) => (
        <Tag
          key={tag}
          closable
          onClose={() => setTags((current) => current.filter((t) => t !== tag))}
        >
          {tag}
        </Tag>
      ))}
    </div>
  );
}

const meta = {
  title: 'UI/Tag',
  component: Tag,
  args: { children: '已通过', status: 'success', variant: 'light' },
  argTypes: {
    status: { control: 'inline-radio', options: statuses },
    variant: { control: 'inline-radio', options: ['light', 'dark', 'plain'] },
    size: { control: 'inline-radio', options: ['medium', 'small', 'mini'] },
  },
} satisfies Meta<typeof Tag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Light: Story = { render: () => <TagRow variant="light" /> };
export const Dark: Story = { render: () => <TagRow variant="dark" /> };
export const Plain: Story = { render: () => <TagRow variant="plain" /> };
export const Closable: Story = { render: () => <ClosableTags /> };
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <Tag {...args} size="medium">
        中
      </Tag>
      <Tag {...args} size="small">
        小
      </Tag>
      <Tag {...args} size="mini">
        迷你
      </Tag>
    </div>
  ),
};
