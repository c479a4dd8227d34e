import { prpdCsv, prpdCsvName } from './prpdCsv';

describe('PRPD CSV (spec 000 section 2, spec 001 section 9)', () => {
  it('is named from the device serial, snapshot id and analysis time', () => {
    expect(prpdCsvName('NL2301', 42, 1.5)).toBe('PRPD_NL2301_42_1.5s.csv');
    expect(prpdCsvName('NL/23 01', 7, 0)).toBe('PRPD_NL_23_01_7_0s.csv');
  });

  it('has a header and one phase,level row per pulse', () => {
    const csv = prpdCsv({ xValues: [10.5, 270, 355.25], yValues: [41.2, 55, 38.75] });
    expect(csv.split('\r\n')).toEqual(['phase_deg,level_db_spl', '10.5,41.2', '270,55', '355.25,38.75', '']);
  });
});
