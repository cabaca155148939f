import { createRoot, type Root } from 'react-dom/client';
import { takeHandOver } from './signed-out/hand-over';
import { isSignedIn } from './signed-out/session';

/**
 * Two pages in one entry. A signed-in user gets the admin application (router, GraphQL client,
 * the whole UI library, the remotes). A signed-out visitor gets only the signed-out screens
 * (sign-in, forgotten password, account links), a small fraction of the application's weight;
 * signing in then loads the application in place and opens the page first asked for.
 */
const accountLinks = ['/reset-password', '/activate-account'];

async function startApplication(root: Root): Promise<void> {
  const { AdminShell } = await import('./AdminShell');
  root.render(<AdminShell />);
}

async function boot(root: Root): Promise<void> {
  const path = window.location.pathname.replace(/^\/cmsadmin/, '') || '/';
  const handOver = takeHandOver();
  // The session read comes first on every path: its answer carries the CSRF token that the
  // screens' first POST needs (a mailed link opened in a fresh browser makes no other call).
  const signedInAlready = await isSignedIn();
  // A mailed link is followed even by someone signed in (another account's activation, say).
  if (signedInAlready && !accountLinks.includes(path)) return startApplication(root);
  const [{ SignedOut, signedOutPaths }, { createSignedOutI18n }] = await Promise.all([import('./signed-out/SignedOut'), import('./signed-out/i18n')]);
  const i18n = await createSignedOutI18n();
  const from = handOver.from ?? ((signedOutPaths as readonly string[]).includes(path) ? '/' : `${path}${window.location.search}`);
  const signedIn = () => {
    window.history.replaceState(null, '', `/cmsadmin${from}`);
    void startApplication(root);
  };
  root.render(<SignedOut i18n={i18n} handOver={handOver} onSignedIn={signedIn} />);
}

const root = createRoot(document.getElementById('root')!);
root.render(<div role="status" aria-busy="true" style={{ padding: 24 }} />);
void boot(root);
