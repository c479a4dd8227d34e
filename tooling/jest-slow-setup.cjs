/* global jest */
// Suites that start an embedded database (PGlite in a worker) need more than jest's 5 s for
// their hooks on 2 busy cores. `testTimeout` is a global option, so set it per project here.
jest.setTimeout(60_000);
