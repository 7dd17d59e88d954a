import { MenuType } from '@ccms/api-client';
import { validateField, type FieldDefinition } from '@ccms/ui';
import { i18n } from '../../../i18n';
import { companyMenus } from './menuFixtures';
import {
  createTarget,
  fieldsFor,
  initialValues,
  parentOptions,
  parentRule,
  textRules,
  toMenuSave,
  TOP_LEVEL,
  urlRule,
} from './menuForm';
import { menuRows } from './menuTree';

const rows = menuRows(companyMenus, (item) => item.name, new Set(['m-user']));
const byId = (id: string) => rows.find((row) => row.id === id)!;
const t = i18n.getFixedT('zh');

async function check(definition: Omit<FieldDefinition, 'name'>, value: unknown, values = {}) {
  return validateField({ name: 'field', ...definition }, value, values);
}

describe('menu form values', () => {
  it('starts a child of a page as its next button, and a top-level menu as a directory', () => {
    expect(initialValues(createTarget(rows, byId('m-menu')))).toMatchObject({
      type: String(MenuType.button),
      parentId: 'm-menu',
      sort: 2,
      name: '',
    });
    expect(initialValues(createTarget(rows, null))).toMatchObject({
      type: String(MenuType.directory),
      parentId: TOP_LEVEL,
      sort: 4,
    });
  });

  it('given an edit, sends every field back, empty texts as null', () => {
    const values = initialValues({ kind: 'edit', menu: byId('m-user') });
    expect(toMenuSave({ ...values, icon: '  ', name: ' 用户 ' }, 'm-user')).toEqual({
      id: 'm-user',
      parentId: 'm-sys',
      name: '用户',
      nameKey: 'menu.user',
      url: '/sys-manager/user',
      href: null,
      icon: null,
      permission: 'sys:user:view',
      type: MenuType.page,
      openType: 1,
      sort: 1,
      noLogin: true,
    });
    expect(toMenuSave(initialValues(createTarget(rows, null)))).toMatchObject({
      parentId: null,
    });
    expect(toMenuSave(initialValues(createTarget(rows, null)))).not.toHaveProperty('id');
  });

  it('shows and requires fields by type', () => {
    expect(fieldsFor(MenuType.page)).toEqual({
      showsNavigation: true,
      showsOpenType: true,
      urlRequired: true,
      permissionRequired: false,
    });
    expect(fieldsFor(MenuType.button)).toMatchObject({
      showsNavigation: false,
      permissionRequired: true,
    });
    expect(fieldsFor(MenuType.directory)).toMatchObject({
      showsOpenType: false,
      urlRequired: false,
    });
  });
});

describe('menu form rules', () => {
  it('checks length first, then the contract (markup, permission characters), then the address', async () => {
    const icon = { label: '图标', rules: textRules(t, 'zh', 'icon', '图标') };
    expect(await check(icon, 'x'.repeat(65))).toBe('图标不能超过 64 个字符');
    expect(await check(icon, '<b>')).toBe('不能包含 < 或 >');
    expect(await check(icon, 'chart')).toBeNull();
    const permission = { label: '权限', rules: textRules(t, 'zh', 'permission', '权限') };
    expect(await check(permission, 'sys menu')).toBe('权限标识只能包含字母、数字和 : _ . -');
    expect(await check(permission, 'sys:menu.edit_1')).toBeNull();
    const english = { label: 'Permission', rules: textRules(t, 'en', 'permission', 'Permission') };
    expect(await check(english, 'sys menu')).toBe(
      'Permission keys may contain only letters, digits and : _ . -',
    );
    expect(await check({ label: '地址', rules: [urlRule(t)] }, 'reports')).toBe(
      '地址须以 / 、http:// 或 https:// 开头',
    );
    expect(await check({ label: '地址', rules: [urlRule(t)] }, 'https://example.com')).toBeNull();
  });

  it('refuses a parent unfit for the type, unless the menu keeps the place it has', async () => {
    const fresh = { label: '上级', rules: [parentRule(t, rows, null)] };
    expect(await check(fresh, TOP_LEVEL, { type: String(MenuType.button) })).toBe(
      '按钮只能放在页面或弹窗下',
    );
    expect(await check(fresh, 'm-user', { type: String(MenuType.page) })).toBe(
      '目录、页面和弹窗只能放在顶级或目录下',
    );
    expect(await check(fresh, 'm-user', { type: String(MenuType.button) })).toBeNull();
    const legacy = {
      label: '上级',
      rules: [parentRule(t, rows, { parentId: 'm-user', type: MenuType.page })],
    };
    expect(await check(legacy, 'm-user', { type: String(MenuType.page) })).toBeNull();
  });

  it('offers as parents the top level and non-buttons, never the menu’s own branch', () => {
    const options = parentOptions(
      rows,
      { kind: 'edit', menu: byId('m-sys') },
      MenuType.directory,
      '顶级',
    );
    expect(options.map((option) => option.label)).toEqual(['顶级', '首页', '报表中心']);
    expect(options.find((option) => option.label === '首页')?.isDisabled).toBe(true);

    const forButton = parentOptions(
      rows,
      createTarget(rows, byId('m-menu')),
      MenuType.button,
      '顶级',
    );
    expect(forButton.filter((option) => !option.isDisabled).map((option) => option.value)).toEqual([
      'm-home',
      'm-user',
      'm-menu',
    ]);
    expect(forButton.find((option) => option.value === 'm-menu')?.label).toBe(
      '系统管理 / 菜单管理',
    );
  });
});
