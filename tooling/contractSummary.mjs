// The contract summary of a remote: what the shell needs before the remote's code has
// loaded (the paths it owns, those a signed-out visitor may open, its rail entries), read from the
// remote's own `src/app/contract.ts` when it is built, and written beside its `mf-manifest.json`
// as `contract.json`. The deploy command copies it into an edition's registry, so no registry is
// ever written by hand.
//
// The contract is read, not run: it imports React components and the remote's messages, which
// do not load in Node. So the fields the summary takes must be literals in the source (a string,
// a number, an array of strings; an icon is the name of the imported icon component). Anything
// else stops the build with a message that names the field.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

// TypeScript's parser is loaded when a contract is first read: the deploy command needs it only
// for an edition's left-out remotes.
const require = createRequire(import.meta.url);
let ts;

/** The file every remote's contract lives in. */
export const CONTRACT_FILE = path.join('src', 'app', 'contract.ts');

/**
 * The rail label the shell shows for an entry before the area's contract has arrived: a key of
 * the shell's own namespace, which it has loaded at start (the area's own key replaces it then).
 */
export const shellNavLabelKey = (id) => `shell:nav.areas.${id}`;

class ContractSummaryError extends Error {
  constructor(file, node, message) {
    const where = node ? `:${node.getSourceFile().getLineAndCharacterOfPosition(node.getStart()).line + 1}` : '';
    super(`${file}${where}: ${message}`);
    this.name = 'ContractSummaryError';
  }
}

/** The properties of an object literal by name. */
function properties(object) {
  const map = new Map();
  for (const property of object.properties) {
    if (ts.isPropertyAssignment(property) && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))) {
      map.set(property.name.text, property.initializer);
    }
  }
  return map;
}

/**
 * Reads the summary fields of the `defineContract({...})` call in `source`.
 * @param {string} source TypeScript source of a contract
 * @param {string} file its name, for messages
 */
export function summarizeContractSource(source, file = 'contract.ts') {
  ts ??= require('typescript');
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
  let call;
  const visit = (node) => {
    if (call) return;
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'defineContract') call = node;
    else ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  if (!call) throw new ContractSummaryError(file, null, 'no defineContract({...}) call');
  const [argument] = call.arguments;
  if (!argument || !ts.isObjectLiteralExpression(argument)) throw new ContractSummaryError(file, call, 'defineContract takes an object literal');
  const contract = properties(argument);

  const string = (node, field) => {
    if (node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))) return node.text;
    throw new ContractSummaryError(file, node ?? argument, `${field} must be a string literal`);
  };
  const number = (node, field) => {
    if (node && ts.isNumericLiteral(node)) return Number(node.text);
    if (node && ts.isPrefixUnaryExpression(node) && node.operator === ts.SyntaxKind.MinusToken && ts.isNumericLiteral(node.operand)) return -Number(node.operand.text);
    throw new ContractSummaryError(file, node ?? argument, `${field} must be a number literal`);
  };
  const array = (node, field) => {
    if (node && ts.isArrayLiteralExpression(node)) return [...node.elements];
    throw new ContractSummaryError(file, node ?? argument, `${field} must be an array literal`);
  };
  const object = (node, field) => {
    if (ts.isObjectLiteralExpression(node)) return properties(node);
    throw new ContractSummaryError(file, node, `${field} must be an object literal`);
  };

  const area = string(contract.get('area'), 'area');
  const routes = array(contract.get('routes'), 'routes').map((node, i) => {
    const route = object(node, `routes[${i}]`);
    return { path: string(route.get('path'), `routes[${i}].path`), access: string(route.get('access'), `routes[${i}].access`) };
  });
  const nav = array(contract.get('nav'), 'nav').map((node, i) => {
    const entry = object(node, `nav[${i}]`);
    const icon = entry.get('icon');
    if (!icon || !ts.isIdentifier(icon)) throw new ContractSummaryError(file, icon ?? node, `nav[${i}].icon must name an imported icon component`);
    const id = string(entry.get('id'), `nav[${i}].id`);
    const activeFor = entry.has('activeFor') ? array(entry.get('activeFor'), `nav[${i}].activeFor`).map((e, j) => string(e, `nav[${i}].activeFor[${j}]`)) : undefined;
    return {
      id,
      labelKey: shellNavLabelKey(id),
      icon: icon.text,
      order: number(entry.get('order'), `nav[${i}].order`),
      path: string(entry.get('path'), `nav[${i}].path`),
      ...(activeFor ? { activeFor } : {}),
      visibility: string(entry.get('visibility'), `nav[${i}].visibility`),
    };
  });
  const paths = routes.map((route) => route.path);
  const publicPaths = routes.filter((route) => route.access === 'public').map((route) => route.path);
  return { area, paths, ...(publicPaths.length ? { publicPaths } : {}), nav };
}

/**
 * The summary of the remote in `dir` (federation `name`) with its build's identity. The shared
 * packages it asks of the shell are in its `mf-manifest.json`, which the deploy command reads.
 * @param {{ dir: string, name: string, build: { version: string, buildId: string, commit: string | null, builtAt: string } }} remote
 */
export function contractSummary({ dir, name, build }) {
  const file = path.join(dir, CONTRACT_FILE);
  const summary = summarizeContractSource(fs.readFileSync(file, 'utf8'), path.relative(process.cwd(), file));
  return { name, ...summary, ...build };
}
