/** Loads the `reports` namespace for one language, as a chunk of the app that imports this. */
export default function load(language: string): Promise<Record<string, unknown>> {
  return import(`../${language}/reports.json`).then((module: { default: Record<string, unknown> }) => module.default);
}
