import { Select, Tag, type SelectKey } from '@ccms/ui';
import { VisuallyHidden } from 'react-aria-components';
import { usePickersTranslation } from '../i18n/pickersResources';
import { HEADER_SCAN_ROWS, type ColumnMatchKind } from './core/columnMatching';
import {
  ErrorText,
  MappingScroller,
  MappingTable,
  SampleText,
  SettingsRow,
} from './ImportWizard.styles';
import type { ImportSession } from './useImportSession';

/** The Select key of "ignore this column" (field keys are the others). */
const IGNORE = '\u0000ignore';

const MATCH_LABEL = {
  name: 'importWizardMatchName',
  alias: 'importWizardMatchAlias',
  manual: 'importWizardMatchManual',
} as const satisfies Record<ColumnMatchKind, string>;

const MATCH_STATUS = { name: 'success', alias: 'primary', manual: 'warning' } as const;

/** Step 2: the sheet, its header row and which field each column fills. */
export function MappingStep({ session }: { session: ImportSession }) {
  const t = usePickersTranslation();
  const { sheets, sheet, headerRow, headers, matches, fields, unmappedRequired } = session;
  if (!sheets || !sheet) return null;
  const firstDataRow = sheet.rows[headerRow + 1] ?? [];
  const fieldOptions = [
    ...fields.map((field) => ({ value: field.key, label: field.label })),
    { value: IGNORE, label: t('importWizardIgnore') },
  ];
  const headerOptions = sheet.rows.slice(0, HEADER_SCAN_ROWS).map((cells, index) => ({
    value: index,
    label: t('importWizardHeaderRowOption', {
      row: index + 1,
      text: cells.filter(Boolean).join(' | ').slice(0, 60),
    }),
  }));
  return (
    <>
      <SettingsRow>
        <Select
          label={t('importWizardSheet')}
          options={sheets.map((candidate, index) => ({ value: index, label: candidate.name }))}
          value={session.sheetIndex}
          onChange={(value: SelectKey | null) => {
            if (value !== null) session.selectSheet(Number(value));
          }}
        />
        <Select
          label={t('importWizardHeaderRow')}
          options={headerOptions}
          value={headerRow}
          onChange={(value: SelectKey | null) => {
            if (value !== null) session.setHeaderRow(Number(value));
          }}
        />
      </SettingsRow>
      {unmappedRequired.length > 0 ? (
        <ErrorText role="alert">
          {t('importWizardUnmappedRequired', {
            fields: unmappedRequired.map((field) => field.label).join('、'),
          })}
        </ErrorText>
      ) : null}
      <MappingScroller>
        <MappingTable aria-label={t('importWizardMappingTable')}>
          <thead>
            <tr>
              <th scope="col">{t('importWizardColumn')}</th>
              <th scope="col">{t('importWizardSample')}</th>
              <th scope="col">{t('importWizardMatchedBy')}</th>
              <th scope="col">{t('importWizardField')}</th>
            </tr>
          </thead>
          <tbody>
            {headers.map((header, column) => {
              const match = matches[column];
              const name = header || `#${column + 1}`;
              return (
                <tr key={column} data-ignored={match?.field ? undefined : true}>
                  <th scope="row">{name}</th>
                  <td>
                    <SampleText title={firstDataRow[column]}>{firstDataRow[column]}</SampleText>
                  </td>
                  <td>
                    {match?.by ? (
                      <Tag status={MATCH_STATUS[match.by]}>{t(MATCH_LABEL[match.by])}</Tag>
                    ) : (
                      <Tag status="info">{t('importWizardUnmatched')}</Tag>
                    )}
                  </td>
                  <td>
                    <Select
                      label={
                        <VisuallyHidden>
                          {t('importWizardColumnField', { column: name })}
                        </VisuallyHidden>
                      }
                      options={fieldOptions}
                      value={match?.field ?? IGNORE}
                      onChange={(value: SelectKey | null) =>
                        session.mapColumn(
                          column,
                          value === null || value === IGNORE ? null : String(value),
                        )
                      }
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </MappingTable>
      </MappingScroller>
    </>
  );
}
