/**
 * Values of records by dotted path ("hierarchy.lvl1"), as Algolia names nested attributes: read
 * through own properties only, so that a path a client sends ("constructor.name",
 * "content.length", "__proto__") never reaches a prototype.
 */

/** Dotted paths split into their keys, once per path. */
const splitPaths = new Map<string, string[]>();

/** A dotted path split into its keys, once per distinct path. */
export function keysOf(path: string): string[] {
  let keys = splitPaths.get(path);
  if (!keys) {
    keys = path.split('.');
    if (splitPaths.size < 1000) splitPaths.set(path, keys);
  }
  return keys;
}

/** The value of an object at a dotted path, or undefined. */
export function valueAt(object: object, path: string): unknown {
  return valueAtKeys(object, keysOf(path));
}

/** valueAt() on a path already split. */
export function valueAtKeys(object: object, keys: string[]): unknown {
  let value: unknown = object;
  for (const key of keys) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** The object at the first `length` keys of a path, created (with the objects on the way) when missing. */
export function objectAt(
  target: Record<string, unknown>,
  keys: string[],
  length = keys.length,
): Record<string, unknown> {
  let into = target;
  for (let i = 0; i < length; i += 1) into = (into[keys[i]] ??= {}) as Record<string, unknown>;
  return into;
}

/** Sets `value` at a path, creating the objects on the way. */
export function setAt(target: Record<string, unknown>, keys: string[], value: unknown) {
  objectAt(target, keys, keys.length - 1)[keys[keys.length - 1]] = value;
}
