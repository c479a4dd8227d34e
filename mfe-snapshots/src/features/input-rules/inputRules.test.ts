import type { SnapshotDetail } from 'shared-core';
import { checkAcFrequency, checkDistance, checkUtilization, gasChoices, matchPdLocation, showsGasInput, voltageToSend } from './inputRules';

describe('distance (spec 000 section 5: 0.3 to 500 m, 1 to 1500 ft)', () => {
  it.each([
    ['METERS', 0.3, true],
    ['METERS', 500, true],
    ['METERS', 0.29, false],
    ['METERS', 500.1, false],
    ['METERS', Number.NaN, false],
    ['FEET', 1, true],
    ['FEET', 1500, true],
    ['FEET', 0.9, false],
    ['FEET', 1501, false],
    ['FEET', 600, true],
    ['METERS', 600, false],
  ] as const)('%s %p -> valid %p', (unit, value, valid) => {
    const message = checkDistance(unit, value);
    expect(message === null).toBe(valid);
    if (!valid) expect(message).toEqual({ key: 'analysis.invalidDistance', values: unit === 'METERS' ? { a: 0.3, b: 500 } : { a: 1, b: 1500 } });
  });
});

describe('utilisation per edition (hours 1-24, days 1-7 or UE 1-365, weeks 1-52, whole numbers)', () => {
  it.each([
    ['NL', { hours: 24, days: 7, weeks: 52 }, []],
    ['NL', { hours: 25, days: 8, weeks: 53 }, ['hours', 'days', 'weeks']],
    ['NL', { hours: 0, days: 0, weeks: 0 }, ['hours', 'days', 'weeks']],
    ['FLIR', { hours: 8, days: 7, weeks: 52 }, []],
    ['FLIR', { hours: 8, days: 30, weeks: 52 }, ['days']],
    ['UE', { hours: 24, days: 365, weeks: 1 }, []],
    ['UE', { hours: 24, days: 366, weeks: 1 }, ['days']],
    ['NL', { hours: 7.5, days: 5, weeks: 40 }, ['hours']],
  ] as const)('%s %o -> invalid %p', (edition, value, invalid) => {
    const messages = checkUtilization(edition, value);
    expect(Object.keys(messages).sort()).toEqual([...invalid].sort());
  });

  it('names the edition limits in the message', () => {
    expect(checkUtilization('UE', { hours: 1, days: 400, weeks: 1 }).days).toEqual({ key: 'analysis.rangeInteger', values: { a: 1, b: 365 } });
    expect(checkUtilization('NL', { hours: 1, days: 400, weeks: 1 }).days).toEqual({ key: 'analysis.rangeInteger', values: { a: 1, b: 7 } });
  });
});

describe('PD inputs (spec 000 section 5)', () => {
  it.each([
    [0, true],
    [12.5, true],
    [50, true],
    [450, true],
    [12.4, false],
    [5, false],
    [451, false],
    [Number.NaN, false],
  ])('AC frequency %p -> valid %p', (hz, valid) => {
    expect(checkAcFrequency(hz) === null).toBe(valid);
  });

  it('sends negative voltages as 0 and keeps others', () => {
    expect(voltageToSend(-5)).toBe(0);
    expect(voltageToSend(110)).toBe(110);
  });

  it('matches a PD location only to a known value (case and spaces ignored)', () => {
    expect(matchPdLocation(' bushing ')).toBe('Bushing');
    expect(matchPdLocation('Cable termination')).toBe('Cable termination');
    expect(matchPdLocation('Bush')).toBeNull();
    expect(matchPdLocation('Kitchen')).toBeNull();
  });
});

describe('gas input (spec 000 sections 2 and 3)', () => {
  it.each([
    ['energy', false],
    ['off', false],
    ['volume', true],
    ['mass', true],
  ] as const)('cost mode %s shows the gas input: %p', (mode, shown) => {
    expect(showsGasInput(mode)).toBe(shown);
  });

  const snapshot = (meta: Partial<SnapshotDetail['meta']>) => ({ meta: { is_si2: false, gas_whitelist: '', gas_blacklist: '', ...meta } }) as Pick<SnapshotDetail, 'meta'>;

  it('offers air, steam and other without an SI2 microphone', () => {
    expect(gasChoices(snapshot({ is_si2: false }))).toEqual(['AIR', 'STEAM', 'OTHER']);
  });
  it('offers every gas with SI2, filtered by the white- and blacklists', () => {
    expect(gasChoices(snapshot({ is_si2: true }))).toHaveLength(11);
    expect(gasChoices(snapshot({ is_si2: true }))).not.toContain('SULPHUR_HEXAFLUORIDE');
    expect(gasChoices(snapshot({ is_si2: true, gas_whitelist: 'air, helium, argon', gas_blacklist: 'argon' }))).toEqual(['AIR', 'HELIUM']);
  });
  it('keeps a stored gas that is not a choice, so it shows by name', () => {
    expect(gasChoices(snapshot({ is_si2: true, gas_whitelist: 'air', leak_type: 'SULPHUR_HEXAFLUORIDE' }))).toEqual(['AIR', 'SULPHUR_HEXAFLUORIDE']);
    expect(gasChoices(snapshot({ is_si2: false, leak_type: 'AIR' }))).toEqual(['AIR', 'STEAM', 'OTHER']);
  });
});
