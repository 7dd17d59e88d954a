import { ApiError, type PaymentCycleList, type PayPriceSave } from '@ccms/api-client';
import { Button, DatePicker, FormAlert, Input } from '@ccms/ui';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { api } from '../../../api/client';
import { FormDialog } from '../../admin/shared/FormDialog';
import { useAdminMutation } from '../../admin/shared/useAdminMutation';
import { financeKeys } from '../financeQueries';
import { formatYuan } from '../money';
import {
  percentToUnits,
  planCycleAmounts,
  ratioToPercentText,
  unitsToRatio,
  type CyclePlan,
} from './cycleAmounts';

// 编辑收费节点: a contract's payment cycles as rows of name, share, planned date and condition; the
// amounts follow the shares live (the server's rule, cycleAmounts.ts) with the total checked
// against the contract amount. Saving replaces the cycles (savePayPrice); a refusal is shown as
// the server wrote it and the rows stay as the user left them.

/** The permission the contract declares for savePayPrice (financePayPriceSave.access). */
export const PAYMENT_CYCLE_EDIT_PERMISSION = 'finance:contract:edit';
/** The contract's limit on the number of cycles. */
export const MAX_PAYMENT_CYCLES = 24;

/** The query of a contract's payment cycles (shared with the contract detail). */
export const paymentCyclesKey = (contractId: string) =>
  [...financeKeys.contracts, 'cycles', contractId] as const;

export interface CycleDraft {
  key: string;
  name: string;
  /** The share as typed, in percent ("33.33"). */
  percent: string;
  dueDate: string | null;
  condition: string;
}

let draftCount = 0;
const nextKey = () => `cycle-${++draftCount}`;

/** The rows the editor starts with: the saved cycles, or one cycle of 100 % when there are none. */
export function draftsOf(list: PaymentCycleList): CycleDraft[] {
  if (list.cycles.length === 0)
    return [{ key: nextKey(), name: '', percent: '100', dueDate: null, condition: '' }];
  return list.cycles.map((cycle) => ({
    key: nextKey(),
    name: cycle.name,
    percent: ratioToPercentText(cycle.ratio),
    dueDate: cycle.dueDate,
    condition: cycle.condition ?? '',
  }));
}

/** The body of savePayPrice for valid rows (every percentage readable). */
export function toPayPriceSave(contractId: string, drafts: readonly CycleDraft[]): PayPriceSave {
  return {
    contractId,
    cycles: drafts.map((draft) => ({
      name: draft.name.trim(),
      ratio: unitsToRatio(percentToUnits(draft.percent) ?? 0n),
      dueDate: draft.dueDate,
      condition: draft.condition.trim() || null,
    })),
  };
}

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const RowList = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0 0 ${({ theme }) => theme.spacing.sm};
  padding: 0;
  list-style: none;
`;

const Row = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  padding: ${({ theme }) => theme.spacing.sm};
  border: 1px solid ${({ theme }) => theme.colors.border.base};
  border-radius: ${({ theme }) => theme.radius.base};

  legend {
    padding: 0 ${({ theme }) => theme.spacing.xs};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.text.secondary};
  }
`;

const Amount = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 120px;
  font-variant-numeric: tabular-nums;

  span {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.text.secondary};
  }
`;

const Summary = styled.p<{ $balanced: boolean }>`
  margin: 0 0 ${({ theme }) => theme.spacing.xs};
  font-variant-numeric: tabular-nums;
  color: ${({ theme, $balanced }) =>
    $balanced ? theme.colors.text.primary : theme.colors.danger.text};
`;

/** What the server said when it refused (verbatim), else the request layer's general message. */
function refusalOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.envelope?.msg || error.message || fallback;
  return fallback;
}

/** The live check under the rows: the totals and what is missing or too much. */
function summaryOf(plan: CyclePlan, t: TFunction): string {
  const totals = { percent: plan.percentTotal, amount: formatYuan(plan.amountTotal) };
  if (plan.balanced) return t('finance.contractDetail.editor.sumBalanced', totals);
  const over =
    plan.percentDifference.startsWith('-') ||
    (plan.percentDifference === '0.00' && plan.amountDifference.startsWith('-'));
  const missing = {
    missingPercent: plan.percentDifference.replace(/^-/, ''),
    missingAmount: formatYuan(plan.amountDifference.replace(/^-/, '')),
  };
  return t(`finance.contractDetail.editor.${over ? 'sumOver' : 'sumShort'}`, {
    ...totals,
    ...missing,
  });
}

export interface PaymentCycleEditorProps {
  /** The contract's cycles as findAllList answered them (with the contract's code and amount). */
  list: PaymentCycleList;
  /** Called on 取消 and after a successful save. */
  onClose: () => void;
}

export function PaymentCycleEditor({ list, onClose }: PaymentCycleEditorProps) {
  const { t } = useTranslation();
  const baseId = useId();
  const [drafts, setDrafts] = useState(() => draftsOf(list));
  /** The element to focus once the rows have rendered after a move, a removal or an addition. */
  const focusNext = useRef<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const plan = planCycleAmounts(
    list.contractAmount,
    drafts.map((draft) => draft.percent),
  );
  const save = useAdminMutation({
    run: (body: PayPriceSave) => api.financeExtra.financePayPriceSave({ body }),
    invalidates: [financeKeys.contracts],
    successMessage: t('finance.contractDetail.editor.saved'),
    onSuccess: onClose,
  });
  const idOf = (key: string, part: string) => `${baseId}-${key}-${part}`;

  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });
  const setFocusId = (id: string) => {
    focusNext.current = id;
  };

  const update = (key: string, part: Partial<CycleDraft>) =>
    setDrafts((current) =>
      current.map((draft) => (draft.key === key ? { ...draft, ...part } : draft)),
    );

  const move = (index: number, by: -1 | 1) => {
    const target = index + by;
    const moving = drafts[index]!;
    const next = [...drafts];
    [next[index], next[target]] = [next[target]!, moving];
    setDrafts(next);
    // Keep the focus on the row that moved; at the top or the bottom its button in that direction
    // is disabled, so the other one takes it.
    const atEnd = by < 0 ? target === 0 : target === next.length - 1;
    const button = by < 0 ? (atEnd ? 'down' : 'up') : atEnd ? 'up' : 'down';
    setFocusId(idOf(moving.key, button));
  };

  const remove = (index: number) => {
    const next = drafts.filter((_, at) => at !== index);
    setDrafts(next);
    const neighbour = next[index] ?? next[index - 1];
    setFocusId(neighbour ? idOf(neighbour.key, 'remove') : `${baseId}-add`);
  };

  const add = () => {
    const used = drafts.reduce<bigint>(
      (sum, draft) => sum + (percentToUnits(draft.percent) ?? 0n),
      0n,
    );
    const left = 10_000n - used;
    const key = nextKey();
    setFocusId(idOf(key, 'name'));
    setDrafts([
      ...drafts,
      {
        key,
        name: '',
        percent: left > 0n ? ratioToPercentText(unitsToRatio(left)) : '',
        dueDate: null,
        condition: '',
      },
    ]);
  };

  const localProblem = (): string | null => {
    if (drafts.length === 0) return t('finance.contractDetail.editor.noRows');
    if (drafts.length > MAX_PAYMENT_CYCLES)
      return t('finance.contractDetail.editor.tooMany', { max: MAX_PAYMENT_CYCLES });
    for (const [at, draft] of drafts.entries()) {
      if (!draft.name.trim())
        return t('finance.contractDetail.editor.nameMissing', { index: at + 1 });
      if (percentToUnits(draft.percent) === null)
        return t('finance.contractDetail.editor.percentMissing', { index: at + 1 });
    }
    let latest = '';
    for (const [at, draft] of drafts.entries()) {
      if (!draft.dueDate) continue;
      if (draft.dueDate < latest)
        return t('finance.contractDetail.editor.dateOrder', { index: at + 1, date: draft.dueDate });
      latest = draft.dueDate;
    }
    if (!plan.balanced)
      return t('finance.contractDetail.editor.notBalanced', {
        amount: formatYuan(list.contractAmount),
      });
    return null;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = localProblem();
    setProblem(found);
    if (found) return;
    save.mutate(toPayPriceSave(list.contractId, drafts), {
      onError: (error) => setProblem(refusalOf(error, t('request.unavailable'))),
    });
  };

  const summary = summaryOf(plan, t);
  const title = t('finance.contractDetail.editor.title', { code: list.contractCode });

  return (
    <FormDialog title={title} width="large" isPending={save.isPending} onClose={onClose}>
      {(formId) => (
        <form id={formId} aria-label={title} noValidate onSubmit={submit}>
          <Intro>
            {t('finance.contractDetail.editor.intro', { amount: formatYuan(list.contractAmount) })}
          </Intro>
          {drafts.length === 0 ? <p>{t('finance.contractDetail.editor.empty')}</p> : null}
          <RowList aria-label={t('finance.contractDetail.editor.rows')}>
            {drafts.map((draft, index) => {
              const number = index + 1;
              const amount = plan.amounts[index];
              const percentBad = draft.percent.trim() !== '' && amount === null;
              return (
                <li key={draft.key}>
                  <Row>
                    <legend>{t('finance.contractDetail.editor.row', { index: number })}</legend>
                    <Input
                      label={t('finance.contractDetail.editor.name')}
                      width="middle"
                      maxLength={50}
                      autoComplete="off"
                      id={idOf(draft.key, 'name')}
                      value={draft.name}
                      onChange={(name) => update(draft.key, { name })}
                    />
                    <Input
                      label={t('finance.contractDetail.editor.percent')}
                      width="short"
                      inputMode="decimal"
                      autoComplete="off"
                      value={draft.percent}
                      onChange={(percent) => update(draft.key, { percent })}
                      errorMessage={
                        percentBad ? t('finance.contractDetail.editor.percentInvalid') : undefined
                      }
                    />
                    <DatePicker
                      label={t('finance.contractDetail.editor.dueDate')}
                      isClearable
                      value={draft.dueDate}
                      onChange={(dueDate) => update(draft.key, { dueDate })}
                    />
                    <Input
                      label={t('finance.contractDetail.editor.condition')}
                      width="middle"
                      maxLength={200}
                      autoComplete="off"
                      value={draft.condition}
                      onChange={(condition) => update(draft.key, { condition })}
                    />
                    <Amount>
                      <span>{t('finance.contractDetail.editor.amount')}</span>
                      <strong>{amount === null ? '—' : formatYuan(amount)}</strong>
                    </Amount>
                    <Button
                      id={idOf(draft.key, 'up')}
                      size="small"
                      aria-label={t('finance.contractDetail.editor.moveUp', { index: number })}
                      isDisabled={index === 0}
                      onPress={() => move(index, -1)}
                    >
                      ↑
                    </Button>
                    <Button
                      id={idOf(draft.key, 'down')}
                      size="small"
                      aria-label={t('finance.contractDetail.editor.moveDown', { index: number })}
                      isDisabled={index === drafts.length - 1}
                      onPress={() => move(index, 1)}
                    >
                      ↓
                    </Button>
                    <Button
                      id={idOf(draft.key, 'remove')}
                      size="small"
                      variant="danger"
                      aria-label={t('finance.contractDetail.editor.remove', { index: number })}
                      onPress={() => remove(index)}
                    >
                      {t('admin.delete')}
                    </Button>
                  </Row>
                </li>
              );
            })}
          </RowList>
          <Button
            id={`${baseId}-add`}
            size="small"
            isDisabled={drafts.length >= MAX_PAYMENT_CYCLES}
            onPress={add}
          >
            {t('finance.contractDetail.editor.add')}
          </Button>
          <Summary role="status" $balanced={plan.balanced}>
            {summary}
          </Summary>
          {problem ? <FormAlert>{problem}</FormAlert> : null}
        </form>
      )}
    </FormDialog>
  );
}
