import type { Certificate, CertificateKind, CertificateStatus } from '@ccms/api-client';
import { loadExcelJs } from '../excel/exceljs';
import type { Locale } from '../../i18n';

/** The kinds' names as the firms write them. */
export const CERTIFICATE_KIND_NAMES: Record<CertificateKind, Record<Locale, string>> = {
  cost_engineer_1: {
    zh: '一级注册造价工程师',
    en: 'Registered cost engineer, grade 1',
    es: 'Ingeniero de costes registrado, grado 1',
  },
  cost_engineer_2: {
    zh: '二级注册造价工程师',
    en: 'Registered cost engineer, grade 2',
    es: 'Ingeniero de costes registrado, grado 2',
  },
  constructor_1: {
    zh: '一级建造师',
    en: 'Constructor, grade 1',
    es: 'Constructor, grado 1',
  },
  constructor_2: {
    zh: '二级建造师',
    en: 'Constructor, grade 2',
    es: 'Constructor, grado 2',
  },
  consultant_investment: {
    zh: '咨询工程师（投资）',
    en: 'Consulting engineer (investment)',
    es: 'Ingeniero consultor (inversión)',
  },
  supervisor: {
    zh: '监理工程师',
    en: 'Supervision engineer',
    es: 'Ingeniero de supervisión',
  },
  title_senior: {
    zh: '高级职称',
    en: 'Senior professional title',
    es: 'Título profesional superior',
  },
  title_middle: {
    zh: '中级职称',
    en: 'Intermediate professional title',
    es: 'Título profesional intermedio',
  },
  other: { zh: '其他证书', en: 'Other certificate', es: 'Otro certificado' },
};

const STATUS_NAMES: Record<CertificateStatus, Record<Locale, string>> = {
  valid: { zh: '有效', en: 'Valid', es: 'Vigente' },
  expiring: { zh: '即将到期', en: 'Expiring', es: 'Por vencer' },
  expired: { zh: '已过期', en: 'Expired', es: 'Vencido' },
};

const HEADERS: Record<Locale, string[]> = {
  zh: [
    '持证人',
    '部门',
    '证书类别',
    '证书编号',
    '注册单位',
    '发证日期',
    '有效期至',
    '继续教育学时',
    '状态',
    '剩余天数',
    '备注',
  ],
  en: [
    'Holder',
    'Department',
    'Kind',
    'Number',
    'Registered unit',
    'Issued',
    'Valid until',
    'CE hours',
    'Status',
    'Days left',
    'Memo',
  ],
  es: [
    'Titular',
    'Departamento',
    'Tipo',
    'Número',
    'Entidad registrada',
    'Expedición',
    'Válido hasta',
    'Horas de formación',
    'Estado',
    'Días restantes',
    'Nota',
  ],
};

const SHEET_NAMES: Record<Locale, string> = {
  zh: '人员证书',
  en: 'Certificates',
  es: 'Certificados',
};

export const certificateFileName = (locale: Locale) => `${SHEET_NAMES[locale]}.xlsx`;

/** The certificates as one sheet, a header row then a row each. */
export async function certificateWorkbook(
  certificates: readonly Certificate[],
  locale: Locale,
): Promise<Buffer> {
  const workbook = new (await loadExcelJs()).Workbook();
  workbook.creator = 'ccms';
  const sheet = workbook.addWorksheet(SHEET_NAMES[locale]);
  sheet.addRow(HEADERS[locale]).font = { bold: true };
  for (const item of certificates)
    sheet.addRow([
      item.userName,
      item.departmentName ?? '',
      CERTIFICATE_KIND_NAMES[item.kind][locale],
      item.certNo,
      item.registeredUnit ?? '',
      item.issueDate,
      item.validUntil ?? '',
      item.educationHours,
      STATUS_NAMES[item.status][locale],
      item.daysLeft ?? '',
      item.memo ?? '',
    ]);
  sheet.columns.forEach((column) => {
    column.width = 18;
  });
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
