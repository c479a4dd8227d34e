// jsdom lacks what react-router 7 and antd 6 expect.
const { TextEncoder, TextDecoder } = require('node:util');
if (!global.TextEncoder) global.TextEncoder = TextEncoder;
if (!global.TextDecoder) global.TextDecoder = TextDecoder;

// antd as production builds run it (shared-ui PlatformProviders): theme.zeroRuntime, so antd
// generates no styles at run time. jsdom parses none of them anyway (below), and serialising
// every component's styles costs about a fifth of an antd page test's time.
process.env.ANTD_STATIC_CSS = '1';

// A test file may choose the node environment (@jest-environment node): no window there.
if (typeof window !== 'undefined') {
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

  // antd's CSS-in-JS injects thousands of rules, and jsdom's getComputedStyle matches every rule
  // against the element and each ancestor: Testing Library's role queries call it for every
  // candidate, which made an antd page test take ten times longer (list bulk actions: 109 s, 21 s
  // without). jsdom lays nothing out, so those rules only ever fed display/visibility checks; no
  // test relies on them. The style elements antd injects (through @rc-component/util's
  // dynamicCSS, which marks them data-rc-order before inserting them) get a type jsdom does not
  // parse; inline styles still count.
  for (const method of ['appendChild', 'insertBefore']) {
    const original = Node.prototype[method];
    Node.prototype[method] = function insertWithInertAntdStyles(node, ...rest) {
      if (node instanceof window.HTMLStyleElement && node.hasAttribute('data-rc-order')) node.type = 'text/x-antd-inert';
      return original.call(this, node, ...rest);
    };
  }
  const originalGetComputedStyle = window.getComputedStyle;
  window.getComputedStyle = (element) => originalGetComputedStyle(element);

  // jsdom has no MessageChannel; antd's form batches notifications through one.
  if (typeof window.MessageChannel === 'undefined') {
    class Port {
      constructor() { this.onmessage = null; this.other = null; }
      postMessage(data) { setTimeout(() => this.other && this.other.onmessage && this.other.onmessage({ data }), 0); }
      close() {}
      start() {}
      addEventListener(type, listener) { if (type === 'message') this.onmessage = listener; }
      removeEventListener() { this.onmessage = null; }
    }
    global.MessageChannel = class MessageChannel {
      constructor() { this.port1 = new Port(); this.port2 = new Port(); this.port1.other = this.port2; this.port2.other = this.port1; }
    };
  }

}
