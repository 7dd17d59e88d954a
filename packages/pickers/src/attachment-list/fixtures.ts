import type { Attachment } from './AttachmentList';

/** Attachments of a contract record, as POST /b/fileItem/queryList would list them. */
export const contractAttachments: Attachment[] = [
  {
    id: 'fi-101',
    fileName: '施工合同.pdf',
    uploadTime: '2024-03-01T09:30:00',
    uploader: '张伟',
  },
  {
    id: 'fi-102',
    fileName: '现场照片.jpg',
    uploadTime: '2024-03-02T14:05:12',
    uploader: '李娜',
  },
  {
    id: 'fi-103',
    fileName: '工程量清单.xlsx',
    uploadTime: '2024-03-05T16:45:00',
    uploader: '王强',
  },
];

/** A stand-in preview address: a tiny inline image for pictures, an empty page for the rest. */
export function samplePreviewUrl(attachment: Attachment): string {
  return attachment.fileName.endsWith('.jpg')
    ? 'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200"><rect width="320" height="200" fill="%23dbe7f5"/></svg>'
    : 'about:blank';
}
