// Logos as inline SVG data URLs: no asset pipeline and no network needed.
const svg = (body: string) => `data:image/svg+xml;utf8,${encodeURIComponent(body)}`;

export const nlLogo = svg(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><circle cx="20" cy="20" r="18" fill="#0b6bcb"/><path d="M9 20a11 11 0 0 1 22 0M13 20a7 7 0 0 1 14 0M17 20a3 3 0 0 1 6 0" stroke="#fff" stroke-width="2.5" fill="none" stroke-linecap="round"/><circle cx="20" cy="26" r="3" fill="#ffb020"/></svg>',
);
export const flirLogo = svg(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect x="2" y="2" width="36" height="36" rx="4" fill="#111"/><path d="M8 28l8-16 6 10 4-6 6 12z" fill="#ffc20e"/></svg>',
);
export const ueLogo = svg(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect x="2" y="2" width="36" height="36" rx="18" fill="#c8102e"/><path d="M10 14v8a10 10 0 0 0 20 0v-8" stroke="#fff" stroke-width="3" fill="none"/></svg>',
);
