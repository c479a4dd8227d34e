// The files a host's start-up fetches right after its entry: the async-boundary chunk
// (`import('./bootstrap')`) and the chunks of the shared modules it consumes (React, the router,
// shared-core...). The federation runtime asks for them only once the entry has been fetched and
// run; as <link rel="preload"> in index.html they travel beside the entry instead, which takes a
// round trip off every first load (on slow 4G, 150 ms of latency plus the entry's own transfer
// before the login form). Works on `compilation.getStats().toJson({chunks, chunkOrigins,
// chunkModules})`, so it reads nothing of Rspack's internals.

/**
 * @typedef {{ moduleName?: string, request?: string }} Origin
 * @typedef {{ moduleType?: string, name?: string }} StatsModule
 * @typedef {{ id: string | number, files: string[], origins?: Origin[], modules?: StatsModule[] }} StatsChunk
 */

const CONSUME = 'consume-shared-module';

/** `default:react-dom` from "consume shared module (default) react-dom@^19.3.1 (strict) ..." or "provide shared module (default) react-dom@19.3.1 = ...". */
function sharedKey(kind, moduleName) {
  const match = new RegExp(`^${kind} shared module \\(([^)]+)\\) (@?[^@\\s]+)@`).exec(moduleName ?? '');
  return match ? `${match[1]}:${match[2]}` : undefined;
}

/**
 * @param {StatsChunk[]} chunks
 * @param {{ entryModule: string, request: string }} boundary the module holding the async
 *   boundary and its `import()` request, e.g. `./src/index.ts` and `./bootstrap`
 * @returns {string[]} the JavaScript and CSS files, in chunk order, boundary first
 */
function startupFiles(chunks, { entryModule, request }) {
  const boundary = chunks.filter((chunk) => (chunk.origins ?? []).some((o) => o.moduleName === entryModule && o.request === request));
  if (boundary.length === 0) throw new Error(`startupFiles: no chunk is loaded by import('${request}') in ${entryModule}`);

  // Chunk groups are followed by origin. The boundary's group holds consume-shared modules; the
  // runtime serves each from the host's provided copy (the chunks whose origin provides that
  // package), or from its fallback (the chunks whose origin is the consume module itself) when
  // the host provides none. Either may consume others in turn. Siblings are not followed: a
  // chunk many groups share (React's consume module) is every group's sibling.
  const provided = new Map();
  for (const chunk of chunks) {
    for (const origin of chunk.origins ?? []) {
      const key = sharedKey('provide', origin.moduleName);
      if (key) provided.set(key, [...(provided.get(key) ?? []), chunk]);
    }
  }
  const wanted = new Set();
  const queue = [];
  const take = (chunk) => {
    if (wanted.has(String(chunk.id))) return;
    wanted.add(String(chunk.id));
    queue.push(chunk);
  };
  boundary.forEach(take);
  while (queue.length > 0) {
    for (const consume of (queue.shift().modules ?? []).filter((m) => m.moduleType === CONSUME)) {
      const fromHost = provided.get(sharedKey('consume', consume.name));
      const fallback = chunks.filter((candidate) => (candidate.origins ?? []).some((o) => o.moduleName === consume.name));
      (fromHost ?? fallback).forEach(take);
    }
  }
  return chunks
    .filter((chunk) => wanted.has(String(chunk.id)))
    .sort((a, b) => Number(!boundary.includes(a)) - Number(!boundary.includes(b)))
    .flatMap((chunk) => chunk.files.filter((file) => /\.(?:js|css)$/.test(file)));
}

/**
 * The `<link rel="preload">` tag objects HtmlRspackPlugin puts in the head for these files and
 * for what start-up fetches (the registry: `fetched`, read with fetch(), so as=fetch and CORS
 * mode, which is how a same-origin fetch() asks). Scripts at low priority: the page's first
 * paint (the frame index.html carries) needs none of them, and the browser and Lighthouse's
 * simulation then do not hold that paint for them (at the default priority the simulated mobile
 * first paint varies by whether they happen to come before it).
 */
function preloadTags(files, publicPath, fetched = []) {
  return [
    ...files.map((file) => ({
      tagName: 'link',
      voidTag: true,
      attributes: file.endsWith('.css')
        ? { rel: 'preload', as: 'style', href: `${publicPath}${file}` }
        : { rel: 'preload', as: 'script', fetchpriority: 'low', href: `${publicPath}${file}` },
    })),
    ...fetched.map((file) => ({ tagName: 'link', voidTag: true, attributes: { rel: 'preload', as: 'fetch', crossorigin: 'anonymous', href: `${publicPath}${file}` } })),
  ];
}

/** The longest the start waits for index.html's signed-in first paint (shell src/prepaint waits 1.5 s at most). */
const STARTER_FALLBACK_MS = 3000;

/**
 * The head's start-up script, in place of the entry's script tag and the preload links: it
 * defines `window.acvStart`, which adds them (the links first, then the entry as an ordered
 * script), and calls it once the document is parsed, unless index.html's signed-in first paint
 * (shell src/prepaint) has said it is waiting (`acvPrepaintPending`): that script calls it once
 * the list's first thumbnails are in, so on a slow link they do not share it with the platform's
 * few hundred kilobytes. It runs at the latest after STARTER_FALLBACK_MS.
 * For a visitor with a stored session (the boot script's `acv-session` class) it also adds
 * `signedInLinks`: the signed-in frame's files, which start-up would otherwise ask for only once
 * its own modules have run.
 * @param {{ attributes: Record<string, string> }[]} links tag objects of {@link preloadTags}
 * @param {string[]} scripts the entry's script URLs
 * @param {{ attributes: Record<string, string> }[]} [signedInLinks] tag objects of {@link preloadTags}
 */
function starterTag(links, scripts, signedInLinks = []) {
  const json = (value) => JSON.stringify(value).replace(/</g, '\\u003c');
  const code =
    `(function(){var d=document,w=window,started=0,links=${json(links.map((link) => link.attributes))},scripts=${json(scripts)},signedIn=${json(signedInLinks.map((link) => link.attributes))};` +
    'w.acvStart=function(){if(started)return;started=1;' +
    'if(d.documentElement.classList.contains("acv-session"))links=links.concat(signedIn);' +
    'links.forEach(function(a){var e=d.createElement("link");for(var k in a)e.setAttribute(k,a[k]);d.head.appendChild(e)});' +
    'scripts.forEach(function(s){var e=d.createElement("script");e.src=s;e.async=false;d.head.appendChild(e)})};' +
    'd.addEventListener("DOMContentLoaded",function(){if(!w.acvPrepaintPending)w.acvStart()});' +
    `setTimeout(w.acvStart,${STARTER_FALLBACK_MS})})();`;
  return { tagName: 'script', voidTag: false, attributes: {}, innerHTML: code };
}

module.exports = { startupFiles, preloadTags, starterTag, STARTER_FALLBACK_MS };
