import { z } from 'zod';
import { api } from '../platform/platform';
import { DATA_CONNECT_PREFIX, dataConnectKeyListSchema, dataConnectKeySchema } from 'shared-domain/schemas';

/**
 * Data Connect key calls (spec 001 section 7, "Data-connect host"). The client's ApiClient joins
 * its base URL and a path, so the host is reached through a path prefix on the API's origin
 * (the reference server serves `/dataconnect/...` itself); a deployment with a separate host
 * proxies that prefix to it.
 */
export function createDataConnectApi(prefix: string = DATA_CONNECT_PREFIX) {
  return {
    /** GET /keys */
    keys: () => api.request('dataConnectKeys', { path: `${prefix}/keys`, schema: dataConnectKeyListSchema }),
    /** POST /keys (needs the DataConnectNewKey feature; otherwise 403 code dataConnectPermissionRequired). */
    createKey: () => api.request('createDataConnectKey', { method: 'POST', path: `${prefix}/keys`, schema: dataConnectKeySchema }),
    /** DELETE /keys?key=... */
    deleteKey: (key: string) =>
      api.request('deleteDataConnectKey', { method: 'DELETE', path: `${prefix}/keys?key=${encodeURIComponent(key)}`, schema: z.unknown() }),
  };
}

/** Data Connect calls on the default prefix. */
export const dataConnectApi = createDataConnectApi();
