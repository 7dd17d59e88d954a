export { DictionarySelect } from './dictionary-select/DictionarySelect';
export type { DictionaryOption, DictionarySelectProps } from './dictionary-select/DictionarySelect';
export {
  pickersResources,
  registerPickersResources,
  PICKERS_NAMESPACE,
  usePickersTranslation,
} from './i18n/pickersResources';
export type { PickersMessages } from './i18n/pickersResources';
