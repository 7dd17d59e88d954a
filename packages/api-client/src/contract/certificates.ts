import { z } from 'zod';
import { endpoint } from '../endpoint';
import { auditSchema, idSchema, optionalText, pageOf, pageRequest, plainText } from './paging';

// 人员证书 (/b/staff-certificate, issue 10): the practising and title certificates of the staff,
// with a status the server computes from the dates (有效, 即将到期 within 90 days, 已过期), the
// expiry warning list, the Excel export and the count of valid certificates by kind and department
// that bids ask for. Dates travel as "YYYY-MM-DD".

const certificateDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: '日期格式须为 yyyy-MM-dd' });

/** The kinds a cost-consulting firm's bids ask for. */
export const certificateKindSchema = z.enum([
  'cost_engineer_1',
  'cost_engineer_2',
  'constructor_1',
  'constructor_2',
  'consultant_investment',
  'supervisor',
  'title_senior',
  'title_middle',
  'other',
]);
export type CertificateKind = z.infer<typeof certificateKindSchema>;

/** valid 有效; expiring 即将到期 (valid until within CERTIFICATE_WARNING_DAYS); expired 已过期. */
export const certificateStatusSchema = z.enum(['valid', 'expiring', 'expired']);
export type CertificateStatus = z.infer<typeof certificateStatusSchema>;

/** A certificate valid until within this many days of today is 即将到期. */
export const CERTIFICATE_WARNING_DAYS = 90;

export const certificateSchema = z
  .object({
    id: z.string(),
    userId: z.string(),
    userName: z.string(),
    departmentId: z.string().nullable(),
    departmentName: z.string().nullable(),
    kind: certificateKindSchema,
    certNo: z.string(),
    registeredUnit: z.string().nullable(),
    issueDate: z.string(),
    /** Null: does not expire (职称). */
    validUntil: z.string().nullable(),
    educationHours: z.number().int(),
    fileId: z.string().nullable(),
    fileName: z.string().nullable(),
    memo: z.string().nullable(),
    status: certificateStatusSchema,
    /** Days from today to validUntil (negative once expired); null without an expiry. */
    daysLeft: z.number().int().nullable(),
  })
  .extend(auditSchema.shape);
export type Certificate = z.infer<typeof certificateSchema>;

export const certificateParamsSchema = z.object({
  /** Holder's name, certificate number or registered unit contains. */
  keyword: plainText(100).optional(),
  kind: certificateKindSchema.optional(),
  status: certificateStatusSchema.optional(),
  departmentId: idSchema.optional(),
  userId: idSchema.optional(),
});
export type CertificateParams = z.infer<typeof certificateParamsSchema>;

export const certificateQueryList = endpoint({
  method: 'POST',
  path: '/b/staff-certificate/queryList',
  summary:
    'Staff certificates, soonest expiry first, paged, by keyword, kind, computed status, department and holder',
  access: { permission: 'certificate:view' },
  body: pageRequest(certificateParamsSchema),
  data: pageOf(certificateSchema),
});

export const certificateSaveSchema = z
  .object({
    id: idSchema.optional(),
    userId: idSchema,
    kind: certificateKindSchema,
    certNo: plainText(64).pipe(z.string().min(1, { error: '请输入证书编号' })),
    registeredUnit: optionalText(100),
    issueDate: certificateDate,
    validUntil: certificateDate.nullish().transform((value) => value ?? null),
    educationHours: z.coerce
      .number()
      .int({ error: '继续教育学时须为 0 到 9999 的整数' })
      .min(0, { error: '继续教育学时须为 0 到 9999 的整数' })
      .max(9999, { error: '继续教育学时须为 0 到 9999 的整数' })
      .default(0),
    fileId: idSchema.nullish().transform((value) => value ?? null),
    memo: optionalText(500),
  })
  .superRefine((value, ctx) => {
    if (value.validUntil && value.validUntil < value.issueDate)
      ctx.addIssue({
        code: 'custom',
        path: ['validUntil'],
        message: '有效期至不能早于发证日期',
      });
  });
export type CertificateSave = z.input<typeof certificateSaveSchema>;

export const certificateSave = endpoint({
  method: 'POST',
  path: '/b/staff-certificate',
  summary:
    'Add (no id) or change a certificate; the number is unique per kind in the company; the scanned copy is an uploaded file id',
  access: { permission: 'certificate:edit' },
  body: certificateSaveSchema,
  data: certificateSchema,
});

export const certificateDelete = endpoint({
  method: 'DELETE',
  path: '/b/staff-certificate/{id}',
  summary: 'Delete a certificate',
  access: { permission: 'certificate:edit' },
  params: z.object({ id: idSchema }),
  data: z.null(),
});

export const certificateExpiring = endpoint({
  method: 'GET',
  path: '/b/staff-certificate/expiring',
  summary:
    'The expiry warning list: certificates expired or expiring within 90 days, soonest first (at most 200)',
  access: { permission: 'certificate:view' },
  data: z.array(certificateSchema),
});

export const certificateSummaryRowSchema = z.object({
  kind: certificateKindSchema,
  departmentId: z.string().nullable(),
  departmentName: z.string().nullable(),
  valid: z.number().int(),
  expiring: z.number().int(),
  expired: z.number().int(),
});
export type CertificateSummaryRow = z.infer<typeof certificateSummaryRowSchema>;

export const certificateSummary = endpoint({
  method: 'GET',
  path: '/b/staff-certificate/summary',
  summary:
    'Certificates by kind and department: how many are valid (有效, more than 90 days left or no expiry), expiring (即将到期) and expired (已过期), with the totals by kind',
  access: { permission: 'certificate:view' },
  data: z.object({
    rows: z.array(certificateSummaryRowSchema),
    byKind: z.array(certificateSummaryRowSchema.omit({ departmentId: true, departmentName: true })),
  }),
});

export const certificateExport = endpoint({
  method: 'POST',
  path: '/b/staff-certificate/export',
  summary: 'The filtered certificates as an .xlsx workbook (at most 10,000 rows)',
  access: { permission: 'certificate:view' },
  body: z.object({ params: certificateParamsSchema.optional() }),
  data: z.null(),
  response: 'binary',
});
