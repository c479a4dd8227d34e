import { useMemo, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Descriptions, Form, Input, InputNumber, Modal, Radio, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { analysisKindFor, analyticsApi, brand, COST_MODES, GAS_TYPES, snapshotsQueries, useCustomerSettings, type SlicedSnapshotPage } from 'shared-core';
import { snapshotQueries } from '../api/snapshotQueries';
import type { BulkDialogProps } from '../state/bulkDialogs';
import { BULK_FIELDS, canApply, editSnapshot, fieldError, INITIAL_VALUES, LIST_FIELDS, type BulkField, type BulkUnits, type BulkValues } from '../state/bulkEdit';
import { runBulk, type BulkProgress } from '../state/runBulk';
import { BulkProgressPanel } from './BulkProgressPanel';
import { snapshotLabels } from '../state/snapshotLabels';

type Step = 'form' | 'confirm' | 'running' | 'recomputing' | 'done';
const CURRENCIES = Intl.supportedValuesOf('currency');

/** The analysis kind of each id, from the cached list rows (leak and PD are recomputed after the edit). */
function kindsOf(pages: (SlicedSnapshotPage | undefined)[], ids: readonly number[]): Map<number, ReturnType<typeof analysisKindFor>> {
  const wanted = new Set(ids);
  const kinds = new Map<number, ReturnType<typeof analysisKindFor>>();
  for (const page of pages) for (const row of page?.results ?? []) if (wanted.has(row.id)) kinds.set(row.id, analysisKindFor(row.device_analysis_type));
  return kinds;
}

/**
 * Bulk edit (spec 000 section 4): each field has an enable checkbox; Apply needs at least one
 * enabled field and every enabled one valid (fixed and starred must be chosen); a confirmation
 * lists the values; the snapshots are then edited 10 at a time with a progress bar, after which
 * leak snapshots get their leak analysis and PD snapshots their PD analysis recomputed. A failing
 * snapshot is named by its label and neither stops nor repeats the others. Closing refreshes the
 * list when label, fixed or starred changed.
 */
export function BulkEditDialog({ snapshotIds, onClose }: BulkDialogProps) {
  const { t } = useTranslation('snapshots');
  const queryClient = useQueryClient();
  const settings = useCustomerSettings();
  const units: BulkUnits = {
    distanceUnit: settings.data?.source_distance_unit ?? 'METERS',
    temperatureUnit: settings.data?.temperature_unit ?? 'CELSIUS',
    edition: brand.code,
  };
  const labels = useMemo(() => snapshotLabels(queryClient, snapshotIds), [queryClient, snapshotIds]);
  const [step, setStep] = useState<Step>('form');
  const [enabled, setEnabled] = useState<Set<BulkField>>(new Set());
  const [values, setValues] = useState<BulkValues>(INITIAL_VALUES);
  const [progress, setProgress] = useState<BulkProgress>({ total: snapshotIds.length, done: 0, failed: 0 });
  const [failed, setFailed] = useState<number[]>([]);
  const changedList = useRef(false);
  const applicable = canApply(enabled, values, units);

  const set = (patch: Partial<BulkValues>) => setValues((current) => ({ ...current, ...patch }));
  const toggle = (field: BulkField, on: boolean) =>
    setEnabled((current) => {
      const next = new Set(current);
      if (on) next.add(field);
      else next.delete(field);
      return next;
    });

  const run = async () => {
    setStep('running');
    const nowMs = Date.now();
    const result = await runBulk(snapshotIds, (id) => editSnapshot(id, enabled, values, units, nowMs), setProgress);
    setFailed(result.failed);
    if (result.succeeded.length && LIST_FIELDS.some((field) => enabled.has(field))) changedList.current = true;
    // Afterwards, leak snapshots get the leak analysis recomputed and PD snapshots the PD one.
    const kinds = kindsOf(queryClient.getQueriesData<SlicedSnapshotPage>({ queryKey: snapshotQueries.lists() }).map(([, page]) => page), result.succeeded);
    const analysed = result.succeeded.filter((id) => kinds.get(id) === 'leak' || kinds.get(id) === 'pd');
    setStep('recomputing');
    setProgress({ total: analysed.length, done: 0, failed: 0 });
    await runBulk(analysed, (id) => (kinds.get(id) === 'leak' ? analyticsApi.leak(id) : analyticsApi.pd(id)), setProgress);
    await queryClient.invalidateQueries({ queryKey: snapshotsQueries.analysis });
    setStep('done');
  };
  const close = () => onClose(changedList.current ? { changed: true } : undefined);

  const message = (field: BulkField) => {
    const error = enabled.has(field) ? fieldError(field, values, units) : null;
    return error ? t(error.key, error.values ?? {}) : undefined;
  };
  const number = (field: BulkField, key: keyof BulkValues, props: { step?: number } = {}) => (
    <InputNumber
      aria-label={fieldLabel(field)}
      value={values[key] as number | null}
      disabled={!enabled.has(field)}
      step={props.step}
      style={{ width: 160 }}
      onChange={(value) => set({ [key]: typeof value === 'number' ? value : null } as Partial<BulkValues>)}
    />
  );
  const yesNo = (key: 'fixed' | 'starred') => (
    <Radio.Group
      aria-label={fieldLabel(key)}
      disabled={!enabled.has(key)}
      value={values[key] === null ? undefined : values[key] ? 'yes' : 'no'}
      onChange={(event) => set({ [key]: event.target.value === 'yes' })}
      options={[
        { value: 'yes', label: t('analysis.yes') },
        { value: 'no', label: t('analysis.no') },
      ]}
    />
  );
  function fieldLabel(field: BulkField): string {
    const unit = field === 'distance' ? (units.distanceUnit === 'FEET' ? ' (ft)' : ' (m)') : field === 'temperature' ? (units.temperatureUnit === 'FAHRENHEIT' ? ' (°F)' : ' (°C)') : '';
    const key: Record<BulkField, string> = {
      label: 'detail.label.field',
      fixed: 'analysis.leak.fixed',
      starred: 'bulk.editDialog.starred',
      distance: 'analysis.leak.distance',
      utilization: 'bulk.editDialog.utilization',
      temperature: 'analysis.leak.temperature',
      humidity: 'analysis.leak.humidity',
      specificPower: 'analysis.leak.specificPowerLpm',
      energyCost: 'analysis.leak.energyCost',
      volumeCost: 'analysis.leak.volumeCost',
      massCost: 'analysis.leak.massCost',
      costMode: 'analysis.leak.costMode',
      gas: 'analysis.leak.gasType',
      currency: 'analysis.leak.currency',
      voltage: 'analysis.pd.voltage',
      acFrequency: 'analysis.pd.acFrequency',
    };
    return `${t(key[field])}${unit}`;
  }
  const inputs: Record<BulkField, ReactNode> = {
    label: <Input aria-label={fieldLabel('label')} value={values.label} disabled={!enabled.has('label')} onChange={(e) => set({ label: e.target.value })} />,
    fixed: yesNo('fixed'),
    starred: yesNo('starred'),
    distance: number('distance', 'distance', { step: 0.1 }),
    utilization: (
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        {(['hours', 'days', 'weeks'] as const).map((key) => (
          <InputNumber
            key={key}
            aria-label={t(key === 'hours' ? 'analysis.leak.hoursPerDay' : key === 'days' ? (units.edition === 'UE' ? 'analysis.leak.daysPerYear' : 'analysis.leak.daysPerWeek') : 'analysis.leak.weeksPerYear')}
            addonAfter={t(key === 'hours' ? 'analysis.leak.hoursPerDay' : key === 'days' ? (units.edition === 'UE' ? 'analysis.leak.daysPerYear' : 'analysis.leak.daysPerWeek') : 'analysis.leak.weeksPerYear')}
            value={values[key]}
            disabled={!enabled.has('utilization')}
            style={{ width: 200 }}
            onChange={(value) => set({ [key]: typeof value === 'number' ? value : null })}
          />
        ))}
      </div>
    ),
    temperature: number('temperature', 'temperature'),
    humidity: number('humidity', 'humidity'),
    specificPower: number('specificPower', 'specificPower'),
    energyCost: number('energyCost', 'energyCost', { step: 0.01 }),
    volumeCost: number('volumeCost', 'volumeCost', { step: 0.01 }),
    massCost: number('massCost', 'massCost', { step: 0.01 }),
    costMode: (
      <Select
        aria-label={fieldLabel('costMode')}
        value={values.costMode}
        disabled={!enabled.has('costMode')}
        style={{ width: 160 }}
        onChange={(costMode) => set({ costMode })}
        options={COST_MODES.map((mode) => ({ value: mode, label: t(`analysis.costMode.${mode}`) }))}
      />
    ),
    gas: (
      <Select
        aria-label={fieldLabel('gas')}
        value={values.gas}
        disabled={!enabled.has('gas')}
        style={{ width: 220 }}
        onChange={(gas) => set({ gas })}
        options={GAS_TYPES.map((gas) => ({ value: gas, label: t(`gas.${gas}`) }))}
      />
    ),
    currency: (
      <Select
        showSearch
        aria-label={fieldLabel('currency')}
        value={values.currency}
        disabled={!enabled.has('currency')}
        style={{ width: 160 }}
        onChange={(currency) => set({ currency })}
        options={CURRENCIES.map((code) => ({ value: code, label: code }))}
      />
    ),
    voltage: number('voltage', 'voltage'),
    acFrequency: number('acFrequency', 'acFrequency', { step: 0.5 }),
  };

  const shown = (field: BulkField): string => {
    const v = values;
    switch (field) {
      case 'fixed':
      case 'starred':
        return v[field] ? t('analysis.yes') : t('analysis.no');
      case 'utilization':
        return `${v.hours} × ${v.days} × ${v.weeks}`;
      case 'costMode':
        return t(`analysis.costMode.${v.costMode}`);
      case 'gas':
        return t(`gas.${v.gas}`);
      case 'label':
        return v.label;
      default:
        return String(v[field as keyof BulkValues]);
    }
  };

  const footer = {
    form: [
      <Button key="cancel" onClick={close}>
        {t('common:cancel')}
      </Button>,
      <Button key="apply" type="primary" disabled={!applicable} onClick={() => setStep('confirm')}>
        {t('bulk.editDialog.apply')}
      </Button>,
    ],
    confirm: [
      <Button key="back" onClick={() => setStep('form')}>
        {t('bulk.deleteDialog.back')}
      </Button>,
      <Button key="confirm" type="primary" onClick={() => void run()}>
        {t('bulk.editDialog.confirm')}
      </Button>,
    ],
    running: [],
    recomputing: [],
    done: [
      <Button key="close" type="primary" onClick={close}>
        {t('common:close')}
      </Button>,
    ],
  }[step];

  return (
    <Modal open width={720} title={t('bulk.editDialog.title', { total: snapshotIds.length })} onCancel={step === 'running' || step === 'recomputing' ? undefined : close} closable={step === 'form' || step === 'confirm' || step === 'done'} mask={{ closable: false }} footer={footer} destroyOnHidden>
      {step === 'form' && (
        <Form layout="horizontal" component="div" labelCol={{ flex: '240px' }} labelWrap>
          {enabled.size === 0 && <Alert type="info" showIcon title={t('bulk.editDialog.noneEnabled')} style={{ marginBottom: 12 }} />}
          {BULK_FIELDS.map((field) => (
            <Form.Item
              key={field}
              style={{ marginBottom: 10 }}
              label={
                <Checkbox checked={enabled.has(field)} onChange={(event) => toggle(field, event.target.checked)} aria-label={t('bulk.editDialog.enable', { field: fieldLabel(field) })}>
                  {fieldLabel(field)}
                </Checkbox>
              }
              colon={false}
              validateStatus={message(field) ? 'error' : undefined}
              help={message(field)}
            >
              {inputs[field]}
            </Form.Item>
          ))}
        </Form>
      )}
      {step === 'confirm' && (
        <div data-testid="bulk-edit-confirm">
          <Typography.Paragraph>{t('bulk.editDialog.confirmIntro', { total: snapshotIds.length })}</Typography.Paragraph>
          <Descriptions size="small" column={1} bordered>
            {BULK_FIELDS.filter((field) => enabled.has(field)).map((field) => (
              <Descriptions.Item key={field} label={fieldLabel(field)}>
                {shown(field)}
              </Descriptions.Item>
            ))}
          </Descriptions>
        </div>
      )}
      {(step === 'running' || step === 'recomputing' || step === 'done') && (
        <BulkProgressPanel
          done={progress.done}
          total={progress.total}
          caption={step === 'recomputing' ? t('bulk.editDialog.recomputing', { done: progress.done, total: progress.total }) : step === 'running' ? t('bulk.editDialog.progress', { done: progress.done, total: progress.total }) : null}
          finished={step === 'done'}
          failedIds={step === 'done' ? failed : []}
          labels={labels}
          count={snapshotIds.length}
        />
      )}
    </Modal>
  );
}
