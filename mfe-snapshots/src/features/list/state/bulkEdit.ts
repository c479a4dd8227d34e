import {
  analysisEditsApi,
  feetToMetres,
  LABEL_MAX,
  normalizeVoltageKv,
  snapshotEditsApi,
  snapshotsApi,
  type CostMode,
  type DistanceUnit,
  type Edition,
  type GasType,
  type TemperatureUnit,
} from 'shared-core';
import { checkAcFrequency, leakRuleError, type LeakRuleField } from '../../input-rules';

/** The fields of bulk edit, in the order they are applied (spec 000 section 4 "Bulk edit"). */
export const BULK_FIELDS = [
  'label',
  'fixed',
  'starred',
  'distance',
  'utilization',
  'temperature',
  'humidity',
  'specificPower',
  'energyCost',
  'volumeCost',
  'massCost',
  'costMode',
  'gas',
  'currency',
  'voltage',
  'acFrequency',
] as const;
export type BulkField = (typeof BULK_FIELDS)[number];

/** Fields whose change alters the list's cards, so closing refreshes the list (spec 000 section 4). */
export const LIST_FIELDS: readonly BulkField[] = ['label', 'fixed', 'starred'];

/** The values of the dialog; numbers are null while empty. */
export interface BulkValues {
  label: string;
  /** Must be chosen when enabled. */
  fixed: boolean | null;
  starred: boolean | null;
  distance: number | null;
  hours: number | null;
  days: number | null;
  weeks: number | null;
  temperature: number | null;
  humidity: number | null;
  specificPower: number | null;
  energyCost: number | null;
  volumeCost: number | null;
  massCost: number | null;
  costMode: CostMode;
  gas: GasType;
  currency: string;
  voltage: number | null;
  acFrequency: number | null;
}

/** Starting values: empty numbers, utilisation 24 h, 7 days, 52 weeks (spec 000 section 9 "bulk utilization 24/7/52"). */
export const INITIAL_VALUES: BulkValues = {
  label: '',
  fixed: null,
  starred: null,
  distance: null,
  hours: 24,
  days: 7,
  weeks: 52,
  temperature: null,
  humidity: null,
  specificPower: null,
  energyCost: null,
  volumeCost: null,
  massCost: null,
  costMode: 'energy',
  gas: 'AIR',
  currency: 'USD',
  voltage: null,
  acFrequency: null,
};

/** The user's units for the fields that have a choice. */
export interface BulkUnits {
  distanceUnit: DistanceUnit;
  temperatureUnit: TemperatureUnit;
  edition: Edition;
}

/** A message: a key of the snapshots namespace and its values. */
export interface BulkMessage {
  key: string;
  values?: Record<string, number>;
}

/** Bulk edit's own fields with a rule; the leak inputs follow the leak form's rules (analysis/state/inputRules). */
const LEAK_RULE_FIELDS: ReadonlySet<BulkField> = new Set<LeakRuleField>(['distance', 'utilization', 'temperature', 'humidity', 'specificPower', 'energyCost', 'volumeCost', 'massCost']);
/** An empty number is NaN for the rules, which refuse it with the field's range. */
const num = (value: number | null) => value ?? Number.NaN;

/** Why an enabled field cannot be applied, or null (spec 000 section 5 rules, per field). */
export function fieldError(field: BulkField, v: BulkValues, units: BulkUnits): BulkMessage | null {
  if (LEAK_RULE_FIELDS.has(field)) {
    const values = {
      distance: num(v.distance),
      hours: num(v.hours),
      days: num(v.days),
      weeks: num(v.weeks),
      temperature: num(v.temperature),
      humidity: num(v.humidity),
      specificPower: num(v.specificPower),
      energyCost: num(v.energyCost),
      volumeCost: num(v.volumeCost),
      massCost: num(v.massCost),
    };
    return leakRuleError(field as LeakRuleField, values, units);
  }
  switch (field) {
    case 'label':
      return v.label.length > LABEL_MAX ? { key: 'detail.label.tooLong', values: { max: LABEL_MAX } } : null;
    case 'fixed':
      return v.fixed === null ? { key: 'bulk.editDialog.chooseYesNo' } : null;
    case 'starred':
      return v.starred === null ? { key: 'bulk.editDialog.chooseYesNo' } : null;
    case 'voltage':
      return v.voltage === null || !Number.isFinite(v.voltage) ? { key: 'analysis.range', values: { a: 0, b: 1500 } } : null;
    case 'acFrequency':
      return v.acFrequency === null ? checkAcFrequency(Number.NaN) : checkAcFrequency(v.acFrequency);
    default:
      return null;
  }
}

/** Apply is possible when at least one field is enabled and every enabled field is valid. */
export function canApply(enabled: ReadonlySet<BulkField>, v: BulkValues, units: BulkUnits): boolean {
  return enabled.size > 0 && [...enabled].every((field) => fieldError(field, v, units) === null);
}

/** Sends one enabled field of one snapshot (the values are valid). */
export function sendField(id: number, field: BulkField, v: BulkValues, units: BulkUnits, nowMs: number): Promise<unknown> {
  switch (field) {
    case 'label':
      return snapshotEditsApi.setLabel(id, v.label);
    case 'fixed':
      return snapshotsApi.setFixed(id, v.fixed === true, nowMs);
    case 'starred':
      return snapshotsApi.setStarred(id, v.starred === true);
    case 'distance':
      return analysisEditsApi.distance(id, Number((units.distanceUnit === 'FEET' ? feetToMetres(v.distance!) : v.distance!).toFixed(4)));
    case 'utilization':
      return analysisEditsApi.utilization(id, { hours: v.hours!, days: v.days!, weeks: v.weeks! });
    case 'temperature':
      return analysisEditsApi.temperature(id, v.temperature!, units.temperatureUnit);
    case 'humidity':
      return analysisEditsApi.humidity(id, v.humidity!);
    case 'specificPower':
      return analysisEditsApi.specificPower(id, v.specificPower!);
    case 'energyCost':
      return analysisEditsApi.energyCost(id, v.energyCost!);
    case 'volumeCost':
      return analysisEditsApi.volumeCost(id, v.volumeCost!);
    case 'massCost':
      return analysisEditsApi.massCost(id, v.massCost!);
    case 'costMode':
      return analysisEditsApi.costMode(id, v.costMode);
    case 'gas':
      return analysisEditsApi.gasType(id, v.gas);
    case 'currency':
      return analysisEditsApi.currency(id, v.currency);
    case 'voltage':
      return analysisEditsApi.voltage(id, normalizeVoltageKv(v.voltage!));
    case 'acFrequency':
      return analysisEditsApi.acFrequency(id, v.acFrequency!);
  }
}

/** Edits one snapshot: every enabled field in order; the first failure fails the snapshot (the others go on). */
export async function editSnapshot(id: number, enabled: ReadonlySet<BulkField>, v: BulkValues, units: BulkUnits, nowMs: number): Promise<void> {
  for (const field of BULK_FIELDS) if (enabled.has(field)) await sendField(id, field, v, units, nowMs);
}
