/** Keys and node keys are set in a monospace face, kept on one line, so their groups line up. */
export const MONO = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', whiteSpace: 'nowrap' } as const;
