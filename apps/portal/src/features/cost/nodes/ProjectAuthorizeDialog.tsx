import type { ProjectAuthorize } from '@ccms/api-client';
import { PersonPicker, type PickedEntry } from '@ccms/pickers';
import { Button, Checkbox, Dialog } from '@ccms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrganisationTree } from '../../../api/useOrganisationTree';
import { PanelNote, Toolbar } from '../../admin/shared/AdminLayout.styles';
import { useProjectAuthorize, useSaveAuthorize } from './nodeQueries';
import { Table } from './ScaleSummaryDialog';

type Member = ProjectAuthorize['members'][number];

export interface ProjectAuthorizeDialogProps {
  projectId: string;
  /** May change the list (cost:project:edit). */
  canEdit?: boolean;
  onClose: () => void;
}

/**
 * 项目授权: who may audit the project (spec 001 §6), and whether the signed-in user may. An editor
 * adds people, marks who may audit, removes people and saves the list as a whole.
 */
export function ProjectAuthorizeDialog({
  projectId,
  canEdit = false,
  onClose,
}: ProjectAuthorizeDialogProps) {
  const { t } = useTranslation();
  const authorize = useProjectAuthorize(projectId);
  const save = useSaveAuthorize(projectId);
  const [draft, setDraft] = useState<Member[] | null>(null);
  const data = authorize.data;
  const members = draft ?? data?.members ?? [];
  const edit = (next: Member[]) => setDraft(next);
  const add = (picked: readonly PickedEntry[]) =>
    edit([
      ...members,
      ...picked
        .filter((entry) => !members.some((member) => member.userId === entry.id))
        .map((entry) => ({
          userId: entry.id,
          name: entry.name,
          loginName: '',
          deptName: null,
          canAudit: true,
          remark: null,
        })),
    ]);
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('costNodes.authorize.title')}
      width="large"
    >
      <PanelNote>{t('costNodes.authorize.note')}</PanelNote>
      {data ? (
        <>
          <p>
            {data.restricted ? `${t('costNodes.authorize.restricted')}；` : ''}
            <strong>
              {data.canAudit ? t('costNodes.authorize.youMay') : t('costNodes.authorize.youMayNot')}
            </strong>
          </p>
          {canEdit ? <AddPeople onAdd={add} /> : null}
          {members.length === 0 ? (
            <PanelNote>{t('costNodes.authorize.empty')}</PanelNote>
          ) : (
            <Table aria-label={t('costNodes.authorize.title')}>
              <thead>
                <tr>
                  <th scope="col">{t('costNodes.authorize.name')}</th>
                  <th scope="col">{t('costNodes.authorize.loginName')}</th>
                  <th scope="col">{t('costNodes.authorize.dept')}</th>
                  <th scope="col">{t('costNodes.authorize.canAudit')}</th>
                  <th scope="col">{t('costNodes.authorize.remark')}</th>
                  {canEdit ? (
                    <th scope="col">
                      <span className="visually-hidden">{t('costNodes.authorize.actions')}</span>
                    </th>
                  ) : null}
                </tr>
              </thead>
              <tbody>
                {members.map((member) => (
                  <tr key={member.userId}>
                    <td>{member.name}</td>
                    <td>{member.loginName}</td>
                    <td>{member.deptName ?? '—'}</td>
                    <td>
                      {canEdit ? (
                        <Checkbox
                          isSelected={member.canAudit}
                          aria-label={t('costNodes.authorize.canAuditOf', { name: member.name })}
                          onChange={(canAudit) =>
                            edit(
                              members.map((row) =>
                                row.userId === member.userId ? { ...row, canAudit } : row,
                              ),
                            )
                          }
                        />
                      ) : member.canAudit ? (
                        t('costNodes.authorize.yes')
                      ) : (
                        t('costNodes.authorize.no')
                      )}
                    </td>
                    <td>{member.remark ?? ''}</td>
                    {canEdit ? (
                      <td>
                        <Button
                          size="small"
                          aria-label={t('costNodes.authorize.remove', { name: member.name })}
                          onPress={() =>
                            edit(members.filter((row) => row.userId !== member.userId))
                          }
                        >
                          ✕
                        </Button>
                      </td>
                    ) : null}
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
          {canEdit ? (
            <Toolbar>
              <Button
                variant="primary"
                isDisabled={draft === null}
                isPending={save.isPending}
                onPress={() =>
                  save.mutate(
                    members.map((member) => ({
                      userId: member.userId,
                      canAudit: member.canAudit,
                      remark: member.remark,
                    })),
                    { onSuccess: () => setDraft(null) },
                  )
                }
              >
                {t('costNodes.authorize.save')}
              </Button>
            </Toolbar>
          ) : null}
        </>
      ) : (
        <p aria-busy="true">{t('costNodes.authorize.loading')}</p>
      )}
    </Dialog>
  );
}

/** The person picker that adds people to the list. */
function AddPeople({ onAdd }: { onAdd: (picked: readonly PickedEntry[]) => void }) {
  const { t } = useTranslation();
  const organisation = useOrganisationTree();
  return (
    <PersonPicker
      label={t('costNodes.authorize.add')}
      nodes={organisation.nodes}
      loadChildren={organisation.loadChildren}
      multiple
      value={[]}
      onChange={onAdd}
    />
  );
}
