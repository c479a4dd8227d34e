/**
 * Business constants and physical constants of the viewer (spec 000 §9, spec 001 §9).
 *
 * Every value here is plain data with its unit in the name. Nothing in this file imports
 * anything, so every other analysis file may depend on it without cycles.
 * Where the spec only gives a number without a unit, the chosen unit is documented.
 */

// ---------------------------------------------------------------------------
// Physical constants and conversions (spec 000 §9 "Conversions")
// ---------------------------------------------------------------------------

/** Molar mass of dry air in kg/mol (spec 000 §9). */
export const AIR_MOLAR_MASS = 0.0289652;
/** Molar mass of dry air in kg/mol; same value as {@link AIR_MOLAR_MASS}, with the unit in the name. */
export const AIR_MOLAR_MASS_KG_PER_MOL = AIR_MOLAR_MASS;
/** Standard (normal) pressure in pascal used for normal volumes and gas density (spec 000 §9, DIN 1343). */
export const STANDARD_PRESSURE_PA = 101325;
/** Standard (normal) temperature in kelvin, i.e. 0 °C (spec 000 §9, DIN 1343). */
export const STANDARD_TEMPERATURE_K = 273.15;
/** Molar gas constant R in J/(mol·K) (CODATA 2018 exact value). */
export const GAS_CONSTANT_J_PER_MOL_K = 8.314462618;
/** Offset between kelvin and degrees Celsius (spec 000 §9, spec 001 §9). */
export const KELVIN_OFFSET = 273.15;
/** Minutes in one hour (spec 000 §9). */
export const MINUTES_PER_HOUR = 60;
/** Minutes in a 365-day year: 60 × 24 × 365 (spec 000 §9). Used by `massFlowKgPerYear` (continuous leak). */
export const MINUTES_PER_YEAR = 525600;
/** Litres in one cubic metre. */
export const LITRES_PER_M3 = 1000;
/** Cubic feet per minute in one litre per minute: 1 l/min = 0.0353147 ft³/min (spec 000 §9). */
export const CFM_PER_LPM = 0.0353147;
/** Litres per minute in one cubic foot per minute (1 / {@link CFM_PER_LPM} ≈ 28.3168). */
export const LPM_PER_CFM = 1 / CFM_PER_LPM;
/** Feet in one metre (spec 000 §9). */
export const FEET_PER_METRE = 3.28084;
/** Fahrenheit degrees per Celsius degree (°F = 1.8 × °C + 32, spec 000 §9). */
export const FAHRENHEIT_PER_CELSIUS = 1.8;
/** Offset of the Fahrenheit scale at 0 °C (°F = 1.8 × °C + 32, spec 000 §9). */
export const FAHRENHEIT_OFFSET = 32;

// ---------------------------------------------------------------------------
// Leak defaults (spec 000 §9 "Defaults")
// ---------------------------------------------------------------------------

/** Default environment relative humidity in percent (spec 000 §9). */
export const DEFAULT_HUMIDITY_PCT = 75;
/** Default environment temperature in °C (spec 000 §9). */
export const DEFAULT_TEMPERATURE_C = 20;
/**
 * Default compressor specific power per leak unit (spec 000 §9).
 * - `cfm`: 33 kW per 100 cfm;
 * - `lpm`: 11.7 kW per 1000 l/min (equivalently W per l/min).
 * Both describe the same compressor efficiency (33 kW / 2831.7 l/min ≈ 11.65 W per l/min);
 * their ratio is {@link LPM_TO_CFM_COST_RATIO}.
 */
export const DEFAULT_SPECIFIC_POWER = Object.freeze({ cfm: 33, lpm: 11.7 } as const);
/**
 * Ratio of the LPM to the CFM specific-power figure, 11.7 / 33 ≈ 0.3545454 (spec 000 §9).
 * Multiply a CFM specific power (kW per 100 cfm) by it to get kW per 1000 l/min.
 * It differs by 0.4 % from the pure volume ratio 1000 × 0.0353147 / 100 = 0.353147; the spec's
 * ratio is used so that the two defaults give identical costs.
 */
export const LPM_TO_CFM_COST_RATIO = 0.3545454;
/** Default utilisation for NL and FLIR editions and bulk edit: 24 h/day, 7 days/week, 52 weeks/year (spec 000 §9). */
export const DEFAULT_UTILIZATION = Object.freeze({ hours: 24, days: 7, weeks: 52 } as const);
/**
 * Default utilisation for the UE edition: 24 h/day, 365 days/year (spec 000 §9, spec 001 §9).
 * UE stores only hours and days (meta `ue_util_hours`, `ue_util_days`); weeks do not apply and are
 * fixed at 1 so that hours × days × weeks still gives the yearly hours (8760).
 */
export const DEFAULT_UTILIZATION_UE = Object.freeze({ hours: 24, days: 365, weeks: 1 } as const);
/** Default PD line voltage in kV (spec 000 §9). */
export const DEFAULT_VOLTAGE_KV = 220;
/** Default acoustic-image latency compensation in ms, used unless meta gives one (spec 000 §9). */
export const DEFAULT_LATENCY_COMPENSATION_MS = 500;

// ---------------------------------------------------------------------------
// Heatmap and images (spec 000 §9)
// ---------------------------------------------------------------------------

/** Side of the square heatmap source grid in cells (110 × 110, spec 000 §9). */
export const HEATMAP_GRID = 110;
/** Heatmap canvas size in CSS pixels (spec 000 §9). */
export const HEATMAP_CANVAS = Object.freeze({ width: 800, height: 480 } as const);
/** Thumbnail aspect ratio, width / height = 16:9 (spec 000 §9). */
export const THUMBNAIL_ASPECT = 16 / 9;
/** Default picture brightness overlay, a fraction 0–1 (spec 000 §3, §9). */
export const DEFAULT_BRIGHTNESS = 0.2;
/** Fraction of the level span used for the default dynamic range (spec 000 §9). */
export const DYNAMIC_RANGE_DEFAULT_FRACTION = 0.8;

// ---------------------------------------------------------------------------
// UI timing, paging and batching (spec 000 §9, spec 001 §9)
// ---------------------------------------------------------------------------

/** Snackbar durations in ms: default 3 s, long (some errors, password change) 9 s, login failure 6 s (spec 000 §9, spec 001 §9). */
export const SNACKBAR_MS = Object.freeze({ default: 3000, long: 9000, login: 6000 } as const);
/** Refresh the access token when it expires in less than this many seconds (spec 000 §9). */
export const TOKEN_REFRESH_MARGIN_S = 30;
/** Snapshot list local cache lifetime in ms (1 min, spec 000 §4, §9). */
export const LIST_CACHE_MS = 60000;
/**
 * Below this width the viewer lays out for a phone: antd's `md` breakpoint (768 px). Read by
 * useIsPhone, and by code outside React (a route's prefetch).
 */
export const PHONE_MEDIA_QUERY = '(max-width: 767.98px)';
/** Wide screens (antd's `lg` breakpoint, 992 px): the detail puts its sections side by side. */
export const WIDE_MEDIA_QUERY = '(min-width: 992px)';
/** Snapshot list page size: 20 on desktop, 20000 on phones (spec 000 §9). */
export const PAGE_SIZE = Object.freeze({ desktop: 20, phone: 20000 } as const);
/** Snapshots processed at a time in bulk edit and when building a report (spec 000 §9, spec 001 §9). */
export const BULK_CONCURRENCY = 10;
/** Snapshots per batch when saving tag frames (spec 000 §9). */
export const TAG_FRAME_BATCH = 100;
/** Rubber-band selection: drag threshold in px and pointer throttle in ms (spec 000 §2, §9). */
export const RUBBER_BAND = Object.freeze({ thresholdPx: 40, throttleMs: 100 } as const);
/** Idle time in ms before a dynamic-range change is saved (spec 000 §4, §9). */
export const DYNAMIC_RANGE_SAVE_MS = 1000;
/** Delay in ms before weather is refreshed (spec 000 §9). */
export const WEATHER_REFRESH_DELAY_MS = 2000;
/** Route-map animation time per segment in ms (spec 000 §9). */
export const ROUTE_SEGMENT_MS = 750;
/**
 * Input debounces in ms (spec 000 §5, spec 001 §9): detail edits (distance, temperature,
 * utilisation) 800, label filter 300, brightness 150, camera and FAQ search 500.
 */
export const DEBOUNCE_MS = Object.freeze({ detailEdit: 800, labelFilter: 300, brightness: 150, search: 500 } as const);
/** Delay in ms before submitting in password flows (spec 001 §9). */
export const PASSWORD_SUBMIT_DELAY_MS = 200;
/** Upload-credential renewal intervals in ms: device 30 min, report 50 min (spec 000 §9, spec 001 §9). */
export const CREDENTIAL_RENEWAL_MS = Object.freeze({ device: 30 * 60 * 1000, report: 50 * 60 * 1000 } as const);
/** The import live channel closes this many ms after the last file (2 min, spec 000 §9). */
export const IMPORT_CHANNEL_CLOSE_MS = 120000;
/** Location clustering parameters: distance 1 (unit not given by the spec) and minimum points 1 (spec 000 §9). */
export const LOCATION_CLUSTER = Object.freeze({ distance: 1, minPoints: 1 } as const);

// ---------------------------------------------------------------------------
// Signal and analysis (spec 000 §9, spec 001 §9)
// ---------------------------------------------------------------------------

/** Calibration factor per raw count (spec 000 §9). */
export const CALIBRATION_PER_COUNT = 0.0025729;
/** Microphone threshold multiplier for mic revision 1.0.1 (spec 000 §9). */
export const MIC_THRESHOLD_MULTIPLIER_1_0_1 = 0.87;
/** Tolerance in s when matching video analysis timestamps (spec 000 §9). */
export const VIDEO_TIMESTAMP_TOLERANCE_S = 3;
/** Real-time marks are shown only when the recording lasts at least this many seconds (spec 000 §9). */
export const REALTIME_MARK_MIN_DURATION_S = 3;
/** Instant video length: 305 frames over 4 s (spec 000 §9). */
export const INSTANT_VIDEO = Object.freeze({ frames: 305, seconds: 4 } as const);
/** Audio analysis window in s and default sample rate in Hz (spec 000 §9, spec 001 §9). */
export const AUDIO = Object.freeze({ windowS: 0.1, defaultRateHz: 62500 } as const);
/** Analysis version string sent with analysis calls (spec 000 §7, §9, spec 001 §9). */
export const ANALYSIS_VERSION = '4.1.1';
/** Analysis time granularity in s: default analysis time is rounded to 0.5 s (spec 000 §4, §9). */
export const ANALYSIS_TIME_STEP_S = 0.5;

// ---------------------------------------------------------------------------
// Reports, sharing, exports (spec 000 §9, spec 001 §9)
// ---------------------------------------------------------------------------

/** One-time price of customised reports in EUR (spec 000 §9, spec 001 §9). */
export const CUSTOM_REPORT_PRICE_EUR = 44;
/** Shared report link validity in days (spec 000 §4, §9). */
export const SHARED_LINK_DAYS = 7;
/** How long the "copied" hint stays, in ms (spec 000 §9). */
export const COPIED_HINT_MS = 5000;
/** Excel generation poll interval in ms (spec 000 §4, spec 001 §9). */
export const EXCEL_POLL_MS = 4000;
/** PRPD video progress poll interval in ms (spec 000 §4). */
export const PRPD_POLL_MS = 4000;
/** Bulk delete dialog auto-closes this many ms after finishing (spec 000 §4, spec 001 §9). */
export const BULK_DELETE_AUTOCLOSE_MS = 2000;
/** Maximum number of unique device serials in export links (spec 000 §9, spec 001 §9). */
export const EXPORT_LINK_SERIAL_CAP = 100;
/** Camera upload progress is a percentage of this many frames (spec 000 §4). */
export const CAMERA_UPLOAD_FRAMES = 19;
/** Report export PROCESSING progress is out of this many steps (spec 000 §4). */
export const REPORT_EXPORT_STEPS = 7;

// ---------------------------------------------------------------------------
// Accounts, cameras, organisation (spec 000 §5, §9, spec 001 §5, §9)
// ---------------------------------------------------------------------------

/** Minimum password length in characters (spec 000 §5, §9). */
export const PASSWORD_MIN_LENGTH = 8;
/** Maximum camera nickname length in characters (spec 000 §9, spec 001 §5). */
export const NICKNAME_MAX = 100;
/** Maximum snapshot label length in characters (spec 000 §5). */
export const LABEL_MAX = 2048;
/** Desktop viewer version offered for download (spec 000 §9, spec 001 §9). */
export const DESKTOP_VIEWER_VERSION = '1.2.4';
/** Data-connect keys are shown truncated to this many characters (spec 000 §9, spec 001 §9). */
export const KEY_DISPLAY_LENGTH = 10;
/** Cameras list page size (spec 001 §9). */
export const CAMERA_PAGE_SIZE = 20;
/** A camera fleet update locks the camera for this many ms (120 s, spec 001 §9). */
export const CAMERA_UPDATE_LOCK_MS = 120000;
/** Minimum time in ms between two update requests for the same camera (20 s, spec 001 §9). */
export const CAMERA_UPDATE_REPEAT_GUARD_MS = 20000;
/** Pairing input lengths in characters: TOTP token exactly 13, serial 3 to 10 (spec 000 §5, spec 001 §9). */
export const PAIRING = Object.freeze({ tokenLength: 13, serialMin: 3, serialMax: 10 } as const);
/** Offline .nlz upload limits: 400 MB per file (taken as 400 MiB = 400 × 1024 × 1024 bytes) and 10000 files (spec 000 §5, spec 001 §9). */
export const OFFLINE_UPLOAD = Object.freeze({ maxBytes: 400 * 1024 * 1024, maxFiles: 10000 } as const);
/** FAQ layout: sections A to G, at most 20 entries each (spec 001 §9). */
export const FAQ = Object.freeze({ sections: Object.freeze(['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const), maxEntries: 20 } as const);
/** Organization tree zoom step (fraction per click, spec 001 §9). */
export const ORG_ZOOM_STEP = 0.1;

// ---------------------------------------------------------------------------
// Units, severity slider, currency (spec 000 §3, §9)
// ---------------------------------------------------------------------------

/**
 * Severity slider defaults (spec 000 §9, spec 001 §9): the low and high handles sit at 25 % and
 * 75 % of a range of 20 l/min (LPM users) or 40 cfm (CFM users).
 */
export const SEVERITY_SLIDER_DEFAULTS = Object.freeze({ lowFraction: 0.25, highFraction: 0.75, rangeLpm: 20, rangeCfm: 40 } as const);

/**
 * Leak-size unit codes used by settings and the analysis calls (spec 000 §3):
 * `lpmin` litres per minute, `cfm` cubic feet per minute, `gs` grams per second,
 * `kga` kilograms per annum (year).
 */
export const UNIT_CODES = Object.freeze(['lpmin', 'cfm', 'gs', 'kga'] as const);
/** One of {@link UNIT_CODES}. */
export type UnitCode = (typeof UNIT_CODES)[number];
/** Leak-size unit setting values (`leak_size_unit`, spec 000 §3). */
export const LEAK_SIZE_UNITS = Object.freeze(['LPM', 'CFM'] as const);
/** One of {@link LEAK_SIZE_UNITS}. */
export type LeakSizeUnit = (typeof LEAK_SIZE_UNITS)[number];

/** Currency symbols; only these six ISO codes have one (spec 000 §3). Use `currencySymbol(code)`. */
export const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = Object.freeze({
  CNY: '¥',
  EUR: '€',
  GBP: '£',
  JPY: '¥',
  RUB: '₽',
  USD: '$',
});
/** Default currency ISO code of customer settings (spec 000 §3). */
export const DEFAULT_CURRENCY = 'USD';
