import { allowedGases, GAS_MOLAR_MASS_KG_PER_MOL, GAS_TYPES, KNOWN_GASES, gasDensityKgPerM3, isGasType, isLeakReported, massFlowKgPerYear, parseGasList, type GasType, type LeakReportInput } from './gases';

describe('GAS_TYPES (spec 000 §3 Gas types)', () => {
  it('lists exactly the eleven gas types in order; SULPHUR_HEXAFLUORIDE is only known (it has a molar mass)', () => {
    expect(GAS_TYPES).toEqual(['AIR', 'HYDROGEN', 'CARBON_DIOXIDE', 'METHANE', 'HYDROCARBONS', 'HELIUM', 'ARGON', 'AMMONIA', 'NITROGEN', 'STEAM', 'OTHER']);
    expect(KNOWN_GASES).toEqual([...GAS_TYPES, 'SULPHUR_HEXAFLUORIDE']);
  });
  it.each<[unknown, boolean]>([['AIR', true], ['SULPHUR_HEXAFLUORIDE', true], ['air', false], ['', false], [undefined, false], [1, false]])('isGasType(%p) → %p', (value, expected) => {
    expect(isGasType(value)).toBe(expected);
  });
  it('has a molar mass for every gas except STEAM and OTHER', () => {
    const withoutMass = KNOWN_GASES.filter((gas) => GAS_MOLAR_MASS_KG_PER_MOL[gas] === undefined);
    expect(withoutMass).toEqual(['STEAM', 'OTHER']);
  });
});

describe('gasDensityKgPerM3 (spec 000 §9: densities at 0 °C, 1 atm)', () => {
  it.each<[GasType, number]>([
    ['AIR', 1.2923],
    ['NITROGEN', 1.2498],
    ['CARBON_DIOXIDE', 1.9635],
    ['METHANE', 0.7158],
    ['HYDROGEN', 0.0899],
    ['HELIUM', 0.1786],
    ['ARGON', 1.7823],
    ['SULPHUR_HEXAFLUORIDE', 6.5165],
    ['HYDROCARBONS', 1.9673], // propane 0.0440956 kg/mol
    ['AMMONIA', 0.7598],
  ])('%s ≈ %p kg/m³', (gas, density) => {
    expect(gasDensityKgPerM3(gas)).toBeCloseTo(density, 3);
  });
});

describe('massFlowKgPerYear (spec 000 §9)', () => {
  it.each<[number, string, number]>([
    [1, 'AIR', 679.224],
    [10, 'AIR', 6792.24],
    [1, 'NITROGEN', 656.89], // 1.24978 × 525.6
    [1, 'HELIUM', 93.86],
    [0, 'AIR', 0],
  ])('%p l/min of %s ≈ %p kg/yr', (leakLpm, gas, kgPerYear) => {
    expect(massFlowKgPerYear(leakLpm, gas)).toBeCloseTo(kgPerYear, 1);
  });

  it('is ≈ 679 kg/yr for 1 l/min of air (sanity figure)', () => {
    expect(Math.round(massFlowKgPerYear(1, 'AIR'))).toBe(679);
  });

  it.each(['STEAM', 'OTHER', 'UNKNOWN', 'air'])('%s has no molar mass → NaN', (gas) => {
    expect(massFlowKgPerYear(1, gas)).toBeNaN();
  });
});

describe('isLeakReported (spec 000 §5)', () => {
  it.each<[LeakReportInput, boolean]>([
    [{ leakDetected: true, infDetected: false, gas: 'AIR' }, true],
    [{ leakDetected: true, infDetected: false, gas: 'HELIUM' }, true],
    [{ leakDetected: false, infDetected: false, gas: 'AIR' }, false],
    [{ leakDetected: true, infDetected: true, gas: 'AIR' }, false],
    [{ leakDetected: true, infDetected: false, gas: 'STEAM' }, false],
    [{ leakDetected: true, infDetected: false, gas: 'OTHER' }, false],
    [{ leakDetected: true, infDetected: false, gas: ' steam ' }, false],
    [{ leakDetected: true, infDetected: null, gas: undefined }, true],
    [{ leakDetected: undefined, infDetected: false, gas: 'AIR' }, false],
  ])('%j → %p', (input, expected) => {
    expect(isLeakReported(input)).toBe(expected);
  });
});

describe('parseGasList (spec 000 §3 gas_whitelist/gas_blacklist)', () => {
  it.each<[string | null | undefined, string[]]>([
    [undefined, []],
    [null, []],
    ['', []],
    [' , ,', []],
    ['air', ['AIR']],
    [' air, Steam ,,helium', ['AIR', 'STEAM', 'HELIUM']],
  ])('%p → %j', (list, expected) => {
    expect(parseGasList(list)).toEqual(expected);
  });
});

describe('allowedGases (spec 000 §3)', () => {
  it.each<[string, Parameters<typeof allowedGases>[0], GasType[]]>([
    ['non-SI2 base', { isSi2: false }, ['AIR', 'STEAM', 'OTHER']],
    ['SI2 base', { isSi2: true }, [...GAS_TYPES]],
    ['SI2 empty lists', { isSi2: true, whitelist: '', blacklist: '' }, [...GAS_TYPES]],
    ['SI2 whitelist', { isSi2: true, whitelist: 'helium, air' }, ['AIR', 'HELIUM']],
    ['SI2 whitelist cannot add a gas that is not a gas type', { isSi2: true, whitelist: 'SULPHUR_HEXAFLUORIDE,AIR' }, ['AIR']],
    ['SI2 blacklist', { isSi2: true, blacklist: 'STEAM,OTHER,SULPHUR_HEXAFLUORIDE' }, ['AIR', 'HYDROGEN', 'CARBON_DIOXIDE', 'METHANE', 'HYDROCARBONS', 'HELIUM', 'ARGON', 'AMMONIA', 'NITROGEN']],
    ['both, blacklist wins', { isSi2: true, whitelist: 'AIR,HELIUM', blacklist: 'helium' }, ['AIR']],
    ['non-SI2 whitelist cannot add gases', { isSi2: false, whitelist: 'HELIUM,AIR' }, ['AIR']],
    ['non-SI2 blacklist', { isSi2: false, blacklist: 'other' }, ['AIR', 'STEAM']],
    ['whitelist of unknown names empties the list', { isSi2: true, whitelist: 'XENON' }, []],
    ['null lists', { isSi2: false, whitelist: null, blacklist: null }, ['AIR', 'STEAM', 'OTHER']],
  ])('%s', (_name, input, expected) => {
    expect(allowedGases(input)).toEqual(expected);
  });
});
