/** Loads the `faq` namespace for one language, as a chunk of the app that imports this. */
export default function load(language: string): Promise<Record<string, unknown>> {
  return import(`../${language}/faq.json`).then((module: { default: Record<string, unknown> }) => module.default);
}
