/**
 * One hand-made DocSearch record, shaped as search/records/records.ts writes
 * them, with defaults that no test query contains. (The site's real records:
 * site-records.ts.)
 */
import type {DocSearchRecord, Hierarchy} from '../../search/records/records';

export type RecordOverrides = Partial<Omit<DocSearchRecord, 'hierarchy' | 'weight'>> & {
  hierarchy?: Partial<Hierarchy>;
  weight?: Partial<DocSearchRecord['weight']>;
};

/**
 * A content record of the current docs at https://docs.example.com/<id>, under "Docs" > "Topic",
 * every weight 0, with `overrides` on top (url_without_anchor follows the url).
 */
export function record(id: string, overrides: RecordOverrides = {}): DocSearchRecord {
  const {hierarchy, weight, ...rest} = overrides;
  const url = rest.url ?? `https://docs.example.com/${id}`;
  return {
    objectID: id,
    url,
    url_without_anchor: url.split('#')[0],
    anchor: null,
    type: 'content',
    content: null,
    language: 'en',
    docusaurus_tag: 'docs-default-current',
    version: 'current',
    ...rest,
    hierarchy: {
      lvl0: 'Docs',
      lvl1: 'Topic',
      lvl2: null,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
      ...hierarchy,
    },
    weight: {pageRank: 0, level: 0, position: 0, ...weight},
  };
}
