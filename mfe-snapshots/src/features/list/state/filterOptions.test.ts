import { device, ORGANIZATION } from '../testing/apiFixtures';
import { cameraOptions, groupOptions, labelOf } from './filterOptions';

describe('camera filter choices (spec 000 section 2, camera serials)', () => {
  it('shows the nickname with the serial, the bare serial without one, one entry per serial, sorted', () => {
    const options = cameraOptions([device('NWU30103'), device('NLC21004', 'Survey cam'), device('NLC21004', 'Old name'), device('NLC21017', '  ')]);
    expect(options).toEqual([
      { value: 'NLC21017', label: 'NLC21017' },
      { value: 'NWU30103', label: 'NWU30103' },
      { value: 'NLC21004', label: 'Survey cam (NLC21004)' },
    ]);
  });

  it('has no choices without cameras', () => {
    expect(cameraOptions([])).toEqual([]);
  });
});

describe('group filter choices (spec 000 section 2, groups)', () => {
  it('lists every group in tree order with its path below the root, valued by id', () => {
    expect(groupOptions(ORGANIZATION)).toEqual([
      { value: '1', label: 'Acme' },
      { value: '2', label: 'Plant' },
      { value: '3', label: 'Plant / Hall 2' },
    ]);
  });
});

describe('labelOf', () => {
  it('names a known value and falls back to the value itself', () => {
    const options = [{ value: '3', label: 'Plant / Hall 2' }];
    expect(labelOf(options, '3')).toBe('Plant / Hall 2');
    expect(labelOf(options, 'XYZ123')).toBe('XYZ123');
  });
});
