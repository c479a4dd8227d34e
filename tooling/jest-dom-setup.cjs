// jsdom lacks what react-router 7 and antd 6 expect (ARCHITECTURE.md pitfalls).
const { TextEncoder, TextDecoder } = require('node:util');
if (!global.TextEncoder) global.TextEncoder = TextEncoder;
if (!global.TextDecoder) global.TextDecoder = TextDecoder;

// matchMedia that evaluates min-width / max-width against the window width,
// so antd's responsive columns and our phone layout behave as in a browser.
window.matchMedia = (query) => {
  const width = window.innerWidth;
  const min = /min-width:\s*(\d+)px/.exec(query);
  const max = /max-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
  const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
  return {
    matches, media: query, onchange: null,
    addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent() { return false; },
  };
};
window.ResizeObserver = class { observe() {} unobserve() {} disconnect() {} };
const originalGetComputedStyle = window.getComputedStyle;
window.getComputedStyle = (element) => originalGetComputedStyle(element);
