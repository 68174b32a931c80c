import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A piece of screen state a user would bookmark (tab, filter, search) kept in the URL search params.
 * Setting the default value removes the param. Changes replace the history entry.
 */
export function useUrlState(key: string, defaultValue = ''): [string, (value: string, reset?: string[]) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get(key) ?? defaultValue;
  const setValue = useCallback(
    (next: string, reset: string[] = []) => {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === defaultValue || next === '') updated.delete(key);
          else updated.set(key, next);
          for (const other of reset) updated.delete(other);
          return updated;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [key, defaultValue, setParams],
  );
  return [value, setValue];
}
