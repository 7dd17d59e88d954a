import { useCallback, useState } from 'react';

export interface UseControllableStateParams<T> {
  /** The controlled value; `undefined` means uncontrolled. */
  value?: T | undefined;
  defaultValue: T;
  onChange?: ((value: T) => void) | undefined;
}

/**
 * The one controlled/uncontrolled state of every stateful prop: reads `value` when given,
 * otherwise keeps its own state; calls `onChange` only when the value really changes.
 */
export function useControllableState<T>({
  value,
  defaultValue,
  onChange,
}: UseControllableStateParams<T>): [T, (next: T) => void] {
  const [uncontrolledValue, setUncontrolledValue] = useState(defaultValue);
  const isControlled = value !== undefined;
  const current = isControlled ? value : uncontrolledValue;

  const setValue = useCallback(
    (next: T) => {
      if (Object.is(next, current)) return;
      if (!isControlled) setUncontrolledValue(next);
      onChange?.(next);
    },
    [current, isControlled, onChange],
  );

  return [current, setValue];
}
