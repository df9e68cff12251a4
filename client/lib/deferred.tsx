import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import { ReplayTypedFields } from './typed-before-hydration';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each name maps to its own props
type AnyComponent = ComponentType<any>;

/** The deferred components themselves, by name: given by the server's entry only. */
const eagerComponents = new Map<string, AnyComponent>();

/**
 * The server's entry hands over the deferred components, so the server renders them at once. The
 * browser's entry does not import them: each stays a chunk of its own there.
 */
export function renderEagerly(components: Record<string, AnyComponent>): void {
  for (const [name, component] of Object.entries(components)) eagerComponents.set(name, component);
}

/**
 * A component the server renders at once but the browser loads as a chunk of its own, for markup
 * that few pages show (the signed-in member's header, the not-found and error views): first loads
 * carry none of its code. Both sides render it inside a Suspense boundary, so hydration keeps the
 * server's HTML until the chunk has arrived and then hydrates it, without a mismatch; what was
 * typed into its fields meanwhile is then handed to React (lib/typed-before-hydration.ts).
 *
 * Until then the boundary is given the very element it was first rendered with. A boundary still
 * waiting to hydrate that receives an urgent update cannot keep the server's HTML: React puts the
 * fallback (nothing) in its place until the chunk comes. That happened on every member's page: the
 * stored session, read after hydration, renders the header again, and its account links vanished
 * for a frame and came back, moving the whole bar (docs/decisions/0200). Once the boundary is
 * shown, the component is given the props of the latest render.
 */
export function deferred<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }));
  function Deferred(props: P) {
    const Component = (eagerComponents.get(name) as ComponentType<P> | undefined) ?? Lazy;
    const [first] = useState(props);
    const [shown, setShown] = useState(false);
    // Leaving the latest props out until the boundary is shown is the point; once it is, a parent
    // that has not rendered again gives the first props, and nothing renders again.
    return useMemo(
      () => (
        <Suspense fallback={null}>
          <Component {...props} />
          <ReplayTypedFields onShown={setShown} />
        </Suspense>
      ),
      // eslint-disable-next-line react-hooks/exhaustive-deps -- the point (above)
      [Component, shown ? props : first],
    );
  }
  return Deferred;
}
