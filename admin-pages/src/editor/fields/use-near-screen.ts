import { useEffect, useRef, useState } from 'react';

/*
 * "Has this element come near the screen yet?", for parts too costly to build for every block of
 * a long page at once (a block's form, a rich text editor). One IntersectionObserver per margin
 * serves every element; an element is let go once it was near: what was built stays built.
 */

const observers = new Map<string, { observer: IntersectionObserver; reached: WeakMap<Element, () => void> }>();

function observerFor(rootMargin: string) {
  let entry = observers.get(rootMargin);
  if (!entry) {
    const reached = new WeakMap<Element, () => void>();
    const observer = new IntersectionObserver(
      (changes) => {
        for (const change of changes) {
          if (!change.isIntersecting) continue;
          observer.unobserve(change.target);
          reached.get(change.target)?.();
          reached.delete(change.target);
        }
      },
      { rootMargin },
    );
    observers.set(rootMargin, (entry = { observer, reached }));
  }
  return entry;
}

/**
 * A ref to put on the element, and whether it has been within `rootMargin` of the viewport since
 * `watch` became true (`initially`: already counts as near). Without IntersectionObserver
 * (server rendering) nothing is near unless `initially`.
 */
export function useNearScreen<T extends Element>(options: { watch: boolean; initially?: boolean; rootMargin: string }) {
  const { watch, initially = false, rootMargin } = options;
  const [near, setNear] = useState(initially);
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (near || !watch || !element || typeof IntersectionObserver === 'undefined') return;
    const { observer, reached } = observerFor(rootMargin);
    reached.set(element, () => setNear(true));
    observer.observe(element);
    return () => {
      observer.unobserve(element);
      reached.delete(element);
    };
  }, [near, watch, rootMargin]);
  return { ref, near };
}
