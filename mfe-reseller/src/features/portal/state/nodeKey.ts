import { isValidNodeKey } from 'shared-core';

/**
 * The node key as the field shows it while the person types (spec 001 section 5: "uppercased on
 * input"): upper-case, without spaces (a pasted key with spaces around still fits). Nothing else
 * is changed: no hyphen put in, nothing cut (issue 41: `ABCD_EFGH` became `ABCD-_EFG`), so the
 * field always shows what was typed, {@link nodeKeyProblem} names what is wrong with it, and
 * what is sent is what the person saw.
 */
export function normalizeNodeKey(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase();
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
