import { OFFLINE_UPLOAD } from 'shared-core';
import { addFiles, rejectLevel, uploadName } from './nlzFiles';

const file = (name: string, size = 10) => {
  const f = new File(['x'], name);
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

describe('offline .nlz upload rules (spec 000 section 5, spec 001 section 5)', () => {
  it('strips spaces and plus signs from names', () => {
    expect(uploadName('Hall 2 + valve.nlz')).toBe('Hall2valve.nlz');
  });

  it('takes only .nlz files of at most 400 MB, drops duplicate names and says why', () => {
    const { queued, rejected } = addFiles([], [file('a.nlz'), file('photo.png'), file('big.nlz', OFFLINE_UPLOAD.maxBytes + 1), file('a .nlz'), file('B.NLZ'), file('edge.nlz', OFFLINE_UPLOAD.maxBytes)]);
    expect(queued.map((q) => q.name)).toEqual(['a.nlz', 'B.NLZ', 'edge.nlz']);
    expect(rejected).toEqual([
      { name: 'photo.png', reason: 'type' },
      { name: 'big.nlz', reason: 'size' },
      { name: 'a .nlz', reason: 'duplicate' },
    ]);
    expect(rejectLevel('duplicate')).toBe('WARNING');
    expect(rejectLevel('size')).toBe('ERROR');
  });

  it('queues at most 10,000 files in all', () => {
    const current = Array.from({ length: OFFLINE_UPLOAD.maxFiles - 1 }, (_, i) => ({ file: file(`f${i}.nlz`), name: `f${i}.nlz` }));
    const { queued, rejected } = addFiles(current, [file('last.nlz'), file('one-too-many.nlz')]);
    expect(queued).toHaveLength(OFFLINE_UPLOAD.maxFiles);
    expect(rejected).toEqual([{ name: 'one-too-many.nlz', reason: 'tooMany' }]);
  });
});
