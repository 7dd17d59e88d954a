import { useCallback, useRef, useState } from 'react';

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
  // Refs keep the setter stable while seeing the latest value and handler.
  const currentRef = useRef(current);
  currentRef.current = current;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  const setValue = useCallback(
    (next: T) => {
      if (Object.is(next, currentRef.current)) return;
      if (!isControlled) setUncontrolledValue(next);
      currentRef.current = next;
      onChangeRef.current?.(next);
    },
    [isControlled],
  );

  return [current, setValue];
}
