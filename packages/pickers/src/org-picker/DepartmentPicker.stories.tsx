import type { Meta, StoryObj } from '@storybook/react-vite';
import { DepartmentPicker } from './DepartmentPicker';
import { demoOrganisation, departmentsOf, lazyRoots, loadDemoChildren } from './fixtures';

const departments = departmentsOf(demoOrganisation);

/** Sub-departments arrive after a short pause, as from the server. */
const slowChildren = (parentId: string) =>
  new Promise<Awaited<ReturnType<typeof loadDemoChildren>>>((resolve) => {
    setTimeout(() => void loadDemoChildren(parentId).then(resolve), 600);
  });

const meta = {
  title: 'Pickers/DepartmentPicker',
  component: DepartmentPicker,
  args: { label: '所属部门', nodes: departments },
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
} satisfies Meta<typeof DepartmentPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithValue: Story = { args: { defaultValue: [{ id: 'finance', name: '财务部' }] } };
export const Multiple: Story = {
  args: {
    multiple: true,
    defaultValue: [
      { id: 'cost1', name: '造价一部' },
      { id: 'hr', name: '人力行政部' },
    ],
  },
};
export const LazyLoaded: Story = {
  args: {
    nodes: departmentsOf(lazyRoots),
    loadChildren: (parentId: string) =>
      slowChildren(parentId).then((children) => departmentsOf(children)),
  },
};
export const Required: Story = { args: { isRequired: true, errorMessage: '所属部门不能为空' } };
export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: [{ id: 'finance', name: '财务部' }] },
};
