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
  DepartmentPicker,
  DEPARTMENT_TREE_HEIGHT,
  DEPARTMENT_PICKER_DIALOG_WIDTH,
} from './org-picker/DepartmentPicker';
export type { DepartmentPickerProps } from './org-picker/DepartmentPicker';
export {
  PersonPicker,
  PERSON_DROPDOWN_MAX_HEIGHT,
  PERSON_PICKER_MESSAGE_MS,
} from './org-picker/PersonPicker';
export type { PersonPickerProps } from './org-picker/PersonPicker';
export { joinPicked, splitPicked } from './org-picker/orgTree';
export type { OrgNode, OrgNodeKind, PickedEntry } from './org-picker/orgTree';
export { UploadDialog } from './upload/UploadDialog';
export type { UploadDialogProps } from './upload/UploadDialog';
export type {
  UploadedFile,
  UploadItem,
  UploadRequestOptions,
  UploadStatus,
  UploadTransport,
} from './upload/useUploadQueue';
export {
  checkFile,
  fileSuffix,
  parseAllowedSuffixes,
  SIMULATED_PROGRESS_STEPS,
} from './upload/uploadRules';
export type { AllowedSuffixes, FileRejection, FileRejectionReason } from './upload/uploadRules';
export { AttachmentList, AttachmentsButton } from './attachment-list/AttachmentList';
export type {
  Attachment,
  AttachmentListProps,
  AttachmentsButtonProps,
} from './attachment-list/AttachmentList';
export { previewKindOf } from './attachment-list/attachmentPreview';
export type { PreviewKind } from './attachment-list/attachmentPreview';
export { ImportWizard } from './import-wizard/ImportWizard';
export type {
  ImportWizardProps,
  ImportConfirmContext,
  ImportConfirmResult,
  ImportRejection,
} from './import-wizard/ImportWizard';
export type { ExistingImportRow, ImportFileReader } from './import-wizard/useImportSession';
export * from './import-wizard/core/index';
export { PanelLayoutDialog } from './panel-layout/PanelLayoutDialog';
export type { PanelLayoutDialogProps } from './panel-layout/PanelLayoutDialog';
export { PanelLayoutEditor } from './panel-layout/PanelLayoutEditor';
export type { PanelLayoutEditorProps } from './panel-layout/PanelLayoutEditor';
export { usePanelName } from './panel-layout/usePanelName';
export {
  DEFAULT_PANEL_LAYOUT,
  HOME_PANELS,
  PANEL_GRID_COLUMNS,
  PANEL_LAYOUT_CONFIG_KEY,
  PANEL_SLOT_COUNT,
  PANEL_SLOT_SPAN,
  placePanel,
  removePanel,
  slotOfPanel,
  toPanelSlots,
  trimPanelLayout,
} from './panel-layout/panelLayout';
export type { PanelLayoutItem, PanelSlot } from './panel-layout/panelLayout';
export { WorkModeDialog } from './work-mode/WorkModeDialog';
export type { WorkModeDialogProps } from './work-mode/WorkModeDialog';
export {
  DEFAULT_WORK_MODE_LAYOUT,
  toSavedWorkMode,
  toWorkModeLayout,
  WORK_MODE_CONFIG_KEY,
} from './work-mode/workMode';
export type {
  CommonUseMode,
  MainFunctionKey,
  WorkModeLayout,
  WorkModeMenuNode,
} from './work-mode/workMode';
export { StartFlowChooser } from './start-flow/StartFlowChooser';
export type { StartFlowChooserProps, StartFlowTab } from './start-flow/StartFlowChooser';
export {
  categoryColour,
  FLOW_CARD_COLOURS,
  FLOW_FAVOURITES_CONFIG_KEY,
  startableCategories,
} from './start-flow/startFlow';
export type { FlowCardColour, StartFlow, StartFlowCategory } from './start-flow/startFlow';
export {
  pickersResources,
  registerPickersResources,
  PICKERS_NAMESPACE,
  usePickersTranslation,
} from './i18n/pickersResources';
export type { PickersMessageKey, PickersMessages } from './i18n/pickersResources';
