import { Button, Empty, Tabs, formatDecimal } from '@ccms/ui';
import { useMemo, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Panel, PanelHeader, PanelNote, Toolbar } from '../../admin/shared/AdminLayout.styles';
import { ButtonLink } from '../../admin/shared/AdminPage';
import { useCan } from '../../admin/shared/useCan';
import FeeTablePanel from '../fees/FeeTablePanel';
import { NodeFeaturesDialog } from '../kinds/NodeFeaturesDialog';
import { ProjectAuthorizeDialog } from '../nodes/ProjectAuthorizeDialog';
import { ProjectGroupsDialog } from '../nodes/ProjectGroupsDialog';
import { ScaleSummaryDialog } from '../nodes/ScaleSummaryDialog';
import { BillsPanel } from './BillsPanel';
import { ImportDialog } from './ImportDialog';
import { projectExportUrl, useProjectTree, useRecompute } from './projectQueries';
import { ancestorIds, holdsBills, nodeRows } from './projectTree';
import { StructureTree } from './StructureTree';

/** The tree on the left, the chosen node's bills and fees on the right. */
const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(380px, 2fr) minmax(0, 3fr);
  gap: ${({ theme }) => theme.spacing.lg};
  align-items: start;
`;

/** Header, tab bar, project header and the toolbar take this much height. */
const SPACE_AROUND_TREE = 380;
const MIN_TREE_HEIGHT = 320;

function subscribeToResize(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

export const NODE_PARAM = 'node';
export const BILL_PARAM = 'bill';

/**
 * 项目结构: the structure tree with amounts (drag to reorder; add, rename, delete), and for a
 * chosen unit or division its 分部分项 and, for a unit, its 费用汇总. The toolbar imports a bill
 * of quantities, exports the project and recomputes its fees. `?node=&bill=` opens a bill.
 */
export function StructureTab({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const canEdit = useCan('cost:project:edit');
  const canDelete = useCan('cost:project:delete');
  const canImport = useCan('cost:project:import');
  const canRecompute = useCan('cost:fee:edit');
  const [searchParams, setSearchParams] = useSearchParams();
  const tree = useProjectTree(projectId);
  const rows = useMemo(() => nodeRows(tree.data ?? []), [tree.data]);
  const selectedId = searchParams.get(NODE_PARAM);
  const targetBillId = searchParams.get(BILL_PARAM);
  const selected = rows.find((row) => row.id === selectedId) ?? null;
  const [expanded, setExpanded] = useState<readonly string[]>();
  // Until the user opens or closes a branch: the project, its singles, and the way to the chosen node.
  const expandedIds = useMemo(() => {
    if (expanded) return expanded;
    const open = rows
      .filter((row) => row.level === 'project' || row.level === 'single')
      .map((row) => row.id);
    return selectedId ? [...new Set([...open, ...ancestorIds(rows, selectedId)])] : open;
  }, [expanded, rows, selectedId]);
  const [tab, setTab] = useState('bills');
  const [isImporting, setImporting] = useState(false);
  const [featuresOf, setFeaturesOf] = useState<{ id: string; name: string } | null>(null);
  const [openDialog, setOpenDialog] = useState<'scale' | 'authorize' | 'groups' | null>(null);
  const canEditFeatures = useCan('cost:project:edit');
  const recompute = useRecompute(projectId);
  const windowHeight = useSyncExternalStore(subscribeToResize, () => window.innerHeight);
  const height = Math.max(MIN_TREE_HEIGHT, windowHeight - SPACE_AROUND_TREE);

  const select = (nodeId: string) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(NODE_PARAM, nodeId);
        next.delete(BILL_PARAM);
        return next;
      },
      { replace: true },
    );
  const leaveBill = () => {
    if (!targetBillId) return;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(BILL_PARAM);
        return next;
      },
      { replace: true },
    );
  };

  const singles = rows.filter((row) => row.level === 'single');
  const singleOfSelected = selected
    ? ([selected.id, ...ancestorIds(rows, selected.id)]
        .map((id) => rows.find((row) => row.id === id))
        .find((row) => row?.level === 'single')?.id ?? null)
    : null;
  const unit = selected?.level === 'unit' ? selected : null;

  return (
    <>
      <Toolbar role="group" aria-label={t('cost.project.structure.actions')}>
        {canImport ? (
          <Button
            variant="primary"
            onPress={() => setImporting(true)}
            isDisabled={singles.length === 0}
          >
            {t('cost.project.structure.import')}
          </Button>
        ) : null}
        <ButtonLink
          to={projectExportUrl(
            projectId,
            selected?.level === 'project' ? null : (selected?.id ?? null),
          )}
          reloadDocument
          download
        >
          {t('cost.project.structure.export')}
        </ButtonLink>
        {canRecompute ? (
          <Button isPending={recompute.isPending} onPress={() => recompute.mutate()}>
            {t('cost.project.structure.recompute')}
          </Button>
        ) : null}
        {canEditFeatures && selected && selected.level !== 'project' ? (
          <Button onPress={() => setFeaturesOf({ id: selected.id, name: selected.name })}>
            {t('costKinds.nodeFeatures.open')}
          </Button>
        ) : null}
        <Button onPress={() => setOpenDialog('scale')}>{t('costNodes.scale.open')}</Button>
        <Button onPress={() => setOpenDialog('authorize')}>{t('costNodes.authorize.open')}</Button>
        <Button onPress={() => setOpenDialog('groups')}>{t('costNodes.groups.open')}</Button>
      </Toolbar>
      {openDialog === 'scale' ? (
        <ScaleSummaryDialog
          projectId={projectId}
          canEdit={canEdit}
          onClose={() => setOpenDialog(null)}
        />
      ) : null}
      {openDialog === 'groups' ? (
        <ProjectGroupsDialog
          projectId={projectId}
          canEdit={canEdit}
          onClose={() => setOpenDialog(null)}
        />
      ) : null}
      {openDialog === 'authorize' ? (
        <ProjectAuthorizeDialog
          projectId={projectId}
          canEdit={canEdit}
          onClose={() => setOpenDialog(null)}
        />
      ) : null}
      {featuresOf ? (
        <NodeFeaturesDialog
          projectId={projectId}
          node={featuresOf}
          onClose={() => setFeaturesOf(null)}
        />
      ) : null}
      <Columns>
        <Panel aria-label={t('cost.project.tree.label')}>
          <StructureTree
            projectId={projectId}
            rows={rows}
            loading={tree.isLoading}
            selectedId={selected?.id ?? null}
            onSelect={select}
            expandedIds={expandedIds}
            onExpandedChange={setExpanded}
            canEdit={canEdit}
            canDelete={canDelete}
            height={height}
          />
        </Panel>
        <Panel aria-label={selected?.name ?? t('cost.project.structure.nothingChosen')}>
          {selected && holdsBills(selected) ? (
            <>
              <PanelHeader>
                <h2>{selected.name}</h2>
                <PanelNote>
                  {t('cost.project.structure.nodeFacts', {
                    level: t(`cost.project.level.${selected.level}`),
                    amount: formatDecimal(selected.amount),
                  })}
                </PanelNote>
              </PanelHeader>
              <Tabs
                aria-label={t('cost.project.structure.nodeTabs')}
                selectedKey={unit ? tab : 'bills'}
                onSelectionChange={setTab}
                items={[
                  {
                    key: 'bills',
                    title: t('cost.project.structure.bills'),
                    content: (
                      <BillsPanel
                        key={selected.id}
                        projectId={projectId}
                        nodeId={selected.id}
                        targetBillId={targetBillId}
                        onLeaveTarget={leaveBill}
                        canEdit={canEdit}
                      />
                    ),
                  },
                  ...(unit
                    ? [
                        {
                          key: 'fees',
                          title: t('cost.project.structure.fees'),
                          content: <FeeTablePanel projectId={projectId} unitId={unit.id} />,
                        },
                      ]
                    : []),
                ]}
              />
            </>
          ) : (
            <Empty
              description={
                selected
                  ? t('cost.project.structure.noBillsHere', { name: selected.name })
                  : t('cost.project.structure.chooseNode')
              }
            />
          )}
        </Panel>
      </Columns>
      {isImporting ? (
        <ImportDialog
          projectId={projectId}
          singles={singles}
          initialSingleId={singleOfSelected}
          onImported={(unitId) => {
            if (unitId) select(unitId);
          }}
          onClose={() => setImporting(false)}
        />
      ) : null}
    </>
  );
}
