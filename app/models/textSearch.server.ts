// Full-text search on PostgreSQL, matching what SQLite's FTS5 tables find (docs/product/catalog.md#search,
// docs/product/learner-data.md). The models build an FTS5 expression (every term quoted, `*` for a
// prefix); on PostgreSQL the same expression becomes, per term, a condition on the row's text:
//  - a word that starts (prefix) or is (whole) a token, where a token is what FTS5's unicode61
//    tokenizer keeps together: letters and digits, plus "+" and "#" for the catalog (c++, c#). Text is
//    compared lower-cased and without accents (unaccent), as FTS5's remove_diacritics does;
//  - for notes also the stored `search_vector` (English stemming, like FTS5's porter tokenizer),
//    so "running" finds "runs" on both engines.
// A term FTS5 splits into several tokens ("node.js") is a phrase: the tokens in a row, anything
// that is not a token between them. PostgreSQL's own parser keeps some of these whole ("node.js" is
// one lexeme there), which is why the token test is written as a regular expression rather than
// left to the tsvector alone; the tsvector ranks (ts_rank, titles weighing more).
import { sql, type SQL } from "drizzle-orm";

interface FtsTerm {
  text: string;
  prefix: boolean;
}

/** The quoted terms of an FTS5 expression made by the engine (`"word"` or `"word"*`, space separated). */
export function ftsTerms(match: string): FtsTerm[] {
  return [...match.matchAll(/"([^"]*)"(\*?)/g)].map((m) => ({ text: m[1]!, prefix: m[2] === "*" })).filter((t) => t.text !== "");
}

const escapeRegex = (s: string) => s.replace(/[\\^$.*+?()[\]{}|#-]/g, (c) => `\\${c}`);

/**
 * A POSIX regular expression (PostgreSQL `~`) true when `text` (lower-cased, accents removed)
 * holds the term as FTS5 would find it: its tokens in a row, the last one whole or as a prefix.
 */
export function termRegex(term: FtsTerm, tokenExtra: string): string {
  const tokenClass = `[:alnum:]${escapeRegex(tokenExtra)}`;
  const parts = term.text.split(new RegExp(`[^\\p{L}\\p{N}${tokenExtra.replace(/[\\^\]-]/g, (c) => `\\${c}`)}]+`, "u")).filter(Boolean);
  const body = parts.map(escapeRegex).join(`[^${tokenClass}]+`);
  return `(^|[^${tokenClass}])${body}${term.prefix ? "" : `([^${tokenClass}]|$)`}`;
}

/** The folded text a regular expression is tested on: lower-cased, accents removed. */
export function foldedText(columns: SQL): SQL {
  return sql`lower(unaccent(${columns}))`;
}

const wordsOf = (term: FtsTerm) => term.text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** The tsquery (text form) of any of the terms' words, each a prefix when `allPrefix` or its term is (for ranking); null without words. */
export function rankQuery(terms: FtsTerm[], allPrefix: boolean): string | null {
  const words = terms.flatMap((t) => wordsOf(t).map((w) => `'${w}'${allPrefix || t.prefix ? ":*" : ""}`));
  return words.length ? words.join(" | ") : null;
}

/** One term's tsquery (text form) for the stemmed match of notes (its words in a row); null without words. */
export function wordQuery(term: FtsTerm): string | null {
  const words = wordsOf(term);
  return words.length ? words.map((w) => `'${w}'${term.prefix ? ":*" : ""}`).join(" <-> ") : null;
}
