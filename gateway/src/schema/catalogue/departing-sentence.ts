/**
 * The 'Select A Trip' line (seed 001 §2 Calendar panel: "a line such as 'There are n tours departing on {date}.'
 * (variants exist for date only, tours only, neither)"). Not in domain/ yet; the variants follow the seed's
 * example.
 * @param formattedDate e.g. 'Saturday 4 July 2026', or null when no date is chosen.
 */
export function departingOnSentence(count: number | null, formattedDate: string | null): string {
  const tours = count === 1 ? 'is 1 tour' : `are ${count ?? 0} tours`;
  if (count !== null && formattedDate) return `There ${tours} departing on ${formattedDate}.`;
  if (formattedDate) return `Tours departing on ${formattedDate}.`;
  if (count !== null) return `There ${tours} departing.`;
  return 'Select a date to see the tours departing.';
}
