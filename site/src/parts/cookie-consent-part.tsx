import { RichTextHtml } from '../blocks/rich-text-html';
import { statementPath } from '../routing/site-paths';
import { useRender } from '../render/render-context';

/**
 * The cookie consent of site text `cookie-consent`. Without script it is a plain notice (the
 * site sets no optional cookie, so there is nothing to refuse); the cookie-consent island adds
 * the accept and reject buttons, remembers the answer and hides the notice once answered.
 */
export function CookieConsentPart() {
  const { model, texts, islands } = useRender();
  const consent = model.cookieConsent;
  if (!consent) return null;
  islands.add('cookie-consent');
  return (
    <aside className="cookie-consent" data-island="cookie-consent" aria-label={consent.title}>
      <h2 className="cookie-consent__title">{consent.title}</h2>
      <RichTextHtml html={consent.message} className="cookie-consent__message" />
      <p className="cookie-consent__more">
        <a href={statementPath('cookie', model.locale, model.defaultLocale)}>{texts.cookieStatement}</a>
      </p>
      <div className="cookie-consent__buttons" hidden>
        <button type="button" className="button button--primary" data-consent="accepted">
          {consent.acceptLabel}
        </button>
        <button type="button" className="button" data-consent="rejected">
          {consent.rejectLabel}
        </button>
      </div>
    </aside>
  );
}
