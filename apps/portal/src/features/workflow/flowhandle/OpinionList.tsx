import type { WfOpinion } from '@ccms/api-client';
import { Empty } from '@ccms/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { userTasksOf } from '../bpmnSteps';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  th,
  td {
    padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.sm}`};
    border: 1px solid ${({ theme }) => theme.colors.border.light};
    text-align: left;
    vertical-align: top;
  }
  th {
    background: ${({ theme }) => theme.colors.background.base};
    font-weight: 600;
  }
  td.text {
    white-space: pre-wrap;
  }
`;

/**
 * 审批意见: every opinion of the flow in order — the step, who acted, how (同意, 驳回, 委派…), the
 * text and when. Steps are named from the diagram; a step not in it shows its id.
 */
export function OpinionList({ opinions, xml }: { opinions: readonly WfOpinion[]; xml: string }) {
  const { t } = useTranslation();
  const stepNames = useMemo(
    () => new Map(userTasksOf(xml).map((step) => [step.id, step.name])),
    [xml],
  );
  if (opinions.length === 0) return <Empty description={t('workflow.handle.noOpinions')} />;
  return (
    <Table>
      <caption className="visually-hidden">{t('workflow.handle.opinionList')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('workflow.handle.stepOf')}</th>
          <th scope="col">{t('workflow.handle.opinionActor')}</th>
          <th scope="col">{t('workflow.handle.opinionKind')}</th>
          <th scope="col">{t('workflow.handle.opinionText')}</th>
          <th scope="col">{t('workflow.handle.opinionTime')}</th>
        </tr>
      </thead>
      <tbody>
        {[...opinions]
          .sort((a, b) => a.seq - b.seq)
          .map((opinion) => (
            <tr key={opinion.seq}>
              <td>
                {opinion.activityId
                  ? (stepNames.get(opinion.activityId) ?? opinion.activityId)
                  : ''}
              </td>
              <td>{opinion.actorName ?? opinion.actor}</td>
              <td>{t(`workflow.outcome.${opinion.kind}`, opinion.kind)}</td>
              <td className="text">{opinion.text}</td>
              <td>{opinion.createdAt}</td>
            </tr>
          ))}
      </tbody>
    </Table>
  );
}
