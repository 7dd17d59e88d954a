import type { BonusCalculation } from '@ccms/api-client';
import { Tag } from '@ccms/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Table } from '../cost/quality/qualityStyles';
import { percentOf, yuan } from './bonusFormat';

const Section = styled.section`
  margin-block-end: ${({ theme }) => theme.spacing.md};

  h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    margin-block: ${({ theme }) => theme.spacing.sm};
  }
`;

const Formula = styled.p`
  font-weight: 600;
`;

const Tree = styled.ul`
  list-style: none;
  padding-inline-start: ${({ theme }) => theme.spacing.md};
  margin: 0;

  li {
    margin-block: ${({ theme }) => theme.spacing.xs};
  }
`;

/**
 * How a calculation came about: receipts → received excl. VAT → pool (the formula with the
 * figures), then stages → roles → people, and each person's part with its released / held-back
 * split. Every figure is the server's, shown as it sent it.
 */
export function CalculationTrace({ calculation }: { calculation: BonusCalculation }) {
  const { t } = useTranslation();
  const { trace } = calculation;
  const nameOf = (userId: string) =>
    calculation.allocations.find((a) => a.userId === userId)?.userName ?? userId;
  const vacantRoles = [
    ...new Set(trace.vacant.flatMap((v) => (v.role ? [t(`bonus.role.${v.role}`)] : []))),
  ];
  return (
    <div>
      <Section aria-label={t('bonus.calc.pool')}>
        <Formula>
          {t('bonus.calc.formula', {
            exVat: yuan(trace.receivedExVat),
            rate: percentOf(trace.rule.rate),
            coefficient: trace.coefficient,
            pool: yuan(trace.pool),
          })}
        </Formula>
        <p>
          {calculation.ruleName ? t('bonus.calc.rule', { name: calculation.ruleName }) : null}{' '}
          {t('bonus.calc.vat', { rate: percentOf(trace.vatRate) })}{' '}
          <Tag>{t(`bonus.status.${calculation.status}`)}</Tag>
        </p>
      </Section>
      <Section aria-label={t('bonus.calc.receipts')}>
        <h3>{t('bonus.calc.receipts')}</h3>
        <Table>
          <thead>
            <tr>
              <th scope="col">{t('bonus.calc.receiptDate')}</th>
              <th scope="col" data-align="right">
                {t('bonus.calc.amount')}
              </th>
              <th scope="col" data-align="right">
                {t('bonus.calc.amountExVat')}
              </th>
            </tr>
          </thead>
          <tbody>
            {trace.receipts.map((receipt) => (
              <tr key={receipt.id}>
                <td>{receipt.receivedDate}</td>
                <td data-align="right">{yuan(receipt.amount)}</td>
                <td data-align="right">{yuan(receipt.amountExVat)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Section>
      <Section aria-label={t('bonus.calc.tree')}>
        <h3>{t('bonus.calc.tree')}</h3>
        <Tree>
          {trace.stages.map((stage) => (
            <li key={stage.stage ?? 'all'}>
              {stage.stage ? (
                <strong>
                  {t('bonus.calc.stageShare', {
                    stage: t(`bonus.stage.${stage.stage}`),
                    share: percentOf(stage.share ?? '1'),
                    amount: yuan(stage.amount),
                  })}
                </strong>
              ) : null}
              <Tree>
                {stage.roles.map((role) => (
                  <li key={role.role}>
                    {t('bonus.calc.roleShare', {
                      role: t(`bonus.role.${role.role}`),
                      share: percentOf(role.share),
                      ruleShare: percentOf(role.ruleShare),
                      amount: yuan(role.amount),
                    })}
                    <Tree>
                      {role.people.map((person) => (
                        <li key={person.userId}>
                          {nameOf(person.userId)} · {t('bonus.calc.weight')} {person.weight} →{' '}
                          {yuan(person.amount)}
                        </li>
                      ))}
                    </Tree>
                  </li>
                ))}
              </Tree>
            </li>
          ))}
        </Tree>
        {vacantRoles.length > 0 ? (
          <p>{t('bonus.calc.vacant', { roles: vacantRoles.join('、') })}</p>
        ) : null}
      </Section>
      <Section aria-label={t('bonus.calc.people')}>
        <h3>{t('bonus.calc.people')}</h3>
        <Table>
          <thead>
            <tr>
              <th scope="col">{t('bonus.calc.people')}</th>
              <th scope="col">{t('bonus.calc.roleStage')}</th>
              <th scope="col" data-align="right">
                {t('bonus.calc.weightShare')}
              </th>
              <th scope="col" data-align="right">
                {t('bonus.calc.allocation')}
              </th>
              <th scope="col" data-align="right">
                {t('bonus.calc.released')}
              </th>
              <th scope="col" data-align="right">
                {t('bonus.calc.heldBack')}
              </th>
              <th scope="col" data-align="right">
                {t('bonus.calc.adjusted')}
              </th>
              <th scope="col" data-align="right">
                {t('bonus.calc.paid')}
              </th>
            </tr>
          </thead>
          <tbody>
            {calculation.allocations.map((a) => (
              <tr key={a.id}>
                <th scope="row">{a.userName}</th>
                <td>
                  {a.stage ? `${t(`bonus.stage.${a.stage}`)} · ` : ''}
                  {t(`bonus.role.${a.role}`)}
                </td>
                <td data-align="right">{percentOf(a.trace.weightShare)}%</td>
                <td data-align="right">{yuan(a.amount)}</td>
                <td data-align="right">{yuan(a.released)}</td>
                <td data-align="right">{yuan(a.heldBack)}</td>
                <td data-align="right">{yuan(a.adjusted)}</td>
                <td data-align="right">{yuan(a.paid)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Section>
    </div>
  );
}
