import {
  Kind,
  valueFromASTUntyped,
  type DirectiveNode,
  type GraphQLResolveInfo,
  type SelectionSetNode,
} from 'graphql';
import type { GatewayContext } from '../../context.js';
import { isCalendarMonth, isPartySize } from '../shared/arguments.js';

/** A field selected under `Query.tour`, with its arguments' values (variables substituted). */
interface SelectedField {
  name: string;
  args: Record<string, unknown>;
}

/**
 * Starts, alongside the product, the provider reads that the selected Tour fields will need and that depend only on
 * the tour id and the field arguments (seed 001 §7: sales group, add-ons and capacity by tour id): `salesGroup`,
 * `addOnGroups(departureDate)`, and the capacity month of `calendar(year, month)`, `departures(date)`,
 * `roomOptions(departureDate)` and `pickupPoints(departureDate)`; and for `pickupPoints`, the pick-up run as soon as
 * the product answers (its id comes with the product). Without it those reads would start only once the
 * product answered (the resolvers run on the resolved parent), one provider round trip later. The reads go through
 * the request's DataLoaders, so the resolvers get the same promises; failures surface there, not here. Fields
 * skipped by `@skip`/`@include` start nothing.
 */
export function prefetchTourData(tourId: string, info: GraphQLResolveInfo, ctx: GatewayContext): void {
  const started = new Set<string>();
  const start = (key: string, read: () => Promise<unknown>) => {
    if (started.has(key)) return;
    started.add(key);
    read().catch(() => undefined);
  };
  const capacityOf = (date: unknown) => {
    if (typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return;
    const [year, month] = date.split('-').map(Number) as [number, number];
    if (!isCalendarMonth(year, month)) return;
    start(`capacity|${year}-${month}`, () => ctx.data.browsingCapacity(tourId, year, month));
  };
  for (const { name, args } of selectedFields(info)) {
    if (name === 'pickupPoints') {
      // The run id comes with the product: its run is asked for the moment the product answers.
      start('pickupRun', async () => {
        const runId = (await ctx.data.products.load(tourId))?.operational_information.pickup_run_id;
        if (runId !== null && runId !== undefined) await ctx.data.pickupRuns.load(runId);
      });
    }
    if (name === 'salesGroup') start('salesGroup', () => ctx.data.salesGroups.load(tourId));
    else if (name === 'calendar' && Number.isInteger(args.year) && Number.isInteger(args.month)) {
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
}

/** The fields selected directly under the resolved field (through fragments), skipping excluded ones. */
function selectedFields(info: GraphQLResolveInfo): SelectedField[] {
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
        });
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        visit(selection.selectionSet, seen);
      } else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        visit(info.fragments[selection.name.value]?.selectionSet, seen);
      }
    }
  };
  for (const node of info.fieldNodes) visit(node.selectionSet, new Set());
  return fields;
}
