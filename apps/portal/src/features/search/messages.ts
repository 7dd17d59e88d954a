import type { Messages } from '../../i18n/locales/zh';

/** Texts of the 全局搜索 feature, under `search.` in every language. */
export const zh = {
  heading: '全局搜索',
  box: '全局搜索',
  placeholder: '搜索文章、人员、附件…',
  submit: '搜索',
  types: '搜索类型',
  allTypes: '全部',
  results: '搜索结果',
  resultCount: '找到 {{count}} 条与“{{keyword}}”相关的结果',
  askKeyword: '输入关键词，搜索你有权查看的文章、部门、人员、消息、附件等',
  noResults: '没有找到与“{{keyword}}”相关的结果',
  updatedAt: '更新于 {{time}}',
} as const;

export const en: Messages<typeof zh> = {
  heading: 'Global search',
  box: 'Global search',
  placeholder: 'Search articles, people, attachments…',
  submit: 'Search',
  types: 'Search type',
  allTypes: 'All',
  results: 'Search results',
  resultCount: '{{count}} results for “{{keyword}}”',
  resultCount_one: '{{count}} result for “{{keyword}}”',
  askKeyword:
    'Enter a keyword to search the articles, departments, people, messages, attachments and more you may see',
  noResults: 'Nothing found for “{{keyword}}”',
  updatedAt: 'Updated {{time}}',
};

export const es: Messages<typeof zh> = {
  heading: 'Búsqueda global',
  box: 'Búsqueda global',
  placeholder: 'Buscar artículos, personas, adjuntos…',
  submit: 'Buscar',
  types: 'Tipo de búsqueda',
  allTypes: 'Todo',
  results: 'Resultados de la búsqueda',
  resultCount: '{{count}} resultados para «{{keyword}}»',
  resultCount_one: '{{count}} resultado para «{{keyword}}»',
  askKeyword:
    'Introduzca una palabra clave para buscar los artículos, departamentos, personas, mensajes, adjuntos y demás que puede ver',
  noResults: 'No se ha encontrado nada para «{{keyword}}»',
  updatedAt: 'Actualizado el {{time}}',
};
