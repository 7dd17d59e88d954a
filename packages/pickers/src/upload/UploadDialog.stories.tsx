import { Button, Toaster } from '@ccms/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createFakeUpload, sampleSuffixes } from './fixtures';
import { UploadDialog } from './UploadDialog';

const meta = {
  title: 'Pickers/UploadDialog',
  component: UploadDialog,
  args: {
    upload: createFakeUpload(),
    allowedSuffixes: sampleSuffixes,
    maxSizeMb: 20,
    defaultOpen: true,
    trigger: <Button variant="primary">上传</Button>,
  },
  decorators: [
    (Story) => (
      <>
        {Story()}
        <Toaster />
      </>
    ),
  ],
} satisfies Meta<typeof UploadDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The transport reports real progress (XMLHttpRequest upload events). */
export const Default: Story = {};
/** The transport reports nothing: the spec's 10 → 30 → 50 → 80 steps stand in. */
export const SteppedProgress: Story = {
  args: { upload: createFakeUpload({ reportsProgress: false, durationMs: 15000 }) },
};
/** Files whose name contains 失败 fail, to show 上传失败 and 重试. */
export const FailingUploads: Story = {
  args: { upload: createFakeUpload({ failWhenNameIncludes: '失败' }) },
};
export const AnyTypeNoLimit: Story = { args: { allowedSuffixes: undefined, maxSizeMb: undefined } };
export const SingleFile: Story = { args: { allowsMultiple: false } };
export const Closed: Story = { args: { defaultOpen: false } };
