import type { FormDefinition, FormRecord } from '@ccms/api-client';
import { Button, Empty, toast } from '@ccms/ui';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useOwnTitle } from '../../shell/ownTitles';
import { AdminPage } from '../admin/shared/AdminPage';
import { formName } from './fieldModel';
import { FormHost, type FormHostHandle } from './FormHost';
import { lockedBy } from './FormListPage';
import { useFormDisplay } from './formsQueries';

type Mode = 'create' | 'edit' | 'view';

function modeOf(value: string | null, id: string | null): Mode {
  if (value === 'view' || value === 'edit' || value === 'create') return value;
  return id ? 'view' : 'create';
}

/**
 * /sys-manager/:formId/wf-form — one record of a form in its own tab: new (?mode=create), edit
 * (?mode=edit&id=…) or view (?mode=view&id=…). A record under a running or finished flow only shows.
 */
export default function FormPage() {
  const { t, i18n } = useTranslation();
  const { formId } = useParams();
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const id = search.get('id');
  const back = search.get('back');
  // 新增下级 of a tree form: the new record starts under ?parent=.
  const parent = search.get('parent');
  const display = useFormDisplay({ formId });
  const treeParent = display.data?.form.treeParent;
  const presetValues = useMemo(
    () => (parent && treeParent ? { [treeParent]: parent } : null),
    [parent, treeParent],
  );
  const host = useRef<FormHostHandle>(null);
  const [form, setForm] = useState<FormDefinition | null>(null);
  const [locked, setLocked] = useState(false);
  const [saving, setSaving] = useState(false);
  const mode = modeOf(search.get('mode'), id);
  const readonly = mode === 'view' || locked;

  const onLoaded = (loaded: FormDefinition, record: FormRecord | null) => {
    setForm(loaded);
    setLocked(record ? lockedBy(record.instanceStatus) !== null : false);
  };

  const name = form ? formName(form, i18n.language) : '';
  // The tab says which form and what is done with it (新增 员工公告), not only 表单.
  useOwnTitle(name ? t(`forms.page.${mode}`, { name }) : undefined);
  if (!formId) return <Empty description={t('forms.page.missing')} />;

  const save = async () => {
    setSaving(true);
    try {
      const saved = await host.current?.save();
      if (!saved) return;
      toast.success(t('forms.page.saved'));
      if (mode === 'create') {
        const next = new URLSearchParams(search);
        next.set('mode', 'edit');
        next.set('id', saved.id);
        setSearch(next, { replace: true });
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <AdminPage
      title={name ? t(`forms.page.${mode}`, { name }) : t('forms.route.form')}
      actionsLabel={t('forms.page.actions')}
      actions={
        <>
          {readonly ? null : (
            <Button variant="primary" isPending={saving} onPress={() => void save()}>
              {t('forms.page.save')}
            </Button>
          )}
          <Button
            onPress={() =>
              void navigate(back?.startsWith('/') ? back : `/sys-manager/${formId}/wf-list`)
            }
          >
            {t('forms.page.back')}
          </Button>
        </>
      }
    >
      {parent && !display.data ? null : (
        <FormHost
          ref={host}
          formId={formId}
          recordId={id}
          readonly={readonly}
          onLoaded={onLoaded}
          presetValues={presetValues}
        />
      )}
    </AdminPage>
  );
}
