import { chartTooltipText, escapedTooltipFormatter, escapeHtml } from './tooltip';

const ATTACK = '<img src=x onerror=alert(1)>';

describe('chart tooltips escape user-written text', () => {
  it('escapes the five HTML characters', () => {
    expect(escapeHtml(ATTACK)).toBe('&lt;img src=x onerror=alert(1)&gt;');
    expect(escapeHtml(`a&b "c" 'd'`)).toBe('a&amp;b &quot;c&quot; &#39;d&#39;');
    expect(escapeHtml(undefined)).toBe('');
  });

  it('puts names and values in a tooltip only as text', () => {
    const html = chartTooltipText(ATTACK, [{ label: ATTACK, value: ATTACK, color: '#ff0000' }]);
    expect(html).not.toContain('<img');
    const host = document.createElement('div');
    host.innerHTML = html;
    expect(host.querySelector('img')).toBeNull();
    expect(host.textContent).toContain(ATTACK);
  });

  it('drops colours that are not plain CSS colours', () => {
    const html = chartTooltipText('t', [{ label: 'a', value: 1, color: 'red;background:url(x)' }]);
    expect(html).not.toContain('url(x)');
    expect(chartTooltipText('t', [{ label: 'a', value: 1, color: 'rgba(1, 2, 3, 0.5)' }])).toContain('rgba(1, 2, 3, 0.5)');
  });

  it('formats axis and item parameters with escaped series and category names', () => {
    const axis = escapedTooltipFormatter((v) => `${String(v)} €`)([
      { axisValueLabel: ATTACK, seriesName: ATTACK, value: 12, color: '#00ff00' },
      { axisValueLabel: ATTACK, seriesName: 'Fixed', value: [3, 4] },
    ]);
    const host = document.createElement('div');
    host.innerHTML = axis;
    expect(host.querySelector('img')).toBeNull();
    expect(host.textContent).toContain(`${ATTACK}${ATTACK}12 €Fixed4 €`);
    const item = escapedTooltipFormatter()({ name: ATTACK, seriesName: 'Leaks', value: { value: 7 } });
    host.innerHTML = item;
    expect(host.querySelector('img')).toBeNull();
    expect(host.textContent).toBe(`${ATTACK}Leaks7`);
  });
});
