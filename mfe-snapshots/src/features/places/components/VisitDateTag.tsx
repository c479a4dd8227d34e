import type { KeyboardEvent } from 'react';
import { Tag } from 'antd';

/** A visit date as a tag that acts as a button (click, Enter or Space). */
export function VisitDateTag({ label, onPick }: { label: string; onPick: () => void }) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onPick();
  };
  return (
    <Tag role="button" tabIndex={0} color="processing" style={{ cursor: 'pointer', marginInlineEnd: 0 }} onClick={onPick} onKeyDown={onKeyDown}>
      {label}
    </Tag>
  );
}
