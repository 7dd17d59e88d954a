import type { RefObject } from 'react';
import { CalendarGridBody, CalendarGridHeader } from 'react-aria-components';
import { useUiTranslation } from '../i18n/useUiTranslation';
import {
  CalendarHeader,
  CalendarHeading,
  PickerIconButton,
  StyledCalendarCell,
  StyledCalendarGrid,
  StyledCalendarHeaderCell,
} from './DatePicker.styles';

// The parts a Calendar and a RangeCalendar share: month header with paging, and the day grid.

export function CalendarIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" fill="none">
      <rect x="1.5" y="3" width="13" height="11.5" rx="1.5" stroke="currentColor" />
      <path d="M1.5 6.5h13M5 1.5v3M11 1.5v3" stroke="currentColor" strokeLinecap="round" />
    </svg>
  );
}

export function ClearIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" fill="none">
      <circle cx="8" cy="8" r="6.5" stroke="currentColor" />
      <path d="m5.5 5.5 5 5m0-5-5 5" stroke="currentColor" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The buttons at the end of a picker's field: clear (when there is something to clear; focus then
 * returns to the first date segment) and the calendar trigger.
 */
export function PickerButtons({
  canClear,
  onClear,
  groupRef,
}: {
  canClear: boolean;
  onClear: () => void;
  groupRef: RefObject<HTMLDivElement | null>;
}) {
  const t = useUiTranslation();
  return (
    <>
      {canClear ? (
        <PickerIconButton
          slot={null}
          aria-label={t('datePickerClear')}
          onPress={() => {
            onClear();
            groupRef.current?.querySelector<HTMLElement>('[role="spinbutton"]')?.focus();
          }}
        >
          <ClearIcon />
        </PickerIconButton>
      ) : null}
      <PickerIconButton>
        <CalendarIcon />
      </PickerIconButton>
    </>
  );
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" fill="none">
      <path
        d={direction === 'left' ? 'M7.5 2.5 4 6l3.5 3.5' : 'M4.5 2.5 8 6 4.5 9.5'}
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** Previous month, the month's name, next month; react-aria labels the buttons in the locale. */
export function CalendarMonthHeader() {
  return (
    <CalendarHeader>
      <PickerIconButton slot="previous">
        <Chevron direction="left" />
      </PickerIconButton>
      <CalendarHeading />
      <PickerIconButton slot="next">
        <Chevron direction="right" />
      </PickerIconButton>
    </CalendarHeader>
  );
}

export function CalendarDays() {
  return (
    <StyledCalendarGrid>
      <CalendarGridHeader>
        {(day) => <StyledCalendarHeaderCell>{day}</StyledCalendarHeaderCell>}
      </CalendarGridHeader>
      <CalendarGridBody>{(date) => <StyledCalendarCell date={date} />}</CalendarGridBody>
    </StyledCalendarGrid>
  );
}
