import { MenuType, OpenType } from '@ccms/api-client';
import {
  Checkbox,
  Form,
  FormField,
  Input,
  NumberInput,
  Radio,
  RadioGroup,
  Select,
  type FieldRule,
  type SelectKey,
} from '@ccms/ui';
import { FormDialog } from '../shared/FormDialog';
import type { TFunction } from 'i18next';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  fieldsFor,
  initialValues,
  MAX_SORT,
  parentOptions,
  parentRule,
  textRules,
  urlRule,
  type MenuFormTarget,
  type MenuFormValues,
  type MenuTextField as TextFieldName,
} from './menuForm';
import { MENU_TYPE_KEYS, type MenuRow } from './menuTree';
import { FieldGrid, FieldHint, WideField } from './MenuFormDialog.styles';

const MENU_TYPES = [MenuType.directory, MenuType.page, MenuType.popup, MenuType.button];

function dialogTitle(target: MenuFormTarget, t: TFunction): string {
  if (target.kind === 'edit') return t('menus.dialog.editTitle', { name: target.menu.label });
  return target.parent
    ? t('menus.dialog.createChildTitle', { parent: target.parent.label })
    : t('menus.dialog.createTitle');
}

interface MenuTextFieldProps {
  field: TextFieldName;
  required?: boolean;
  hidden?: boolean;
  /** Rules after the length and contract checks every text field has. */
  rules?: readonly FieldRule[];
  description?: string;
}

/** A text field of the menu: labelled from the catalogue, checked by length and contract. */
function MenuTextField({ field, required, hidden, rules = [], description }: MenuTextFieldProps) {
  const { t, i18n } = useTranslation();
  const label = t(`menus.field.${field}`);
  return (
    <FormField<string>
      name={field}
      label={label}
      required={required}
      hidden={hidden}
      rules={[...textRules(t, i18n.language, field, label), ...rules]}
    >
      {(binding) => <Input {...binding} autoComplete="off" description={description} />}
    </FormField>
  );
}

/** How the dialog saves: the company's menus (useMenuFormSave) or the SaaS catalogue's. */
export interface MenuFormSave {
  /** Sends the form; rejects when the server refused (the request layer has told why). */
  run: (values: MenuFormValues, id: string | undefined) => Promise<unknown>;
  isPending: boolean;
}

export interface MenuFormDialogProps {
  target: MenuFormTarget;
  save: MenuFormSave;
  /** Whether the 免登录 flag shows (company menus have it; catalogue entries do not). */
  showNoLogin?: boolean;
  /** The whole tree, for the parent choices. */
  rows: readonly MenuRow[];
  /** After the server kept the menu, before the dialog closes. */
  onSaved: () => void;
  onClose: () => void;
}

/** Creates or edits a menu (or a catalogue entry) with every field the save endpoint takes. */
export function MenuFormDialog({
  target,
  save,
  showNoLogin = true,
  rows,
  onSaved,
  onClose,
}: MenuFormDialogProps) {
  const { t } = useTranslation();
  const noLoginHintId = useId();
  // Controlled, so the chosen type decides which fields show and which are required.
  const [values, setValues] = useState(() => initialValues(target));
  const type = Number(values.type);
  const fields = fieldsFor(type);
  const title = dialogTitle(target, t);
  const menu = target.kind === 'edit' ? target.menu : null;
  const options = useMemo(
    () => parentOptions(rows, target, type, t('menus.field.topLevel')),
    [rows, target, type, t],
  );
  const original = menu ? { parentId: menu.parentId, type: menu.type } : null;
  const label = (field: string) => t(`menus.field.${field}`);

  return (
    <FormDialog title={title} width="medium" isPending={save.isPending} onClose={onClose}>
      {(formId) => (
        <Form<MenuFormValues>
          id={formId}
          aria-label={title}
          values={values}
          onValuesChange={setValues}
          onSubmit={(submitted) =>
            save.run(submitted, menu?.id).then(
              () => {
                onSaved();
                onClose();
              },
              () => undefined,
            )
          }
        >
          <FieldGrid>
            <WideField>
              <FormField<string> name="type" label={label('type')} required>
                {(field) => (
                  <RadioGroup {...field}>
                    {MENU_TYPES.map((value) => (
                      <Radio key={value} value={String(value)}>
                        {t(`menus.type.${MENU_TYPE_KEYS[value]}`)}
                      </Radio>
                    ))}
                  </RadioGroup>
                )}
              </FormField>
            </WideField>
            <FormField<SelectKey | null>
              name="parentId"
              label={label('parent')}
              required
              rules={[parentRule(t, rows, original)]}
            >
              {(field) => <Select {...field} options={options} isSearchable />}
            </FormField>
            <MenuTextField field="name" required />
            <MenuTextField field="nameKey" description={t('menus.field.nameKeyHint')} />
            <MenuTextField
              field="permission"
              required={fields.permissionRequired}
              description={t('menus.field.permissionHint')}
            />
            <MenuTextField
              field="url"
              hidden={!fields.showsNavigation}
              required={fields.urlRequired}
              rules={[urlRule(t)]}
              description={t('menus.field.urlHint')}
            />
            <MenuTextField field="href" hidden={!fields.showsNavigation} rules={[urlRule(t)]} />
            <MenuTextField field="icon" hidden={!fields.showsNavigation} />
            <FormField<string>
              name="openType"
              label={label('openType')}
              hidden={!fields.showsOpenType}
            >
              {(field) => (
                <RadioGroup {...field}>
                  <Radio value={String(OpenType.tab)}>{t('menus.openType.tab')}</Radio>
                  <Radio value={String(OpenType.newWindow)}>{t('menus.openType.newWindow')}</Radio>
                </RadioGroup>
              )}
            </FormField>
            <FormField<number | null> name="sort" label={label('sort')} required>
              {(field) => <NumberInput {...field} min={0} max={MAX_SORT} precision={0} />}
            </FormField>
            <FormField<boolean>
              name="noLogin"
              label={label('noLogin')}
              hidden={!showNoLogin || !fields.showsNavigation}
            >
              {(field) => (
                <div>
                  <Checkbox
                    name={field.name}
                    isSelected={field.value}
                    onChange={field.onChange}
                    aria-describedby={noLoginHintId}
                  >
                    {field.label}
                  </Checkbox>
                  <FieldHint id={noLoginHintId}>{t('menus.field.noLoginHint')}</FieldHint>
                </div>
              )}
            </FormField>
          </FieldGrid>
        </Form>
      )}
    </FormDialog>
  );
}
