import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Input, Tree, type TreeNode } from '@ccms/ui';
import { PanelNote, Toolbar } from '../shared/AdminLayout.styles';
import type { LockReason } from './tabProps';
import { branchKeys, grantedIds, lockedTree, sameGrant, type GrantRule } from './authorizationTree';

/** Tall enough for a menu tree with its buttons; the tree scrolls inside. */
const TREE_HEIGHT = 420;

export interface AuthorizationTreeProps {
  /** The tree's accessible name (菜单和按钮, 可见部门…). */
  label: string;
  nodes: readonly TreeNode[];
  /** The ids the role holds now, as the server answered. */
  grantedIds: readonly string[];
  rule: GrantRule;
  /** False shows the tree locked and without save (no sys:role:auth, or the administrator role). */
  canChange: boolean;
  /** Sends the ids; a rejection keeps the changes for another try. */
  onSave: (ids: string[]) => Promise<unknown>;
  isSaving: boolean;
  /** Told whether there are changes not yet saved, and false when the tree goes away. */
  onDirtyChange: (isDirty: boolean) => void;
}

/**
 * A checkable tree of what a role may be granted, with filter, expand and collapse, and save.
 * Mount it per role (key) once the server's answer is in: it starts from `grantedIds`.
 */
export function AuthorizationTree({
  label,
  nodes,
  grantedIds: initialIds,
  rule,
  canChange,
  onSave,
  isSaving,
  onDirtyChange,
}: AuthorizationTreeProps) {
  const { t } = useTranslation();
  const [checkedKeys, setCheckedKeys] = useState<readonly string[]>(initialIds);
  // What the server holds, in the same terms as a save, so a change undone is no change.
  const [saved, setSaved] = useState(() => grantedIds(nodes, initialIds, rule));
  const [expandedKeys, setExpandedKeys] = useState<readonly string[]>(() =>
    nodes.map((node) => node.key),
  );
  const [filterText, setFilterText] = useState('');
  const shownNodes = useMemo(() => (canChange ? nodes : lockedTree(nodes)), [canChange, nodes]);
  const current = useMemo(() => grantedIds(nodes, checkedKeys, rule), [nodes, checkedKeys, rule]);
  const isDirty = !sameGrant(current, saved);

  useEffect(() => {
    onDirtyChange(isDirty);
  }, [isDirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);

  const save = async () => {
    try {
      await onSave(current);
      setSaved(current);
    } catch {
      // The request layer has told the user; the changes stay for another try.
    }
  };

  return (
    <>
      <Toolbar>
        <Input
          label={t('roles.treeFilter')}
          value={filterText}
          onChange={setFilterText}
          width="middle"
        />
        <Button onPress={() => setExpandedKeys(branchKeys(nodes))}>{t('roles.expandAll')}</Button>
        <Button onPress={() => setExpandedKeys([])}>{t('roles.collapseAll')}</Button>
        {canChange ? (
          <>
            <Button isDisabled={!isDirty} onPress={() => setCheckedKeys(saved)}>
              {t('admin.reset')}
            </Button>
            <Button
              variant="primary"
              isDisabled={!isDirty}
              isPending={isSaving}
              onPress={() => void save()}
            >
              {t('admin.save')}
            </Button>
          </>
        ) : null}
      </Toolbar>
      <Tree
        aria-label={label}
        nodes={shownNodes}
        checkable
        selectionMode="none"
        checkedKeys={checkedKeys}
        onCheckedChange={setCheckedKeys}
        expandedKeys={expandedKeys}
        onExpandedChange={setExpandedKeys}
        filterText={filterText}
        height={TREE_HEIGHT}
      />
    </>
  );
}

/** Why the grants below are shown locked, if they are. */
export function LockedNotice({ reason }: { reason: LockReason | null }) {
  const { t } = useTranslation();
  if (reason === null) return null;
  return (
    <PanelNote role="note">
      {reason === 'admin' ? t('roles.adminAllGranted') : t('roles.readOnly')}
    </PanelNote>
  );
}
