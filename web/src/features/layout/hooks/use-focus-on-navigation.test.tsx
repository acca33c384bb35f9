import { act, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useFocusOnNavigation } from './use-focus-on-navigation';

function Layout() {
  useFocusOnNavigation('main');
  return (
    <>
      <nav>
        <Link to="/cart">Cart</Link>
        <Link to="/?q=glencoe">Search glencoe</Link>
      </nav>
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}

/** A page whose heading appears only after a button press (as pages render theirs after their data). */
function LatePage() {
  const [loaded, setLoaded] = useState(false);
  return loaded ? <h1>Late page</h1> : <button onClick={() => setLoaded(true)}>Load</button>;
}

/** A page whose heading is there at once and whose anchored section comes after its data (as the cart's trips). */
function LateCart() {
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <h1>Trip Cart</h1>
      {loaded ? (
        <section id="basket_LNE">Loch Ness</section>
      ) : (
        <button onClick={() => setLoaded(true)}>Quote</button>
      )}
    </>
  );
}

function renderApp() {
  const router = createMemoryRouter([
    {
      Component: Layout,
      children: [
        { path: '/', element: <h1>Search</h1> },
        {
          path: '/cart',
          element: (
            <>
              <h1>Trip Cart</h1>
              <section id="basket_LNE">Loch Ness</section>
            </>
          ),
        },
        { path: '/late', Component: LatePage },
        { path: '/late-cart', Component: LateCart },
      ],
    },
  ]);
  render(<RouterProvider router={router} />);
  return router;
}

describe('useFocusOnNavigation (focus after a client-side navigation)', () => {
  it('leaves focus alone on the first page', () => {
    renderApp();
    expect(document.activeElement).toBe(document.body);
  });

  it("focuses the new page's h1, made focusable without entering the Tab order", async () => {
    const router = renderApp();
    await act(() => router.navigate('/cart'));
    const heading = screen.getByRole('heading', { level: 1, name: 'Trip Cart' });
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
  });

  it("focuses the hash anchor's element when the address names one", async () => {
    const router = renderApp();
    await act(() => router.navigate('/cart#basket_LNE'));
    expect(document.activeElement).toBe(document.getElementById('basket_LNE'));
  });

  it('focuses the heading while the hash anchor is awaited, then the anchor once it appears', async () => {
    const router = renderApp();
    await act(() => router.navigate('/late-cart#basket_LNE'));
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Trip Cart' }));
    act(() => screen.getByRole('button', { name: 'Quote' }).click());
    await waitFor(() => expect(document.activeElement).toBe(document.getElementById('basket_LNE')));
  });

  it('keeps focus where it is when only the query changes', async () => {
    const router = renderApp();
    const link = screen.getByRole('link', { name: 'Search glencoe' });
    link.focus();
    await act(() => router.navigate('/?q=glencoe'));
    expect(document.activeElement).toBe(link);
  });

  it('waits for a heading rendered later, unless the visitor has focused something meanwhile', async () => {
    const router = renderApp();
    await act(() => router.navigate('/late'));
    expect(document.activeElement).toBe(document.body);
    act(() => screen.getByRole('button', { name: 'Load' }).click());
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Late page' })),
    );

    await act(() => router.navigate('/'));
    await act(() => router.navigate('/late'));
    const cartLink = screen.getByRole('link', { name: 'Cart' });
    cartLink.focus();
    act(() => screen.getByRole('button', { name: 'Load' }).click());
    await screen.findByRole('heading', { level: 1, name: 'Late page' });
    expect(document.activeElement).toBe(cartLink);
  });
});
