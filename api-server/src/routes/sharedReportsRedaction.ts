import type { ReportRow } from 'shared-domain/schemas';
import type { ReportInput } from '../jobs/reportExport';

/**
 * Takes GPS coordinates and camera serial numbers out of report data before a shared copy is
 * built from it. The rows' texts are the viewer's, in the user's language, so a location or a
 * camera line cannot be found by its name: the server finds the values themselves. Serials are
 * the ones the database knows for the report's snapshots plus any the rows name; coordinates are
 * pairs of decimal degrees, either precise (three or more decimals) or close to where one of
 * the report's snapshots was taken.
 */

export interface Redaction {
  includeLocation: boolean;
  includeSerials: boolean;
  /** Serial numbers of the report's cameras (from the database). */
  serials: readonly string[];
  /** Recorded positions of the report's snapshots (from the database). */
  locations: readonly { latitude: number; longitude: number }[];
}

/** How close to a known position (degrees) a less precise pair still counts as that position. */
const NEAR_DEGREES = 0.05;

/** Two decimal numbers side by side, with optional degree signs and hemispheres, apart by a separator or a space. */
const PAIR = /(?<![\d.,])([-+]?\d{1,3}[.,]\d+)\s*°?\s*([NSns])?(?:\s*[,;/]\s*|\s+)([-+]?\d{1,3}[.,]\d+)\s*°?\s*([EWew])?(?![\d])/g;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const decimals = (text: string) => text.length - Math.max(text.indexOf('.'), text.indexOf(',')) - 1;

function isCoordinates(first: string, northSouth: string | undefined, second: string, locations: Redaction['locations']): boolean {
  const a = Number(first.replace(',', '.')) * (northSouth && /s/i.test(northSouth) ? -1 : 1);
  const b = Number(second.replace(',', '.'));
  if (!Number.isFinite(a) || !Number.isFinite(b) || Math.abs(a) > 90 || Math.abs(b) > 180) return false;
  if (Math.min(decimals(first), decimals(second)) >= 3) return true;
  return locations.some((p) => Math.abs(Math.abs(a) - Math.abs(p.latitude)) < NEAR_DEGREES && Math.abs(Math.abs(b) - Math.abs(p.longitude)) < NEAR_DEGREES);
}

/** A text scrubber for one report: what it finds it replaces, and it says whether a text was nothing but a location. */
function scrubber(redaction: Redaction, cameraWord: string, rows: readonly ReportRow[]) {
  const serials = redaction.includeSerials
    ? []
    : [...new Set([...rows.map((r) => r.deviceSerial ?? ''), ...redaction.serials].map((s) => s.trim()).filter((s) => s.length >= 3))].sort((a, b) => b.length - a.length);
  // Each camera keeps a stable stand-in, numbered in the order the report first names it.
  const order = [...new Set(rows.map((r) => r.deviceSerial?.trim() ?? '').filter((s) => serials.includes(s))), ...serials];
  const standIn = new Map([...new Set(order)].map((serial, i) => [serial, `${cameraWord} ${i + 1}`]));
  // Whole serials only, as written: a short one must not eat into words or longer codes.
  const any = `(?<![A-Za-z0-9])(?:${serials.map(escapeRegExp).join('|')})(?![A-Za-z0-9])`;
  const inParens = serials.length ? new RegExp(`\\s*\\(\\s*${any}\\s*\\)`, 'g') : null;
  const bare = serials.length ? new RegExp(any, 'g') : null;

  const withoutLocation = (text: string) =>
    redaction.includeLocation ? text : text.replace(PAIR, (whole, first: string, northSouth: string | undefined, second: string) => (isCoordinates(first, northSouth, second, redaction.locations) ? '–' : whole));
  const scrub = (text: string): string => {
    let out = text;
    if (inParens && bare) out = out.replace(inParens, '').replace(bare, (serial) => standIn.get(serial) ?? cameraWord);
    return withoutLocation(out);
  };
  /** True when the text held a location and nothing else worth keeping. */
  const onlyLocation = (text: string) => !redaction.includeLocation && text.trim() !== '' && /^[\s–,;]*$/.test(withoutLocation(text));
  return { scrub, onlyLocation, standIn };
}

/**
 * The report data without what the sharer left out: serials become "Camera 1", "Camera 2"
 * (in the report's language) or disappear where they stood beside the camera's name, and a
 * value that was only a location is dropped.
 */
export function redactReport(input: ReportInput, redaction: Redaction): ReportInput {
  if (redaction.includeLocation && redaction.includeSerials) return input;
  const cameraWord = input.texts.camera?.trim() || 'Camera';
  const { scrub, onlyLocation, standIn } = scrubber(redaction, cameraWord, input.rows);
  const rows = input.rows.map((row): ReportRow => {
    const serial = row.deviceSerial?.trim();
    const deviceLabel = row.deviceLabel === undefined ? undefined : scrub(row.deviceLabel).trim();
    return {
      ...row,
      label: scrub(row.label),
      deviceSerial: redaction.includeSerials ? row.deviceSerial : undefined,
      // Without its serial a camera with no name of its own is still told apart from the others.
      deviceLabel: deviceLabel || (!redaction.includeSerials && serial ? standIn.get(serial) : deviceLabel),
      headline: row.headline === undefined ? undefined : scrub(row.headline),
      values: row.values
        .filter((v) => typeof v.value !== 'string' || !onlyLocation(v.value))
        .map((v) => ({ name: scrub(v.name), value: typeof v.value === 'string' ? scrub(v.value) : v.value })),
    };
  });
  return {
    ...input,
    titleText: scrub(input.titleText),
    summaryText: scrub(input.summaryText),
    headerText: scrub(input.headerText),
    footerText: scrub(input.footerText),
    rows,
  };
}

/** JPEG markers that carry metadata (EXIF with its GPS and body serial, XMP, IPTC) or comments. */
const METADATA_MARKERS = new Set([0xe1, 0xed, 0xfe]);

/**
 * A JPEG without its metadata segments. pdf-lib embeds a JPEG's bytes as they are, so a camera
 * photo's EXIF (its GPS position and the body's serial number) would travel inside the PDF.
 * Anything that is not a well-formed JPEG header is returned unchanged.
 */
export function stripJpegMetadata(data: Uint8Array): Uint8Array {
  if (data.length < 4 || data[0] !== 0xff || data[1] !== 0xd8) return data;
  const kept: Uint8Array[] = [data.subarray(0, 2)];
  let dropped = false;
  let at = 2;
  for (;;) {
    if (at + 4 > data.length || data[at] !== 0xff) return data;
    const marker = data[at + 1]!;
    // A fill byte before a marker.
    if (marker === 0xff) {
      kept.push(data.subarray(at, at + 1));
      at += 1;
      continue;
    }
    // Start of scan: the image data follows, with no more header segments to look at.
    if (marker === 0xda) break;
    const length = (data[at + 2]! << 8) | data[at + 3]!;
    if (length < 2 || at + 2 + length > data.length) return data;
    if (METADATA_MARKERS.has(marker)) dropped = true;
    else kept.push(data.subarray(at, at + 2 + length));
    at += 2 + length;
  }
  if (!dropped) return data;
  kept.push(data.subarray(at));
  const out = new Uint8Array(kept.reduce((n, part) => n + part.length, 0));
  let offset = 0;
  for (const part of kept) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
