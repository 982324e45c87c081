/**
 * Whole numbers as clients, people and configuration write them, read one way everywhere: search
 * parameters and settings, the analytics' query strings, environment variables, command options.
 */

/** A whole number: a number that is one, or text Number() reads as one ("12", " 12 ", "1e3"); else undefined. */
export function integerOf(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) ? number : undefined;
}

/**
 * `text` as a whole number from `min` to `max`; else the error `fail` makes of the message
 * `<name> must be a whole number from <min> to <max>, not "<text>"`.
 */
export function wholeNumber(
  text: string,
  name: string,
  [min, max]: [number, number],
  fail: (message: string) => Error,
): number {
  const number = integerOf(text);
  if (number === undefined || number < min || number > max)
    throw fail(`${name} must be a whole number from ${min} to ${max}, not "${text}"`);
  return number;
}

/**
 * The environment variable `name` as a whole number from 1 to `max`, or `fallback` when it is unset
 * or empty; otherwise an Error naming it (the server's configuration refuses to start).
 */
export function wholeFromEnv(env: NodeJS.ProcessEnv, name: string, fallback: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  return wholeNumber(raw, name, [1, max], (message) => new Error(`${message}.`));
}
