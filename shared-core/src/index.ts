// Public surface of shared-core. Import only from 'shared-core'.
// TEMP export * from './analysis';
export type { AccessRule, AreaRoute, NavEntry, RemoteContract, SlotFill, SlotName, VisibilityRule } from './contract/types';
export { ACCESS_RULES, SLOT_NAMES, VISIBILITY_RULES } from './contract/types';
export { ContractError, validateContract } from './contract/validateContract';
export { defineContract } from './contract/defineContract';
export { decideAccess, isNavVisible, type AccessContext, type AccessDecision } from './contract/access';
export { loadRegistry, parseRegistry, RegistryError, type Registry, type RegistryEntry } from './registry/registry';
export { ApiClient, type ApiClientOptions, type LogoutReason } from './api/ApiClient';
export { ApiError, ContractViolationError, toApiError, type FieldErrors } from './api/errors';
export { meSchema, tokenPairSchema, type Me } from './api/schemas';
export { shellQueries } from './api/queries';
export { parseClaims, secondsToExpiry, type Claims } from './session/claims';
export { createTokenStore, type TokenStore, type Tokens } from './session/tokenStore';
export { claimsAtom, sessionAtom } from './session/atoms';
export { changeLanguage, detectLanguage, i18n, initI18n, LANGUAGES, registerNamespace, SOURCE_LANGUAGE } from './i18n/i18n';
export { api, brand, PLATFORM, queryClient, store } from './platform/platform';
