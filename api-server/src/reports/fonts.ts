import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { PDFDocument, PDFFont } from 'pdf-lib';

// pdfkit's maintained fontkit fork: it subsets TrueType fonts correctly (@pdf-lib/fontkit drops
// glyphs of the Noto fonts when subsetting). It reads Buffers, so pdf-lib's bytes are wrapped.
const foliojsFontkit = require('@foliojs-fork/fontkit') as { create(data: Buffer): unknown };
const fontkit = { create: (bytes: Uint8Array) => foliojsFontkit.create(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)) } as unknown as Parameters<PDFDocument['registerFontkit']>[0];

/**
 * Fonts of the report PDF: Noto Sans (Latin, Greek, Cyrillic, Vietnamese) and the Noto Sans
 * families of Japanese, Korean, Simplified and Traditional Chinese and Thai, read from their npm
 * packages and embedded as subsets (with @foliojs-fork/fontkit) (only the glyphs used), so a report in any of the 24
 * languages, and labels in any of their scripts, render on every reader.
 *
 * Each character is drawn with the first family of the language's chain that has a glyph for
 * it (a Japanese report prefers the JP forms of shared CJK characters, a Chinese one the SC or
 * TC forms).
 */

export type FontFamily = 'latin' | 'jp' | 'kr' | 'sc' | 'tc' | 'thai';
export type FontWeight = 'regular' | 'bold';

const PACKAGES: Record<FontFamily, { pkg: string; name: string }> = {
  latin: { pkg: '@expo-google-fonts/noto-sans', name: 'NotoSans' },
  jp: { pkg: '@expo-google-fonts/noto-sans-jp', name: 'NotoSansJP' },
  kr: { pkg: '@expo-google-fonts/noto-sans-kr', name: 'NotoSansKR' },
  sc: { pkg: '@expo-google-fonts/noto-sans-sc', name: 'NotoSansSC' },
  tc: { pkg: '@expo-google-fonts/noto-sans-tc', name: 'NotoSansTC' },
  thai: { pkg: '@expo-google-fonts/noto-sans-thai', name: 'NotoSansThai' },
};

/** The families tried for a language, first match wins. */
export function fontChain(language: string): FontFamily[] {
  const lang = language.toLowerCase();
  const cjk: FontFamily[] = lang.startsWith('ko')
    ? ['kr', 'jp', 'sc', 'tc']
    : lang === 'zh-tw' || lang === 'zh-hk'
      ? ['tc', 'sc', 'jp', 'kr']
      : lang.startsWith('zh')
        ? ['sc', 'tc', 'jp', 'kr']
        : ['jp', 'sc', 'tc', 'kr'];
  return ['latin', 'thai', ...cjk];
}

const fileCache = new Map<string, Uint8Array>();
const glyphCache = new Map<FontFamily, { hasGlyphForCodePoint(cp: number): boolean }>();

/** The TTF file of a family and weight, in its font package. */
export function fontFile(family: FontFamily, weight: FontWeight): string {
  const { pkg, name } = PACKAGES[family];
  const folder = weight === 'bold' ? '700Bold' : '400Regular';
  return join(dirname(require.resolve(`${pkg}/package.json`)), folder, `${name}_${folder}.ttf`);
}

/** The TTF bytes of a family and weight (read once per process). */
export function fontBytes(family: FontFamily, weight: FontWeight): Uint8Array {
  const key = `${family}:${weight}`;
  let bytes = fileCache.get(key);
  if (!bytes) {
    bytes = new Uint8Array(readFileSync(fontFile(family, weight)));
    fileCache.set(key, bytes);
  }
  return bytes;
}

function hasGlyph(family: FontFamily, codePoint: number): boolean {
  let font = glyphCache.get(family);
  if (!font) {
    font = foliojsFontkit.create(Buffer.from(fontBytes(family, 'regular'))) as { hasGlyphForCodePoint(cp: number): boolean };
    glyphCache.set(family, font);
  }
  return font.hasGlyphForCodePoint(codePoint);
}

/** A piece of text drawn with one font. */
export interface TextRun {
  font: PDFFont;
  text: string;
}

/** The fonts of one document: embedded on first use, as subsets. */
export class ReportFonts {
  private readonly embedded = new Map<string, PDFFont>();
  private readonly familyOf = new Map<string, FontFamily>();
  private readonly chain: FontFamily[];

  private constructor(
    private readonly doc: PDFDocument,
    language: string,
  ) {
    this.chain = fontChain(language);
  }

  static async create(doc: PDFDocument, language: string): Promise<ReportFonts> {
    doc.registerFontkit(fontkit);
    const fonts = new ReportFonts(doc, language);
    await fonts.font('latin', 'regular');
    await fonts.font('latin', 'bold');
    return fonts;
  }

  async font(family: FontFamily, weight: FontWeight): Promise<PDFFont> {
    const key = `${family}:${weight}`;
    let font = this.embedded.get(key);
    if (!font) {
      font = await this.doc.embedFont(fontBytes(family, weight), { subset: true });
      this.embedded.set(key, font);
    }
    return font;
  }

  /** The family that draws one character (combining marks stay with their base). */
  private familyFor(ch: string): FontFamily {
    let family = this.familyOf.get(ch);
    if (!family) {
      const cp = ch.codePointAt(0)!;
      family = this.chain.find((f) => hasGlyph(f, cp)) ?? 'latin';
      this.familyOf.set(ch, family);
    }
    return family;
  }

  /** Embeds, in both weights, every family that the characters of `texts` need. */
  async prepare(texts: Iterable<string>): Promise<void> {
    const families = new Set<FontFamily>(['latin']);
    for (const text of texts) for (const ch of text) if (ch.charCodeAt(0) > 0x7f) families.add(this.familyFor(ch));
    for (const family of families) {
      await this.font(family, 'regular');
      await this.font(family, 'bold');
    }
  }

  /**
   * Splits text into runs of one font each (families embedded by {@link prepare}; a character of
   * a family not prepared falls back to Noto Sans). Control characters become spaces.
   */
  runsSync(text: string, weight: FontWeight = 'regular'): TextRun[] {
    const runs: { family: FontFamily; text: string }[] = [];
    for (const raw of text) {
      const code = raw.charCodeAt(0);
      const ch = code < 0x20 || code === 0x7f ? ' ' : raw;
      const isMark = /\p{M}/u.test(ch);
      let family = isMark && runs.length ? runs[runs.length - 1]!.family : this.familyFor(ch);
      if (!this.embedded.has(`${family}:${weight}`)) family = 'latin';
      const last = runs[runs.length - 1];
      if (last && (last.family === family || ch === ' ')) last.text += ch;
      else runs.push({ family, text: ch });
    }
    return runs.map((run) => ({ font: this.embedded.get(`${run.family}:${weight}`)!, text: run.text }));
  }
}

/** Width of runs at a size, pt. */
export function runsWidth(runs: readonly TextRun[], size: number): number {
  return runs.reduce((sum, run) => sum + run.font.widthOfTextAtSize(run.text, size), 0);
}
