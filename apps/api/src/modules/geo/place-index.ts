import type { GeoPlace, GeoPlaceKind } from '@kurye/contracts/geo';
import { canonicalWord, editDistance, typedAbbreviation, typosAllowed, wordsOf } from './place-names';

/** How well a typed word matched: the whole word (or its abbreviation group), the start of a word, or with typos. */
const EXACT = 3;
const PREFIX = 2;
const TYPO = 1;

/** Streets, neighbourhoods and places before POIs. */
const KIND_RANK: Record<GeoPlaceKind, number> = { street: 0, neighbourhood: 0, place: 0, poi: 1 };

/** Neighbourhood names in the map rarely carry "Mahallesi": a typed "mah." does not rule them out. */
const OPTIONAL_FOR: Partial<Record<string, ReadonlySet<GeoPlaceKind>>> = { mahallesi: new Set(['neighbourhood', 'place']) };

export interface PlaceSearch {
  q: string;
  /** latitude, longitude */
  near?: [number, number];
  limit: number;
}

export type PlaceIndex = ReturnType<typeof createPlaceIndex>;

const before = (a: { distance: number; length: number }, b: { distance: number; length: number }) =>
  a.distance < b.distance || (a.distance === b.distance && a.length < b.length);

/**
 * Names searched the way Turks type them: folded case and letters, abbreviations (cad./cd. = caddesi, sk./sok. =
 * sokak, mah., bulv.), each typed word the start of a word of the name, a typo or two in a longer word. Best first:
 * whole words before starts before typos, names the query covers entirely, streets and neighbourhoods before POIs,
 * nearer to `near`, shorter names.
 */
export function createPlaceIndex(places: readonly GeoPlace[]) {
  // Each distinct word once, with the places holding it: a query compares its words with the ~60k distinct words.
  const wordIds = new Map<string, number>();
  const words: string[] = [];
  const postings: number[][] = [];
  const wordCounts = new Uint8Array(places.length);
  places.forEach((place, i) => {
    // An abbreviation is one after a name's first word ("Kuşdili Sk."): a shop called "Şok" is no street.
    const placeWords = new Set(wordsOf(place.name).map((w, at) => (at > 0 ? canonicalWord(w) : w)));
    wordCounts[i] = Math.min(placeWords.size, 255);
    for (const word of placeWords) {
      let id = wordIds.get(word);
      if (id === undefined) {
        id = words.push(word) - 1;
        wordIds.set(word, id);
        postings.push([]);
      }
      postings[id]!.push(i);
    }
  });
  // Words by first letter: prefixes and typos are looked for among the words sharing the typed word's first letter.
  const byFirst = new Map<string, number[]>();
  words.forEach((w, id) => {
    const list = byFirst.get(w[0]!) ?? [];
    list.push(id);
    byFirst.set(w[0]!, list);
  });

  // Per-place match qualities of one query, reused from query to query (no 100 kB garbage per typed word).
  const scratchArrays: Uint8Array[] = [];
  const scratch = (i: number) => {
    const array = (scratchArrays[i] ??= new Uint8Array(places.length));
    array.fill(0);
    return array;
  };

  /** The words a typed word matches, with how well. The last typed word may be unfinished: a typo in its start counts. */
  function matchingWords(typed: string, last: boolean): { id: number; quality: number }[] {
    const found: { id: number; quality: number }[] = [];
    const group = typedAbbreviation(typed);
    if (group !== undefined && wordIds.has(group)) found.push({ id: wordIds.get(group)!, quality: EXACT });
    const typos = typosAllowed(typed.length);
    for (const id of byFirst.get(typed[0]!) ?? []) {
      const word = words[id]!;
      if (word === typed) found.push({ id, quality: EXACT });
      else if (word.startsWith(typed)) found.push({ id, quality: PREFIX });
      else if (typos > 0 && editDistance(typed, word, typos, last ? typed.length : word.length) <= typos) found.push({ id, quality: TYPO });
    }
    return found;
  }

  return {
    size: places.length,
    search({ q, near, limit }: PlaceSearch): GeoPlace[] {
      const typed = [...new Set(wordsOf(q))];
      if (typed.length === 0) return [];
      const perWord = typed.map((w, i) => {
        const found = matchingWords(w, i === typed.length - 1);
        return { group: typedAbbreviation(w), found, postings: found.reduce((n, f) => n + postings[f.id]!.length, 0) };
      });
      // The rarest required word drives; the others are looked up in a quality array each.
      const required = perWord.filter((w) => !(w.group && OPTIONAL_FOR[w.group]));
      const driver = (required.length ? required : perWord).reduce((a, b) => (b.postings < a.postings ? b : a));
      const qualityOf = perWord.map((w, i) => {
        if (w === driver) return undefined;
        const quality = scratch(i + 1);
        for (const f of w.found) for (const p of postings[f.id]!) if (quality[p]! < f.quality) quality[p] = f.quality;
        return quality;
      });
      const driverQuality = scratch(0);
      const candidates: number[] = [];
      for (const f of driver.found)
        for (const p of postings[f.id]!) {
          if (!driverQuality[p]) candidates.push(p);
          if (driverQuality[p]! < f.quality) driverQuality[p] = f.quality;
        }
      const cosLat = near ? Math.cos((near[0] * Math.PI) / 180) : 1;
      // Tiers, best first: match quality, then names the query covers entirely, then kind. Only the tiers the answer
      // reaches into are sorted by distance (a query like "sokak" matches tens of thousands of names).
      const tiers: number[][] = Array.from({ length: 16 }, () => []);
      for (const place of candidates) {
        const p = places[place]!;
        let quality = driverQuality[place]!;
        let missing = 0;
        for (let i = 0; i < perWord.length && quality > 0; i++) {
          const q = qualityOf[i];
          if (!q) continue;
          if (q[place]) quality = Math.min(quality, q[place]!);
          else if (OPTIONAL_FOR[perWord[i]!.group ?? '']?.has(p.kind)) missing++;
          else quality = 0;
        }
        if (quality === 0) continue;
        const complete = wordCounts[place]! + missing <= typed.length ? 1 : 0;
        tiers[quality * 4 + complete * 2 + (1 - KIND_RANK[p.kind])]!.push(place);
      }
      const distanceOf = (place: number) => {
        const p = places[place]!;
        return near ? (p.latitude - near[0]) ** 2 + ((p.longitude - near[1]) * cosLat) ** 2 : 0;
      };
      /** The k nearest of `candidates` (then shorter names), in order: a small sorted array, no sort of thousands. */
      const nearest = (candidates: number[], k: number) => {
        const kept: { place: number; distance: number; length: number }[] = [];
        for (const place of candidates) {
          const item = { place, distance: distanceOf(place), length: places[place]!.name.length };
          if (kept.length === k && !before(item, kept[k - 1]!)) continue;
          let at = kept.length;
          while (at > 0 && before(item, kept[at - 1]!)) at--;
          kept.splice(at, 0, item);
          if (kept.length > k) kept.pop();
        }
        return kept.map((item) => item.place);
      };
      const results: GeoPlace[] = [];
      for (let tier = tiers.length - 1; tier >= 0 && results.length < limit; tier--) {
        for (const place of nearest(tiers[tier]!, limit - results.length)) results.push(places[place]!);
      }
      return results;
    },
  };
}
