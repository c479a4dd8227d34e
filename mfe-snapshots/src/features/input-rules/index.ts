// The input rules of the analysis values, shared by the analysis forms and bulk edit.
export * from './inputRules';
