// Free-text matching of models: each query word (already a phonetic key, see
// @vhs/domain/catalog-search.ts) is matched against the search dictionary with pg_trgm — trigram
// similarity ≥ 0.3 through the GIN index, or a prefix of 3+ letters — so missing diacritics and
// small typos still hit ("skoda oktawia" → Škoda Octavia, "toyta corola" → Toyota Corolla).
import { queryRows } from "@vhs/db/catalog-stats.ts";
import type { Db } from "@vhs/db/client.ts";
import { sql } from "drizzle-orm";
import type { Dictionary } from "./catalog-dictionary.ts";

export interface ModelHit {
  modelId: number;
  /** Mean best similarity over the query words that matched anything (0–1). */
  score: number;
  /** Share of the model's own name words the query matched (0–1). */
  coverage: number;
}

export interface TextMatch {
  hits: ModelHit[];
  /** Brand ids whose name (or alias) a query word matched well. */
  brandIds: number[];
  /** Query words that matched nothing (ignored). */
  ignored: string[];
}

const PREFIX_SCORE = 0.6;
const MAX_HITS = 20;
/** Hits below this share of the best score are dropped. */
const RELATIVE_CUTOFF = 0.75;

interface Row {
  term: number;
  model_id: number;
  kind: "brand" | "model" | "alias";
  score: number;
}

export async function matchModels(db: Db, terms: readonly string[], dict: Dictionary): Promise<TextMatch> {
  if (terms.length === 0) return { hits: [], brandIds: [], ignored: [] };
  const list = sql.join(
    terms.map((t) => sql`${t}`),
    sql`, `,
  );
  const rows = await queryRows<Row>(
    db,
    sql`select t.i::int as term, s.model_id, s.kind,
               max(greatest(similarity(s.word, t.term),
                            case when length(t.term) >= 3 and s.word like t.term || '%' then ${sql.raw(String(PREFIX_SCORE))}::real else 0::real end))::float8 as score
        from unnest(array[${list}]::text[]) with ordinality as t(term, i)
        join search_words s on s.word % t.term or (length(t.term) >= 3 and s.word like t.term || '%')
        group by t.i, s.model_id, s.kind`,
  );
  const matchedTerms = new Set(rows.map((r) => r.term));
  const ignored = terms.filter((_, i) => !matchedTerms.has(i + 1));
  if (rows.length === 0) return { hits: [], brandIds: [], ignored };

  // Per model: the best score of each query word, and how many of the words hit its own name.
  const perModel = new Map<number, { best: Map<number, number>; nameHits: number }>();
  const brandIds = new Set<number>();
  for (const r of rows) {
    let m = perModel.get(r.model_id);
    if (!m) {
      m = { best: new Map(), nameHits: 0 };
      perModel.set(r.model_id, m);
    }
    m.best.set(r.term, Math.max(m.best.get(r.term) ?? 0, r.score));
    if (r.kind === "model" && r.score >= 0.5) m.nameHits++;
    if (r.kind === "brand" && r.score >= 0.4) {
      const brandId = dict.modelById.get(r.model_id)?.brandId;
      if (brandId !== undefined) brandIds.add(brandId);
    }
  }
  const effective = [...matchedTerms];
  const all = [...perModel].filter(([, m]) => effective.every((t) => m.best.has(t)));
  const candidates = all.length ? all : [...perModel];
  const nameWords = await modelNameWordCounts(
    db,
    candidates.map(([id]) => id),
  );
  const hits = candidates.map(([modelId, m]) => ({
    modelId,
    score: effective.reduce((s, t) => s + (m.best.get(t) ?? 0), 0) / effective.length,
    coverage: Math.min(1, m.nameHits / Math.max(1, nameWords.get(modelId) ?? 1)),
  }));
  const popularity = (id: number) => dict.modelById.get(id)?.popularity ?? 0;
  hits.sort(
    (a, b) => b.score - a.score || b.coverage - a.coverage || popularity(b.modelId) - popularity(a.modelId),
  );
  const top = hits[0]?.score ?? 0;
  return {
    hits: hits.filter((h) => h.score >= top * RELATIVE_CUTOFF).slice(0, MAX_HITS),
    brandIds: [...brandIds],
    ignored,
  };
}

async function modelNameWordCounts(db: Db, modelIds: readonly number[]): Promise<Map<number, number>> {
  if (modelIds.length === 0) return new Map();
  const rows = await queryRows<{ model_id: number; n: number }>(
    db,
    sql`select model_id, count(*)::int as n from search_words
        where kind = 'model' and model_id in (${sql.join(
          modelIds.map((id) => sql`${id}`),
          sql`, `,
        )})
        group by model_id`,
  );
  return new Map(rows.map((r) => [r.model_id, r.n]));
}
