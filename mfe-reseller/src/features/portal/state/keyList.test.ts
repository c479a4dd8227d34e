import { licenseKey } from '../testing/fakeResellerServer';
import { truncateKey } from './copyText';
import { searchKeys, sortKeys } from './keyList';

const keys = [
  licenseKey({ license_key: 'CCCCC-1', node_key: 'CCCC-2222', customer_name: 'contoso', description: '', created_at: '2026-11-03T10:00:00Z', created_by: 'ann' }),
  licenseKey({ license_key: 'AAAAA-1', node_key: 'AAAA-2222', customer_name: 'Älmhult AB', description: 'Laptop 10', created_at: '2026-11-01T10:00:00Z', created_by: null }),
  licenseKey({ license_key: 'BBBBB-1', node_key: 'BBBB-2222', customer_name: '', description: 'Laptop 9', created_at: '2026-11-02T10:00:00Z', created_by: 'bob' }),
];
const order = (list: { license_key: string }[]) => list.map((k) => k.license_key[0]).join('');

describe('key list search', () => {
  it.each([
    ['', 'CAB'],
    ['  ', 'CAB'],
    ['laptop', 'AB'],
    ['CONTOSO', 'C'],
    ['bbbb-', 'B'],
    ['aaaaa-1', 'A'],
    ['bob', 'B'],
    ['nobody', ''],
  ])('%p finds %p', (search, found) => {
    expect(order(searchKeys(keys, search))).toBe(found);
  });
});

describe('key list sort', () => {
  it.each([
    [{ field: 'created_at', order: 'descend' }, 'CBA'],
    [{ field: 'created_at', order: 'ascend' }, 'ABC'],
    [{ field: 'customer_name', order: 'ascend' }, 'ACB'],
    [{ field: 'customer_name', order: 'descend' }, 'CAB'],
    [{ field: 'description', order: 'ascend' }, 'BAC'],
    [{ field: 'node_key', order: 'descend' }, 'CBA'],
    [{ field: 'created_by', order: 'ascend' }, 'CBA'],
  ] as const)('%p gives %p (numbers by value, accents and case aside, empty last)', (sort, expected) => {
    expect(order(sortKeys(keys, sort))).toBe(expected);
  });
});

describe('truncateKey', () => {
  it('shows the first group until revealed', () => {
    expect(truncateKey('ABCDE-FGHIJ-KLMNO-PQRST-UVWXY')).toBe('ABCDE…');
    expect(truncateKey('ABCDE')).toBe('ABCDE');
  });
});
