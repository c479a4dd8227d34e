import { isValidNodeKey } from 'shared-core';

/** Length of a node key: four characters, a hyphen, four more (spec 001 section 5). */
export const NODE_KEY_LENGTH = 9;

/**
 * The node key as the field shows it while the person types (spec 001 section 5: "uppercased on
 * input"): upper-case, without spaces, and with the hyphen put in after the fourth character
 * when more than four characters are typed or pasted without one; cut to the nine characters a
 * node key has (a pasted key with spaces around still fits). Nothing else is changed, so a
 * wrong character stays visible and {@link nodeKeyProblem} can name it.
 */
export function normalizeNodeKey(input: string): string {
  let text = input.replace(/\s+/g, '').toUpperCase();
  if (!text.includes('-') && text.length > 4) text = `${text.slice(0, 4)}-${text.slice(4)}`;
  return text.slice(0, NODE_KEY_LENGTH);
}

/** Why a node key cannot be sent: missing, a character outside base32, or the wrong shape. */
export type NodeKeyProblem = 'required' | 'characters' | 'format';

/**
 * What is wrong with a (normalised) node key, or null when it is four base32 characters (A-Z,
 * 2-7), a hyphen and four more. 0, 1, 8 and 9 are named apart because they look like O, I, B
 * and g and are the usual typing mistake.
 */
export function nodeKeyProblem(nodeKey: string): NodeKeyProblem | null {
  if (nodeKey === '') return 'required';
  if (isValidNodeKey(nodeKey)) return null;
  if (/[^A-Z2-7-]/.test(nodeKey)) return 'characters';
  return 'format';
}

/** The node key the dialog shows as an example (a code, the same in every language). */
export const NODE_KEY_EXAMPLE = 'ABCD-EF23';
