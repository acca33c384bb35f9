import { act, render, screen } from '@testing-library/react';
import { lazy, Suspense, useLayoutEffect, useSyncExternalStore, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { preloadable, preloadsSettled } from './preloadable';

function Panel({ label }: { label: string }) {
  return <p>Panel {label}</p>;
}

/** What the browser holds (as session storage): the server renders without it, as 0. */
let stored = 0;
const subscribe = () => () => undefined;

/**
 * A page that passes its panel a value of a browser store: hydration renders the server's value, then React
 * renders again at once (a sync update) with the browser's.
 */
function Page({ Component }: { Component: ComponentType<{ label: string }> }) {
  const count = useSyncExternalStore(
    subscribe,
    () => stored,
    () => 0,
  );
  return (
    <Suspense fallback={<p>Loading your tour</p>}>
      <Component label={String(count)} />
    </Suspense>
  );
}

/** Hydrates the server's markup of `Page` and records every text #root showed until the panel's update landed. */
async function hydrateAndWatch(
  server: ComponentType<{ label: string }>,
  client: ComponentType<{ label: string }>,
) {
  const container = document.createElement('div');
  stored = 0;
  container.innerHTML = renderToString(<Page Component={server} />);
  stored = 1;
  document.body.append(container);
  const seen = new Set<string>([container.textContent ?? '']);
  const observer = new MutationObserver(() => seen.add(container.textContent ?? ''));
  observer.observe(container, { childList: true, subtree: true, characterData: true });
  const root = await act(async () => hydrateRoot(container, <Page Component={client} />));
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
  observer.disconnect();
  const shown = container.textContent;
  await act(async () => root.unmount());
  container.remove();
  return { seen: [...seen], shown };
}

describe('preloadable', () => {
  it('hydrates a preloaded component in place: the server markup stays until its update', async () => {
    const panel = preloadable(() => Promise.resolve(Panel));
    void panel.preload();
    await preloadsSettled();
    const { seen, shown } = await hydrateAndWatch(Panel, panel.Component);
    expect(shown).toBe('Panel 1');
    expect(seen).not.toContain('Loading your tour');
  });

  it('(React.lazy, for comparison, throws the server markup away for its fallback on such an update)', async () => {
    let resolveModule: (module: { default: typeof Panel }) => void = () => undefined;
    const LazyPanel = lazy(
      () => new Promise<{ default: typeof Panel }>((resolve) => (resolveModule = resolve)),
    );
    const { seen } = await hydrateAndWatch(Panel, LazyPanel);
    expect(seen).toContain('Loading your tour');
    resolveModule({ default: Panel });
  });

  it('suspends like React.lazy when its code has not loaded, and keeps that form once it has', async () => {
    let resolveLoad: (component: typeof Panel) => void = () => undefined;
    let mounts = 0;
    function Counted({ label }: { label: string }) {
      useLayoutEffect(() => {
        mounts += 1;
      }, []);
      return <Panel label={label} />;
    }
    const panel = preloadable(
      () => new Promise<ComponentType<{ label: string }>>((resolve) => (resolveLoad = resolve)),
    );
    const view = render(
      <Suspense fallback={<p>Loading your tour</p>}>
        <panel.Component label="a" />
      </Suspense>,
    );
    expect(screen.getByText('Loading your tour')).toBeTruthy();
    await act(async () => resolveLoad(Counted));
    expect(screen.getByText('Panel a')).toBeTruthy();
    view.rerender(
      <Suspense fallback={<p>Loading your tour</p>}>
        <panel.Component label="b" />
      </Suspense>,
    );
    expect(screen.getByText('Panel b')).toBeTruthy();
    expect(mounts).toBe(1);
  });

  it('loads once, and a failed load can be tried again; preloadsSettled never rejects', async () => {
    let calls = 0;
    const panel = preloadable(() => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error('chunk lost')) : Promise.resolve(Panel);
    });
    const first = panel.preload();
    expect(panel.preload()).toBe(first);
    await expect(first).rejects.toThrow('chunk lost');
    await expect(preloadsSettled()).resolves.toBeUndefined();
    await expect(panel.preload()).resolves.toBe(Panel);
    expect(calls).toBe(2);
  });
});
