import { describe, expect, it } from 'vitest';
import { AGENT_PORTAL_NAME, documentTitle } from '../src/routes.js';

describe('every route has its own title (seed 000 §2 screens and the login heading, seed 001 §2 routes)', () => {
  it("names the page, then the site; a tour page by the tour's name", () => {
    expect(documentTitle('Manage Bookings', AGENT_PORTAL_NAME)).toBe(
      'Manage Bookings · Day Tours Agent Portal',
    );
    expect(documentTitle('Loch Ness, Glencoe & the Highlands', 'Highland Explorer Tours')).toBe(
      'Loch Ness, Glencoe & the Highlands · Highland Explorer Tours',
    );
  });

  it("is the site's name alone for a page without a name of its own", () => {
    expect(documentTitle(null, AGENT_PORTAL_NAME)).toBe('Day Tours Agent Portal');
    expect(documentTitle('  ', 'Highland Explorer Tours')).toBe('Highland Explorer Tours');
  });
});
