import { useCallback, useEffect, useReducer, useRef } from 'react';
import { focusFirstInvalid } from '../lib/field-focus';

/**
 * The form's container and a request to focus its first field in error. The focus moves after
 * React has drawn the field messages of the failed validation (an effect of the same update),
 * not on a timer.
 */
export function useFocusFirstInvalid() {
  const formRef = useRef<HTMLDivElement>(null);
  const [requests, request] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (requests > 0) focusFirstInvalid(formRef.current);
  }, [requests]);
  return { formRef, requestFocus: useCallback(() => request(), []) };
}
