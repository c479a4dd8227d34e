import { TEST_SCRYPT_COST, usePasswordCost } from '../auth/password';

// Passwords at the test cost in every api-server suite, as the e2e api-server has them: about
// 1 ms a hash instead of 350, which would take a minute of the unit tests' CPU. password.test.ts
// checks the production cost, loginThrottle.test.ts the rehash to it.
usePasswordCost(TEST_SCRYPT_COST);
