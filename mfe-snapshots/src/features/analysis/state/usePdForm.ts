import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { analysisEditsApi, DEFAULT_VOLTAGE_KV, type PdQuery, type SnapshotDetail } from 'shared-core';
import { analysisQueries } from '../api/analysisQueries';
import { checkAcFrequency, matchPdLocation, voltageToSend } from '../../input-rules';
import { useDebouncedEdits } from './useDebouncedEdits';

/** The PD form's values: voltage (kV), AC frequency (Hz, 0 = estimate) and the PD location text. */
export interface PdInputs {
  voltageKv: number;
  acFrequencyHz: number;
  location: string;
}
export type PdField = 'voltage' | 'acFrequency' | 'location';

/** Whether a PD field may be sent (spec 000 section 5). */
export function pdFieldValid(field: PdField, v: PdInputs): boolean {
  if (field === 'voltage') return Number.isFinite(v.voltageKv);
  if (field === 'acFrequency') return checkAcFrequency(v.acFrequencyHz) === null;
  return v.location.trim() === '' || matchPdLocation(v.location) !== null;
}

/** The analysis parameters of a demo user's local values. */
export const pdQueryOf = (local: PdInputs | null): PdQuery =>
  local ? { voltage: voltageToSend(local.voltageKv), acfrequency: local.acFrequencyHz } : {};

/** The PD form: debounced saves that re-run the analysis; demo users keep values local. */
export function usePdForm(snapshot: SnapshotDetail, isDemo: boolean, onSaved?: (detail: SnapshotDetail) => void) {
  const queryClient = useQueryClient();
  const [local, setLocal] = useState<PdInputs | null>(null);
  const initial: PdInputs = {
    voltageKv: Number.isFinite(snapshot.meta.voltage) ? snapshot.meta.voltage : DEFAULT_VOLTAGE_KV,
    acFrequencyHz: Number.isFinite(snapshot.meta.acfreq) ? snapshot.meta.acfreq : 0,
    location: snapshot.meta.pd_location ?? '',
  };
  const save = useCallback(
    async (field: PdField, v: PdInputs) => {
      if (isDemo) {
        setLocal({ ...v });
        return;
      }
      const id = snapshot.id;
      const detail =
        field === 'voltage'
          ? await analysisEditsApi.voltage(id, voltageToSend(v.voltageKv))
          : field === 'acFrequency'
            ? await analysisEditsApi.acFrequency(id, v.acFrequencyHz)
            : await analysisEditsApi.pdLocation(id, matchPdLocation(v.location));
      if (field !== 'location') await queryClient.invalidateQueries({ queryKey: analysisQueries.snapshot(id) });
      onSaved?.(detail);
    },
    [isDemo, snapshot.id, queryClient, onSaved],
  );
  const form = useDebouncedEdits<PdInputs, PdField>(initial, pdFieldValid, save);
  return { ...form, local };
}
