/**
 * The signed-out screens run apart from the admin application (see bootstrap.tsx): when the
 * application finds the user signed out (a sign-out, the inactivity timer, an expired session) it
 * leaves for the sign-in page with a full page load, so nothing of the signed-in session stays in
 * memory, and hands over through the session storage where to return and why it signed out.
 */
export interface HandOver {
  /** The admin path (below /cmsadmin) to open after signing in again. */
  from?: string;
  reason?: 'inactivity';
  inactivityMinutes?: number;
}

const key = 'tessera.signed-out';

export function leaveToSignIn(handOver: HandOver): void {
  sessionStorage.setItem(key, JSON.stringify(handOver));
  window.location.replace('/cmsadmin/login');
}

/** What the application handed over, once (a reload of the sign-in page shows no stale notice). */
export function takeHandOver(): HandOver {
  const stored = sessionStorage.getItem(key);
  sessionStorage.removeItem(key);
  try {
    return stored ? (JSON.parse(stored) as HandOver) : {};
  } catch {
    return {};
  }
}
