// Public exports of the overlays component group; index.ts re-exports this file.
export { DatePicker } from '../date-picker/DatePicker';
export type { DatePickerProps } from '../date-picker/DatePicker';
export { DateRangePicker } from '../date-range-picker/DateRangePicker';
export type { DateRangePickerProps } from '../date-range-picker/DateRangePicker';
export { quickRange, quickRangeKeys } from '../date-picker/dateValue';
export type { IsoDate, IsoDateRange, QuickRangeKey } from '../date-picker/dateValue';

export { Tooltip } from '../tooltip/Tooltip';
export type { TooltipPlacement, TooltipProps } from '../tooltip/Tooltip';
export { Popover } from '../popover/Popover';
export type { PopoverPlacement, PopoverProps } from '../popover/Popover';
export { DropdownMenu } from '../dropdown-menu/DropdownMenu';
export type { DropdownMenuPlacement, DropdownMenuProps } from '../dropdown-menu/DropdownMenu';
export type { MenuActionEntry, MenuEntry, MenuSeparatorEntry } from '../dropdown-menu/menuEntries';
export { ContextMenu } from '../context-menu/ContextMenu';
export type { ContextMenuProps } from '../context-menu/ContextMenu';

export { Dialog } from '../dialog/Dialog';
export type { DialogProps, DialogWidth } from '../dialog/Dialog';
export type { DialogOkHandler } from '../dialog/DialogSections';
export { Drawer } from '../drawer/Drawer';
export type { DrawerProps } from '../drawer/Drawer';
export { ConfirmDialog } from '../confirm/ConfirmDialog';
export type { ConfirmDialogProps } from '../confirm/ConfirmDialog';
export { ConfirmHost } from '../confirm/ConfirmHost';
export { confirm, getConfirms, subscribeToConfirms } from '../confirm/confirmStore';
export type { ConfirmOptions } from '../confirm/confirmStore';
export { popupSurfaceStyles } from '../popover/Popover.styles';
