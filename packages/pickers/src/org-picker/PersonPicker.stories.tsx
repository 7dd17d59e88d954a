import { Toaster } from '@ccms/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoOrganisation, lazyRoots, loadDemoChildren, makeBigOrganisation } from './fixtures';
import { PersonPicker } from './PersonPicker';

const meta = {
  title: 'Pickers/PersonPicker',
  component: PersonPicker,
  args: { label: '负责人', nodes: demoOrganisation, defaultExpandedIds: ['demo'] },
  // The Toaster shows 请选中一个人员 when OK is pressed with nobody picked.
  decorators: [
    (Story) => (
      <div style={{ width: 320, minHeight: 460 }}>
        {Story()}
        <Toaster />
      </div>
    ),
  ],
} satisfies Meta<typeof PersonPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithValue: Story = { args: { defaultValue: [{ id: 'u-li', name: '李娜' }] } };
export const Multiple: Story = {
  args: {
    multiple: true,
    defaultExpandedIds: ['demo', 'cost', 'cost1'],
    defaultValue: [
      { id: 'u-zhang', name: '张伟' },
      { id: 'u-chen', name: '陈静' },
    ],
  },
};
export const LazyLoaded: Story = {
  args: {
    nodes: lazyRoots,
    defaultExpandedIds: [],
    loadChildren: (parentId: string) =>
      new Promise((resolve) => {
        setTimeout(() => void loadDemoChildren(parentId).then(resolve), 600);
      }),
  },
};
/** 5,000 people in 500 departments: the tree renders only the rows in view. */
export const FiveThousandPeople: Story = {
  args: { nodes: makeBigOrganisation(500, 10), defaultExpandedIds: ['d0', 'd1'] },
};
export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: [{ id: 'u-li', name: '李娜' }] },
};
