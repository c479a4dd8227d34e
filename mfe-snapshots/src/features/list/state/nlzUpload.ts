import { api, ApiError, nlzImportAnswerSchema, toApiError, type NlzImportAnswer, type UploadForm } from 'shared-core';

/** The file was imported before: nothing new was made, and `snapshotId` is what the earlier import made. */
export class ImportedBefore extends Error {
  constructor(readonly snapshotId: number) {
    super(`imported before as snapshot ${snapshotId}`);
    this.name = 'ImportedBefore';
  }
}

/** The earlier snapshot a 400 names when the file was imported before (`code: imported_before`), else null. */
function importedBeforeOf(status: number, body: unknown): number | null {
  if (status !== 400 || typeof body !== 'object' || body === null) return null;
  const { code, snapshotId } = body as { code?: unknown; snapshotId?: unknown };
  return code === 'imported_before' && typeof snapshotId === 'number' && Number.isInteger(snapshotId) ? snapshotId : null;
}

/**
 * Posts an .nlz file with its signed form (spec 001 section 7 "Upload": the fields, then the
 * file) and returns the server's answer: the `camera-upload` task that imports it, whose live
 * status the dialog follows. A file imported before throws {@link ImportedBefore}; other failures
 * are ApiErrors of call `upload`, as the error catalogue's offline-upload situation expects (401
 * server text, 400 message key, else impFailed).
 */
export async function postNlz(form: UploadForm, file: Blob, name: string): Promise<NlzImportAnswer | null> {
  const data = new FormData();
  for (const [key, value] of Object.entries(form.fields)) data.append(key, value);
  data.append('file', file, name);
  let response: Response;
  try {
    response = await fetch(api.url(form.url), { method: 'POST', body: data });
  } catch (error) {
    throw new ApiError('upload', 0, (error as Error).message);
  }
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // plain text stays text
  }
  const earlier = importedBeforeOf(response.status, body);
  if (earlier !== null) throw new ImportedBefore(earlier);
  if (!response.ok) throw toApiError('upload', response.status, body);
  // An answer without a task (an upload target that only stores the file) has no status to follow.
  const answer = nlzImportAnswerSchema.safeParse(body);
  return answer.success ? answer.data : null;
}
