/**
 * The answers of the last distinct queries an index was asked, keyed by their
 * normalised parameters: readers type the same words, keystroke by keystroke.
 * It lives on one SearchIndex, so replacing the index (a rebuild) empties it.
 * A Map keeps insertion order: a hit is moved to the end, the oldest is evicted.
 */
export class AnswerCache<T> {
  private readonly entries = new Map<string, T>();

  constructor(readonly size: number) {}

  get(key: string): T | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: T) {
    if (this.size <= 0) return;
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.size) this.entries.delete(this.entries.keys().next().value!);
  }
}
