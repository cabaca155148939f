import { useEffect, useRef } from 'react';

const activityEvents = ['mousemove', 'mousedown', 'keydown', 'scroll', 'touchstart', 'wheel'] as const;

/**
 * SPEC §4: activity listeners reset a timer; after `minutes` (× 60000 ms) without activity
 * `onIdle` is called. Off while `enabled` is false or minutes is not positive.
 */
export function useInactivityTimer(minutes: number, enabled: boolean, onIdle: () => void): void {
  const callback = useRef(onIdle);
  callback.current = onIdle;
  useEffect(() => {
    if (!enabled || !(minutes > 0)) return undefined;
    let timer: ReturnType<typeof setTimeout>;
    const reset = () => {
      clearTimeout(timer);
      timer = setTimeout(() => callback.current(), minutes * 60000);
    };
    reset();
    for (const event of activityEvents) window.addEventListener(event, reset, { passive: true });
    return () => {
      clearTimeout(timer);
      for (const event of activityEvents) window.removeEventListener(event, reset);
    };
  }, [minutes, enabled]);
}
