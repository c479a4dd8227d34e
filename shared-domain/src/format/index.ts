export * from './intlFormats';
export { formatDay } from './formatDay';
