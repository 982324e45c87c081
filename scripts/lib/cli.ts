/**
 * What the maintenance commands (search:push, search:report) share: their options read with
 * --help, bad usage told in a sentence with exit code 2, whole-number options.
 */
import {parseArgs, type ParseArgsConfig} from 'node:util';
import {wholeNumber} from '../../search/whole-number';

/** Bad usage: the command prints the message alone and exits with 2. */
export class UsageError extends Error {}

type Options = NonNullable<ParseArgsConfig['options']>;
type Values<T extends Options> = ReturnType<typeof parseArgs<{args: string[]; options: T}>>['values'];

/** The options of `argv` as `options` declares them, or undefined when --help asks for the usage. */
export function readOptions<T extends Options>(argv: string[], options: T): Values<T> | undefined {
  const {values} = parseArgs({args: argv, options: {...options, help: {type: 'boolean', default: false}}});
  return (values as {help?: boolean}).help ? undefined : (values as Values<T>);
}

/** Option `--name` as a whole number from 1 to `max`. */
export const wholeOption = (value: string, name: string, max: number) =>
  wholeNumber(value, `--${name}`, [1, max], (message) => new UsageError(`${message}.`));

/**
 * A command's start: `read` reads its options and what they name, or gives undefined when --help
 * asks for the usage (printed: exit code 0). Whatever `read` throws is bad usage: its message is
 * printed, exit code 2.
 */
export function start<T>(usage: string, read: () => T | undefined): {ready: T} | {exit: number} {
  try {
    const ready = read();
    if (ready !== undefined) return {ready};
    console.log(usage);
    return {exit: 0};
  } catch (error) {
    console.error((error as Error).message);
    return {exit: 2};
  }
}
