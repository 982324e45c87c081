/**
 * The per-query tables of an index (by record, by word id), allocated once and cleared for each
 * query: a search is synchronous, so one set serves every search of the index in turn.
 */

/** What one query word matched in records: typos + 1 (0: nothing), whether exactly, and in which attributes (bits). */
export type WordTable = {typos: Uint8Array; exact: Uint8Array; fields: Int32Array};

/**
 * The query words whose tables are kept between searches: a reader's query has a handful; a long
 * quoted phrase (hundreds of words) gets tables of its own, not kept for the life of the index.
 */
const MAX_REUSED = 16;

export class Scratch {
  private readonly tables: WordTable[] = [];
  private readonly members: Int32Array[] = [];
  private owners?: Int32Array;

  constructor(
    private readonly records: number,
    private readonly words: number,
  ) {}

  /** Query word i's table, cleared (a new one past the first MAX_REUSED words). */
  table(i: number): WordTable {
    let table = this.tables[i];
    if (!table) {
      const size = this.records;
      table = {
        typos: new Uint8Array(size),
        exact: new Uint8Array(size),
        fields: new Int32Array(size),
      };
      if (i < MAX_REUSED) this.tables[i] = table;
    } else {
      table.typos.fill(0);
      table.exact.fill(0);
      table.fields.fill(0);
    }
    return table;
  }

  /** Query word i's matchCodes by word id, cleared (a new one past the first MAX_REUSED words). */
  member(i: number): Int32Array {
    const member = this.members[i];
    if (member) return member.fill(0);
    const made = new Int32Array(this.words);
    if (i < MAX_REUSED) this.members[i] = made;
    return made;
  }

  /** Which query word (or synonym) claimed each word id, cleared. */
  claims(): Int32Array {
    return this.owners ? this.owners.fill(0) : (this.owners = new Int32Array(this.words));
  }
}
