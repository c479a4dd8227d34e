/** One file to check: the worker reads its bytes. */
export interface NlzCheckRequest {
  id: number;
  file: File;
}

/** What reading a file found: its SHA-256 (hex) and whether it is a ZIP archive, as every .nlz is; null when it could not be read. */
export interface NlzCheckResult {
  id: number;
  hash: string | null;
  archive: boolean | null;
}

/**
 * The hash and the archive check of a file's bytes: a ZIP archive (so every .nlz file) starts
 * with the local file header signature "PK\x03\x04". Self-contained (no reference outside its
 * body): the worker is made from its source text (see createNlzCheckWorker).
 */
export async function checkNlzBytes(bytes: ArrayBuffer, digest: (bytes: ArrayBuffer) => Promise<ArrayBuffer>): Promise<Omit<NlzCheckResult, 'id'>> {
  const head = new Uint8Array(bytes, 0, Math.min(4, bytes.byteLength));
  const archive = head.length === 4 && head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04;
  const hash = Array.from(new Uint8Array(await digest(bytes)), (b) => b.toString(16).padStart(2, '0')).join('');
  return { hash, archive };
}

/**
 * The worker's body: one message per file in, one result per file out, in order of arrival;
 * the file's bytes are read and hashed (SHA-256) here, off the main thread. Self-contained, like
 * {@link checkNlzBytes}, which it is handed.
 */
export function nlzCheckWorkerMain(check: typeof checkNlzBytes): void {
  const scope = self as unknown as { onmessage: ((event: MessageEvent<NlzCheckRequest>) => void) | null; postMessage: (result: NlzCheckResult) => void };
  scope.onmessage = async (event) => {
    const { id, file } = event.data;
    try {
      scope.postMessage({ id, ...(await check(await file.arrayBuffer(), (bytes) => crypto.subtle.digest('SHA-256', bytes))) });
    } catch {
      scope.postMessage({ id, hash: null, archive: null });
    }
  };
}
