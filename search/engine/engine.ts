/**
 * An Algolia query -> Algolia results, over any records, as the index's settings (settings.ts) and
 * synonyms (synonyms.ts) say. The index is built once (its layout, inverted index, facet and
 * distinct tables, the orders of its ranking); each search then reads top to bottom in `answer`:
 * the parameters (params.ts) and the query (query.ts); the records passing the facet filters
 * (facets.ts); the records matching the words, ranked (matching.ts, rank.ts); facet counts and
 * distinct; the page's hits off a heap (order.ts); the hits decorated and serialised within the
 * request's answer budget (decorate.ts, highlight.ts, limits.ts); the response around them
 * (response.ts), its answer kept in a cache (lru.ts).
 */
import {decorator, pageOfHits} from './decorate';
import {distinctGroups, hitCount, type DistinctGroups} from './distinct';
import {Facets} from './facets';
import {highlighter} from './highlight';
import {InvertedIndex} from './inverted';
import {Layout, searchableAttributes, textsOf, wordsOf} from './layout';
import {AnswerBudget} from './limits';
import {AnswerCache} from './lru';
import {everyRecord, matchingRecords, type Found} from './matching';
import {RankingOrder, best, sortAttributes, sortPlaces, sortValue} from './order';
import {parseParams, type SearchParams} from './params';
import {valueAt} from './paths';
import {parseQuery, type ParsedQuery} from './query';
import {attributeBy} from './rank';
import type {Candidate, IndexRecord, Ranked} from './record';
import {responseJson, responseOf, type Answer, type SearchResponse} from './response';
import {Scratch} from './scratch';
import {resolveSettings, type EngineSettings} from './settings';
import {synonymTable, type Synonym, type SynonymTable} from './synonyms';
import {tokenizerFor} from './text';

/** The synonyms of a query sent with `synonyms: false`. */
const NO_SYNONYMS: SynonymTable = new Map();

/** Requests whose JSON is longer than this are never cached by it (see SearchIndex.answerTo). */
const MAX_REQUEST_KEY = 4096;

export type SearchIndexOptions = {
  /**
   * How many answers (pages of up to 100 hits) to keep, by normalised parameters; 0: none.
   * Answers are shared between responses: treat them as read-only.
   */
  cacheSize?: number;
  /** The index's settings, as `setSettings` takes them (Algolia's defaults for the ones missing). */
  settings?: Record<string, unknown>;
  /** The index's synonyms, as `saveSynonyms` takes them. */
  synonyms?: Synonym[];
};

/**
 * What a search tells the caller of what it searched: the query as searched, its hits, whether
 * facet filters narrowed it, and its analyticsTags.
 */
type Report = (query: string, nbHits: number, filtered: boolean, tags: string[]) => void;

export class SearchIndex {
  readonly settings: EngineSettings;
  /** The searchable attributes, and each one's rank for the attribute criterion. */
  readonly fields: string[];
  private readonly ranks: number[];
  /** Each searchable attribute's place in `fields`, by path. */
  private readonly fieldAt: Map<string, number>;
  private readonly answers: AnswerCache<Answer>;
  /** Requests the answer cache answered (hits) and did not (misses), since the index was built: for the metrics. */
  readonly cacheCounts = {hits: 0, misses: 0};
  /** Each record, and its values for the sorts of the ranking. */
  private readonly candidates: Candidate[];
  private readonly synonyms: SynonymTable;
  private readonly groups: DistinctGroups;
  /** The words of the searchable attributes and the records holding each (also for splitting and concatenating query words). */
  private readonly inverted: InvertedIndex;
  /** Each record's searchable attributes as word ids, for ranking and highlighting. */
  private readonly layout: Layout;
  private readonly facets: Facets;
  /** The index's ranking, and the same with typo first, which typoTolerance "min" and "strict" force (as in Algolia). */
  private readonly order: RankingOrder;
  private readonly typoFirst: RankingOrder;
  /** The tables each search fills, reused. */
  private readonly scratch: Scratch;
  /** Each record's JSON length, measured the first time it is a hit (the answer budget's first check). */
  private readonly recordBytes: (number | undefined)[] = [];

  constructor(
    readonly name: string,
    records: IndexRecord[],
    {cacheSize = 500, settings = {}, synonyms = []}: SearchIndexOptions = {},
  ) {
    this.settings = resolveSettings(settings);
    this.answers = new AnswerCache(cacheSize);
    const searchable = searchableAttributes(this.settings, records);
    this.fields = searchable.map((s) => s.attribute);
    this.ranks = searchable.map((s) => s.rank);
    this.fieldAt = new Map(this.fields.map((field, i) => [field, i]));
    const sorts = sortAttributes(this.settings);
    this.candidates = records.map((record) => ({
      record,
      values: sorts.map(({attribute, order}) => sortValue(valueAt(record, attribute), order)),
    }));
    const tokenizer = tokenizerFor(this.settings.separatorsToIndex);
    this.synonyms = synonymTable(synonyms, tokenizer.words);
    this.groups = distinctGroups(records, this.settings.attributeForDistinct);
    // Each record's searchable texts, read once for the inverted index and the layout.
    const texts = records.map((record) =>
      this.fields.map((attribute) => textsOf(valueAt(record, attribute))),
    );
    const inverted = new InvertedIndex(records.length, (id) => wordsOf(texts[id], tokenizer.tokens));
    this.inverted = inverted;
    this.layout = Layout.of(
      records.length,
      this.fields.length,
      (id) => texts[id],
      (word) => inverted.idOf(word),
      tokenizer.tokens,
    );
    this.facets = new Facets(this.candidates, inverted);
    const places = sortPlaces(this.candidates, this.settings);
    this.order = new RankingOrder(this.settings, places);
    const ranking = ['typo', ...this.settings.ranking.filter((name) => name !== 'typo')];
    this.typoFirst = new RankingOrder({...this.settings, ranking}, places);
    this.scratch = new Scratch(records.length, inverted.vocabularySize);
  }

  /** One query, with its parameters as an Algolia client sends them. */
  search(request: Record<string, unknown>): SearchResponse {
    const started = performance.now();
    return responseOf(this.answerTo(request, false, new AnswerBudget()), request, this.name, started);
  }

  /**
   * `search`'s response as JSON text, as the service sends it. A cached answer's hits are
   * serialised once, not on every keystroke that asks for them again. `report` hears what was
   * searched, unless the request said `analytics: false` (Algolia's parameter for a search that is
   * not to be counted).
   */
  searchJson(
    request: Record<string, unknown>,
    report?: Report,
    /** What the request's answers may still weigh (one budget for the queries of a multi-query). */
    budget = new AnswerBudget(),
  ): string {
    const started = performance.now();
    const answer = this.answerTo(request, true, budget);
    const response = responseOf(answer, request, this.name, started);
    const {echo} = answer;
    if (report && echo.reported) report(echo.query, answer.nbHits, echo.filtered, echo.tags);
    return responseJson(response, answer);
  }

  /**
   * The answer to a request, from the cache when it has it. Answers are keyed by the parsed
   * parameters (unknown ones dropped, the query cut), except a request parsed from JSON
   * (`fromJson`: the service's, up to MAX_REQUEST_KEY characters), which round-trips exactly and is
   * keyed by its own JSON, so that a repeated keystroke is not even parsed again. A library
   * caller's request may hold what JSON cannot say (NaN, undefined): it never is. Whether cached or
   * not, an answer spends its bytes of the request's `budget`.
   */
  private answerTo(request: Record<string, unknown>, fromJson: boolean, budget: AnswerBudget): Answer {
    const caching = this.answers.size > 0;
    let requestKey = caching && fromJson ? `r${JSON.stringify(request)}` : '';
    if (requestKey.length > MAX_REQUEST_KEY) requestKey = '';
    let answer = requestKey ? this.answers.get(requestKey) : undefined;
    if (!answer) {
      const params = parseParams(request, this.settings);
      const key = requestKey || (caching ? `p${JSON.stringify(params)}` : '');
      if (key !== requestKey) answer = this.answers.get(key);
      if (!answer) {
        // A new answer spends its bytes as its hits are built.
        answer = this.answer(params, budget);
        if (caching) this.cacheCounts.misses += 1;
        // Pages of up to 100 hits (DocSearch asks for 20): 500 answers stay within a few tens of MB.
        if (key && params.hitsPerPage <= 100) this.answers.set(key, answer);
        return answer;
      }
    }
    this.cacheCounts.hits += 1;
    budget.spend(answer.bytes);
    return answer;
  }

  /** One search: the records found, counted, paged and decorated (within `budget`). */
  private answer(params: SearchParams, budget: AnswerBudget): Answer {
    const query = parseQuery(
      params.query,
      params,
      params.synonyms ? this.synonyms : NO_SYNONYMS,
      this.inverted,
    );
    const typoFirst = params.typoTolerance === 'min' || params.typoTolerance === 'strict';
    const order = typoFirst ? this.typoFirst : this.order;
    const found = this.find(query, params, order);
    // Counted before the heap reorders the records (facet values in the order first met).
    const facets = this.facets.count(this.settings.attributesForFaceting, params.facets, found.ranked);
    const perGroup = this.settings.attributeForDistinct ? params.distinct : 0;
    const nbHits = hitCount(found.ranked, this.groups, perGroup);
    // Only the first paginationLimitedTo hits can be reached: a page beyond them is empty, and
    // nothing past them is ranked.
    const {page, hitsPerPage, paginationLimitedTo} = params;
    const from = Math.min(page * hitsPerPage, paginationLimitedTo, nbHits);
    const to = Math.min((page + 1) * hitsPerPage, paginationLimitedTo, nbHits);
    const groups = this.groups.of;
    const hits = best(found.ranked, to, {
      byRank: order.byRank(found.packed),
      finish: found.finish,
      perGroup,
      groupOf: (id) => groups[id],
    });
    const decorate = decorator(
      params,
      params.attributesToHighlight ?? this.fields,
      highlighter(query, found.matched),
      this.layout.textWords(this.fieldAt),
    );
    const recordBytes = ({id, record}: Ranked) => (this.recordBytes[id] ??= JSON.stringify(record).length);
    const built = pageOfHits(hits.slice(from, to), decorate, {
      getRankingInfo: params.getRankingInfo,
      budget,
      recordBytes,
    });
    return {
      ...built,
      nbHits,
      facets,
      echo: {
        page,
        hitsPerPage,
        nbPages: hitsPerPage > 0 ? Math.ceil(Math.min(nbHits, paginationLimitedTo) / hitsPerPage) : 0,
        query: params.query,
        facets: params.facets.length > 0,
        clickAnalytics: params.clickAnalytics,
        reported: params.analytics,
        tags: params.analyticsTags,
        filtered: params.facetFilters.length > 0,
      },
    };
  }

  /** The records the query finds among those passing its facet filters, with their criteria or bounds. */
  private find(query: ParsedQuery, params: SearchParams, order: RankingOrder): Found {
    const keep = this.facets.passing(params.facetFilters);
    if (query.slots.length === 0) return everyRecord(keep, this.candidates, order);
    const {candidates, layout, inverted, scratch, ranks} = this;
    const expansions = query.words.map((word) => inverted.expand(word));
    const context = {candidates, layout, inverted, scratch, ranks, query, expansions, order};
    return matchingRecords({...context, attribute: attributeBy(params)}, params, keep);
  }
}
