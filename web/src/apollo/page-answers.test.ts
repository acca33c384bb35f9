import { afterEach, describe, expect, it } from 'vitest';
import { SearchPageDocument, TourPageDocument } from '@/apollo/generated/graphql';
import {
  answerKey,
  closePageAnswers,
  hydratingFromAnswers,
  operationName,
  receivePageAnswers,
  takenPageAnswers,
  takePageAnswer,
} from './page-answers';

const tour = { tour: { __typename: 'Tour', tourId: 'LNE', name: 'Loch Ness' } };

afterEach(() => closePageAnswers());

describe('answer keys (the server-rendered page and the browser name an answer alike)', () => {
  it('are the operation name and the variables, whatever their key order, without undefined members', () => {
    expect(answerKey('SearchPage', { search: { month: 5, location: 'INV' } })).toBe(
      answerKey('SearchPage', { search: { location: 'INV', month: 5, sort: undefined } }),
    );
    expect(answerKey('SearchPage', { search: { location: 'INV' } })).not.toBe(
      answerKey('SearchPage', { search: { location: 'EDI' } }),
    );
    expect(answerKey('SearchPage', undefined)).toBe('SearchPage:{}');
  });

  it("take a document's operation name", () => {
    expect(operationName(TourPageDocument)).toBe('TourPage');
  });
});

describe('page answers', () => {
  it('answer the first loader that asks with the same variables, once, and are kept for the cache', () => {
    receivePageAnswers({ [answerKey('TourPage', { tourId: 'LNE' })]: tour });
    expect(hydratingFromAnswers()).toBe(true);
    expect(takePageAnswer(TourPageDocument, { tourId: 'SAE' })).toBeUndefined();
    expect(takePageAnswer(TourPageDocument, { tourId: 'LNE' })).toEqual(tour);
    expect(takePageAnswer(TourPageDocument, { tourId: 'LNE' })).toBeUndefined();
    expect(takenPageAnswers().at(-1)).toEqual({
      query: TourPageDocument,
      variables: { tourId: 'LNE' },
      data: tour,
    });
  });

  it('answer nothing once the page has hydrated', () => {
    receivePageAnswers({ [answerKey('SearchPage', { search: {} })]: { tours: { tours: [] } } });
    closePageAnswers();
    expect(hydratingFromAnswers()).toBe(false);
    expect(takePageAnswer(SearchPageDocument, { search: {} })).toBeUndefined();
  });
});
