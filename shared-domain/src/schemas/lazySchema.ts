/**
 * A zod schema built the first time it is used rather than when its module is evaluated, to
 * keep start-up's blocking time down.
 *
 * zod 4 gives every schema node its methods as closures when it is built. Building all of the
 * schemas (about 200, over 2,000 nodes) costs tens of milliseconds of start-up's platform task,
 * before the first of them is needed; a page needs a handful. The
 * stand-in returned here builds its schema on first use, once, and forwards every operation to
 * it, so it parses, composes (`.extend`, `.optional()`, nesting) and infers (`z.infer`) as the
 * schema itself does.
 *
 * Derive from another lazy schema inside `build`: `lazySchema(() => base.extend({ ... }))`.
 * Derived at module level, `base.extend(...)` would build `base` right there.
 */
export function lazySchema<T extends object>(build: () => T): T {
  let built: T | undefined;
  const schema = (): T => (built ??= build());
  return new Proxy(Object.create(null) as T, {
    get: (_, key) => Reflect.get(schema(), key),
    set: (_, key, value) => Reflect.set(schema(), key, value),
    has: (_, key) => Reflect.has(schema(), key),
    ownKeys: () => Reflect.ownKeys(schema()),
    // Reported configurable: the stand-in itself has none of the schema's own properties.
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(schema(), key, descriptor),
    deleteProperty: (_, key) => Reflect.deleteProperty(schema(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
  });
}
