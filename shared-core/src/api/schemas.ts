// The auth schemas moved to ./schemas/account.ts so the api-server can import them through
// 'shared-core/schemas'; this module keeps the old import path working.
export { acceptTermsSchema, meSchema, tokenPairSchema, type Me } from './schemas/account';
