import { Skeleton } from '@ccms/ui';
import { useId } from 'react';
import { useChartsTranslation } from '../i18n/chartsResources';
import {
  DeltaText,
  SparklineSvg,
  StatFooter,
  StatLabel,
  StatNumber,
  StatRoot,
  StatUnitText,
  StatValueRow,
  VisuallyHidden,
} from './StatCard.styles';
import {
  formatStatValue,
  sparklinePoints,
  statDelta,
  type StatDelta,
  type StatUnit,
} from './statValue';

export interface StatCardProps {
  /** What the figure is, e.g. 本月收款. Names the card for assistive technology. */
  label: string;
  /** The figure: a number or an API decimal string; yuan for both money units. */
  value: number | string | null;
  unit: StatUnit;
  /** The previous period's figure, in the same unit; shows the change with an arrow and a sign. */
  previousValue?: number | string | null;
  /** Names the comparison; defaults to the translated "vs previous period" (e.g. pass 较上月). */
  comparisonLabel?: string;
  /** Whether a rise is good news (income) or bad (costs); only the colour follows it. */
  riseIsGood?: boolean;
  /** Recent values, oldest first, drawn as a small line after the change. */
  sparkline?: readonly (number | null)[];
  /** Decimals shown; defaults to 2 for money, 1 for rates, 0 for people. */
  fractionDigits?: number;
  loading?: boolean;
  className?: string;
}

const UNIT_KEYS = {
  yuan: 'unitYuan',
  tenThousandYuan: 'unitTenThousandYuan',
  percent: 'unitPercent',
  people: 'unitPeople',
} as const;

const ARROWS = { up: '▲', down: '▼', flat: '–' } as const;
const SIGNS = { up: '+', down: '−', flat: '' } as const;

const SPARK_WIDTH = 96;
const SPARK_HEIGHT = 28;

/** A key figure of the cockpit: a big number with its unit, its change and an optional trend. */
export function StatCard({
  label,
  value,
  unit,
  previousValue,
  comparisonLabel,
  riseIsGood = true,
  sparkline,
  fractionDigits,
  loading = false,
  className,
}: StatCardProps) {
  const t = useChartsTranslation();
  const labelId = useId();
  const delta = loading ? null : statDelta(value, previousValue, unit);
  const sparkPoints = sparkline ? sparklinePoints(sparkline, SPARK_WIDTH, SPARK_HEIGHT) : '';
  const state = loading ? 'loading' : value === null ? 'empty' : 'ready';

  const amountText = (change: StatDelta) =>
    change.amount === null
      ? ''
      : change.kind === 'points'
        ? `${change.amount.toFixed(1)} ${t('percentagePoints')}`
        : `${change.amount.toFixed(1)}%`;

  return (
    <StatRoot
      role="group"
      aria-labelledby={labelId}
      aria-busy={loading || undefined}
      className={className}
      data-state={state}
    >
      <StatLabel id={labelId}>{label}</StatLabel>
      {loading ? (
        <Skeleton title={false} rows={2} />
      ) : (
        <>
          <StatValueRow>
            <StatNumber>{formatStatValue(value, unit, fractionDigits)}</StatNumber>
            <StatUnitText>{t(UNIT_KEYS[unit])}</StatUnitText>
          </StatValueRow>
          <StatFooter>
            {delta ? (
              <DeltaText
                data-direction={delta.direction}
                data-tone={
                  delta.direction === 'flat'
                    ? 'neutral'
                    : (delta.direction === 'up') === riseIsGood
                      ? 'good'
                      : 'bad'
                }
              >
                <span data-part="change" aria-hidden="true">
                  {ARROWS[delta.direction]} {SIGNS[delta.direction]}
                  {amountText(delta)}
                </span>
                <span>{comparisonLabel ?? t('comparedWithPrevious')}</span>
                <VisuallyHidden>
                  {delta.direction === 'flat'
                    ? t('deltaFlat')
                    : t(delta.direction === 'up' ? 'deltaUp' : 'deltaDown', {
                        amount: amountText(delta),
                      }).trim()}
                </VisuallyHidden>
              </DeltaText>
            ) : (
              <span />
            )}
            {sparkPoints ? (
              <>
                <SparklineSvg
                  width={SPARK_WIDTH}
                  height={SPARK_HEIGHT}
                  viewBox={`0 0 ${SPARK_WIDTH} ${SPARK_HEIGHT}`}
                  aria-hidden="true"
                  data-part="sparkline"
                >
                  <polyline
                    points={sparkPoints}
                    fill="none"
                    stroke="currentColor"
                    strokeWidth={1.5}
                    strokeLinejoin="round"
                    strokeLinecap="round"
                  />
                </SparklineSvg>
                <VisuallyHidden>
                  {t('trend', {
                    values: sparkline!
                      .map((point) => formatStatValue(point, unit, fractionDigits))
                      .join(', '),
                  })}
                </VisuallyHidden>
              </>
            ) : null}
          </StatFooter>
        </>
      )}
    </StatRoot>
  );
}
