import type { CalendarDate } from '@internationalized/date';
import { useRef, type ReactNode } from 'react';
import { I18nProvider, type DatePickerProps as AriaDatePickerProps } from 'react-aria-components';
import { useComponentSize } from '../hooks/useComponentSize';
import { useControllableState } from '../hooks/useControllableState';
import { PopoverSurface } from '../popover/Popover.styles';
import type { ComponentSize } from '../theme/theme';
import { CalendarDays, CalendarMonthHeader, PickerButtons } from './CalendarParts';
import {
  CalendarDialog,
  DatePickerRoot,
  FieldDescription,
  FieldErrorText,
  FieldLabel,
  PickerGroup,
  PickerInput,
  PickerSegment,
  StyledCalendar,
} from './DatePicker.styles';
import { currentIsoDate, toCalendarDate, useAriaLocale, type IsoDate } from './dateValue';

export interface DatePickerProps extends Omit<
  AriaDatePickerProps<CalendarDate>,
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
  /** `YYYY-MM-DD`, or null for no date; `undefined` leaves the picker uncontrolled. */
  value?: IsoDate | null;
  defaultValue?: IsoDate | null;
  onChange?: (value: IsoDate | null) => void;
  /** Earliest selectable day, `YYYY-MM-DD`. */
  minValue?: IsoDate;
  /** Latest selectable day, `YYYY-MM-DD`. */
  maxValue?: IsoDate;
  /** Days that cannot be picked (holidays, booked days), given as `YYYY-MM-DD`. */
  isDateUnavailable?: (date: IsoDate) => boolean;
  /** The day the empty calendar opens at; defaults to the real today (fix it in stories and tests). */
  today?: IsoDate;
  /** Shows a clear button while a date is set. */
  isClearable?: boolean;
  /** Shown, and the field marked invalid, when set. */
  errorMessage?: string | undefined;
  description?: ReactNode;
  /** Defaults to the theme's `defaultSize` (mini). */
  size?: ComponentSize;
  className?: string;
}

/** A date field with a calendar popover (react-aria DatePicker); values are `YYYY-MM-DD` strings. */
export function DatePicker({
  label,
  value,
  defaultValue = null,
  onChange,
  minValue,
  maxValue,
  today,
  isClearable = false,
  errorMessage,
  description,
  size,
  isInvalid,
  isDisabled,
  isReadOnly,
  isDateUnavailable,
  ...props
}: DatePickerProps) {
  const locale = useAriaLocale();
  const resolvedSize = useComponentSize(size);
  const groupRef = useRef<HTMLDivElement>(null);
  const [date, setDate] = useControllableState<IsoDate | null>({
    value,
    defaultValue,
    onChange,
  });
  const canClear = isClearable && date !== null && !isDisabled && !isReadOnly;

  return (
    <I18nProvider locale={locale}>
      <DatePickerRoot
        {...props}
        value={toCalendarDate(date)}
        onChange={(next) => setDate(next ? next.toString() : null)}
        minValue={toCalendarDate(minValue)}
        maxValue={toCalendarDate(maxValue)}
        placeholderValue={toCalendarDate(today ?? currentIsoDate())}
        isDateUnavailable={
          isDateUnavailable ? (day) => isDateUnavailable(day.toString()) : undefined
        }
        granularity="day"
        shouldForceLeadingZeros
        isDisabled={isDisabled}
        isReadOnly={isReadOnly}
        isInvalid={isInvalid ?? (errorMessage ? true : undefined)}
        data-size={resolvedSize}
      >
        {label ? <FieldLabel>{label}</FieldLabel> : null}
        <PickerGroup ref={groupRef} data-size={resolvedSize}>
          <PickerInput>{(segment) => <PickerSegment segment={segment} />}</PickerInput>
          <PickerButtons canClear={canClear} onClear={() => setDate(null)} groupRef={groupRef} />
        </PickerGroup>
        {description ? <FieldDescription slot="description">{description}</FieldDescription> : null}
        <FieldErrorText>{errorMessage}</FieldErrorText>
        <PopoverSurface placement="bottom start">
          <CalendarDialog>
            <StyledCalendar>
              <CalendarMonthHeader />
              <CalendarDays />
            </StyledCalendar>
          </CalendarDialog>
        </PopoverSurface>
      </DatePickerRoot>
    </I18nProvider>
  );
}
