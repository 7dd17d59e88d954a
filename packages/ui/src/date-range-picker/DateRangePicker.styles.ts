import { DateRangePicker as AriaDateRangePicker } from 'react-aria-components';
import styled from 'styled-components';
import { pickerRootStyles } from '../date-picker/DatePicker.styles';

export {
  CalendarDialog,
  FieldDescription,
  FieldErrorText,
  FieldLabel,
  PickerGroup,
  PickerIconButton,
  PickerInput,
  PickerSegment,
  StyledRangeCalendar,
} from '../date-picker/DatePicker.styles';

export const DateRangePickerRoot = styled(AriaDateRangePicker)`
  ${pickerRootStyles}
`;

export const RangeSeparator = styled.span`
  padding: 0 ${({ theme }) => theme.spacing.xs};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

export const QuickPickList = styled.div`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: ${({ theme }) => theme.spacing.xxs};
  margin-right: ${({ theme }) => theme.spacing.md};
  padding-right: ${({ theme }) => theme.spacing.md};
  border-right: 1px solid ${({ theme }) => theme.colors.border.lighter};
  min-width: 96px;
`;
