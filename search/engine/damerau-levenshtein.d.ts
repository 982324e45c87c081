declare module 'damerau-levenshtein' {
  /** `steps`: the Damerau-Levenshtein distance between the two strings. */
  export default function damerauLevenshtein(
    a: string,
    b: string,
    limit?: number,
  ): {steps: number; relative: number; similarity: number};
}
