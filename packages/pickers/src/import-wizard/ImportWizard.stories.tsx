import type { Meta, StoryObj } from '@storybook/react-vite';
import { downloadBlob } from '@ccms/data-grid';
import { Button, Toaster } from '@ccms/ui';
import {
  balanceContinuity,
  bankFields,
  billItemFields,
  existingBillItems,
  readForever,
  readLargeBill,
  saveAfterAMoment,
  saveRejectingLastRow,
} from './fixtures';
import { ImportWizard } from './ImportWizard';

const downloadTemplate = () =>
  downloadBlob(
    new File(['\uFEFF项目编码,项目名称,计量单位,工程量,综合单价,联系电话\r\n'], '清单导入模板.csv'),
    '清单导入模板.csv',
  );

const meta = {
  title: 'Pickers/ImportWizard',
  component: ImportWizard,
  args: {
    defaultOpen: true,
    fields: billItemFields,
    keyFields: ['code'],
    existingRows: existingBillItems,
    onConfirm: saveAfterAMoment,
    onDownloadTemplate: downloadTemplate,
  },
  decorators: [
    (Story) => (
      <>
        {Story()}
        <Toaster />
      </>
    ),
  ],
} satisfies Meta<typeof ImportWizard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Choose any .xlsx or .csv of bill items (a title and metadata rows above the header are fine). */
export const Default: Story = {};

/** Opened from a button, like the portal's list toolbars. */
export const WithTrigger: Story = {
  args: { defaultOpen: false, trigger: <Button variant="primary">导入</Button> },
};

/** The server refuses a row: the dialog offers the rejected rows with their reasons. */
export const ServerRejectsRows: Story = { args: { onConfirm: saveRejectingLastRow } };

/** Existing keys are errors rather than overwrites. */
export const RejectExisting: Story = { args: { rejectExisting: true } };

/** Finance's bank-statement import: its own fields, aliases and balance continuity. */
export const BankStatement: Story = {
  args: {
    title: '导入银行流水',
    fields: bankFields,
    keyFields: ['serial'],
    existingRows: [],
    rules: [balanceContinuity],
  },
};

/** 50,000 rows, whatever file is chosen: the preview stays virtualised. */
export const LargeSheet: Story = { args: { readFile: readLargeBill, existingRows: [] } };

/** Choose a file and read: the progress bar stays. */
export const Reading: Story = { args: { readFile: readForever } };

/** Choose a file and read: the read fails. */
export const ReadFails: Story = {
  args: { readFile: () => Promise.reject(new Error('service unavailable')) },
};

/** Without a template to download. */
export const NoTemplate: Story = { args: { onDownloadTemplate: undefined } };
