import {
  Kind,
  valueFromASTUntyped,
  type DirectiveNode,
  type GraphQLResolveInfo,
  type SelectionSetNode,
} from 'graphql';
import type { GatewayContext } from '../../context.js';
import { isCalendarMonth, isPartySize } from '../shared/arguments.js';
import { listableProducts } from './sales-group-products.js';

/** A field selected under `Query.tour` (or deeper), with its arguments' values (variables substituted). */
interface SelectedField {
  name: string;
  args: Record<string, unknown>;
  /** The field's own selections (undefined for a leaf). */
  selectionSet: SelectionSetNode | undefined;
}

/** What {@link prefetchTourData} started, for `Query.tour` to wait on before GraphQL resolves the tour's fields. */
export interface TourPrefetch {
  /**
   * Resolves once every read of the second wave (the pick-up run, the members' products: what the product and the
   * sales group unlock) has been sent: each has settled, or a turn of the event loop has passed since it started
   * ({@link settledOrNextTurn}), or it was not needed after all. At once when no second-wave read was selected. Never
   * rejects: failures surface in the resolvers that read the data.
   */
  secondWaveSent: Promise<void>;
}

/**
 * Starts, alongside the product, the provider reads that the selected Tour fields will need and that depend only on
 * the tour id and the field arguments (seed 001 §7: sales group, add-ons and capacity by tour id): `salesGroup`,
 * `addOnGroups(departureDate)`, and the capacity month of `calendar(year, month)`, `departures(date)`,
 * `roomOptions(departureDate)` and `pickupPoints(departureDate)`. Then the second wave, as soon as what it depends on
 * answers: for `pickupPoints`, the pick-up run (its id comes with the product); for `salesGroup { products {
 * fromPrice } }`, the full products of the group's listable members (their ids come with the sales group; asked
 * for once the product is known to exist, as the resolvers would). Without it the first wave would start only once
 * the product answered (the resolvers run on the resolved parent), one provider round trip later, and the members
 * only once GraphQL had run the tour's fields. The reads go through the request's DataLoaders, so the resolvers get
 * the same promises; failures surface there, not here. Fields skipped by `@skip`/`@include` start nothing.
 */
export function prefetchTourData(
  tourId: string,
  info: GraphQLResolveInfo,
  ctx: GatewayContext,
): TourPrefetch {
  const started = new Set<string>();
  const secondWave: Promise<unknown>[] = [];
  const start = (key: string, read: () => Promise<unknown>) => {
    if (started.has(key)) return;
    started.add(key);
    read().catch(() => undefined);
  };
  /** A second-wave read: `read` starts once `inputs` have answered (nothing to read when it returns undefined). */
  const startAfter = <T>(
    key: string,
    inputs: () => Promise<T>,
    read: (input: T) => Promise<unknown> | undefined,
  ) => {
    if (started.has(key)) return;
    started.add(key);
    const sent = inputs().then((input) => {
      const reading = read(input);
      return reading && settledOrNextTurn(reading);
    });
    secondWave.push(sent.catch(() => undefined));
  };
  const capacityOf = (date: unknown) => {
    if (typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return;
    const [year, month] = date.split('-').map(Number) as [number, number];
    if (!isCalendarMonth(year, month)) return;
    start(`capacity|${year}-${month}`, () => ctx.data.browsingCapacity(tourId, year, month));
  };
  const tourFields = selectedFields(
    info.fieldNodes.map((node) => node.selectionSet),
    info,
  );
  for (const { name, args, selectionSet } of tourFields) {
    if (name === 'pickupPoints') {
      // The run id comes with the product: its run is asked for the moment the product answers.
      startAfter(
        'pickupRun',
        () => ctx.data.products.load(tourId),
        (product) => {
          const runId = product?.operational_information.pickup_run_id;
          return runId === null || runId === undefined ? undefined : ctx.data.pickupRuns.load(runId);
        },
      );
    }
    if (name === 'salesGroup') {
      start('salesGroup', () => ctx.data.salesGroups.load(tourId));
      if (selectsMemberProducts(selectionSet, info)) {
        // The members' ids come with the sales group; the resolvers read them only for a tour that exists.
        startAfter(
          'salesGroupProducts',
          () => Promise.all([ctx.data.salesGroups.load(tourId), ctx.data.products.load(tourId)]),
          ([details, product]) => {
            if (!product || !details?.sales_group) return undefined;
            const members = listableProducts({ ...details, sales_group: details.sales_group }, ctx);
            return ctx.data.products.loadMany(members.map((member) => member.tour_id));
          },
        );
      }
    } else if (name === 'calendar' && Number.isInteger(args.year) && Number.isInteger(args.month)) {
      const [year, month] = [args.year as number, args.month as number];
      const party = args.passengers ?? 1;
      // Only what the resolver will accept: an invalid argument is refused without a provider call.
      if (isCalendarMonth(year, month) && typeof party === 'number' && isPartySize(party))
        start(`capacity|${year}-${month}`, () => ctx.data.browsingCapacity(tourId, year, month));
    } else if (name === 'departures') capacityOf(args.date);
    else if (name === 'roomOptions' || name === 'pickupPoints') capacityOf(args.departureDate);
    else if (name === 'addOnGroups' && typeof args.departureDate === 'string') {
      const date = args.departureDate;
      capacityOf(date);
      start(`addOns|${date}`, () => ctx.data.addOnGroups(tourId, date));
    }
  }
  return { secondWaveSent: Promise.all(secondWave).then(() => undefined) };
}

/**
 * Resolves when `reading` settles or on the next turn of the event loop, whichever comes first. The next turn is a
 * 0 ms timer: it runs after this turn's I/O callbacks, their promise jobs and the `setImmediate` callbacks they
 * queued. undici writes a request on a kept-alive connection from such a `setImmediate` callback (it first reads what
 * the idle connection may have pending), so a provider request queued while `reading` started (from the in-process
 * cache tier or the memory store, without a round trip) is on the wire by then; a read answered from the cache
 * settles first, and nothing waits for the timer.
 */
async function settledOrNextTurn(reading: Promise<unknown>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const nextTurn = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, 0);
  });
  try {
    await Promise.race([reading.catch(() => undefined), nextTurn]);
  } finally {
    clearTimeout(timer);
  }
}

/** True when a `salesGroup` selection reads a member's full product: `products { fromPrice }`. */
function selectsMemberProducts(
  selectionSet: SelectionSetNode | undefined,
  info: GraphQLResolveInfo,
): boolean {
  const products = selectedFields([selectionSet], info).filter((field) => field.name === 'products');
  return selectedFields(
    products.map((field) => field.selectionSet),
    info,
  ).some((field) => field.name === 'fromPrice');
}

/** The fields selected directly in `selectionSets` (through fragments), skipping excluded ones. */
function selectedFields(
  selectionSets: readonly (SelectionSetNode | undefined)[],
  info: GraphQLResolveInfo,
): SelectedField[] {
  const fields: SelectedField[] = [];
  const variables = info.variableValues;
  const included = (node: { directives?: readonly DirectiveNode[] }) =>
    (node.directives ?? []).every((directive) => {
      const condition = directive.arguments?.find((a) => a.name.value === 'if');
      if (!condition) return true;
      const value = valueFromASTUntyped(condition.value, variables);
      if (directive.name.value === 'skip') return value !== true;
      if (directive.name.value === 'include') return value === true;
      return true;
    });
  const visit = (selectionSet: SelectionSetNode | undefined, seen: Set<string>) => {
    for (const selection of selectionSet?.selections ?? []) {
      if (!included(selection)) continue;
      if (selection.kind === Kind.FIELD) {
        fields.push({
          name: selection.name.value,
          args: Object.fromEntries(
            (selection.arguments ?? []).map((arg) => [
              arg.name.value,
              valueFromASTUntyped(arg.value, variables),
            ]),
          ),
          selectionSet: selection.selectionSet,
        });
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        visit(selection.selectionSet, seen);
      } else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        visit(info.fragments[selection.name.value]?.selectionSet, seen);
      }
    }
  };
  for (const selectionSet of selectionSets) visit(selectionSet, new Set());
  return fields;
}
