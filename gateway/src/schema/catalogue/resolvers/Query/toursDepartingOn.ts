import { formatLongDate } from '@tourdesk/domain/dates';
import { departingOnSentence } from '@tourdesk/domain/tour-search';
import { checkCalendarDate, checkTourSearch } from '../../../shared/arguments.js';
import type { QueryResolvers } from '../../../../generated/resolvers-types.js';
import { panelMonth } from '../../panel-month.js';

/**
 * `Query.toursDepartingOn` (seed 001 §2 'Select A Trip'): the tours departing on a date, as the Dates panel counts
 * them for its month, with the panel's sentence (domain `departingOnSentence`).
 * @throws GraphQLError BAD_USER_INPUT for a date or search the arguments' checks refuse.
 */
export const toursDepartingOn: NonNullable<QueryResolvers['toursDepartingOn']> = async (
  _parent,
  { date, search },
  ctx,
) => {
  checkCalendarDate(date, ['date']);
  checkTourSearch(search);
  const [year, month] = date.split('-').map(Number) as [number, number];
  const tours = (await panelMonth(year, month, search, ctx)).get(date) ?? [];
  return {
    date,
    sentence: departingOnSentence(tours.length, formatLongDate(date)),
    tours: tours.map((t) => t.product),
  };
};
