import { describe, expect, it } from 'vitest';
import {
  cardTeaser,
  descriptionOrEmptyText,
  truncateBasketDescription,
  truncateProductDescription,
} from '../src/text.js';

const s = (n: number) => 'x'.repeat(n);

describe('text truncation: card teaser (seed 001 §9)', () => {
  it('keeps descriptions of up to 61 characters', () => {
    expect(cardTeaser(s(61))).toBe(s(61));
  });
  it('cuts longer ones within 60 characters at a word boundary and ends them with an ellipsis', () => {
    const text = 'Cruise the loch, walk to the castle and hear its many stories of clan feuds';
    expect(cardTeaser(text)).toBe('Cruise the loch, walk to the castle and hear its many\u2026');
    expect(cardTeaser(`${s(50)}, and more words follow here`)).toBe(`${s(50)}, and more\u2026`);
    expect(cardTeaser(`${s(30)} ${s(29)} tail of the text`)).toBe(`${s(30)} ${s(29)}\u2026`);
    expect(cardTeaser(`${s(40)}, ${s(30)}`)).toBe(`${s(40)}\u2026`);
  });
  it('cuts a single word longer than 60 characters at 60', () => {
    expect(cardTeaser(s(62))).toBe(`${s(60)}\u2026`);
  });
});

describe('text truncation: basket and product descriptions (seed 001 §9)', () => {
  it('cuts over 200 to 180 (+ ... for the basket)', () => {
    expect(truncateBasketDescription(s(201))).toBe(`${s(180)}...`);
    expect(truncateBasketDescription(s(200))).toBe(s(200));
    expect(truncateProductDescription(s(201))).toBe(s(180));
  });
});

describe('empty description text (seed 001 §8)', () => {
  it('uses the seed texts', () => {
    expect(descriptionOrEmptyText('  ')).toBe('No description available for this tour.');
  });
});
