import { clampDynamicRange, defaultDynamicRange, LABEL_MAX, normalizeTags } from 'shared-core';

/**
 * Input rules of the detail page (spec 000 section 5). Each returns the translation key of the
 * message under `detail.` (or null when valid), so components and tests share one rule.
 */

/** Label: at most 2048 characters. */
export function labelError(text: string): 'label.tooLong' | null {
  return text.length > LABEL_MAX ? 'label.tooLong' : null;
}

/** The result of adding typed text to a tag list. */
export interface TagAddition {
  tags: string[];
  error: 'tags.empty' | 'tags.duplicate' | null;
}

/**
 * Adds what the user typed to the tags: NFC-normalised, split on spaces, no duplicates. Text
 * without a tag is an error (empty); text whose tags are all present already is an error too.
 */
export function addTags(existing: readonly string[], typed: string): TagAddition {
  const added = normalizeTags(typed);
  if (added.length === 0) return { tags: [...existing], error: 'tags.empty' };
  const current = normalizeTags(existing);
  const fresh = added.filter((tag) => !current.includes(tag));
  if (fresh.length === 0) return { tags: current, error: 'tags.duplicate' };
  return { tags: [...current, ...fresh], error: null };
}

/** The two location fields as typed. */
export interface LatLngText {
  latitude: string;
  longitude: string;
}

/** `,` or `;` between latitude and longitude (decimals use a point in these fields). */
const SEPARATOR = /[,;]/;

/**
 * Typing or pasting `lat,lng` into either field splits it into both (spec 000 section 2).
 * Text without a comma changes only the field typed in.
 */
export function typeIntoLatLng(current: LatLngText, field: keyof LatLngText, text: string): LatLngText {
  const comma = text.search(SEPARATOR);
  if (comma < 0) return { ...current, [field]: text };
  return { latitude: text.slice(0, comma).trim(), longitude: text.slice(comma + 1).replace(SEPARATOR, '').trim() };
}

/** Whether text typed into a location field holds a separator, so it is split into both fields. */
export function splitsLatLng(text: string): boolean {
  return SEPARATOR.test(text);
}

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/** Messages of the location fields. */
export interface LatLngErrors {
  latitude: 'location.invalidLatitude' | null;
  longitude: 'location.invalidLongitude' | null;
}

/** Latitude -90..90 and longitude -180..180 (decimal degrees). */
export function latLngErrors({ latitude, longitude }: LatLngText): LatLngErrors {
  const lat = latitude.trim();
  const lng = longitude.trim();
  return {
    latitude: NUMBER.test(lat) && Math.abs(Number(lat)) <= 90 ? null : 'location.invalidLatitude',
    longitude: NUMBER.test(lng) && Math.abs(Number(lng)) <= 180 ? null : 'location.invalidLongitude',
  };
}

/** The position of valid fields, or null. */
export function parseLatLng(text: LatLngText): { latitude: number; longitude: number } | null {
  const errors = latLngErrors(text);
  if (errors.latitude || errors.longitude) return null;
  return { latitude: Number(text.latitude.trim()), longitude: Number(text.longitude.trim()) };
}

const DAY_MS = 86_400_000;
const startOfLocalDay = (ms: number) => {
  const d = new Date(ms);
  d.setHours(0, 0, 0, 0);
  return d.getTime();
};

/**
 * The fixed (found) date may not be before the snapshot's creation day, nor in the future
 * (spec 000 section 4). Whole local days are compared, as the picker picks days.
 */
export function fixedDateError(pickedMs: number, createdMs: number, nowMs: number): 'fixed.beforeCreation' | 'fixed.inFuture' | null {
  if (startOfLocalDay(pickedMs) < startOfLocalDay(createdMs)) return 'fixed.beforeCreation';
  if (startOfLocalDay(pickedMs) > startOfLocalDay(nowMs)) return 'fixed.inFuture';
  return null;
}

/** The timestamp to send for a picked day: never before the creation instant (same day picks). */
export function fixedTimestampMs(pickedMs: number, createdMs: number): number {
  return Math.max(pickedMs, createdMs);
}

/** Whole days between creation and the fix (0 on the same day). */
export function daysBetween(fromMs: number, toMs: number): number {
  return Math.max(0, Math.round((startOfLocalDay(toMs) - startOfLocalDay(fromMs)) / DAY_MS));
}

/** The slider's range: from the default (min + 0.8 of the span), which it cannot go below, to the max. */
export function dynamicRangeBounds(levelMinDb: number, levelMaxDb: number): { floor: number; max: number } {
  return { floor: defaultDynamicRange(levelMinDb, levelMaxDb), max: levelMaxDb };
}

/** The dynamic range in effect: the stored or chosen value, never below the default, never above max. */
export function effectiveDynamicRange(value: number | null | undefined, levelMinDb: number, levelMaxDb: number): number {
  const base = value ?? defaultDynamicRange(levelMinDb, levelMaxDb);
  return Math.min(levelMaxDb, clampDynamicRange(base, levelMinDb, levelMaxDb));
}
