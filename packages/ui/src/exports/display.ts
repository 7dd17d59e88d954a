// Public exports of the display component group; index.ts re-exports this file.
export { Tag } from '../tag/Tag';
export type { TagProps, TagStatus, TagVariant } from '../tag/Tag';
export { Badge, BADGE_MAX, formatBadgeCount } from '../badge/Badge';
export type { BadgeProps } from '../badge/Badge';
export { Card } from '../card/Card';
export type { CardProps } from '../card/Card';
export { Skeleton } from '../skeleton/Skeleton';
export type { SkeletonProps } from '../skeleton/Skeleton';
export { Progress } from '../progress/Progress';
export type { ProgressProps, ProgressStatus } from '../progress/Progress';
export { Tabs } from '../tabs/Tabs';
export type { TabItem, TabsProps } from '../tabs/Tabs';
export { Breadcrumb } from '../breadcrumb/Breadcrumb';
export type { BreadcrumbEntry, BreadcrumbProps } from '../breadcrumb/Breadcrumb';
export { Pagination } from '../pagination/Pagination';
export type { PaginationProps } from '../pagination/Pagination';
export {
  clampPage,
  DEFAULT_PAGE_SIZE,
  DEFAULT_PAGE_SIZE_OPTIONS,
  getPageCount,
  getPageItems,
} from '../pagination/pageItems';
export type { PageItem } from '../pagination/pageItems';
export { NotificationHost } from '../notification/NotificationHost';
export { notify, NOTIFICATION_DURATION_MS } from '../notification/notificationStore';
export type {
  Notification,
  NotificationKind,
  NotifyOptions,
} from '../notification/notificationStore';
export { Tree } from '../tree/Tree';
export type { TreeProps } from '../tree/Tree';
export {
  computeCheckStates,
  filterTree,
  flattenVisible,
  indexTree,
  toggleCheck,
} from '../tree/treeModel';
export type { CheckState, TreeNode, TreeRow } from '../tree/treeModel';
