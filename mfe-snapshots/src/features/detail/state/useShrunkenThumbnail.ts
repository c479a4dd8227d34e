import { useCallback, useState } from 'react';

const KEY = 'acv.detail.shrunkenThumbnail';

function read(): boolean {
  try {
    return globalThis.localStorage?.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

/** The "shrunken thumbnail" preference of the detail page, remembered in this browser (spec 000 section 2). */
export function useShrunkenThumbnail(): [boolean, (shrunken: boolean) => void] {
  const [shrunken, setShrunken] = useState(read);
  const set = useCallback((next: boolean) => {
    setShrunken(next);
    try {
      globalThis.localStorage?.setItem(KEY, next ? '1' : '0');
    } catch {
      // Storage full or blocked: the preference lasts for this page only.
    }
  }, []);
  return [shrunken, set];
}
