import { api, reportCustomisationSchema } from 'shared-core';
import { clearLocalCustomisation, isDefaultCustomisation, readLocalCustomisation, type Customisation } from '../state/customisation';

const PATH = '/api/report-customisation/';

/** The report customisation the server keeps for the signed-in user (per user, any browser). */
export const customisationApi = {
  /** GET /api/report-customisation/: the user's, the defaults when none was saved. */
  read: () => api.request('reportCustomisation', { path: PATH, schema: reportCustomisationSchema }),
  /** PUT /api/report-customisation/: replaces it; the answer is what the server stored. */
  save: (value: Customisation) => api.request('saveReportCustomisation', { method: 'PUT', path: PATH, body: value, schema: reportCustomisationSchema }),
};

/**
 * The user's customisation from the server. A copy an older viewer kept in this browser moves to
 * the server the first time, when the server has none yet, and is then forgotten; one the server
 * already has a customisation for is simply forgotten. If moving fails, the copy stays for the
 * next time.
 */
export async function loadCustomisation(userId: number | undefined): Promise<Customisation> {
  const stored = await customisationApi.read();
  const local = userId === undefined ? null : readLocalCustomisation(userId);
  if (userId === undefined || local === null) return stored;
  if (!isDefaultCustomisation(stored) || isDefaultCustomisation(local)) {
    clearLocalCustomisation(userId);
    return stored;
  }
  try {
    const moved = await customisationApi.save(local);
    clearLocalCustomisation(userId);
    return moved;
  } catch {
    return stored;
  }
}
