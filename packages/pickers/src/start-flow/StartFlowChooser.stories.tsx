import type { Meta, StoryObj } from '@storybook/react-vite';
import { Toaster } from '@ccms/ui';
import { flowCategories } from './fixtures';
import { StartFlowChooser, type StartFlowChooserProps } from './StartFlowChooser';

const start: StartFlowChooserProps['onStart'] = () => undefined;

const meta = {
  title: 'Pickers/StartFlowChooser',
  component: StartFlowChooser,
  args: { categories: flowCategories, onStart: start },
  decorators: [
    (Story) => (
      <div style={{ width: 720, minHeight: 320 }}>
        {Story()}
        <Toaster />
      </div>
    ),
  ],
} satisfies Meta<typeof StartFlowChooser>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllFlows: Story = {};
export const WithFavourites: Story = {
  args: { defaultFavouriteKeys: ['contract_approval', 'expense_claim'] },
};
export const FavouritesTab: Story = {
  args: { defaultFavouriteKeys: ['invoice_apply'], defaultSelectedTab: 'favourites' },
};
export const NoFavourites: Story = { args: { defaultSelectedTab: 'favourites' } };
export const NoFlows: Story = { args: { categories: [] } };
export const FavouriteSaveFails: Story = {
  args: { onFavouriteChange: () => Promise.reject(new Error('favourites not saved')) },
};
