export { atFirstCommit } from './firstCommit';
export * from './listFixtures';
