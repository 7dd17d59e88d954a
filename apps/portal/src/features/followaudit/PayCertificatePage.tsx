import { Button, formatCapitalMoney } from '@ccms/ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { formatYuan } from '../finance/money';
import { usePayApproval } from './followAuditQueries';
import { FigureTable } from './followAuditShared';
import { payLines } from './PayApprovalPage';

const Sheet = styled.main`
  max-width: 56rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing.xl};
  background: ${({ theme }) => theme.colors.background.surface};
  color: ${({ theme }) => theme.colors.text.primary};
  h1 {
    text-align: center;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    letter-spacing: 0.2em;
  }
  @media print {
    padding: 0;
    .no-print {
      display: none;
    }
  }
`;

const Heading = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr max-content 1fr;
  gap: ${({ theme }) => theme.spacing.xs} ${({ theme }) => theme.spacing.md};
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  dt {
    color: ${({ theme }) => theme.colors.text.regular};
  }
  dd {
    margin: 0;
  }
`;

const Capital = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: 600;
`;

const Signatures = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${({ theme }) => theme.spacing.lg};
  margin-top: ${({ theme }) => theme.spacing.xl};
  section {
    min-height: 9rem;
    padding: ${({ theme }) => theme.spacing.sm};
    border: 1px solid ${({ theme }) => theme.colors.border.base};
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing.lg};
    font-size: ${({ theme }) => theme.fontSizes.base};
  }
  p {
    margin: ${({ theme }) => theme.spacing.sm} 0;
  }
`;

/**
 * 支付证书 (/follow-audit/pay-certificate?periodId=…, its own window): the approved figures of a
 * period's pay approval with the amount in Chinese capitals and the three parties' signature
 * blocks, ready to print.
 */
export default function PayCertificatePage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const periodId = searchParams.get('periodId');
  const query = usePayApproval(periodId);
  const pay = query.data;

  if (!periodId) return <Sheet role="alert">{t('followAudit.certificate.missing')}</Sheet>;
  if (!pay) return <Sheet aria-busy={query.isLoading} />;
  if (pay.status !== 'approved')
    return <Sheet role="alert">{t('followAudit.certificate.notApproved')}</Sheet>;

  return (
    <Sheet>
      <h1>{t('followAudit.certificate.title')}</h1>
      <Heading>
        <dt>{t('followAudit.certificate.project')}</dt>
        <dd>{pay.projectName}</dd>
        <dt>{t('followAudit.certificate.period')}</dt>
        <dd>{pay.period}</dd>
        <dt>{t('followAudit.certificate.client')}</dt>
        <dd>{pay.customerName ?? ''}</dd>
        <dt>{t('followAudit.certificate.contractor')}</dt>
        <dd>{pay.contractor}</dd>
      </Heading>
      <FigureTable aria-label={t('followAudit.certificate.title')}>
        <tbody>
          {payLines(pay, t).map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
          <tr>
            <th scope="row">{t('followAudit.pay.opinion')}</th>
            <td>{pay.opinion ?? ''}</td>
          </tr>
        </tbody>
      </FigureTable>
      <p>{t('followAudit.certificate.statement')}</p>
      <Capital>
        {t('followAudit.pay.capital')}：{formatCapitalMoney(pay.payAmount)}（¥
        {formatYuan(pay.payAmount)}）
      </Capital>
      <Signatures>
        {(['clientSign', 'auditSign', 'contractorSign'] as const).map((party) => (
          <section key={party} aria-label={t(`followAudit.certificate.${party}`)}>
            <h2>{t(`followAudit.certificate.${party}`)}</h2>
            <p>{t('followAudit.certificate.signer')}</p>
            <p>{t('followAudit.certificate.date')}</p>
          </section>
        ))}
      </Signatures>
      <p className="no-print">
        <Button variant="primary" onPress={() => window.print()}>
          {t('followAudit.certificate.print')}
        </Button>
      </p>
    </Sheet>
  );
}
