// The list's filters and sort as the URL carries them: the list edits them, the detail reads
// them to walk its neighbours, and the route prefetch asks the server for the same page.
export * from './filters';
