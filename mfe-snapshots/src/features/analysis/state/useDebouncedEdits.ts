import { useCallback, useEffect, useRef, useState } from 'react';
import { DEBOUNCE_MS } from 'shared-core';

/**
 * Edits of a form that are saved one field at a time, 800 ms after the last change of that
 * field (spec 000 section 5 "detail edits 800 ms"). `valid(field, values)` decides whether a
 * value may be sent; `save(field, values)` sends it (or, for demo users, applies it locally).
 * Pending saves are flushed when the component unmounts, so a quick navigation loses nothing.
 */
export function useDebouncedEdits<V extends object, F extends string>(
  initial: V,
  valid: (field: F, values: V) => boolean,
  save: (field: F, values: V) => Promise<void> | void,
  delayMs: number = DEBOUNCE_MS.detailEdit,
) {
  const [values, setValues] = useState(initial);
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(0);
  const valuesRef = useRef(values);
  const timers = useRef(new Map<F, ReturnType<typeof setTimeout>>());
  const saveRef = useRef(save);
  saveRef.current = save;

  const run = useCallback(async (field: F) => {
    timers.current.delete(field);
    setSaving((n) => n + 1);
    try {
      await saveRef.current(field, valuesRef.current);
      setFailed(false);
    } catch {
      setFailed(true);
    } finally {
      setSaving((n) => n - 1);
    }
  }, []);

  const change = useCallback(
    (field: F, patch: Partial<V>) => {
      const next = { ...valuesRef.current, ...patch };
      valuesRef.current = next;
      setValues(next);
      const pending = timers.current.get(field);
      if (pending) clearTimeout(pending);
      timers.current.delete(field);
      if (!valid(field, next)) return;
      timers.current.set(
        field,
        setTimeout(() => void run(field), delayMs),
      );
    },
    [valid, run, delayMs],
  );

  useEffect(
    () => () => {
      for (const [field, timer] of timers.current) {
        clearTimeout(timer);
        void saveRef.current(field, valuesRef.current);
      }
      timers.current.clear();
    },
    [],
  );

  return { values, change, failed, saving: saving > 0 };
}
