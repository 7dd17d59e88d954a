import type { FormRecord, MenuItem } from '@ccms/api-client';
import { Button, Empty, Input, Select, toast } from '@ccms/ui';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { api } from '../../api/client';
import { Panel, PanelHeader } from '../admin/shared/AdminLayout.styles';
import { AdminPage } from '../admin/shared/AdminPage';
import { FormDialog } from '../admin/shared/FormDialog';
import { useCan } from '../admin/shared/useCan';
import { formName, type FormLanguage } from './fieldModel';
import { FormHost, type FormHostHandle } from './FormHost';
import { Note } from './formStyles';

/** The directories of the menu tree (type 1), each with its path ("行政管理 / 资产管理"). */
export function menuDirectories(
  items: readonly MenuItem[],
  path: readonly string[] = [],
): { value: string; label: string }[] {
  return items.flatMap((item) => {
    if (item.type !== 1) return [];
    const names = [...path, item.name];
    return [{ value: item.id, label: names.join(' / ') }, ...menuDirectories(item.children, names)];
  });
}

/** Where a published form page opens: the generic record list in the main area. */
export const publishedUrl = (formId: string) => `/main-page/${formId}/wf-list`;

interface PublishProps {
  form: { id: string; name: string; permission: string };
  onClose: () => void;
}

/** 发布为菜单页面: a page under a chosen directory listing the form's records, with 编辑. */
function PublishDialog({ form, onClose }: PublishProps) {
  const { t } = useTranslation();
  const tree = useQuery({
    queryKey: ['forms', 'devOnline', 'menuTree'],
    queryFn: () => api.menu.menuQueryTree(),
  });
  const [parentId, setParentId] = useState<string | null>(null);
  const [name, setName] = useState(form.name);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const directories = menuDirectories(tree.data ?? []);

  const publish = async () => {
    if (!parentId || name.trim() === '') {
      setProblem(t('forms.dev.publishIncomplete'));
      return;
    }
    setPending(true);
    try {
      const page = await api.menu.menuSave({
        body: {
          parentId,
          name: name.trim(),
          url: publishedUrl(form.id),
          permission: `${form.permission}:view`,
          type: 2,
          openType: 1,
        },
      });
      await api.menu.menuSave({
        body: {
          parentId: page.id,
          name: t('forms.dev.editButton'),
          permission: `${form.permission}:edit`,
          type: 4,
        },
      });
      toast.success(t('forms.dev.published', { name: name.trim() }));
      onClose();
    } catch {
      // The request layer has told what went wrong.
    } finally {
      setPending(false);
    }
  };

  return (
    <FormDialog
      title={t('forms.dev.publishTitle')}
      isPending={pending}
      onClose={onClose}
      submitText={t('forms.dev.publish')}
      width="medium"
    >
      {(formId) => (
        <form
          id={formId}
          onSubmit={(event) => {
            event.preventDefault();
            void publish();
          }}
        >
          <Select
            label={t('forms.dev.directory')}
            options={directories}
            value={parentId}
            onChange={(value) => setParentId(value === null ? null : String(value))}
            isRequired
            isSearchable
            errorMessage={problem && !parentId ? problem : undefined}
          />
          <Input
            label={t('forms.dev.menuName')}
            value={name}
            onChange={setName}
            isRequired
            errorMessage={problem && name.trim() === '' ? problem : undefined}
          />
          <Note>{t('forms.dev.publishNote', { url: publishedUrl(form.id) })}</Note>
        </form>
      )}
    </FormDialog>
  );
}

/**
 * /sys-manager/dev-online (spec 002 在线开发): pick a form, try it live — FormHost in sandbox mode
 * checks the values as a save would but stores nothing — and publish it as a menu page.
 */
export default function DevOnlinePage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language as FormLanguage;
  const [search, setSearch] = useSearchParams();
  const formId = search.get('formId');
  const canPublish = useCan('sys:menu:edit');
  const host = useRef<FormHostHandle>(null);
  const [checked, setChecked] = useState<FormRecord | null>(null);
  const [publishing, setPublishing] = useState(false);
  const [round, setRound] = useState(0);
  const forms = useQuery({
    queryKey: ['forms', 'definitions', 'devOnline'],
    queryFn: () => api.forms.formDefinitionList({ body: { pageNo: 1, pageSize: 500, params: {} } }),
  });
  const chosen = forms.data?.data.find((form) => form.id === formId) ?? null;

  const check = async () => {
    const result = (await host.current?.save()) ?? null;
    setChecked(result);
    if (result) toast.success(t('forms.dev.valid'));
  };

  return (
    <AdminPage
      title={t('forms.route.devOnline')}
      actionsLabel={t('forms.dev.actions')}
      actions={
        chosen ? (
          <>
            <Button variant="primary" onPress={() => void check()}>
              {t('forms.dev.check')}
            </Button>
            <Button
              onPress={() => {
                setChecked(null);
                setRound((value) => value + 1);
              }}
            >
              {t('forms.dev.reset')}
            </Button>
            {canPublish ? (
              <Button onPress={() => setPublishing(true)}>{t('forms.dev.publish')}</Button>
            ) : null}
          </>
        ) : undefined
      }
    >
      <Panel>
        <PanelHeader>
          <Select
            label={t('forms.dev.pickForm')}
            options={(forms.data?.data ?? []).map((form) => ({
              value: form.id,
              label: `${formName(form, language)} (${form.code})`,
            }))}
            value={formId}
            onChange={(value) => {
              const next = new URLSearchParams(search);
              if (value === null) next.delete('formId');
              else next.set('formId', String(value));
              setSearch(next, { replace: true });
              setChecked(null);
            }}
            isSearchable
            width="long"
          />
        </PanelHeader>
        <Note>{t('forms.dev.sandboxNote')}</Note>
        {chosen ? (
          <FormHost
            key={`${chosen.id}:${round}`}
            ref={host}
            formId={chosen.id}
            readonly={false}
            sandbox
          />
        ) : (
          <Empty description={t('forms.dev.noForm')} />
        )}
        {checked ? (
          <section aria-label={t('forms.dev.checkedValues')}>
            <h2>{t('forms.dev.checkedValues')}</h2>
            <pre data-testid="sandbox-values">{JSON.stringify(checked.values, null, 2)}</pre>
          </section>
        ) : null}
      </Panel>
      {publishing && chosen ? (
        <PublishDialog
          form={{ id: chosen.id, name: formName(chosen, language), permission: chosen.permission }}
          onClose={() => setPublishing(false)}
        />
      ) : null}
    </AdminPage>
  );
}
