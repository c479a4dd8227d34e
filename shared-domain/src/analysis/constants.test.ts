import * as constants from './constants';

describe('business constants (spec 000 §9, spec 001 §9)', () => {
  it.each<[keyof typeof constants, unknown]>([
    ['DEFAULT_HUMIDITY_PCT', 75],
    ['DEFAULT_TEMPERATURE_C', 20],
    ['DEFAULT_SPECIFIC_POWER', { cfm: 33, lpm: 11.7 }],
    ['DEFAULT_UTILIZATION', { hours: 24, days: 7, weeks: 52 }],
    ['DEFAULT_UTILIZATION_UE', { hours: 24, days: 365, weeks: 1 }],
    ['DEFAULT_VOLTAGE_KV', 220],
    ['DEFAULT_LATENCY_COMPENSATION_MS', 500],
    ['HEATMAP_GRID', 110],
    ['HEATMAP_CANVAS', { width: 800, height: 480 }],
    ['THUMBNAIL_ASPECT', 16 / 9],
    ['DEFAULT_BRIGHTNESS', 0.2],
    ['SNACKBAR_MS', { default: 3000, long: 9000, login: 6000 }],
    ['TOKEN_REFRESH_MARGIN_S', 30],
    ['LIST_CACHE_MS', 60000],
    ['PAGE_SIZE', { desktop: 20, phone: 20000 }],
    ['BULK_CONCURRENCY', 10],
    ['TAG_FRAME_BATCH', 100],
    ['RUBBER_BAND', { thresholdPx: 40, throttleMs: 100 }],
    ['DYNAMIC_RANGE_SAVE_MS', 1000],
    ['WEATHER_REFRESH_DELAY_MS', 2000],
    ['ROUTE_SEGMENT_MS', 750],
    ['DEBOUNCE_MS', { detailEdit: 800, labelFilter: 300, brightness: 150, search: 500 }],
    ['PASSWORD_SUBMIT_DELAY_MS', 200],
    ['CREDENTIAL_RENEWAL_MS', { device: 1800000, report: 3000000 }],
    ['IMPORT_CHANNEL_CLOSE_MS', 120000],
    ['LOCATION_CLUSTER', { distance: 1, minPoints: 1 }],
    ['AIR_MOLAR_MASS', 0.0289652],
    ['AIR_MOLAR_MASS_KG_PER_MOL', 0.0289652],
    ['STANDARD_PRESSURE_PA', 101325],
    ['STANDARD_TEMPERATURE_K', 273.15],
    ['GAS_CONSTANT_J_PER_MOL_K', 8.314462618],
    ['KELVIN_OFFSET', 273.15],
    ['MINUTES_PER_HOUR', 60],
    ['MINUTES_PER_YEAR', 525600],
    ['CFM_PER_LPM', 0.0353147],
    ['FEET_PER_METRE', 3.28084],
    ['LPM_TO_CFM_COST_RATIO', 0.3545454],
    ['CALIBRATION_PER_COUNT', 0.0025729],
    ['MIC_THRESHOLD_MULTIPLIER_1_0_1', 0.87],
    ['VIDEO_TIMESTAMP_TOLERANCE_S', 3],
    ['REALTIME_MARK_MIN_DURATION_S', 3],
    ['INSTANT_VIDEO', { frames: 305, seconds: 4 }],
    ['AUDIO', { windowS: 0.1, defaultRateHz: 62500 }],
    ['ANALYSIS_VERSION', '4.1.1'],
    ['CUSTOM_REPORT_PRICE_EUR', 44],
    ['SHARED_LINK_DAYS', 7],
    ['COPIED_HINT_MS', 5000],
    ['EXCEL_POLL_MS', 4000],
    ['PRPD_POLL_MS', 4000],
    ['BULK_DELETE_AUTOCLOSE_MS', 2000],
    ['EXPORT_LINK_SERIAL_CAP', 100],
    ['PASSWORD_MIN_LENGTH', 8],
    ['NICKNAME_MAX', 100],
    ['LABEL_MAX', 2048],
    ['DESKTOP_VIEWER_VERSION', '1.2.4'],
    ['KEY_DISPLAY_LENGTH', 10],
    ['CAMERA_PAGE_SIZE', 20],
    ['CAMERA_UPDATE_LOCK_MS', 120000],
    ['CAMERA_UPDATE_REPEAT_GUARD_MS', 20000],
    ['PAIRING', { tokenLength: 13, serialMin: 3, serialMax: 10 }],
    ['OFFLINE_UPLOAD', { maxBytes: 419430400, maxFiles: 10000 }],
    ['FAQ', { sections: ['A', 'B', 'C', 'D', 'E', 'F', 'G'], maxEntries: 20 }],
    ['ORG_ZOOM_STEP', 0.1],
    ['CAMERA_UPLOAD_FRAMES', 19],
    ['REPORT_EXPORT_STEPS', 7],
    ['SEVERITY_SLIDER_DEFAULTS', { lowFraction: 0.25, highFraction: 0.75, rangeLpm: 20, rangeCfm: 40 }],
    ['UNIT_CODES', ['lpmin', 'cfm', 'gs', 'kga']],
    ['LEAK_SIZE_UNITS', ['LPM', 'CFM']],
    ['CURRENCY_SYMBOLS', { CNY: '¥', EUR: '€', GBP: '£', JPY: '¥', RUB: '₽', USD: '$' }],
    ['DEFAULT_CURRENCY', 'USD'],
    ['ANALYSIS_TIME_STEP_S', 0.5],
    ['DYNAMIC_RANGE_DEFAULT_FRACTION', 0.8],
  ])('%s = %j', (name, value) => {
    expect(constants[name]).toEqual(value);
  });

  it('LPM_PER_CFM is the inverse of CFM_PER_LPM (≈ 28.3168)', () => {
    expect(constants.LPM_PER_CFM * constants.CFM_PER_LPM).toBeCloseTo(1, 12);
    expect(constants.LPM_PER_CFM).toBeCloseTo(28.3168, 3);
  });

  it.each(['DEFAULT_UTILIZATION', 'SNACKBAR_MS', 'PAIRING', 'FAQ', 'UNIT_CODES', 'CURRENCY_SYMBOLS'] as const)('%s is frozen', (name) => {
    expect(Object.isFrozen(constants[name])).toBe(true);
  });
});
