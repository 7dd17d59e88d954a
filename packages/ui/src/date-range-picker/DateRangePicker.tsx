import type { CalendarDate } from '@internationalized/date';
import { useContext, useRef, type ReactNode } from 'react';
import {
  DateRangePickerStateContext,
  I18nProvider,
  type DateRangePickerProps as AriaDateRangePickerProps,
} from 'react-aria-components';
import { Button } from '../button/Button';
import { CalendarDays, CalendarMonthHeader, PickerButtons } from '../date-picker/CalendarParts';
import {
  currentIsoDate,
  quickRange,
  quickRangeKeys,
  toCalendarDate,
  toCalendarDateRange,
  toIsoDateRange,
  useAriaLocale,
  type IsoDate,
  type IsoDateRange,
  type QuickRangeKey,
} from '../date-picker/dateValue';
import { useComponentSize } from '../hooks/useComponentSize';
import { useControllableState } from '../hooks/useControllableState';
import { useUiTranslation } from '../i18n/useUiTranslation';
import { PopoverSurface } from '../popover/Popover.styles';
import type { ComponentSize } from '../theme/theme';
import {
  CalendarDialog,
  DateRangePickerRoot,
  FieldDescription,
  FieldErrorText,
  FieldLabel,
  PickerGroup,
  PickerInput,
  PickerSegment,
  QuickPickList,
  RangeSeparator,
  StyledRangeCalendar,
} from './DateRangePicker.styles';

export interface DateRangePickerProps extends Omit<
  AriaDateRangePickerProps<CalendarDate>,
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'minValue'
  | 'maxValue'
  | 'placeholderValue'
  | 'granularity'
  | 'hourCycle'
  | 'hideTimeZone'
  | 'shouldForceLeadingZeros'
  | 'validate'
  | 'isDateUnavailable'
  | 'children'
  | 'className'
  | 'style'
> {
  label?: ReactNode;
  /** Both ends `YYYY-MM-DD`, or null for no range; `undefined` leaves the picker uncontrolled. */
  value?: IsoDateRange | null;
  defaultValue?: IsoDateRange | null;
  onChange?: (value: IsoDateRange | null) => void;
  minValue?: IsoDate;
  maxValue?: IsoDate;
  isDateUnavailable?: (date: IsoDate) => boolean;
  /** The day quick picks count back from and the empty calendar opens at; defaults to the real today. */
  today?: IsoDate;
  /** Shows the today / last 7 / 30 / 90 days buttons beside the calendar (default true). */
  showQuickPicks?: boolean;
  isClearable?: boolean;
  errorMessage?: string | undefined;
  description?: ReactNode;
  size?: ComponentSize;
  className?: string;
}

const quickPickLabels = {
  today: 'dateRangeToday',
  last7Days: 'dateRangeLast7Days',
  last30Days: 'dateRangeLast30Days',
  last90Days: 'dateRangeLast90Days',
} as const satisfies Record<QuickRangeKey, string>;

function QuickPicks({ today, onPick }: { today: IsoDate; onPick: (range: IsoDateRange) => void }) {
  const t = useUiTranslation();
  const state = useContext(DateRangePickerStateContext);
  return (
    <QuickPickList role="group" aria-label={t('dateRangeQuickPicks')}>
      {quickRangeKeys.map((key) => (
        <Button
          key={key}
          slot={null}
          variant="text"
          onPress={() => {
            onPick(quickRange(key, today));
            state?.close();
          }}
        >
          {t(quickPickLabels[key])}
        </Button>
      ))}
    </QuickPickList>
  );
}

/** A start–end date field with a range calendar and quick picks; values are `YYYY-MM-DD` strings. */
export function DateRangePicker({
  label,
  value,
  defaultValue = null,
  onChange,
  minValue,
  maxValue,
  isDateUnavailable,
  today,
  showQuickPicks = true,
  isClearable = false,
  errorMessage,
  description,
  size,
  isInvalid,
  isDisabled,
  isReadOnly,
  ...props
}: DateRangePickerProps) {
  const t = useUiTranslation();
  const locale = useAriaLocale();
  const resolvedSize = useComponentSize(size);
  const groupRef = useRef<HTMLDivElement>(null);
  const [range, setRange] = useControllableState<IsoDateRange | null>({
    value,
    defaultValue,
    onChange,
  });
  const resolvedToday = today ?? currentIsoDate();
  const canClear = isClearable && range !== null && !isDisabled && !isReadOnly;

  return (
    <I18nProvider locale={locale}>
      <DateRangePickerRoot
        {...props}
        value={toCalendarDateRange(range)}
        onChange={(next) => setRange(toIsoDateRange(next))}
        minValue={toCalendarDate(minValue)}
        maxValue={toCalendarDate(maxValue)}
        isDateUnavailable={
          isDateUnavailable ? (day) => isDateUnavailable(day.toString()) : undefined
        }
        placeholderValue={toCalendarDate(resolvedToday)}
        granularity="day"
        shouldForceLeadingZeros
        isDisabled={isDisabled}
        isReadOnly={isReadOnly}
        isInvalid={isInvalid ?? (errorMessage ? true : undefined)}
        data-size={resolvedSize}
      >
        {label ? <FieldLabel>{label}</FieldLabel> : null}
        <PickerGroup ref={groupRef} data-size={resolvedSize}>
          <PickerInput slot="start">{(segment) => <PickerSegment segment={segment} />}</PickerInput>
          <RangeSeparator aria-hidden="true">{t('dateRangeSeparator')}</RangeSeparator>
          <PickerInput slot="end">{(segment) => <PickerSegment segment={segment} />}</PickerInput>
          <PickerButtons canClear={canClear} onClear={() => setRange(null)} groupRef={groupRef} />
        </PickerGroup>
        {description ? <FieldDescription slot="description">{description}</FieldDescription> : null}
        <FieldErrorText>{errorMessage}</FieldErrorText>
        <PopoverSurface placement="bottom start">
          <CalendarDialog>
            {showQuickPicks ? <QuickPicks today={resolvedToday} onPick={setRange} /> : null}
            <StyledRangeCalendar>
              <CalendarMonthHeader />
              <CalendarDays />
            </StyledRangeCalendar>
          </CalendarDialog>
        </PopoverSurface>
      </DateRangePickerRoot>
    </I18nProvider>
  );
}
