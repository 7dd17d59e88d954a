import { ConfirmHost, Toaster } from '@ccms/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { createFakeUpload, sampleSuffixes } from '../upload/fixtures';
import { AttachmentList } from './AttachmentList';
import { contractAttachments, samplePreviewUrl } from './fixtures';

const meta = {
  title: 'Pickers/AttachmentList',
  component: AttachmentList,
  args: {
    attachments: contractAttachments,
    onUpload: createFakeUpload(),
    allowedSuffixes: sampleSuffixes,
    maxSizeMb: 20,
    onUploaded: fn(),
    onDelete: fn(),
    onDownload: fn(),
    previewUrl: samplePreviewUrl,
  },
  decorators: [
    (Story) => (
      <div style={{ width: 860 }}>
        {Story()}
        <Toaster />
        <ConfirmHost />
      </div>
    ),
  ],
} satisfies Meta<typeof AttachmentList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { args: { attachments: [] } };
export const Loading: Story = { args: { loading: true } };
/** A read-only record: no 上传, no 删除; download and preview stay. */
export const ReadOnly: Story = { args: { onUpload: undefined, canDelete: false } };
/** Preview handed to an office-document viewer instead of the built-in dialog. */
export const CustomPreview: Story = { args: { onPreview: fn() } };
