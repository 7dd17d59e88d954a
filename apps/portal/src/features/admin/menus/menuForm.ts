// The menu dialog's values, rules and the body they become; no React, so tested on their own.
import { MenuType, menuSaveSchema, OpenType, type MenuSave } from '@ccms/api-client';
import type { FieldRule, SelectKey, SelectOption } from '@ccms/ui';
import type { TFunction } from 'i18next';
import { contractRule } from '../shared/contractRule';
import {
  branchIds,
  canHold,
  childTypeFor,
  menuPaths,
  nextSort,
  placementProblem,
  type MenuRow,
} from './menuTree';

/** The parent select's value for "no parent": Select keys cannot be null. */
export const TOP_LEVEL = 'top-level';

export type MenuFormValues = {
  /** The MenuType as text (a radio group's value). */
  type: string;
  parentId: SelectKey | null;
  name: string;
  nameKey: string;
  url: string;
  href: string;
  permission: string;
  icon: string;
  /** The OpenType as text. */
  openType: string;
  sort: number | null;
  noLogin: boolean;
};

/** What the dialog edits: a new menu (at the top or under a parent) or an existing one. */
export type MenuFormTarget =
  | { kind: 'create'; parent: MenuRow | null; type: number; sort: number }
  | { kind: 'edit'; menu: MenuRow };

/** A new menu under a parent (or at the top): the likely type, and last among its siblings. */
export function createTarget(rows: readonly MenuRow[], parent: MenuRow | null): MenuFormTarget {
  return {
    kind: 'create',
    parent,
    type: childTypeFor(parent?.type ?? null),
    sort: nextSort(rows, parent?.id ?? null),
  };
}

/** The text fields of the save contract, each checked by its own schema. */
export type MenuTextField = 'name' | 'nameKey' | 'url' | 'href' | 'icon' | 'permission';

/**
 * Lengths the contract allows (menuSaveSchema): checked first with a message naming the field,
 * as zod's own length message is not translated.
 */
export const MENU_LIMITS: Readonly<Record<MenuTextField, number>> = {
  name: 64,
  nameKey: 128,
  url: 512,
  href: 512,
  icon: 64,
  permission: 128,
};
export const MAX_SORT = 1_000_000;

const URL_PATTERN = /^(\/|https?:\/\/)/i;

export function initialValues(target: MenuFormTarget): MenuFormValues {
  if (target.kind === 'create') {
    return {
      type: String(target.type),
      parentId: target.parent?.id ?? TOP_LEVEL,
      name: '',
      nameKey: '',
      url: '',
      href: '',
      permission: '',
      icon: '',
      openType: String(OpenType.tab),
      sort: target.sort,
      noLogin: false,
    };
  }
  const { menu } = target;
  return {
    type: String(menu.type),
    parentId: menu.parentId ?? TOP_LEVEL,
    name: menu.name,
    nameKey: menu.nameKey ?? '',
    url: menu.url ?? '',
    href: menu.href ?? '',
    permission: menu.permission ?? '',
    icon: menu.icon ?? '',
    openType: String(menu.openType),
    sort: menu.order,
    noLogin: menu.noLogin,
  };
}

/** Empty text is stored as null, as the contract does. */
function optional(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}

/**
 * The save body. Fields the form hides for a type keep what they held, so an edit never wipes
 * data it did not show.
 */
export function toMenuSave(values: MenuFormValues, id?: string): MenuSave {
  return {
    ...(id ? { id } : {}),
    parentId:
      values.parentId === TOP_LEVEL || values.parentId === null ? null : String(values.parentId),
    name: values.name.trim(),
    nameKey: optional(values.nameKey),
    url: optional(values.url),
    href: optional(values.href),
    icon: optional(values.icon),
    permission: optional(values.permission),
    type: Number(values.type),
    openType: Number(values.openType),
    sort: values.sort ?? 0,
    noLogin: values.noLogin,
  };
}

/** Which fields a menu type shows and requires. */
export function fieldsFor(type: number) {
  const isButton = type === MenuType.button;
  return {
    /** A button is an action on its screen: it has no address, icon or place in the menu bar. */
    showsNavigation: !isButton,
    /** Only pages open somewhere (a tab or a new window). */
    showsOpenType: type === MenuType.page,
    urlRequired: type === MenuType.page,
    /** A button exists to grant its permission. */
    permissionRequired: isButton,
  };
}

/**
 * A text field's rules: its length, then the contract's own schema (no markup; the permission's
 * characters), so the form refuses what the server would, in the reader's language.
 */
export function textRules(
  t: TFunction,
  language: string,
  field: MenuTextField,
  label: string,
): FieldRule[] {
  const max = MENU_LIMITS[field];
  return [
    {
      validator: (value) =>
        String(value).trim().length > max ? t('menus.rule.tooLong', { label, max }) : null,
    },
    contractRule(menuSaveSchema.shape[field], language),
  ];
}

/** Addresses are portal routes or full web addresses. */
export function urlRule(t: TFunction): FieldRule {
  return {
    validator: (value) =>
      URL_PATTERN.test(String(value).trim()) ? null : t('menus.rule.urlFormat'),
  };
}

/**
 * The parent must suit the type. A menu that keeps the place and type it already has passes, so
 * editing a menu an older rule put elsewhere still works.
 */
export function parentRule(
  t: TFunction,
  rows: readonly MenuRow[],
  original: { parentId: string | null; type: number } | null,
): FieldRule {
  return {
    validator: (value, values) => {
      const parentId = value === TOP_LEVEL ? null : String(value);
      const type = Number(values.type);
      if (original && original.parentId === parentId && original.type === type) return null;
      const parent = parentId === null ? undefined : rows.find((row) => row.id === parentId);
      const problem = placementProblem(parent?.type ?? null, type);
      return problem ? t(`menus.rule.${problem}`) : null;
    },
  };
}

/**
 * Where the menu can go: the top level and every menu that can hold children, each shown by its
 * path, never the menu itself or its branch (a cycle). Places unfit for the chosen type are
 * disabled, except the one it already has.
 */
export function parentOptions(
  rows: readonly MenuRow[],
  target: MenuFormTarget,
  type: number,
  topLevelLabel: string,
): SelectOption[] {
  const menu = target.kind === 'edit' ? target.menu : null;
  const branch = menu ? branchIds(rows, menu.id) : new Set<string>();
  const paths = menuPaths(rows);
  const unfit = (parentType: number | null, id: string | null) =>
    !canHold(parentType, type) && menu?.parentId !== id;
  return [
    { value: TOP_LEVEL, label: topLevelLabel, isDisabled: unfit(null, null) },
    ...rows
      .filter((row) => row.type !== MenuType.button && !branch.has(row.id))
      .map((row) => ({
        value: row.id,
        label: paths.get(row.id) ?? row.label,
        isDisabled: unfit(row.type, row.id),
      })),
  ];
}
