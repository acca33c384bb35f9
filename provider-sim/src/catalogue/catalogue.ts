import { Rng, mixSeed } from '../util/rng.js';
import { buildAddOns, buildDayTours, buildMultiDayTours, buildTrainTours } from './build-tours.js';
import { decorateTours } from './decorate.js';
import {
  BAND_2_ONLY,
  SALES_GROUPS,
  SEASONAL_DUPLICATES,
  UNBOOKABLE,
  cloneTour,
  privateWhiskyTour,
} from './specials.js';
import { buildFilters, tagKeysOf } from './tags.js';
import type { FilterDef } from './tags.js';
import type { Tour } from './tour.js';

/** The product catalogue: every tour, add-on and donation, with filters and tags. Immutable after build. */
export class Catalogue {
  readonly filters: FilterDef[];
  private readonly byId: Map<string, Tour>;
  private readonly tagIdsById: Map<string, number[]>;

  constructor(
    readonly tours: Tour[],
    today: string,
  ) {
    this.byId = new Map(tours.map((t) => [t.tourId, t]));
    this.filters = buildFilters(today);
    const idByKey = new Map(
      this.filters.flatMap((f) =>
        f.tags.map((t): [string, number] => [`${t.filter_name}:${t.tag_name}`, t.tag_id]),
      ),
    );
    this.tagIdsById = new Map(
      tours.map((t) => [
        t.tourId,
        tagKeysOf(t, today)
          .map((k) => idByKey.get(k))
          .filter((id): id is number => id !== undefined),
      ]),
    );
  }

  /** A product by tour id, or undefined. */
  get(tourId: string): Tour | undefined {
    return this.byId.get(tourId);
  }

  /** Tag ids a product carries. */
  tagIds(tourId: string): number[] {
    return this.tagIdsById.get(tourId) ?? [];
  }

  /** True when the product is visible to an agency band (null = consumer or payment app). */
  isVisible(tour: Tour, band: number | null): boolean {
    return tour.bandIds === null || (band !== null && tour.bandIds.includes(band));
  }

  /** Listed main tours visible to a band, in catalogue order. */
  listedFor(band: number | null): Tour[] {
    return this.tours.filter((t) => t.listed && this.isVisible(t, band));
  }
}

function applySpecials(tours: Tour[]): Tour[] {
  const byId = new Map(tours.map((t) => [t.tourId, t]));
  const extra: Tour[] = [];
  for (const [sourceId, newId, suffix, months, delta] of SEASONAL_DUPLICATES) {
    const source = byId.get(sourceId);
    if (!source) continue;
    extra.push({
      ...cloneTour(source, newId, `${source.name} ${suffix}`, source.gbpPence + delta * 100),
      months,
    });
  }
  const whisky = byId.get('BWE');
  if (whisky) extra.push(privateWhiskyTour(whisky));
  for (const [parentId, group] of Object.entries(SALES_GROUPS)) {
    const parent = byId.get(parentId);
    if (!parent) continue;
    const products = [parentId];
    for (const [suffix, option, delta] of group.variants) {
      const variant = cloneTour(
        parent,
        `${parentId}${suffix}`,
        `${parent.name} ${option}`,
        delta === null ? 0 : parent.gbpPence + delta * 100,
      );
      variant.listed = false;
      extra.push(variant);
      products.push(variant.tourId);
    }
    const salesGroup = {
      displayName: group.group,
      displayDescription: group.description,
      groupName: `${parentId}-OPTIONS`,
      products,
    };
    for (const t of [parent, ...extra.filter((e) => products.includes(e.tourId))]) t.salesGroup = salesGroup;
  }
  const all = [...tours, ...extra];
  for (const t of all) {
    if (BAND_2_ONLY.includes(t.tourId)) t.bandIds = [2];
    if (UNBOOKABLE.includes(t.tourId)) t.gbpPence = 0;
  }
  const emptyDescription = all.find((t) => t.tourId === 'LLE');
  if (emptyDescription) emptyDescription.description = '';
  return all;
}

/** Builds the deterministic catalogue for a seed and today's date (YYYY-MM-DD). */
export function buildCatalogue(seed: number, today: string): Catalogue {
  const rng = new Rng(mixSeed(seed, 'catalogue'));
  const main = applySpecials([...buildDayTours(rng), ...buildTrainTours(rng), ...buildMultiDayTours(rng)]);
  const tours = [...main, ...buildAddOns(rng)];
  decorateTours(tours, today, rng);
  return new Catalogue(tours, today);
}
