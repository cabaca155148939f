import { useRender } from '../render/render-context';

/**
 * Links to the published translations (SPEC §2: the default locale at /{slug}, the others at
 * /{locale}/{slug}). Plain links: switching needs no script.
 */
export function LocaleSwitch() {
  const { model, texts } = useRender();
  if (model.alternates.length < 2) return null;
  return (
    <nav className="locale-switch" aria-label={texts.languages}>
      <ul>
        {model.alternates.map((alternate) => (
          <li key={alternate.locale}>
            <a href={alternate.path} hrefLang={alternate.locale} lang={alternate.locale} {...(alternate.locale === model.locale ? { 'aria-current': 'true' as const } : {})}>
              {alternate.locale.slice(0, 2).toUpperCase()}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
