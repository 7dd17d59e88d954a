import { MenuType, OpenType, type MenuItem, type SaasMenuSave } from '@ccms/api-client';
import {
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
import type { TFunction } from 'i18next';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client';
import { useAdminMutation } from '../shared/useAdminMutation';
import {
  fieldsFor,
  initialValues,
  MAX_SORT,
  parentOptions,
  parentRule,
  textRules,
  toMenuSave,
  urlRule,
  type MenuFormTarget,
  type MenuFormValues,
  type MenuTextField,
} from '../menus/menuForm';
import { FieldGrid, WideField } from '../menus/MenuFormDialog.styles';
import { MENU_TYPE_KEYS, type MenuRow } from '../menus/menuTree';
import { FormDialog } from './SaasParts';
import { saasKeys } from './saasQueries';

// The catalogue entry's form: the company menu form's fields and rules (features/admin/menus),
// without the login flag (catalogue entries have none), saved to the catalogue.

const MENU_TYPES = [MenuType.directory, MenuType.page, MenuType.popup, MenuType.button];

function dialogTitle(target: MenuFormTarget, t: TFunction): string {
  if (target.kind === 'edit') return t('menus.dialog.editTitle', { name: target.menu.label });
  return target.parent
    ? t('menus.dialog.createChildTitle', { parent: target.parent.label })
    : t('menus.dialog.createTitle');
}

/** The catalogue's save body: the menu body without its login flag. */
export function toSaasMenuSave(values: MenuFormValues, id?: string): SaasMenuSave {
  const { noLogin: _noLogin, ...body } = toMenuSave(values, id);
  return body;
}

function TextField({
  field,
  required,
  hidden,
  rules = [],
  description,
}: {
  field: MenuTextField;
  required?: boolean;
  hidden?: boolean;
  rules?: readonly FieldRule[];
  description?: string;
}) {
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

export interface SaasMenuFormDialogProps {
  target: MenuFormTarget;
  rows: readonly MenuRow[];
  /** After the server kept the entry, before the dialog closes. */
  onSaved: () => void;
  onClose: () => void;
}

/** Creates or edits a catalogue entry; the copies in every enterprise holding it follow. */
export function SaasMenuFormDialog({ target, rows, onSaved, onClose }: SaasMenuFormDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const [values, setValues] = useState(() => initialValues(target));
  const save = useAdminMutation<SaasMenuSave, MenuItem>({
    run: (body) => api.saas.saasMenuSave({ body }),
    invalidates: [saasKeys.all],
    onSuccess: () => {
      onSaved();
      onClose();
    },
  });
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
    <FormDialog title={title} formId={formId} isSaving={save.isPending} onClose={onClose}>
      <Form<MenuFormValues>
        id={formId}
        aria-label={title}
        values={values}
        onValuesChange={setValues}
        onSubmit={(submitted) =>
          save.mutateAsync(toSaasMenuSave(submitted, menu?.id)).then(
            () => undefined,
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
          <TextField field="name" required />
          <TextField field="nameKey" description={t('menus.field.nameKeyHint')} />
          <TextField
            field="permission"
            required={fields.permissionRequired}
            description={t('menus.field.permissionHint')}
          />
          <TextField
            field="url"
            hidden={!fields.showsNavigation}
            required={fields.urlRequired}
            rules={[urlRule(t)]}
            description={t('menus.field.urlHint')}
          />
          <TextField field="href" hidden={!fields.showsNavigation} rules={[urlRule(t)]} />
          <TextField field="icon" hidden={!fields.showsNavigation} />
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
        </FieldGrid>
      </Form>
    </FormDialog>
  );
}
