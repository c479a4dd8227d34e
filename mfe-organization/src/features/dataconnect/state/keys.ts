import { DATA_CONNECT_KEY_HEADER, DATA_CONNECT_NEW_KEY_FEATURE, DATA_CONNECT_PREFIX, type Me } from 'shared-core';

/** Path of the export call a key authorises (GET, key in the X-Api-Key header), on the API's origin. */
export const EXPORT_PATH = `${DATA_CONNECT_PREFIX}/export/snapshots`;

/** Characters of a key the table shows (spec 001 section 9). */
export const KEY_SHOWN_CHARS = 10;

/** A key as the table shows it: its first 10 characters, an ellipsis when there is more. */
export function truncateKey(key: string): string {
  return key.length > KEY_SHOWN_CHARS ? `${key.slice(0, KEY_SHOWN_CHARS)}…` : key;
}

/** Whether the user may create keys: the DataConnectNewKey feature of the user or of the organization (spec 001 section 6). */
export function mayCreateKey(me: Pick<Me, 'userFeatures' | 'organizationFeatures'>): boolean {
  return me.userFeatures.includes(DATA_CONNECT_NEW_KEY_FEATURE) || me.organizationFeatures.includes(DATA_CONNECT_NEW_KEY_FEATURE);
}

/** The placeholder the how-to panel writes where the key goes. */
export const KEY_PLACEHOLDER = 'YOUR_KEY';

/** A shell command that calls the export with a key: the first 100 snapshots taken since `since` (YYYY-MM-DD). */
export function curlLine(endpoint: string, since: string, key = KEY_PLACEHOLDER): string {
  return `curl -H "${DATA_CONNECT_KEY_HEADER}: ${key}" "${endpoint}?since=${since}&limit=100&offset=0"`;
}
