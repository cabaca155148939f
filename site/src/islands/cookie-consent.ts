/**
 * Cookie consent: adds the accept and reject buttons to the server-rendered notice, remembers
 * the answer (a first-party cookie, and localStorage as a second copy) and hides the notice once
 * answered. Nothing optional is loaded here; a site that adds analytics listens for the
 * `tessera:consent` event (detail: 'accepted' | 'rejected') and starts only on 'accepted'.
 */
const cookieName = 'tessera_consent';
const oneYear = 365 * 24 * 60 * 60;

function remembered(): string | null {
  const fromCookie = document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${cookieName}=`))
    ?.split('=')[1];
  if (fromCookie) return fromCookie;
  try {
    return localStorage.getItem(cookieName);
  } catch {
    return null;
  }
}

function remember(answer: string): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${cookieName}=${answer}; Path=/; Max-Age=${oneYear}; SameSite=Lax${secure}`;
  try {
    localStorage.setItem(cookieName, answer);
  } catch {
    // Storage may be off; the cookie alone is enough.
  }
}

function announce(answer: string): void {
  document.dispatchEvent(new CustomEvent('tessera:consent', { detail: answer }));
}

for (const notice of document.querySelectorAll<HTMLElement>('[data-island="cookie-consent"]')) {
  const answer = remembered();
  if (answer === 'accepted' || answer === 'rejected') {
    notice.hidden = true;
    announce(answer);
    continue;
  }
  const buttons = notice.querySelector<HTMLElement>('.cookie-consent__buttons');
  if (buttons) buttons.hidden = false;
  notice.addEventListener('click', (event) => {
    const choice = (event.target as HTMLElement).closest<HTMLElement>('[data-consent]')?.dataset.consent;
    if (choice !== 'accepted' && choice !== 'rejected') return;
    remember(choice);
    notice.hidden = true;
    announce(choice);
  });
}
