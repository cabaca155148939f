import { localizedPath } from '../routing/site-paths';
import { useRender } from '../render/render-context';

/** The newest other published articles of the locale. */
export function RelatedArticlesPart() {
  const { model, texts } = useRender();
  const articles = (model.content.relatedArticles ?? []).filter((article) => article.pageID !== model.pageID).slice(0, 3);
  if (articles.length === 0) return null;
  return (
    <section className="related-articles">
      <h2>{texts.relatedArticles}</h2>
      <ul>
        {articles.map((article) => (
          <li key={article.pageID}>
            <a href={localizedPath(article.locale, article.slug, model.defaultLocale)}>{article.title}</a>
            {article.seoDescription && <p>{article.seoDescription}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
