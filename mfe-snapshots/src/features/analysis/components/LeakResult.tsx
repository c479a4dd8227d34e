import type { UseQueryResult } from '@tanstack/react-query';
import { InfoCircleOutlined } from '@ant-design/icons';
import { Alert, Button, Descriptions, Form, Input, Switch, Tooltip, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  cfmToLpm,
  distanceLimits,
  formatCo2e,
  formatLeakSize,
  leakAssumptions,
  leakCo2ePerYear,
  leakCostPerYear,
  leakRowCo2e,
  numberFormat,
  REFERENCE_CONDITIONS,
  snapshotsApi,
  useCustomerSettings,
  type LeakResult as LeakAnswer,
  type SnapshotDetail,
} from 'shared-core';
import { useSnackbar } from 'shared-ui';
import { specificPowerStored, type LeakInputs, type LeakUnits } from '../state/leakInputs';
import type { LeakField } from '../state/useLeakForm';
import { formatMoney, UNIT_SYMBOL } from './units';

export interface LeakResultProps {
  snapshot: SnapshotDetail;
  units: LeakUnits;
  values: LeakInputs;
  /** A demo user's local values, when any edit was made. */
  local: LeakInputs | null;
  query: UseQueryResult<LeakAnswer>;
  isDemo: boolean;
  /** An input is invalid: the last answer is not for the values on screen, so no figure is shown. */
  outOfDate?: boolean;
  onSaved?: (detail: SnapshotDetail) => void;
  onChange: (field: LeakField, patch: Partial<LeakInputs>) => void;
}

/**
 * Yearly cost of a demo user's local values: the server's size with the local cost mode, costs,
 * gas and utilisation (the analytics GET takes only the physical parameters).
 */
export function localLeakCost(leakSize: number, unit: 'lpm' | 'cfm', local: LeakInputs): number {
  return leakCostPerYear({
    leakLpm: unit === 'cfm' ? cfmToLpm(leakSize) : leakSize,
    costMode: local.costMode,
    utilization: { hours: local.hours, days: local.days, weeks: local.weeks },
    specificPowerKwPer1000Lpm: specificPowerStored(local, unit),
    energyCostPerKwh: local.energyCost,
    volumeCostPerM3: local.volumeCost,
    massCostPerKg: local.massCost,
    gas: local.gas,
  }).costPerYear;
}

/** The assumptions of the values on screen (shared-core `leakAssumptions`), as the reports compute them. */
const assumptionsOf = (values: LeakInputs, unit: 'lpm' | 'cfm', co2KgPerKwh: number) =>
  leakAssumptions(
    { specific_power: specificPowerStored(values, unit), utilization: { current_util_hours: values.hours, current_util_days: values.days, current_util_weeks: values.weeks } },
    co2KgPerKwh,
  );

/**
 * Yearly CO2e of the leak on screen with the values it was computed from: the total by shared-core
 * `leakRowCo2e`, as the dashboard, the PDF, Excel and CSV show it; its energy and gas parts by
 * `leakCo2ePerYear`.
 */
function Co2eFigure({ size, unit, values, co2KgPerKwh }: { size: number; unit: 'lpm' | 'cfm'; values: LeakInputs; co2KgPerKwh: number }) {
  const { t, i18n } = useTranslation('snapshots');
  const leakLpm = unit === 'cfm' ? cfmToLpm(size) : size;
  const co2e = leakCo2ePerYear({
    leakLpm,
    gas: values.gas,
    co2KgPerKwh,
    utilization: { hours: values.hours, days: values.days, weeks: values.weeks },
    specificPowerKwPer1000Lpm: specificPowerStored(values, unit),
  });
  const total = leakRowCo2e(leakLpm, values.gas, assumptionsOf(values, unit, co2KgPerKwh));
  const number = (value: number, digits = 0) => numberFormat(i18n.language, { maximumFractionDigits: digits }).format(value);
  const how = (
    <div style={{ display: 'grid', gap: 4 }} data-testid="leak-co2e-how">
      <span>
        {co2KgPerKwh > 0
          ? t('analysis.leak.co2eEnergy', { kwh: number(co2e.energyKwhPerYear), factor: number(co2KgPerKwh, 3), co2e: formatCo2e(co2e.energyKgCo2e, i18n.language) })
          : t('analysis.leak.co2eNoFactor')}
      </span>
      {co2e.gwp100 > 0 && (
        <span>{t('analysis.leak.co2eGas', { mass: number(co2e.gasKgPerYear), gas: t(`gas.${values.gas}`), gwp: number(co2e.gwp100, 1), co2e: formatCo2e(co2e.gasKgCo2e, i18n.language) })}</span>
      )}
      <span>{t('analysis.leak.co2eSource')}</span>
    </div>
  );
  return (
    <span style={{ display: 'inline-flex', gap: 6, alignItems: 'center' }}>
      <span data-testid="leak-co2e">{formatCo2e(total, i18n.language)}</span>
      <Tooltip title={how}>
        <InfoCircleOutlined aria-label={t('analysis.leak.co2eHow')} tabIndex={0} role="button" style={{ color: 'rgba(0,0,0,0.45)' }} />
      </Tooltip>
    </span>
  );
}

/**
 * One compact line of what the leak's figures assume: the reference conditions, the
 * specific power and utilisation, the CO2 factor and the model version, with a tooltip that says
 * what each is for. The reports print the same values per leak.
 */
function AssumptionsLine({ unit, values, co2KgPerKwh }: { unit: 'lpm' | 'cfm'; values: LeakInputs; co2KgPerKwh: number }) {
  const { t, i18n } = useTranslation('snapshots');
  const assumed = assumptionsOf(values, unit, co2KgPerKwh);
  const number = (value: number, digits = 2) => numberFormat(i18n.language, { maximumFractionDigits: digits }).format(value);
  const reference = `${number(REFERENCE_CONDITIONS.temperatureC)} °C, ${number(REFERENCE_CONDITIONS.pressurePa, 0)} Pa`;
  return (
    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
      <span data-testid="leak-assumptions">
        {t('analysis.leak.assumptions', {
          reference,
          power: number(values.specificPower, 2),
          per: unit === 'cfm' ? '100 cfm' : '1000 l/min',
          hours: number(assumed.utilization.hours),
          days: number(assumed.utilization.days),
          weeks: number(assumed.utilization.weeks),
          factor: number(assumed.co2KgPerKwh, 3),
          version: assumed.modelVersion,
        })}
      </span>{' '}
      <Tooltip title={t('analysis.leak.assumptionsHow', { reference, version: assumed.modelVersion })}>
        <InfoCircleOutlined aria-label={t('analysis.leak.assumptionsLabel')} tabIndex={0} role="button" />
      </Tooltip>
    </Typography.Text>
  );
}

/** The leak result: estimated size, yearly cost and CO2e, gas, description for OTHER, fixed, and the messages. */
export function LeakResult({ snapshot, units, values, local, query, isDemo, outOfDate, onSaved, onChange }: LeakResultProps) {
  const { t, i18n } = useTranslation('snapshots');
  const [forced, setForced] = useState(false);
  const snackbar = useSnackbar();
  const settings = useCustomerSettings();
  // The switch follows the snapshot (the side info's fixed toggle changes it too) except while
  // this one's change is on its way. Fixed is saved for demo users too, as the side info's and
  // the list card's toggles do: spec 000 section 6 keeps only tags, dynamic range, comments and
  // distance or temperature of theirs off the server.
  const [pendingFixed, setPendingFixed] = useState<boolean | null>(null);
  const fixed = pendingFixed ?? snapshot.fixed;
  const data = query.data;

  const toggleFixed = async (next: boolean) => {
    setPendingFixed(next);
    try {
      await snapshotsApi.setFixed(snapshot.id, next);
      onSaved?.(await snapshotsApi.detail(snapshot.id));
    } catch {
      snackbar.error(t('detail.saveFailed'));
    }
    setPendingFixed(null);
  };

  let message: ReactNode = null;
  if (outOfDate) message = <Alert type="warning" showIcon title={t('analysis.leak.outOfDate')} data-testid="leak-out-of-date" />;
  else if (query.isError) message = <Alert type="error" showIcon title={t('analysis.leak.requestFailed')} />;
  else if (data?.isPd) message = <Alert type="info" showIcon title={t('analysis.leak.pdDetected')} />;
  else if (data?.error === 'gasNotAnalysable') message = <Alert type="warning" showIcon title={t('analysis.leak.gasNotAnalysable', { gas: t(`gas.${data.gas}`) })} />;
  else if (data?.error === 'invalidDistance') {
    const limits = distanceLimits(units.distanceUnit);
    message = <Alert type="warning" showIcon title={t('analysis.invalidDistance', { a: limits.min, b: limits.max })} />;
  } else if (data && !data.leakDetected && !forced)
    message = (
      <Alert
        type="info"
        showIcon
        title={t('analysis.leak.noAnalysis')}
        action={
          <Button size="small" onClick={() => setForced(true)}>
            {t('analysis.leak.forceAnalyse')}
          </Button>
        }
      />
    );

  const size = data?.leakSize;
  const showFigures = !message && data && size !== null && size !== undefined;
  const cost = showFigures ? (isDemo && local ? localLeakCost(size, data.unit, local) : data.leakCost) : null;
  const currency = isDemo && local ? local.currency : (data?.currency ?? values.currency);
  const costMode = isDemo && local ? local.costMode : data?.costMode;

  return (
    <div style={{ display: 'grid', gap: 12 }}>
      {message}
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label={t('analysis.leak.size')}>
          <span data-testid="leak-size">{showFigures ? `${formatLeakSize(size, data.unit)} ${UNIT_SYMBOL[data.unit]}` : '–'}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('analysis.leak.cost')}>
          <span data-testid="leak-cost">{costMode === 'off' && showFigures ? t('analysis.leak.costOff') : cost !== null && cost !== undefined && Number.isFinite(cost) ? formatMoney(cost, currency, i18n.language) : '–'}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('analysis.leak.co2e')}>
          {showFigures && costMode !== undefined ? (
            <Co2eFigure size={size} unit={data.unit} values={local && isDemo ? local : values} co2KgPerKwh={settings.data?.co2_cost_kg_kwh ?? 0} />
          ) : (
            <span data-testid="leak-co2e">–</span>
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t('analysis.leak.gas')}>
          <span data-testid="leak-gas">{t(`gas.${values.gas}`)}</span>
        </Descriptions.Item>
      </Descriptions>
      {showFigures && <AssumptionsLine unit={data.unit} values={local && isDemo ? local : values} co2KgPerKwh={settings.data?.co2_cost_kg_kwh ?? 0} />}
      {values.gas === 'OTHER' && (
        <Form.Item label={t('analysis.leak.gasDescription')} style={{ marginBottom: 0 }}>
          <Input aria-label={t('analysis.leak.gasDescription')} value={values.gasDescription} maxLength={500} onChange={(e) => onChange('gas', { gasDescription: e.target.value })} />
        </Form.Item>
      )}
      <label style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <Switch checked={fixed} onChange={(next) => void toggleFixed(next)} aria-label={t('analysis.leak.fixed')} />
        {t('analysis.leak.fixed')}
      </label>
    </div>
  );
}
