/**
 * Text truncation and description fallbacks (seed 001 §9 "Text truncation", §8 descriptions).
 * Lengths count UTF-16 code units, as String.prototype.length does.
 */
import { MESSAGES } from './messages.js';

/** Card teaser: a description over 61 characters is cut to its first 60 (seed 001 §9). */
export function cardTeaser(description: string): string {
  return description.length > 61 ? description.slice(0, 60) : description;
}

/**
 * Formatted tour text (seed 001 §9): when the tour name is 34 characters or longer the limit is 100 (cut to 97
 * plus '...'), otherwise 140 (cut to 137 plus '...'). Texts within the limit are unchanged.
 */
export function formatTourText(text: string, tourName: string): string {
  const limit = tourName.length >= 34 ? 100 : 140;
  return text.length > limit ? `${text.slice(0, limit - 3)}...` : text;
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

/**
 * The description with the fallback 'A beautiful tour of Scotland.' (seed 001 §8 "Fallback description", used
 * together with the fallback image when a tour has none).
 */
export function descriptionOrFallback(description: string | null | undefined): string {
  return description?.trim() ? description : MESSAGES.fallbackDescription;
}
