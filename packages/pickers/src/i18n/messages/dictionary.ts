// Strings of the dictionary select. One key set, three languages.
const zh = {
  dictionaryNoCode: '你没有配置字典编码!',
  dictionaryLoadFailed: '字典加载失败',
  dictionaryPlaceholder: '请选择',
  dictionaryLoading: '加载中…',
  dictionaryNoOptions: '暂无选项',
};

type Messages = Record<keyof typeof zh, string>;

const en: Messages = {
  dictionaryNoCode: 'No dictionary code is configured!',
  dictionaryLoadFailed: 'Could not load the dictionary',
  dictionaryPlaceholder: 'Select',
  dictionaryLoading: 'Loading…',
  dictionaryNoOptions: 'No options',
};

const es: Messages = {
  dictionaryNoCode: '¡No hay ningún código de diccionario configurado!',
  dictionaryLoadFailed: 'No se pudo cargar el diccionario',
  dictionaryPlaceholder: 'Seleccione',
  dictionaryLoading: 'Cargando…',
  dictionaryNoOptions: 'Sin opciones',
};

export const dictionaryMessages = { zh, en, es };
