import type { Key } from 'react';
import { Button, Tag, toast } from '@ccms/ui';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { COMPARE_MAX, COMPARE_MIN } from './projectFileQueries';

export const COMPARE_PATH = '/consult/compare';

/** The compare view of the given projects. */
export const compareHref = (ids: readonly string[]) =>
  `${COMPARE_PATH}?ids=${ids.map(encodeURIComponent).join(',')}`;

export interface ComparedProject {
  id: string;
  name: string;
}

/**
 * The projects ticked for comparison in the library grid, kept across its pages (a page's rows
 * give the names of the keys the grid reports).
 */
export function useCompareChoice(rows: readonly ComparedProject[]) {
  const [chosen, setChosen] = useState<readonly ComparedProject[]>([]);
  const selectedKeys = useMemo(() => chosen.map((project) => project.id), [chosen]);
  const onSelectionChange = useCallback(
    (keys: Key[]) =>
      setChosen((current) =>
        keys.flatMap((key) => {
          const project =
            current.find((entry) => entry.id === key) ?? rows.find((row) => row.id === key);
          return project ? [{ id: project.id, name: project.name }] : [];
        }),
      ),
    [rows],
  );
  return { chosen, setChosen, selectedKeys, onSelectionChange };
}

const Tray = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-top: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.border.light};
  border-radius: ${({ theme }) => theme.radius.base};
  background: ${({ theme }) => theme.colors.background.base};
`;

const Chosen = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs};
  margin: 0;
  padding: 0;
  list-style: none;

  & li {
    display: inline-flex;
    align-items: center;
  }
`;

/** Why the chosen projects cannot be compared (fewer than 2 or more than 6), or null. */
export function compareProblem(count: number): 'tooFew' | 'tooMany' | null {
  return count < COMPARE_MIN ? 'tooFew' : count > COMPARE_MAX ? 'tooMany' : null;
}

/**
 * 对比栏 under the library grid: the ticked projects (each removable), and 对比所选, which opens
 * the compare view for 2–6 of them and otherwise says why not.
 */
export function CompareTray({
  chosen,
  onChange,
}: {
  chosen: readonly ComparedProject[];
  onChange: (chosen: readonly ComparedProject[]) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (chosen.length === 0) return null;
  const open = () => {
    const problem = compareProblem(chosen.length);
    if (problem) {
      toast.notice(t(`costProjectFiles.compare.${problem}`, { count: chosen.length }));
      return;
    }
    void navigate(compareHref(chosen.map((project) => project.id)));
  };
  return (
    <Tray aria-label={t('costProjectFiles.compare.tray')}>
      <span role="status">{t('costProjectFiles.compare.chosen', { count: chosen.length })}</span>
      <Chosen>
        {chosen.map((project) => (
          <li key={project.id}>
            <Tag
              status={compareProblem(chosen.length) === 'tooMany' ? 'warning' : 'primary'}
              closable
              onClose={() => onChange(chosen.filter((entry) => entry.id !== project.id))}
            >
              {project.name}
            </Tag>
          </li>
        ))}
      </Chosen>
      <Button variant="primary" size="small" onPress={open}>
        {t('costProjectFiles.compare.add')}
      </Button>
      <Button size="small" variant="text" onPress={() => onChange([])}>
        {t('costProjectFiles.compare.clear')}
      </Button>
    </Tray>
  );
}
