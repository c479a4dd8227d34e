import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Card, Form, Spin } from 'antd';
import { useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { brand, useCustomerSettings, type SnapshotDetail } from 'shared-core';
import { analysisQueries } from '../api/analysisQueries';
import { checkDistance, checkUtilization } from '../../input-rules';
import { leakQuery, unitsFrom, type LeakUnits } from '../state/leakInputs';
import { leakFieldValid, useLeakForm, type LeakField } from '../state/useLeakForm';
import { LeakAdvanced } from './LeakAdvanced';
import { LeakResult, type LeakResultProps } from './LeakResult';
import { NumberField } from './NumberField';
import { UNIT_SYMBOL } from './units';

export interface LeakViewProps {
  snapshot: SnapshotDetail;
  isDemo: boolean;
  onSaved?: (detail: SnapshotDetail) => void;
  /** Analyse at this time instead of the snapshot's analysis time (video "update"). */
  audioTimeS?: number;
}

/** The inputs the size or the cost depend on: while one is invalid, the figures shown are not theirs. */
const RESULT_FIELDS: readonly LeakField[] = ['distance', 'utilization', 'temperature', 'humidity', 'specificPower', 'energyCost', 'volumeCost', 'massCost'];

/** The leak view (spec 000 section 2): inputs, advanced part, result. Waits for the user's units. */
export function LeakView(props: LeakViewProps) {
  const settings = useCustomerSettings();
  const units = useMemo(() => unitsFrom(settings.data, brand.code), [settings.data]);
  // The form mounts in a deferred render, which React slices between frames: mounted by the
  // settings' answer directly, its ten fields would be one long task.
  const settled = useDeferredValue(!settings.isPending);
  if (settings.isPending || !settled) return <Spin />;
  return <LeakForm {...props} units={units} correction={settings.data?.leak_size_corr_factor} />;
}

function LeakForm({ snapshot, isDemo, onSaved, audioTimeS, units, correction }: LeakViewProps & { units: LeakUnits; correction?: number }) {
  const { t } = useTranslation('snapshots');
  const form = useLeakForm(snapshot, units, isDemo, onSaved);
  const v = form.values;
  const utilMessages = checkUtilization(units.edition, v);
  // An invalid input is never sent, so the result would stay that of the previous values:
  // the result says so instead of showing them as current.
  const outOfDate = RESULT_FIELDS.some((field) => !leakFieldValid(field, v, units));
  const daysLabel = units.edition === 'UE' ? t('analysis.leak.daysPerYear') : t('analysis.leak.daysPerWeek');

  return (
    <Card title={t('analysis.leak.title')} size="small" data-testid="leak-view">
      {isDemo && <Alert type="info" showIcon title={t('analysis.demoLocal')} style={{ marginBottom: 12 }} />}
      {form.failed && <Alert type="error" showIcon title={t('analysis.saveFailed')} style={{ marginBottom: 12 }} />}
      <Form layout="vertical" component="div">
        <NumberField
          label={t('analysis.leak.distance')}
          value={v.distance}
          unit={UNIT_SYMBOL[units.distanceUnit]}
          step={0.1}
          message={checkDistance(units.distanceUnit, v.distance)}
          onChange={(distance) => form.change('distance', { distance })}
        />
        <div style={{ display: 'grid', gridTemplateColumns: units.edition === 'UE' ? '1fr 1fr' : '1fr 1fr 1fr', columnGap: 8, alignItems: 'end' }}>
          <NumberField label={t('analysis.leak.hoursPerDay')} value={v.hours} message={utilMessages.hours} onChange={(hours) => form.change('utilization', { hours })} />
          <NumberField label={daysLabel} value={v.days} message={utilMessages.days} onChange={(days) => form.change('utilization', { days })} />
          {units.edition !== 'UE' && (
            <NumberField label={t('analysis.leak.weeksPerYear')} value={v.weeks} message={utilMessages.weeks} onChange={(weeks) => form.change('utilization', { weeks })} />
          )}
        </div>
        <LeakAdvanced snapshot={snapshot} units={units} values={v} onChange={form.change} />
      </Form>
      <LeakResultOf
        snapshot={snapshot}
        units={units}
        values={v}
        local={form.local}
        correction={correction}
        audioTimeS={audioTimeS}
        isDemo={isDemo}
        outOfDate={outOfDate}
        onSaved={onSaved}
        onChange={form.change}
      />
    </Card>
  );
}

/**
 * The result of the inputs, asked for here: its answer renders the result only, not the form's
 * ten number fields again (a long task in the detail's load otherwise).
 */
function LeakResultOf({ correction, audioTimeS, ...props }: Omit<LeakResultProps, 'query'> & { correction?: number; audioTimeS?: number }) {
  const { snapshot, local, units } = props;
  const query = useQuery({ ...analysisQueries.leak(snapshot.id, { ...leakQuery(local, units, correction), audioTime: audioTimeS }), placeholderData: keepPreviousData });
  return <LeakResult {...props} query={query} />;
}
