import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Pagination } from './Pagination';

function ControlledPagination() {
  const [page, setPage] = useState(3);
  const [pageSize, setPageSize] = useState(20);
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <Pagination
        total={386}
        page={page}
        onPageChange={setPage}
        pageSize={pageSize}
        onPageSizeChange={setPageSize}
      />
      <output>
        第 {page} 页，每页 {pageSize} 条
      </output>
    </div>
  );
}

const meta = {
  title: 'UI/Pagination',
  component: Pagination,
  args: { total: 1000 },
  decorators: [(Story) => <div style={{ padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Middle: Story = { args: { defaultPage: 25 } };
export const End: Story = { args: { defaultPage: 50 } };
export const FewPages: Story = { args: { total: 45 } };
export const Empty: Story = { args: { total: 0 } };
export const Minimal: Story = {
  args: { total: 200, showSizeChanger: false, showJumper: false, showTotal: false },
};
export const Disabled: Story = { args: { isDisabled: true, defaultPage: 2 } };
export const Medium: Story = { args: { size: 'medium', defaultPage: 10 } };
export const Controlled: Story = { render: () => <ControlledPagination /> };
