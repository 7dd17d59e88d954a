import { ConfirmHost, Toaster } from '@ccms/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { createFakeUpload, sampleSuffixes } from '../upload/fixtures';
import { AttachmentsButton } from './AttachmentList';
import { contractAttachments, samplePreviewUrl } from './fixtures';

const meta = {
  title: 'Pickers/AttachmentsButton',
  component: AttachmentsButton,
  args: {
    attachments: contractAttachments,
    onUpload: createFakeUpload(),
    allowedSuffixes: sampleSuffixes,
    onDelete: fn(),
    onDownload: fn(),
    previewUrl: samplePreviewUrl,
  },
  decorators: [
    (Story) => (
      <>
        {Story()}
        <Toaster />
        <ConfirmHost />
      </>
    ),
  ],
} satisfies Meta<typeof AttachmentsButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const NoAttachments: Story = { args: { attachments: [] } };
export const ReadOnly: Story = { args: { onUpload: undefined, canDelete: false } };
