export { DictionarySelect } from './dictionary-select/DictionarySelect';
export type {
  DictionaryEntry,
  DictionaryOption,
  DictionarySelectProps,
} from './dictionary-select/DictionarySelect';
export {
  DictionaryCascadeSelect,
  cascadeOptions,
} from './dictionary-select/DictionaryCascadeSelect';
export type {
  DictionaryCascadeLevel,
  DictionaryCascadeSelectProps,
  DictionaryTreeOption,
} from './dictionary-select/DictionaryCascadeSelect';
export { createDictionaryCache } from './dictionary-select/dictionaryCache';
export type { DictionaryCache } from './dictionary-select/dictionaryCache';
export {
  pickersResources,
  registerPickersResources,
  PICKERS_NAMESPACE,
  usePickersTranslation,
} from './i18n/pickersResources';
export type { PickersMessageKey, PickersMessages } from './i18n/pickersResources';
