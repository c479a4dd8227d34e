/** Loads the `common` namespace for one language, as a chunk of the app that imports this. */
export default function load(language: string): Promise<Record<string, unknown>> {
  return import(`../${language}/common.json`).then((module: { default: Record<string, unknown> }) => module.default);
}
