// Appends to an antd style module the import of the static CSS written for it at build time
// (tooling/antdStaticCss.mjs), so the CSS goes with the chunk that carries the component.
// Options: `files`, `{ [antd module file]: css file }`.
module.exports = function antdCssLoader(source) {
  const css = this.getOptions().files[this.resourcePath];
  return css ? `${source}\nimport ${JSON.stringify(css)};\n` : source;
};
