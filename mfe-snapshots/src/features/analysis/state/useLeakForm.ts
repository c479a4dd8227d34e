import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { analysisEditsApi, type SnapshotDetail } from 'shared-core';
import { analysisQueries } from '../api/analysisQueries';
import { leakRuleError, type LeakRuleField } from '../../input-rules';
import { distanceMetres, inputsFromSnapshot, specificPowerStored, type LeakInputs, type LeakUnits } from './leakInputs';
import { useDebouncedEdits } from './useDebouncedEdits';

/** The fields saved one by one (utilisation is one call with its three values). */
export type LeakField =
  | 'distance'
  | 'utilization'
  | 'temperature'
  | 'humidity'
  | 'specificPower'
  | 'energyCost'
  | 'volumeCost'
  | 'massCost'
  | 'costMode'
  | 'currency'
  | 'gas';

const RULE_FIELDS: ReadonlySet<LeakField> = new Set<LeakRuleField>(['distance', 'utilization', 'temperature', 'humidity', 'specificPower', 'energyCost', 'volumeCost', 'massCost']);

/** Whether a field's current value may be sent (spec 000 section 5: the shared leak rules). */
export function leakFieldValid(field: LeakField, v: LeakInputs, units: LeakUnits): boolean {
  return !RULE_FIELDS.has(field) || leakRuleError(field as LeakRuleField, { ...v, humidity: v.humidityPct }, units) === null;
}

/** Sends one field to the server in its stored unit; answers the updated snapshot. */
export function saveLeakField(id: number, field: LeakField, v: LeakInputs, units: LeakUnits): Promise<SnapshotDetail> {
  switch (field) {
    case 'distance':
      return analysisEditsApi.distance(id, Number(distanceMetres(v, units.distanceUnit).toFixed(4)));
    case 'utilization':
      return analysisEditsApi.utilization(id, { hours: v.hours, days: v.days, weeks: v.weeks });
    case 'temperature':
      return analysisEditsApi.temperature(id, v.temperature, units.temperatureUnit);
    case 'humidity':
      return analysisEditsApi.humidity(id, v.humidityPct);
    case 'specificPower':
      return analysisEditsApi.specificPower(id, Number(specificPowerStored(v, units.leakUnit).toFixed(4)));
    case 'energyCost':
      return analysisEditsApi.energyCost(id, v.energyCost);
    case 'volumeCost':
      return analysisEditsApi.volumeCost(id, v.volumeCost);
    case 'massCost':
      return analysisEditsApi.massCost(id, v.massCost);
    case 'costMode':
      return analysisEditsApi.costMode(id, v.costMode);
    case 'currency':
      return analysisEditsApi.currency(id, v.currency);
    case 'gas':
      return analysisEditsApi.gasType(id, v.gas, v.gas === 'OTHER' ? v.gasDescription : undefined);
  }
}

/**
 * The leak form: values in the user's units, debounced saves, and the values the analysis runs
 * with. Saved edits re-run the analysis by invalidating its query; a demo user's edits never
 * reach the server: they become `local`, which the analysis sends as the GET's parameters.
 */
export function useLeakForm(snapshot: SnapshotDetail, units: LeakUnits, isDemo: boolean, onSaved?: (detail: SnapshotDetail) => void) {
  const queryClient = useQueryClient();
  const initial = useMemo(() => inputsFromSnapshot(snapshot, units), [snapshot, units]);
  const [local, setLocal] = useState<LeakInputs | null>(null);

  const valid = useCallback((field: LeakField, v: LeakInputs) => leakFieldValid(field, v, units), [units]);
  const save = useCallback(
    async (field: LeakField, v: LeakInputs) => {
      if (isDemo) {
        setLocal({ ...v });
        return;
      }
      const detail = await saveLeakField(snapshot.id, field, v, units);
      await queryClient.invalidateQueries({ queryKey: analysisQueries.snapshot(snapshot.id) });
      onSaved?.(detail);
    },
    [isDemo, snapshot.id, units, queryClient, onSaved],
  );
  const form = useDebouncedEdits<LeakInputs, LeakField>(initial, valid, save);
  return { ...form, local };
}
