/**
 * The phone touch-target rules are plain CSS, which cannot import PHONE_MEDIA_QUERY: the test
 * keeps the stylesheet on the same breakpoint as useIsPhone, and the rules on what they cover.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PHONE_MEDIA_QUERY } from 'shared-core';

const css = fs.readFileSync(path.join(__dirname, 'touchTargets.css'), 'utf8');
const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');

describe('touch targets on phones', () => {
  it('apply at the breakpoint where the phone layout starts, and only there', () => {
    const queries = [...withoutComments.matchAll(/@media\s*([^{]+)\{/g)].map((match) => match[1]!.trim());
    expect(queries).toEqual([PHONE_MEDIA_QUERY]);
    // Every rule is inside that one media block: nothing changes on desktop.
    expect(withoutComments.trim().startsWith('@media')).toBe(true);
    expect(withoutComments.trim().endsWith('}')).toBe(true);
  });

  /** The declarations of the rule whose selector list names `selector`. */
  const declarations = (selector: string) => {
    const rule = [...withoutComments.matchAll(/([^{}]+)\{([^{}]*)\}/g)].find(([, selectors]) => selectors!.split(',').some((s) => s.trim() === selector));
    expect(rule).toBeDefined();
    return rule![2]!;
  };

  it('make a tab itself at least 44 by 44 px', () => {
    const tab = declarations('.ant-tabs.ant-tabs .ant-tabs-tab-btn');
    expect(tab).toMatch(/min-width:\s*44px/);
    expect(tab).toMatch(/min-height:\s*44px/);
  });

  it.each([
    ['icon-only buttons', '.ant-btn.ant-btn-icon-only'],
    ['Typography copy icons', '.ant-typography .ant-typography-copy'],
  ])('give %s a hit area of at least 44 by 44 px around them', (_what, selector) => {
    expect(declarations(selector)).toMatch(/position:\s*relative/);
    const area = declarations(`${selector}::after`);
    expect(area).toMatch(/position:\s*absolute/);
    expect(area).toMatch(/inset-block:\s*min\(0px,\s*calc\(\(100% - 44px\) \/ 2\)\)/);
    expect(area).toMatch(/inset-inline:\s*min\(0px,\s*calc\(\(100% - 44px\) \/ 2\)\)/);
  });
});
