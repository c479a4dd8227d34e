// Start-up's second stage (index.ts): zod's configuration, then shared-core (the API client and
// its schemas, i18next, the state, the task bus), evaluated in a task of their own.
import '../zodConfig';

export { store } from 'shared-core';
