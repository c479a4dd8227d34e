/**
 * Puts `text` on the clipboard. The Clipboard API needs a secure context (https or localhost);
 * elsewhere a hidden text area and the copy command do it. Rejects when neither works.
 */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    if (!document.execCommand('copy')) throw new Error('copy command refused');
  } finally {
    area.remove();
  }
}

/** Characters of a license key shown before it is revealed: its first group of five. */
export const KEY_SHOWN_CHARS = 5;

/** A license key as the list shows it until revealed: the first group and an ellipsis. */
export function truncateKey(key: string): string {
  return key.length > KEY_SHOWN_CHARS ? `${key.slice(0, KEY_SHOWN_CHARS)}…` : key;
}
