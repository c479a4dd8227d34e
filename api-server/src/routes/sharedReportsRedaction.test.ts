import { reportDataSchema } from 'shared-domain/schemas';
import { redactReport, stripJpegMetadata, type Redaction } from './sharedReportsRedaction';

const input = reportDataSchema.parse({
  reportType: 'Leak',
  titleText: 'Survey of NLC21004 at 60.16952, 24.93545',
  texts: { camera: 'Kamera' },
  rows: [
    {
      id: 1,
      label: 'Valve by the door',
      deviceSerial: 'NLC21004',
      deviceLabel: 'Compressor line',
      headline: '2.0 l/min',
      values: [
        { name: 'Kamera', value: 'Compressor line (NLC21004)' },
        { name: 'Standort', value: '60.16952, 24.93545' },
        { name: 'Kommentar', value: 'Near 60.17 24.94, check again' },
        { name: 'Leckgröße', value: '2.0 l/min' },
        { name: 'Datum', value: '02.11.2026 08:30' },
        { name: 'Kosten', value: '1,234.56 EUR' },
        { name: 'Behoben', value: false },
      ],
    },
    { id: 2, label: 'Second camera', deviceSerial: 'NLC21017', deviceLabel: 'NLC21017', values: [{ name: 'Kamera', value: 'NLC21017 (NLC21017)' }] },
  ],
});

const leaveOut: Redaction = { includeLocation: false, includeSerials: false, serials: ['NLC21004', 'NLC21017'], locations: [{ latitude: 60.16952, longitude: 24.93545 }] };
const everything = (value: unknown) => JSON.stringify(value);

describe('redactReport', () => {
  it('leaves no serial number and no coordinates anywhere, and keeps the rest', () => {
    const out = redactReport(input, leaveOut);
    const text = everything(out);
    expect(text).not.toMatch(/NLC210/);
    expect(text).not.toMatch(/60\.1[67]|24\.9[34]/);
    const [first, second] = out.rows;
    expect(out.titleText).toBe('Survey of Kamera 1 at –');
    expect(first).toMatchObject({ label: 'Valve by the door', deviceLabel: 'Compressor line', headline: '2.0 l/min' });
    expect(first!.deviceSerial).toBeUndefined();
    // The location line goes; a comment keeps its words; other numbers stay as they were.
    expect(first!.values).toEqual([
      { name: 'Kamera', value: 'Compressor line' },
      { name: 'Kommentar', value: 'Near –, check again' },
      { name: 'Leckgröße', value: '2.0 l/min' },
      { name: 'Datum', value: '02.11.2026 08:30' },
      { name: 'Kosten', value: '1,234.56 EUR' },
      { name: 'Behoben', value: false },
    ]);
    // A camera named only by its serial is still told apart, in the report's language.
    expect(second).toMatchObject({ deviceLabel: 'Kamera 2', values: [{ name: 'Kamera', value: 'Kamera 2' }] });
  });

  it('leaves out only what was asked', () => {
    const withSerials = everything(redactReport(input, { ...leaveOut, includeSerials: true }));
    expect(withSerials).toContain('Compressor line (NLC21004)');
    expect(withSerials).not.toContain('60.16952');
    const withLocation = everything(redactReport(input, { ...leaveOut, includeLocation: true }));
    expect(withLocation).toContain('60.16952, 24.93545');
    expect(withLocation).not.toContain('NLC21004');
    expect(redactReport(input, { ...leaveOut, includeLocation: true, includeSerials: true })).toBe(input);
  });

  it('does not take a serial out of a longer code or a word', () => {
    const short = reportDataSchema.parse({ reportType: 'Leak', rows: [{ id: 1, label: 'LED lamp, ABC1234 and ABC', deviceSerial: 'ABC', values: [] }] });
    expect(redactReport(short, { ...leaveOut, serials: ['ABC'] }).rows[0]!.label).toBe('LED lamp, ABC1234 and Camera 1');
  });
});

describe('stripJpegMetadata', () => {
  const segment = (marker: number, body: string) => {
    const data = Buffer.from(body, 'latin1');
    return Buffer.concat([Buffer.from([0xff, marker, (data.length + 2) >> 8, (data.length + 2) & 0xff]), data]);
  };
  const jpeg = Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xe0, 'JFIF\0'),
    segment(0xe1, 'Exif\0\0GPS 60.16952 serial NLC21004'),
    segment(0xfe, 'comment'),
    segment(0xdb, 'quant'),
    Buffer.from([0xff, 0xda, 0x00, 0x02, 0x12, 0x34, 0xff, 0xd9]),
  ]);

  it('drops EXIF and comments and keeps the image segments and data', () => {
    const out = Buffer.from(stripJpegMetadata(jpeg));
    expect(out.toString('latin1')).not.toContain('Exif');
    expect(out.toString('latin1')).not.toContain('comment');
    expect(out).toEqual(Buffer.concat([Buffer.from([0xff, 0xd8]), segment(0xe0, 'JFIF\0'), segment(0xdb, 'quant'), Buffer.from([0xff, 0xda, 0x00, 0x02, 0x12, 0x34, 0xff, 0xd9])]));
  });

  it('returns anything else unchanged', () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0, 0]);
    expect(stripJpegMetadata(png)).toBe(png);
    for (const end of [12, 20]) {
      const truncated = jpeg.subarray(0, end);
      expect(stripJpegMetadata(truncated)).toBe(truncated);
    }
  });
});
