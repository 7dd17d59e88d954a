import { DataGrid } from '@ccms/data-grid';
import { Button, Switch, toast } from '@ccms/ui';
import { useMemo, useState, type Key } from 'react';
import { usePickersTranslation } from '../i18n/pickersResources';
import { fieldColumns, issuesColumn, rowNumberColumn } from './importColumns';
import { Toolbar, ToolbarEnd } from './ImportWizard.styles';
import type { ImportSession } from './useImportSession';

/** The spec's import table height. */
export const PREVIEW_GRID_HEIGHT = 420;

/** Step 3: every row checked, errors per cell and row; rows can be removed. */
export function PreviewStep({ session }: { session: ImportSession }) {
  const t = usePickersTranslation();
  const { rows, fields, mapping, invalidCount } = session;
  const [onlyErrors, setOnlyErrors] = useState(false);
  const [selectedKeys, setSelectedKeys] = useState<Key[]>([]);
  const columns = useMemo(
    () => [rowNumberColumn(t), ...fieldColumns(fields, mapping, t), issuesColumn(fields, t)],
    [fields, mapping, t],
  );
  const shown = useMemo(
    () => (onlyErrors ? rows.filter((row) => row.issues.length > 0) : rows),
    [rows, onlyErrors],
  );

  const removeSelected = () => {
    if (selectedKeys.length === 0) {
      toast.notice(t('importWizardNoSelection'));
      return;
    }
    session.removeRows(selectedKeys.map(Number));
    toast.success(t('importWizardRemoved', { count: selectedKeys.length }));
    setSelectedKeys([]);
  };

  return (
    <>
      <Toolbar>
        <span role="status">
          {t('importWizardSummary', { total: rows.length, invalid: invalidCount })}
        </span>
        <Switch isSelected={onlyErrors} onChange={setOnlyErrors}>
          {t('importWizardOnlyErrors')}
        </Switch>
        <ToolbarEnd>
          <Button variant="danger" onPress={removeSelected}>
            {t('importWizardRemove')}
          </Button>
        </ToolbarEnd>
      </Toolbar>
      <DataGrid
        aria-label={t('importWizardPreviewGrid')}
        columns={columns}
        rows={shown}
        rowKey="id"
        selectionMode="multiple"
        selectedKeys={selectedKeys}
        onSelectionChange={setSelectedKeys}
        height={PREVIEW_GRID_HEIGHT}
      />
    </>
  );
}
