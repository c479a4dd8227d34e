import { API_PORT } from './servers';
import { PASSWORD } from './session';

export const API = `http://127.0.0.1:${API_PORT}`;

/** Signs in against the api-server directly and returns an access token. */
export async function apiToken(username: string, password = PASSWORD): Promise<string> {
  const response = await fetch(`${API}/api/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) throw new Error(`token for ${username}: ${response.status}`);
  return ((await response.json()) as { access: string }).access;
}

export interface ApiSnapshotPage {
  count: number;
  results: Array<{ id: number; label: string; starred: boolean; device_label: string; device_serial: string; created_date: string; tags: string[]; fixed: boolean; meta: { latitude: number | null; longitude: number | null } }>;
}

/** GET /api/snapshots/ with a query string, as the given user. */
export async function apiSnapshots(token: string, query: string): Promise<ApiSnapshotPage> {
  const response = await fetch(`${API}/api/snapshots/?${query}`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`snapshots ${query}: ${response.status}`);
  return (await response.json()) as ApiSnapshotPage;
}
