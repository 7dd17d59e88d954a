import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  endpointUrl,
  excelDownloadTemplate,
  excelExportData,
  type ExcelTemplate,
  type ExcelTemplateSave,
} from '@ccms/api-client';
import { api } from '../../../api/client';
import { withToken } from '../../../api/pickerData';
import { session } from '../../../app/session';
import { currentLanguage } from '../../../i18n';

export const EXCEL_PAGE_SIZE = 20;
/** The most templates one request may answer (the contract's page limit). */
const ALL_TEMPLATES = 500;

export const excelKeys = {
  all: ['admin', 'excelTemplates'] as const,
  list: ['admin', 'excelTemplates', 'list'] as const,
  targets: ['admin', 'excelTemplates', 'targets'] as const,
  one: (id: string) => ['admin', 'excelTemplates', 'one', id] as const,
};

export interface ExcelFilter {
  keyword: string;
  target: string | null;
}
export const NO_EXCEL_FILTER: ExcelFilter = { keyword: '', target: null };

export function useTemplatePage(filter: ExcelFilter, pageNo: number) {
  const keyword = filter.keyword.trim();
  const params = {
    ...(keyword ? { keyword } : {}),
    ...(filter.target ? { target: filter.target } : {}),
  };
  return useQuery({
    queryKey: [...excelKeys.list, params, pageNo],
    queryFn: () =>
      api.excel.excelTemplateQueryList({ body: { pageNo, pageSize: EXCEL_PAGE_SIZE, params } }),
    placeholderData: keepPreviousData,
  });
}

/** The importers a template can feed, with their fields. */
export function useTargets() {
  return useQuery({
    queryKey: excelKeys.targets,
    queryFn: () => api.excel.excelTemplateTargets(),
    staleTime: Infinity,
  });
}

export function useTemplate(id: string | null) {
  return useQuery({
    queryKey: excelKeys.one(id ?? ''),
    queryFn: () => api.excel.excelTemplateGet({ params: { id: id! } }),
    enabled: id !== null,
    gcTime: 0,
  });
}

/** A template as the save and import endpoints take it: no id, audit or display names. */
export function toTemplateDefinition(template: ExcelTemplate): Omit<ExcelTemplateSave, 'id'> {
  return {
    code: template.code,
    name: template.name,
    target: template.target,
    sheetName: template.sheetName,
    headerRow: template.headerRow,
    remarks: template.remarks,
    columns: template.columns.map((column) => ({
      field: column.field,
      title: column.title,
      aliases: column.aliases,
      type: column.type,
      required: column.required,
      dictCode: column.dictCode,
      unique: column.unique,
      maxLength: column.maxLength,
      width: column.width,
      sort: column.sort,
    })),
  };
}

/** Every template of the company, as definitions to save in a file and import elsewhere. */
export async function allTemplateDefinitions() {
  const page = await api.excel.excelTemplateQueryList({
    body: { pageNo: 1, pageSize: ALL_TEMPLATES },
  });
  return page.data.map(toTemplateDefinition);
}

/** The empty workbook of a template, as a link (a browser sends the token in the query). */
export function templateDownloadUrl(code: string): string {
  return withToken(endpointUrl('/api', excelDownloadTemplate, { params: { code } }));
}

/**
 * The rows of a template's target as .xlsx. A binary answer the typed client does not read: a
 * failure still comes as the envelope, whose message is thrown.
 */
export async function exportTemplateData(code: string): Promise<Blob> {
  const token = session.getToken();
  const response = await fetch(endpointUrl('/api', excelExportData), {
    method: excelExportData.method,
    headers: {
      'Content-Type': 'application/json',
      'Accept-Language': currentLanguage(),
      ...(token ? { AuthToken: token } : {}),
    },
    body: JSON.stringify({ code }),
  });
  const type = response.headers.get('Content-Type') ?? '';
  if (!response.ok || type.includes('application/json')) {
    const envelope = (await response.json().catch(() => null)) as { msg?: string } | null;
    throw new Error(envelope?.msg || response.statusText || `HTTP ${response.status}`);
  }
  return response.blob();
}
