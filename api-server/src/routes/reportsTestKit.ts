import { decodePDFRawStream, PDFDict, type PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';

/** Test helpers of the report routes' suites: the text a generated PDF draws. */

/** The glyph code to text map of a font's ToUnicode CMap (pdf-lib writes bfchar and bfrange entries). */
function toUnicodeMap(font: PDFDict): Map<number, string> {
  const map = new Map<number, string>();
  const stream = font.lookup(PDFName.of('ToUnicode'));
  if (!(stream instanceof PDFRawStream)) return map;
  const cmap = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
  const utf16 = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le');
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const m of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) map.set(parseInt(m[1]!, 16), utf16(m[2]!));
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
    for (const m of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      const first = parseInt(m[1]!, 16);
      const start = utf16(m[3]!).codePointAt(0)!;
      for (let code = first; code <= parseInt(m[2]!, 16); code += 1) map.set(code, String.fromCodePoint(start + code - first));
    }
  return map;
}

/** Every text string drawn on the pages, decoded through the embedded fonts' ToUnicode maps; one line per draw. */
export function drawnText(doc: PDFDocument): string {
  let text = '';
  for (const page of doc.getPages()) {
    const fonts = page.node.Resources()?.lookup(PDFName.of('Font'), PDFDict);
    const maps = new Map<string, Map<number, string>>();
    for (const [name, ref] of fonts?.entries() ?? []) maps.set(name.asString(), toUnicodeMap(doc.context.lookup(ref, PDFDict)));
    const contents = page.node.Contents();
    const streams = contents ? ('size' in contents ? Array.from({ length: contents.size() }, (_v, i) => page.node.context.lookup(contents.get(i))) : [contents]) : [];
    let current = new Map<number, string>();
    for (const stream of streams) {
      if (!(stream instanceof PDFRawStream)) continue;
      const ops = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
      for (const match of ops.matchAll(/(\/[^\s/]+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]*)>\s*Tj/g)) {
        if (match[1]) current = maps.get(match[1]) ?? new Map();
        else text += `${(match[2]!.match(/.{4}/g) ?? []).map((code) => current.get(parseInt(code, 16)) ?? '?').join('')}\n`;
      }
    }
    text += '\f';
  }
  return text;
}
