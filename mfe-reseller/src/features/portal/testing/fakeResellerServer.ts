import { createLicenseKeyBodySchema, emailLicenseKeyBodySchema, type LicenseKey, type Reseller } from 'shared-core';

/** One HTTP answer the fake gives instead of its normal one. */
export interface CannedAnswer {
  status: number;
  body: unknown;
  /** How many calls get it (default 1). */
  times?: number;
}

/**
 * A fake of the api-server's reseller calls at the fetch edge, with the same rules (node key
 * pattern, a key spent per create, "no keys remain" as a node_key message, e-mail rules), so
 * component tests drive the real client, schemas and caches. `next` overrides the answer of
 * the next matching call; `mails` and `requests` record what was sent.
 */
export function fakeResellerServer(start: { remaining: number; keys?: LicenseKey[]; members?: Reseller['members'] }) {
  const state = {
    reseller: { id: 7, name: 'Acme Acoustics', remaining_keys: start.remaining, members: start.members ?? [{ id: 3, username: 'reseller' }] } as Reseller,
    keys: [...(start.keys ?? [])],
    mails: [] as { email: string; content: string }[],
    requests: [] as { method: string; path: string; body: unknown }[],
    next: new Map<string, CannedAnswer>(),
  };
  let serial = 0;
  const answer = (status: number, body: unknown) =>
    ({
      ok: status < 400,
      status,
      headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) },
      text: async () => (body === undefined ? '' : JSON.stringify(body)),
    }) as unknown as Response;

  const route = (method: string, path: string, body: unknown): Response => {
    const canned = state.next.get(`${method} ${path}`);
    if (canned) {
      if ((canned.times ?? 1) <= 1) state.next.delete(`${method} ${path}`);
      else canned.times = (canned.times ?? 1) - 1;
      return answer(canned.status, canned.body);
    }
    const base = `/api/reseller/${state.reseller.id}/license-key/`;
    if (method === 'GET' && path === '/api/reseller/') return answer(200, state.reseller);
    if (method === 'GET' && path === base) return answer(200, state.keys);
    if (method === 'POST' && path === base) {
      const parsed = createLicenseKeyBodySchema.safeParse(body);
      if (!parsed.success) return answer(400, { node_key: [parsed.error.issues[0]!.message] });
      if (state.reseller.remaining_keys <= 0) return answer(400, { node_key: ['No license keys remain for this reseller.'], code: 'noRemainingKeys' });
      state.reseller = { ...state.reseller, remaining_keys: state.reseller.remaining_keys - 1 };
      serial += 1;
      const key: LicenseKey = {
        license_key: `NEWK${serial}-BBBBB-CCCCC-DDDDD-EEEEE`,
        node_key: parsed.data.node_key,
        description: parsed.data.description,
        customer_name: parsed.data.customer_name,
        created_at: new Date(Date.UTC(2026, 10, 20, 12, serial)).toISOString(),
        created_by: 'reseller',
      };
      state.keys = [key, ...state.keys];
      return answer(201, key);
    }
    if (method === 'POST' && path === `${base}email-key/`) {
      const parsed = emailLicenseKeyBodySchema.safeParse(body);
      if (!parsed.success) return answer(400, { [String(parsed.error.issues[0]!.path[0])]: [parsed.error.issues[0]!.message] });
      state.mails.push(parsed.data);
      return answer(200, { success: true });
    }
    return answer(404, { detail: 'Not found.' });
  };

  const fetch = jest.fn(async (url: string, init?: RequestInit) => {
    const { pathname } = new URL(url, 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    state.requests.push({ method, path: pathname, body });
    return route(method, pathname, body);
  });
  return { state, fetch };
}

/** A stored key for list tests. */
export function licenseKey(overrides: Partial<LicenseKey> = {}): LicenseKey {
  return {
    license_key: 'AAAAA-BBBBB-CCCCC-DDDDD-EEEEE',
    node_key: 'HRBR-WKS2',
    description: 'Inspection laptop',
    customer_name: 'Northwind Utilities',
    created_at: '2026-11-01T09:30:00.000Z',
    created_by: 'reseller',
    ...overrides,
  };
}
