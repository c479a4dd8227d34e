import { useMemo } from 'react';
import { App } from 'antd';
import { SNACKBAR_MS } from 'shared-core';

/** Durations of spec 000 section 9: 3 s by default, 6 s for a failed login, 9 s for long messages. */
export type SnackbarLength = keyof typeof SNACKBAR_MS;

/**
 * Snackbars bottom centre (spec 000 section 2), types success and error. Text must already be
 * translated. Returns stable functions.
 */
export function useSnackbar() {
  const { notification } = App.useApp();
  return useMemo(() => {
    const show = (type: 'success' | 'error' | 'info', text: string, length: SnackbarLength = 'default') =>
      notification.open({
        type,
        title: text,
        placement: 'bottom',
        duration: SNACKBAR_MS[length] / 1000,
        role: type === 'error' ? 'alert' : 'status',
      });
    return {
      success: (text: string, length?: SnackbarLength) => show('success', text, length),
      error: (text: string, length?: SnackbarLength) => show('error', text, length),
      info: (text: string, length?: SnackbarLength) => show('info', text, length),
    };
  }, [notification]);
}
