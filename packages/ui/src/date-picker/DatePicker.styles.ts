import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarHeaderCell,
  DateInput,
  DatePicker as AriaDatePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  RangeCalendar,
} from 'react-aria-components';
import styled, { css } from 'styled-components';
import { controlBoxStyles } from '../field/fieldStyles';
import type { ComponentSize } from '../theme/theme';

export { FieldDescription, FieldErrorText, FieldLabel } from '../field/fieldStyles';

/** Root of a picker field: label, box, description and error stacked. */
export const pickerRootStyles = css`
  display: inline-flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  font-size: ${({ theme }) => theme.fontSizes.base};
`;

export const DatePickerRoot = styled(AriaDatePicker)`
  ${pickerRootStyles}
`;

const groupSize = (size: ComponentSize) => css`
  &[data-size='${size}'] {
    height: ${({ theme }) => theme.sizes[size].height};
    font-size: ${({ theme }) => theme.sizes[size].fontSize};
  }
`;

/** The bordered box holding the date segments and the buttons. */
export const PickerGroup = styled(Group)`
  ${controlBoxStyles}
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  padding: 0 ${({ theme }) => theme.spacing.xs} 0 ${({ theme }) => theme.spacing.sm};
  min-width: 200px;

  ${groupSize('medium')}
  ${groupSize('small')}
  ${groupSize('mini')}

  &[data-focus-within] {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &[data-invalid] {
    border-color: ${({ theme }) => theme.colors.danger.text};
  }
`;

export const PickerInput = styled(DateInput)`
  display: inline-flex;
  align-items: center;
  flex: 1;
  white-space: nowrap;
`;

export const PickerSegment = styled(DateSegment)`
  padding: 0 1px;
  border-radius: ${({ theme }) => theme.radius.small};
  color: ${({ theme }) => theme.colors.text.primary};
  font-variant-numeric: tabular-nums;
  outline: none;

  &[data-type='literal'] {
    color: ${({ theme }) => theme.colors.text.secondary};
  }
  &[data-placeholder] {
    color: ${({ theme }) => theme.colors.text.placeholder};
  }
  &[data-focused] {
    background: ${({ theme }) => theme.colors.primaryStrong};
    color: ${({ theme }) => theme.colors.text.inverse};
  }
  &[data-disabled] {
    color: ${({ theme }) => theme.colors.text.disabled};
  }
`;

/** The small square buttons inside the box (open calendar, clear). */
export const PickerIconButton = styled(Button)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 22px;
  height: 22px;
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radius.small};
  background: transparent;
  color: ${({ theme }) => theme.colors.text.secondary};
  cursor: pointer;
  outline: none;

  &[data-hovered] {
    color: ${({ theme }) => theme.colors.primaryStrong};
    background: ${({ theme }) => theme.colors.primaryBackground};
  }
  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
  }
  &[data-disabled] {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.text.disabled};
    background: transparent;
  }
`;

export const CalendarDialog = styled(Dialog)`
  display: flex;
  padding: ${({ theme }) => theme.spacing.md};
  outline: none;
`;

const calendarStyles = css`
  width: 252px;
  color: ${({ theme }) => theme.colors.text.regular};
`;

// Typed as the react-aria originals: the calendars are generic, and the styled wrappers' inferred
// types would name react-stately internals in the emitted declarations.
const CalendarRoot = styled(Calendar)`
  ${calendarStyles}
`;

const RangeCalendarRoot = styled(RangeCalendar)`
  ${calendarStyles}
`;

export const StyledCalendar = CalendarRoot as unknown as typeof Calendar;
export const StyledRangeCalendar = RangeCalendarRoot as unknown as typeof RangeCalendar;

export const CalendarHeader = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-bottom: ${({ theme }) => theme.spacing.sm};
`;

export const CalendarHeading = styled(Heading)`
  margin: 0;
  color: ${({ theme }) => theme.colors.text.primary};
  font-size: ${({ theme }) => theme.fontSizes.base};
  font-weight: 500;
`;

export const StyledCalendarGrid = styled(CalendarGrid)`
  width: 100%;
  border-collapse: collapse;

  td {
    padding: 2px 0;
    text-align: center;
  }
`;

export const StyledCalendarHeaderCell = styled(CalendarHeaderCell)`
  padding-bottom: ${({ theme }) => theme.spacing.xs};
  color: ${({ theme }) => theme.colors.text.regular};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 400;
`;

// Range cells paint the band with their background; single days a round chip.
export const StyledCalendarCell = styled(CalendarCell)`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 30px;
  height: 30px;
  margin: 0 auto;
  border-radius: ${({ theme }) => theme.radius.round};
  color: ${({ theme }) => theme.colors.text.regular};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  cursor: pointer;
  outline: none;

  &[data-outside-month] {
    visibility: hidden;
  }
  &[data-today] {
    color: ${({ theme }) => theme.colors.primaryStrong};
    font-weight: 700;
  }
  &[data-hovered] {
    background: ${({ theme }) => theme.colors.primaryBackground};
    color: ${({ theme }) => theme.colors.primaryStrong};
  }
  &[data-selected] {
    background: ${({ theme }) => theme.colors.primaryBackground};
    color: ${({ theme }) => theme.colors.primaryStrong};
    border-radius: 0;
  }
  ${RangeCalendarRoot} &[data-selected]:not([data-selection-start], [data-selection-end]) {
    width: 100%;
  }
  &[data-selection-start],
  &[data-selection-end],
  ${CalendarRoot} &[data-selected] {
    background: ${({ theme }) => theme.colors.primaryStrong};
    color: ${({ theme }) => theme.colors.text.inverse};
    border-radius: ${({ theme }) => theme.radius.round};
  }
  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 1px;
  }
  &[data-disabled],
  &[data-unavailable] {
    color: ${({ theme }) => theme.colors.text.disabled};
    background: ${({ theme }) => theme.colors.background.disabled};
    cursor: not-allowed;
    text-decoration: line-through;
  }
`;
