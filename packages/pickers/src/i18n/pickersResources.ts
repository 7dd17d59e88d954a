import { createTranslationHook, registerNamespace, type NamespaceResources } from '@ccms/ui';
import type { i18n as I18n } from 'i18next';

const zh = {
  dictionaryNoCode: '你没有配置字典编码!',
  dictionaryLoadFailed: '字典加载失败',
  dictionaryPlaceholder: '请选择',
  dictionaryLoading: '加载中…',
  dictionaryNoOptions: '暂无选项',
};

export type PickersMessages = Record<keyof typeof zh, string>;

export const pickersResources: NamespaceResources<PickersMessages> = {
  zh,
  en: {
    dictionaryNoCode: 'No dictionary code is configured!',
    dictionaryLoadFailed: 'Could not load the dictionary',
    dictionaryPlaceholder: 'Select',
    dictionaryLoading: 'Loading…',
    dictionaryNoOptions: 'No options',
  },
  es: {
    dictionaryNoCode: '¡No hay ningún código de diccionario configurado!',
    dictionaryLoadFailed: 'No se pudo cargar el diccionario',
    dictionaryPlaceholder: 'Seleccione',
    dictionaryLoading: 'Cargando…',
    dictionaryNoOptions: 'Sin opciones',
  },
};

export const PICKERS_NAMESPACE = 'pickers';

/** Adds the `pickers` namespace to the app's i18next instance; call once at start-up. */
export function registerPickersResources(i18n: I18n): void {
  registerNamespace(i18n, PICKERS_NAMESPACE, pickersResources);
}

export const usePickersTranslation = createTranslationHook(PICKERS_NAMESPACE, pickersResources);
