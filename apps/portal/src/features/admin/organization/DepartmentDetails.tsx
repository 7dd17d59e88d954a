import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import type { DepartmentNode } from '@ccms/api-client';
import { Button } from '@ccms/ui';
import { useCan } from '../shared/useCan';
import { DepartmentPeople } from './DepartmentPeople';
import { Facts, Panel, PanelHeader, PanelNote, Toolbar } from '../shared/AdminLayout.styles';

export interface DepartmentDetailsProps {
  department: DepartmentNode;
  parent: DepartmentNode | undefined;
  onAddChild: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/**
 * The user page beside this one: the /main-page twin stays in the main area, the /sys-manager
 * page in the admin area. It is asked to open on the department (`deptId`, `deptName`).
 */
function useUserPagePath(deptId: string, deptName: string): string {
  const { pathname } = useLocation();
  const base = pathname.startsWith('/main-page') ? '/main-page/user' : '/sys-manager/user';
  return `${base}?${new URLSearchParams({ deptId, deptName }).toString()}`;
}

/** The selected department: its facts, what may be done with it, and its people. */
export function DepartmentDetails({
  department,
  parent,
  onAddChild,
  onEdit,
  onDelete,
}: DepartmentDetailsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const headingId = useId();
  const canEdit = useCan('sys:dept:edit');
  const canDelete = useCan('sys:dept:delete');
  const canViewPeople = useCan('sys:user:view');
  const userPagePath = useUserPagePath(department.id, department.name);

  return (
    <Panel aria-labelledby={headingId}>
      <PanelHeader>
        <h2 id={headingId}>{department.name}</h2>
        <Toolbar role="toolbar" aria-label={t('org.departmentActions')}>
          {canEdit ? <Button onPress={onAddChild}>{t('org.addChild')}</Button> : null}
          {canEdit ? <Button onPress={onEdit}>{t('admin.edit')}</Button> : null}
          {canDelete ? (
            <Button variant="danger" onPress={onDelete}>
              {t('admin.delete')}
            </Button>
          ) : null}
          {canViewPeople ? (
            <Button onPress={() => void navigate(userPagePath)}>{t('org.openUserPage')}</Button>
          ) : null}
        </Toolbar>
      </PanelHeader>
      <Facts>
        <div>
          <dt>{t('org.parent')}</dt>
          <dd>{parent?.name ?? t('org.topLevel')}</dd>
        </div>
        <div>
          <dt>{t('org.directPeople')}</dt>
          <dd>{department.userCount}</dd>
        </div>
        <div>
          <dt>{t('org.childDepartments')}</dt>
          <dd>{department.children.length}</dd>
        </div>
      </Facts>
      <h3>{t('org.peopleHeading')}</h3>
      {canViewPeople ? (
        <DepartmentPeople key={department.id} department={department} />
      ) : (
        <PanelNote>{t('org.peopleForbidden')}</PanelNote>
      )}
    </Panel>
  );
}
