import { RichTextHtml } from '../blocks/rich-text-html';
import { statementPath } from '../routing/site-paths';
import { useRender } from '../render/render-context';

/** Site text `footer` of the locale, with the statements every page links to. */
export function FooterPart() {
  const { model, texts } = useRender();
  const footer = model.footer;
  return (
    <footer className="site-footer">
      {footer && <RichTextHtml html={footer.text} className="site-footer__text" />}
      <ul className="site-footer__links">
        {footer?.links.map((link) => (
          <li key={link.href}>
            <a href={link.href} rel="noopener noreferrer">
              {link.label}
            </a>
          </li>
        ))}
        <li>
          <a href={statementPath('privacy', model.locale, model.defaultLocale)}>{texts.privacyStatement}</a>
        </li>
        <li>
          <a href={statementPath('cookie', model.locale, model.defaultLocale)}>{texts.cookieStatement}</a>
        </li>
      </ul>
    </footer>
  );
}
