import type { ReactNode } from 'react';
import loadCommon from 'locales/load/common';
import loadSnapshots from 'locales/load/snapshots';
import { i18n, initI18n, queryClient, registerNamespace, type CustomerSettings, type SnapshotDetail } from 'shared-core';
import { makeToken } from 'shared-core/testing';
import { PlatformProviders } from 'shared-ui';

/** Test helpers of the analysis section: a snapshot, settings, providers and a routed fetch mock. */

export function makeSnapshot(patch: Partial<SnapshotDetail> = {}, meta: Partial<SnapshotDetail['meta']> = {}): SnapshotDetail {
  return {
    id: 42,
    label: 'Compressor room',
    active: true,
    device_label: 'Cam 1',
    device_serial: 'NL2301',
    device: 1,
    created_date: '2026-03-01T10:00:00.000Z',
    synced_date: '2026-03-01T10:05:00.000Z',
    source_distance: 2,
    comments: '',
    tags: [],
    dynamicrange_lin: null,
    fixed: false,
    fixed_date: null,
    starred: false,
    ownership: 1,
    device_analysis_type: 'A1',
    analysis_time: 1.5,
    leak: null,
    pd: null,
    mech: null,
    locations: [],
    thumbnail_url: 'http://api/t.png',
    heatmap_still_url: 'http://api/h.png',
    label_detail: { text: 'Compressor room' },
    heatmap: { width: 110, height: 110, source: '/api/snapshots/42/heatmap/', frames: 10 },
    movieExists: false,
    signal_available: true,
    meta: {
      latitude: null,
      longitude: null,
      analyzer_mode: 'leak',
      mode_name: 'Leak',
      leak_type: 'AIR',
      leak_type_description: '',
      leak_detected: true,
      heatmap_mode: 'single',
      picture_brightness: 0.2,
      zoom_val: 1,
      zoom_heatmap: 1,
      heatmap_offset_x: 0,
      heatmap_offset_y: 0,
      heatmap_rotation_deg: 0,
      heatmap_scale_minus_one: 0,
      filter_threshold: 0,
      filter_colormin: 0,
      filter_colormax: 0,
      mic_revision: '2.0.0',
      mic_threshold_multiplier: 1,
      calibration_current: 1,
      max_value: 60,
      video_type: 'instant',
      duration: '00:04',
      acimg_latency_compensation_ms: null,
      software_version: '3.1.0',
      distance: 2,
      current_env_temperature_kelvin: 293.15,
      current_relative_humidity_percent: 75,
      energy_cost: 0.15,
      volume_cost: 0.02,
      mass_cost: 0.5,
      cost_mode: 'energy',
      specific_power: 11.7,
      currency: 'EUR',
      utilization: { current_util_hours: 24, current_util_days: 7, current_util_weeks: 52 },
      lower_cutoff_frequency_hz: 20000,
      higher_cutoff_frequency_hz: 40000,
      gas_whitelist: '',
      gas_blacklist: '',
      mech_analysis_kurtosis: null,
      mech_analysis_crest_factor: null,
      mech_analysis_potential_issue_detected: false,
      pd_location: null,
      acfreq: 50,
      voltage: 110,
      is_si2: true,
      ...meta,
    },
    ...patch,
  };
}

export function makeSettings(patch: Partial<CustomerSettings> = {}): CustomerSettings {
  return {
    color_scheme: 'STRENGTH',
    currency_iso_code: 'EUR',
    leak_size_unit: 'LPM',
    temperature_unit: 'CELSIUS',
    energy_cost_kwh: 0.15,
    co2_cost_kg_kwh: 0,
    leak_size_corr_factor: 0,
    source_distance_unit: 'METERS',
    leak_size_severity_low_lpmin: 5,
    leak_size_severity_high_lpmin: 15,
    init: true,
    ...patch,
  };
}

export interface Call {
  method: string;
  url: URL;
  body: unknown;
}

/** A fetch mock answering by `METHOD /path`; records every call. */
export function routedFetch(routes: Record<string, (call: Call) => unknown>) {
  const calls: Call[] = [];
  const mock = jest.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input);
    const method = init?.method ?? 'GET';
    const call = { method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    const handler = routes[`${method} ${url.pathname}`];
    const body = handler ? handler(call) : { detail: 'Not found.' };
    const status = handler ? 200 : 404;
    return { ok: status < 400, status, text: async () => JSON.stringify(body) } as Response;
  });
  global.fetch = mock as unknown as typeof fetch;
  return calls;
}

export async function setUpI18n() {
  HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;
  registerNamespace('common', loadCommon);
  registerNamespace('snapshots', loadSnapshots);
  await initI18n('en');
  await i18n.loadNamespaces(['snapshots']);
  queryClient.setDefaultOptions({ queries: { retry: false } });
}

export function signIn() {
  const exp = Math.floor(Date.now() / 1000) + 3600;
  localStorage.setItem('acv.session', JSON.stringify({ access: makeToken({ user_id: 1, username: 'ann', exp }), refresh: 'r' }));
}

export function Providers({ children }: { children: ReactNode }) {
  return <PlatformProviders>{children}</PlatformProviders>;
}
