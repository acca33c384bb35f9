/**
 * Text truncation and description fallbacks (seed 001 §9 "Text truncation", §8 descriptions).
 * Lengths count UTF-16 code units, as String.prototype.length does.
 */
import { MESSAGES } from './messages.js';

/**
 * Card teaser (seed 001 §9 'card description at 60 characters (teaser cut at 60 when over 61)'): a description
 * over 61 characters is cut within its first 60 at the last word boundary (a word longer than that is cut at 60),
 * without the spaces and punctuation before the cut, and ends with an ellipsis '…', so a teaser never ends
 * mid-word and always shows that it goes on.
 */
export function cardTeaser(description: string): string {
  if (description.length <= 61) return description;
  const head = description.slice(0, 60);
  const boundary = /\s/.test(description[60] ?? '') ? 60 : head.search(/\s\S*$/);
  const cut = boundary > 0 ? head.slice(0, boundary) : head;
  return `${cut.replace(/[\s,.;:!?'"(\u2013\u2014-]+$/u, '')}\u2026`;
}

/** Basket description: over 200 characters is cut to 180 plus '...' (seed 001 §9). */
export function truncateBasketDescription(description: string): string {
  return description.length > 200 ? `${description.slice(0, 180)}...` : description;
}

/** Product description: over 200 characters is truncated to 180 (no ellipsis) (seed 001 §9). */
export function truncateProductDescription(description: string): string {
  return description.length > 200 ? description.slice(0, 180) : description;
}

/**
 * The description to show (seed 001 §8): the text when non-blank, else 'No description available for this
 * tour.'.
 */
export function descriptionOrEmptyText(description: string | null | undefined): string {
  return description?.trim() ? description : MESSAGES.noDescription;
}
