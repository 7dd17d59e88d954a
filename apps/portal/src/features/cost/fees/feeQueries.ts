import { useQuery } from '@tanstack/react-query';
import type { FeeRow, FormulaIssue } from '@ccms/api-client';
import { useEffect, useState } from 'react';
import { api, quietApi } from '../../../api/client';
import { useAdminMutation } from '../../admin/shared/useAdminMutation';

/** Everything under `cost`, `fees`, then the unit: a change refreshes its table. */
export const feeKeys = {
  all: ['cost', 'fees'] as const,
  unit: (unitId: string) => ['cost', 'fees', unitId] as const,
};

/**
 * A fee change also moves the unit's total and the totals above it, which the project pages
 * show (under `cost`, `projects`): they are refreshed too.
 */
const FEE_CHANGE_INVALIDATES = (unitId: string) =>
  [feeKeys.unit(unitId), ['cost', 'projects']] as const;

export interface UnitRef {
  projectId: string;
  unitId: string;
}

/** The unit's fee table as a tree, its base codes with their values, and its total. */
export function useFeeTable({ projectId, unitId }: UnitRef) {
  return useQuery({
    queryKey: feeKeys.unit(unitId),
    queryFn: () => api.cost.feeQueryTree({ body: { params: { projectId, nodeId: unitId } } }),
  });
}

/** What the form sends for a row: the contract's row fields. */
export type FeeRowValues = {
  code: string;
  name: string;
  base: string;
  rate: string;
  category: FeeRow['category'];
  nonCompetitive: boolean;
};

export function useFeeUpdate(unit: UnitRef) {
  return useAdminMutation<FeeRowValues & { id: string }, FeeRow>({
    run: (body) => api.cost.feeUpdate({ body }),
    invalidates: FEE_CHANGE_INVALIDATES(unit.unitId),
  });
}

export function useFeeAdd(unit: UnitRef) {
  return useAdminMutation<
    FeeRowValues & { parentId: string | null; afterId: string | null },
    FeeRow
  >({
    run: (body) =>
      api.cost.feeAdd({ body: { ...body, projectId: unit.projectId, nodeId: unit.unitId } }),
    invalidates: FEE_CHANGE_INVALIDATES(unit.unitId),
  });
}

export function useFeeDelete(unit: UnitRef) {
  return useAdminMutation<string, null>({
    run: (id) => api.cost.feeDelete({ params: { id } }),
    invalidates: FEE_CHANGE_INVALIDATES(unit.unitId),
  });
}

export function useFeeInit(unit: UnitRef) {
  return useAdminMutation<void, null>({
    run: () => api.cost.feeInit({ body: { projectId: unit.projectId, nodeId: unit.unitId } }),
    invalidates: FEE_CHANGE_INVALIDATES(unit.unitId),
  });
}

/** The value of a trial formula, with its issues. */
export function useFeeTrial(unit: UnitRef) {
  return useAdminMutation<string, { value: string | null; issues: FormulaIssue[] }>({
    run: (formula) =>
      api.cost.feeValueByFormula({
        body: { projectId: unit.projectId, nodeId: unit.unitId, formula },
      }),
    successMessage: false,
  });
}

/** How long typing pauses before the formula is checked. */
export const VERIFY_DELAY_MS = 300;

export type FormulaCheck =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'done'; formula: string; valid: boolean; issues: FormulaIssue[] };

/**
 * The formula checked as the user types: once typing pauses, the server checks it in the
 * unit's table (the row's id and code, for self-reference and cycles); it writes nothing. A
 * refused check (a character the contract refuses) comes back as one issue with its message.
 */
export function useFormulaCheck(
  unit: UnitRef,
  formula: string,
  rowId: string | null,
  code: string,
): FormulaCheck {
  const [check, setCheck] = useState<FormulaCheck>({ state: 'idle' });
  useEffect(() => {
    let current = true;
    setCheck({ state: 'checking' });
    const timer = setTimeout(() => {
      quietApi.cost
        .feeVerifyFormula({
          body: {
            projectId: unit.projectId,
            nodeId: unit.unitId,
            formula,
            rowId,
            ...(code.trim() ? { code: code.trim() } : {}),
          },
        })
        .then(
          (answer) => {
            if (current) setCheck({ state: 'done', formula, ...answer });
          },
          (error: unknown) => {
            if (!current) return;
            const message = error instanceof Error ? error.message : '';
            setCheck({
              state: 'done',
              formula,
              valid: false,
              issues: [{ kind: 'refused', severity: 'error', position: null, path: null, message }],
            });
          },
        );
    }, VERIFY_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [unit.projectId, unit.unitId, formula, rowId, code]);
  return check;
}
