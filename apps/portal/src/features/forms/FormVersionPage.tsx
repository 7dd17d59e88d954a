import { Button, Empty, Select, toast } from '@ccms/ui';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Panel, PanelHeader } from '../admin/shared/AdminLayout.styles';
import { AdminPage } from '../admin/shared/AdminPage';
import { FormHost, type FormHostHandle } from './FormHost';
import { useFormVersions } from './formsQueries';
import { Note } from './formStyles';

/** Where a version of a form previews. */
export const versionHref = (formId: string, version: number) =>
  `/sys-manager/wf-form/${version}?formId=${encodeURIComponent(formId)}`;

/**
 * /sys-manager/wf-form/:version?formId= (spec 002 wf-form/{version}): a version of a form's
 * definition as it rendered then, filled in a sandbox (checked, never saved); the designer's saves
 * are listed to switch between.
 */
export default function FormVersionPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { version: versionParam } = useParams();
  const [search] = useSearchParams();
  const formId = search.get('formId');
  const version = Number(versionParam);
  const versions = useFormVersions(formId);
  const host = useRef<FormHostHandle>(null);

  if (!formId || !Number.isInteger(version) || version < 1)
    return <Empty description={t('forms.page.missing')} />;
  const entry = versions.data?.find((item) => item.version === version);

  return (
    <AdminPage
      title={t('forms.version.title', { version })}
      actionsLabel={t('forms.version.actions')}
      actions={
        <Button
          variant="primary"
          onPress={() =>
            void host.current?.save().then((checked) => {
              if (checked) toast.success(t('forms.dev.valid'));
            })
          }
        >
          {t('forms.dev.check')}
        </Button>
      }
    >
      <Panel>
        <PanelHeader>
          <Select
            label={t('forms.version.pick')}
            options={(versions.data ?? []).map((item) => ({
              value: String(item.version),
              label: t(item.current ? 'forms.version.optionCurrent' : 'forms.version.option', {
                version: item.version,
                savedAt: item.savedAt,
                by: item.savedByName ?? '—',
              }),
            }))}
            value={String(version)}
            onChange={(value) => {
              if (value !== null) void navigate(versionHref(formId, Number(value)));
            }}
          />
        </PanelHeader>
        {entry ? (
          <Note>
            {t('forms.version.note', {
              fields: entry.fieldCount,
              savedAt: entry.savedAt,
            })}
          </Note>
        ) : null}
        <FormHost
          key={version}
          ref={host}
          formId={formId}
          version={version}
          readonly={false}
          sandbox
        />
      </Panel>
    </AdminPage>
  );
}
