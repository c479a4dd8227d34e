import { useCallback, useState } from 'react';
import { readStored, writeStored } from 'shared-core';

const KEY = 'acv.detail.shrunkenThumbnail';

const read = (): boolean => readStored(KEY) === '1';

/** The "shrunken thumbnail" preference of the detail page, remembered in this browser (spec 000 section 2). */
export function useShrunkenThumbnail(): [boolean, (shrunken: boolean) => void] {
  const [shrunken, setShrunken] = useState(read);
  const set = useCallback((next: boolean) => {
    setShrunken(next);
    // Storage full or blocked: the preference lasts for this page only.
    writeStored(KEY, next ? '1' : '0');
  }, []);
  return [shrunken, set];
}
