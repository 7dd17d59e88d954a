import { z } from 'zod';
import { endpoint } from '../endpoint';
import { auditSchema, idSchema, pageOf, pageRequest } from './paging';

/** The record an attachment belongs to: a module code and ids, as the spec's uploaders send them. */
const refText = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_.:-]{0,64}$/, { error: '关联编号格式不正确' })
  .transform((value) => value || null);

/**
 * The text fields of an upload (multipart/form-data beside one or more `file` parts). The client
 * posts FormData to the upload endpoints itself; the server validates these fields with this schema.
 */
export const fileUploadFieldsSchema = z.object({
  refModule: refText.nullish(),
  refRecordId: refText.nullish(),
  businessId: refText.nullish(),
});
export type FileUploadFields = z.input<typeof fileUploadFieldsSchema>;

/** An attachment as lists show it (spec 002 §4: id, fileName, updatedDate, updatedBy). */
export const fileItemSchema = z
  .object({
    id: z.string(),
    fileName: z.string(),
    suffix: z.string(),
    contentType: z.string(),
    size: z.number().int(),
    refModule: z.string().nullable(),
    refRecordId: z.string().nullable(),
    businessId: z.string().nullable(),
    /** The uploader's display name. */
    uploaderName: z.string().nullable(),
    /** Images and PDF open inline (`filePreview`); anything else downloads. */
    previewable: z.boolean(),
  })
  .extend(auditSchema.shape);
export type FileItem = z.infer<typeof fileItemSchema>;

const uploaded = {
  access: 'session',
  /** The ids of the stored files, in the order they were sent. */
  data: z.array(z.string()),
} as const;

export const fileItemUpload = endpoint({
  method: 'POST',
  path: '/b/fileItem/upload',
  summary:
    'Upload attachments (multipart: file…, refModule, refRecordId, businessId); size limit and file.suffix enforced',
  ...uploaded,
});

export const fileUpload = endpoint({
  method: 'POST',
  path: '/b/file/upload',
  summary: 'Upload attachments; the same as /b/fileItem/upload',
  ...uploaded,
});

export const upload = endpoint({
  method: 'POST',
  path: '/upload',
  summary: 'Upload attachments; the same as /b/fileItem/upload',
  ...uploaded,
});

export const fileItemQueryList = endpoint({
  method: 'POST',
  path: '/b/fileItem/queryList',
  summary: 'Attachments, paged, newest first, by the record they belong to',
  access: 'session',
  body: pageRequest(
    z.object({
      refModule: refText.optional(),
      refRecordId: refText.optional(),
      businessId: refText.optional(),
    }),
  ),
  data: pageOf(fileItemSchema),
});

export const fileItemDownload = endpoint({
  method: 'GET',
  path: '/b/fileItem/download/{ids}',
  summary: 'Download by id: one id answers the file, several (comma-joined) a zip of them',
  access: 'session',
  params: z.object({
    ids: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{1,64}(,[A-Za-z0-9_-]{1,64}){0,99}$/, { error: '编号格式不正确' }),
  }),
  data: z.null(),
  response: 'binary',
});

export const fileDownloadEncoded = endpoint({
  method: 'GET',
  path: '/b/file/download/{encodedItem}',
  summary:
    'Download by encoded file items (base64 JSON, several joined by |); only their ids are read, never savePath',
  access: 'session',
  params: z.object({
    encodedItem: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9+/=_|-]{1,4000}$/, { error: '附件编码格式不正确' }),
  }),
  data: z.null(),
  response: 'binary',
});

export const filePreview = endpoint({
  method: 'GET',
  path: '/pageoffice/view/openFile',
  summary: 'Open an image or PDF attachment inline (other kinds are refused)',
  access: 'session',
  query: z.object({ fileId: idSchema }),
  data: z.null(),
  response: 'binary',
});

/**
 * The spec's `/api/image{path}`: here the path is an attachment id, never a file path, so only a
 * stored image of the caller's company can be reached.
 */
export const imageById = endpoint({
  method: 'GET',
  path: '/image/{id}',
  summary: 'An image attachment by id, inline (for <img src>; AuthToken may be in the query)',
  access: 'session',
  params: z.object({ id: idSchema }),
  data: z.null(),
  response: 'binary',
});

export const fileItemDelete = endpoint({
  method: 'DELETE',
  path: '/b/fileItem/{id}',
  summary: 'Delete an attachment one uploaded oneself',
  access: 'session',
  params: z.object({ id: idSchema }),
  data: z.null(),
});

export const fileDeleteMine = endpoint({
  method: 'DELETE',
  path: '/a/upload/deleteMyFile/{id}',
  summary: 'Delete an attachment one uploaded oneself (the non-administrator path)',
  access: 'session',
  params: z.object({ id: idSchema }),
  data: z.null(),
});

export const fileDelete = endpoint({
  method: 'DELETE',
  path: '/a/upload/{id}',
  summary: "Delete anyone's attachment (administrators)",
  access: { permission: 'sys:file:delete' },
  params: z.object({ id: idSchema }),
  data: z.null(),
});
