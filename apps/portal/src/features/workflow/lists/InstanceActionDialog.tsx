import type { WfInstanceRow } from '@ccms/api-client';
import { Dialog, Select, Textarea, toast } from '@ccms/ui';
import { useMutation } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client';
import { userTasksOf } from '../bpmnSteps';
import { useInvalidateWorkflow, useProcessDetail } from '../workflowQueries';

export type InstanceAction = 'withdraw' | 'terminate' | 'jump';

const OPINION_MAX = 2000;

/**
 * Withdraw (the applicant, before the next step acted), terminate or jump (an administrator) one
 * instance, with an opinion. The server decides whether it is allowed and says why not (toast);
 * the dialog then stays open.
 */
export function InstanceActionDialog({
  action,
  row,
  onClose,
}: {
  action: InstanceAction;
  row: WfInstanceRow;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const invalidate = useInvalidateWorkflow();
  const [opinion, setOpinion] = useState('');
  const [to, setTo] = useState<string | null>(null);
  const [missingStep, setMissingStep] = useState(false);
  const formId = useId();
  const detail = useProcessDetail(action === 'jump' ? row.id : null);
  const steps = useMemo(() => userTasksOf(detail.data?.chart.xml ?? ''), [detail.data]);

  const run = useMutation({
    mutationFn: async () => {
      const params = { id: row.id };
      switch (action) {
        case 'withdraw':
          return api.workflow.wfWithdraw({ params, body: { opinion } });
        case 'terminate':
          return api.workflow.wfAdminTerminate({ params, body: { opinion } });
        case 'jump':
          return api.workflow.wfAdminJump({ params, body: { to: to ?? '', opinion } });
      }
    },
    onSuccess: async () => {
      toast.success(
        t(
          action === 'withdraw'
            ? 'workflow.list.withdrawn'
            : action === 'terminate'
              ? 'workflow.list.terminated'
              : 'workflow.list.jumped',
        ),
      );
      onClose();
      await invalidate();
    },
  });

  const title = t(`workflow.list.${action}Title`);
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
      role={action === 'jump' ? 'dialog' : 'alertdialog'}
      okText={t(`workflow.list.${action}`)}
      okTone={action === 'jump' ? 'primary' : 'danger'}
      onOk={async () => {
        if (action === 'jump' && !to) {
          setMissingStep(true);
          return false;
        }
        try {
          await run.mutateAsync();
          return true;
        } catch {
          // The request layer told the user why; the dialog stays.
          return false;
        }
      }}
    >
      <form id={formId} onSubmit={(event) => event.preventDefault()}>
        {action === 'jump' ? (
          <Select
            label={t('workflow.list.jumpTo')}
            isRequired
            value={to}
            onChange={(value) => {
              setTo(value === null ? null : String(value));
              setMissingStep(false);
            }}
            options={steps.map((step) => ({ value: step.id, label: step.name }))}
            errorMessage={missingStep ? t('workflow.list.jumpTo') : undefined}
            isInvalid={missingStep}
          />
        ) : (
          <p>
            {t(`workflow.list.${action}Confirm`, {
              title: row.title,
              interpolation: { escapeValue: false },
            })}
          </p>
        )}
        <Textarea
          label={t('workflow.action.opinion')}
          placeholder={t('workflow.action.opinionPlaceholder')}
          value={opinion}
          onChange={setOpinion}
          maxLength={OPINION_MAX}
        />
      </form>
    </Dialog>
  );
}
