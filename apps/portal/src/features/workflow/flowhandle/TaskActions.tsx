import type { FormRecord, WfTaskAction, WfTaskDetail } from '@ccms/api-client';
import type { PickedEntry } from '@ccms/pickers';
import { Button, Dialog, Select, Textarea, toast } from '@ccms/ui';
import { useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { api } from '../../../api/client';
import type { FormHostHandle } from '../../forms/FormHost';
import { PeoplePicker } from './PeoplePicker';

const OPINION_MAX = 2000;

const Bar = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-top: ${({ theme }) => theme.spacing.md};
  padding-top: ${({ theme }) => theme.spacing.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border.light};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text.secondary};
`;

/** The actions that need a choice first (a step, a person, several people). */
type PickAction = 'reject' | 'transfer' | 'delegate' | 'addSign' | 'copy';

const PREVIOUS = 'previous';
const START = 'start';

export interface TaskActionsProps {
  detail: WfTaskDetail;
  /** The business form on the page, saved before 同意 when it is editable. */
  formRef: RefObject<FormHostHandle | null>;
  /** After a successful action (the page closes its tab and refreshes the lists). */
  onDone: () => void;
}

/**
 * The action bar of a task the caller may act on (spec 000 §4): an opinion, then 同意 (the form is
 * saved first when editable), 驳回 (to the previous step, the start or a passed step), 转办, 委派,
 * 加签, 抄送; a task delegated to the caller only has 办理完成 (hand it back). The server checks
 * every action and says why it refuses (the request layer's toast).
 */
export function TaskActions({ detail, formRef, onDone }: TaskActionsProps) {
  const { t } = useTranslation();
  const [opinion, setOpinion] = useState('');
  const [busy, setBusy] = useState(false);
  const [picking, setPicking] = useState<PickAction | null>(null);
  const taskId = detail.task.id;
  const delegated = detail.task.delegationState === 'PENDING';

  const act = async (action: WfTaskAction): Promise<boolean> => {
    setBusy(true);
    try {
      await api.workflow.wfTaskAct({ body: action });
      toast.success(t('workflow.action.done'));
      onDone();
      return true;
    } catch {
      // Told by the request layer; the page stays as it was.
      return false;
    } finally {
      setBusy(false);
    }
  };

  const approve = async () => {
    let record: FormRecord | null = null;
    if (!detail.readonly && formRef.current) {
      setBusy(true);
      try {
        record = await formRef.current.save();
      } finally {
        setBusy(false);
      }
      // Invalid (the form shows why) or refused (told): nothing is approved.
      if (record === null) return;
    }
    await act({
      action: 'approve',
      taskId,
      opinion,
      ...(record ? { values: record.values } : {}),
    });
  };

  return (
    <Bar aria-label={t('workflow.action.bar')}>
      {delegated ? <Note>{t('workflow.action.delegatedNote')}</Note> : null}
      <Textarea
        label={t('workflow.action.opinion')}
        placeholder={t('workflow.action.opinionPlaceholder')}
        value={opinion}
        onChange={setOpinion}
        maxLength={OPINION_MAX}
        rows={3}
      />
      <Buttons role="group" aria-label={t('workflow.action.bar')}>
        {delegated ? (
          <Button
            variant="primary"
            isPending={busy}
            onPress={() => void act({ action: 'resolve', taskId, opinion })}
          >
            {t('workflow.action.resolve')}
          </Button>
        ) : (
          <>
            <Button variant="primary" isPending={busy} onPress={() => void approve()}>
              {t('workflow.action.approve')}
            </Button>
            <Button variant="danger" isDisabled={busy} onPress={() => setPicking('reject')}>
              {t('workflow.action.reject')}
            </Button>
            <Button isDisabled={busy} onPress={() => setPicking('transfer')}>
              {t('workflow.action.transfer')}
            </Button>
            <Button isDisabled={busy} onPress={() => setPicking('delegate')}>
              {t('workflow.action.delegate')}
            </Button>
            <Button isDisabled={busy} onPress={() => setPicking('addSign')}>
              {t('workflow.action.addSign')}
            </Button>
            <Button isDisabled={busy} onPress={() => setPicking('copy')}>
              {t('workflow.action.copy')}
            </Button>
          </>
        )}
      </Buttons>
      {picking ? (
        <PickDialog
          action={picking}
          detail={detail}
          onClose={() => setPicking(null)}
          onConfirm={(choice) => {
            switch (picking) {
              case 'reject':
                return act({ action: 'reject', taskId, opinion, to: choice.step });
              case 'transfer':
              case 'delegate':
                return act({ action: picking, taskId, opinion, to: choice.people[0]!.id });
              case 'addSign':
              case 'copy':
                return act({
                  action: picking,
                  taskId,
                  opinion,
                  users: choice.people.map((person) => person.id),
                });
            }
          }}
        />
      ) : null}
    </Bar>
  );
}

interface Choice {
  step: string;
  people: readonly PickedEntry[];
}

function PickDialog({
  action,
  detail,
  onClose,
  onConfirm,
}: {
  action: PickAction;
  detail: WfTaskDetail;
  onClose: () => void;
  onConfirm: (choice: Choice) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const [step, setStep] = useState<string>(PREVIOUS);
  const [people, setPeople] = useState<readonly PickedEntry[]>([]);
  const [missing, setMissing] = useState(false);
  const multiple = action === 'addSign' || action === 'copy';
  const stepOptions = [
    { value: PREVIOUS, label: t('workflow.action.rejectPrevious') },
    { value: START, label: t('workflow.action.rejectStart') },
    ...detail.rejectTargets.map((target) => ({ value: target.activityId, label: target.name })),
  ];
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t(`workflow.action.${action}Title`)}
      okText={t(`workflow.action.${action}`)}
      okTone={action === 'reject' ? 'danger' : 'primary'}
      onOk={async () => {
        if (action !== 'reject' && people.length === 0) {
          setMissing(true);
          return false;
        }
        return onConfirm({ step, people });
      }}
    >
      {action === 'reject' ? (
        <Select
          label={t('workflow.action.rejectTo')}
          value={step}
          onChange={(value) => setStep(value === null ? PREVIOUS : String(value))}
          options={stepOptions}
        />
      ) : (
        <PeoplePicker
          label={t(multiple ? 'workflow.action.people' : 'workflow.action.person')}
          multiple={multiple}
          value={people}
          onChange={(next) => {
            setPeople(next);
            setMissing(false);
          }}
          errorMessage={missing ? t('workflow.action.pickPerson') : undefined}
        />
      )}
    </Dialog>
  );
}
