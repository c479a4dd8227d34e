import { Collapse, Form, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { brand, COST_MODE_VALUES, currencySymbol, readStored, writeStored, type SnapshotDetail } from 'shared-core';
import { checkCost, checkHumidity, checkSpecificPower, checkTemperature, gasChoices, showsGasInput } from '../../input-rules';
import type { LeakInputs, LeakUnits } from '../state/leakInputs';
import type { LeakField } from '../state/useLeakForm';
import { NumberField } from './NumberField';
import { UNIT_SYMBOL } from './units';

const OPEN_KEY = 'acv.snapshots.analysis.advancedOpen';

/** Whether the advanced part was left open (spec 000 section 2: the open state is remembered; closed where storage is blocked). */
export function readAdvancedOpen(): boolean {
  return readStored(OPEN_KEY) === '1';
}

export interface LeakAdvancedProps {
  snapshot: SnapshotDetail;
  units: LeakUnits;
  values: LeakInputs;
  onChange: (field: LeakField, patch: Partial<LeakInputs>) => void;
}

/** The collapsible advanced part of the leak view: environment, costs, gas, currency, cost mode. */
export function LeakAdvanced({ snapshot, units, values: v, onChange }: LeakAdvancedProps) {
  const { t } = useTranslation('snapshots');
  const [open, setOpen] = useState(readAdvancedOpen);
  const toggle = (keys: string | string[]) => {
    const next = (Array.isArray(keys) ? keys : [keys]).includes('advanced');
    setOpen(next);
    writeStored(OPEN_KEY, next ? '1' : '0');
  };
  const money = (code: string) => currencySymbol(code) ?? code;
  const specificPowerUnit = units.leakUnit === 'cfm' ? t('analysis.leak.specificPowerCfm') : t('analysis.leak.specificPowerLpm');

  const body = (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', columnGap: 12 }}>
      <NumberField
        label={t('analysis.leak.temperature')}
        value={v.temperature}
        unit={UNIT_SYMBOL[units.temperatureUnit]}
        message={checkTemperature(units.temperatureUnit, v.temperature)}
        onChange={(temperature) => onChange('temperature', { temperature })}
      />
      <NumberField
        label={t('analysis.leak.humidity')}
        value={v.humidityPct}
        unit={UNIT_SYMBOL.percent}
        message={checkHumidity(v.humidityPct)}
        onChange={(humidityPct) => onChange('humidity', { humidityPct })}
      />
      <NumberField
        label={specificPowerUnit}
        value={v.specificPower}
        step={0.1}
        message={checkSpecificPower(v.specificPower)}
        onChange={(specificPower) => onChange('specificPower', { specificPower })}
      />
      <NumberField
        label={t('analysis.leak.energyCost')}
        value={v.energyCost}
        step={0.01}
        unit={money(v.currency)}
        message={checkCost(v.energyCost)}
        onChange={(energyCost) => onChange('energyCost', { energyCost })}
      />
      <NumberField
        label={t('analysis.leak.volumeCost')}
        value={v.volumeCost}
        step={0.01}
        unit={money(v.currency)}
        message={checkCost(v.volumeCost)}
        onChange={(volumeCost) => onChange('volumeCost', { volumeCost })}
      />
      <NumberField
        label={t('analysis.leak.massCost')}
        value={v.massCost}
        step={0.01}
        unit={money(v.currency)}
        message={checkCost(v.massCost)}
        onChange={(massCost) => onChange('massCost', { massCost })}
      />
      <Form.Item label={t('analysis.leak.currency')} style={{ marginBottom: 12 }}>
        <Select
          aria-label={t('analysis.leak.currency')}
          showSearch
          value={v.currency}
          options={Array.from(new Set([v.currency, ...brand.currencies])).map((code) => ({ value: code, label: code }))}
          onChange={(currency: string) => onChange('currency', { currency })}
        />
      </Form.Item>
      {brand.capabilities.costModeInput && (
        <Form.Item label={t('analysis.leak.costMode')} style={{ marginBottom: 12 }}>
          <Select
            aria-label={t('analysis.leak.costMode')}
            value={v.costMode}
            options={COST_MODE_VALUES.map((mode) => ({ value: mode, label: t(`analysis.costMode.${mode}`) }))}
            onChange={(costMode) => onChange('costMode', { costMode })}
          />
        </Form.Item>
      )}
      {showsGasInput(v.costMode) && (
        <Form.Item label={t('analysis.leak.gasType')} style={{ marginBottom: 12 }}>
          <Select
            aria-label={t('analysis.leak.gasType')}
            value={v.gas}
            options={gasChoices(snapshot).map((gas) => ({ value: gas, label: t(`gas.${gas}`) }))}
            onChange={(gas) => onChange('gas', { gas })}
          />
        </Form.Item>
      )}
    </div>
  );

  return (
    <Collapse
      size="small"
      activeKey={open ? ['advanced'] : []}
      onChange={toggle}
      items={[{ key: 'advanced', label: t('analysis.leak.advanced'), children: body, forceRender: true }]}
      style={{ marginBottom: 12 }}
    />
  );
}
