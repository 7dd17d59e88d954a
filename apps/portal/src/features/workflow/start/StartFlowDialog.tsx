import type { WfCategory, WfDefinition } from '@ccms/api-client';
import { StartFlowChooser, type StartFlow, type StartFlowCategory } from '@ccms/pickers';
import { Dialog, LoadingOverlay, toast } from '@ccms/ui';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../api/client';
import { flowHref } from '../flowParams';
import { workflowKeys } from '../workflowQueries';

/** Every startable definition in one look-up (the contract's page limit). */
const DEFINITION_PAGE_SIZE = 500;

interface Startable {
  categories: WfCategory[];
  definitions: WfDefinition[];
}

/** The chooser's categories: each flow category (by its order) with its definitions, then 其他. */
export function toStartCategories(data: Startable, t: TFunction): StartFlowCategory[] {
  const toFlow = (definition: WfDefinition): StartFlow => ({
    id: definition.id,
    name: definition.name,
    key: definition.key,
    config: { isPcEnable: definition.pcEnabled },
  });
  const known = new Set(data.categories.map((category) => category.id));
  const groups: StartFlowCategory[] = [...data.categories]
    .sort((a, b) => a.sort - b.sort)
    .map((category) => ({
      value: category.name,
      children: data.definitions
        .filter((definition) => definition.categoryId === category.id)
        .map(toFlow),
    }));
  const other = data.definitions.filter(
    (definition) => !definition.categoryId || !known.has(definition.categoryId),
  );
  if (other.length > 0)
    groups.push({ value: t('workflow.start.other'), children: other.map(toFlow) });
  return groups;
}

/** The new-flow page of a definition: its bound form in new mode (spec 000 §4 flow start). */
export function newFlowHref(definition: WfDefinition): string {
  return flowHref(
    { procDefineId: definition.id, addTab: true, name: definition.name },
    { formId: definition.formId },
  );
}

/**
 * 发起流程 (spec 000 §2.4): the start-flow chooser over the PC-enabled definitions by category,
 * favourites kept by the server (flow_start_List); a flow starts on its bound form's new page.
 */
export function StartFlowDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const startable = useQuery({
    queryKey: workflowKeys.startable,
    queryFn: async (): Promise<Startable> => {
      const [categories, page] = await Promise.all([
        api.workflow.wfCategoryList(),
        api.workflow.wfProcdefList({ body: { pageNo: 1, pageSize: DEFINITION_PAGE_SIZE } }),
      ]);
      return { categories, definitions: page.data };
    },
    // Favourites change while the dialog is open: a fresh list each time it opens.
    staleTime: 0,
    gcTime: 0,
  });
  const data = startable.data;

  const start = (flow: StartFlow) => {
    const definition = data?.definitions.find((candidate) => candidate.id === flow.id);
    if (!definition) return;
    if (!definition.formId) {
      toast.error(t('workflow.start.noForm', { name: definition.name }));
      return;
    }
    onClose();
    void navigate(newFlowHref(definition));
  };

  return (
    <Dialog
      isOpen
      width="large"
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('workflow.start.title')}
      footer={null}
    >
      {data ? (
        <StartFlowChooser
          categories={toStartCategories(data, t)}
          defaultFavouriteKeys={data.definitions
            .filter((definition) => definition.favourite)
            .map((definition) => definition.key)}
          onFavouriteChange={(_keys, change) =>
            api.workflow.wfFavourite({ body: { key: change.key, favourite: change.favourited } })
          }
          onStart={start}
        />
      ) : (
        <LoadingOverlay active={startable.isPending} text={t('workflow.start.loading')} />
      )}
    </Dialog>
  );
}
