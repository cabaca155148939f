import { createHash } from 'node:crypto';

/**
 * The site's one stylesheet: small enough to keep as a string, served under a name with its
 * content hash so browsers may keep it for a year.
 */
export const siteCss = `
:root{--ink:#1d2430;--muted:#5b6472;--accent:#0b5fff;--paper:#fff;--soft:#f3f5f8;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--ink);line-height:1.55}
*{box-sizing:border-box}[hidden]{display:none!important}body{margin:0;background:var(--paper)}
img{max-width:100%;height:auto;display:block}
a{color:var(--accent)}
.skip-link{position:absolute;left:-999px}.skip-link:focus{left:1rem;top:1rem;background:var(--paper);padding:.5rem;z-index:10}
.preview-banner{margin:0;padding:.5rem 1rem;background:#ffe08a;text-align:center;font-weight:600}
.site-header{display:flex;flex-wrap:wrap;gap:1rem 2rem;align-items:center;padding:1rem clamp(1rem,4vw,3rem);border-bottom:1px solid var(--soft)}
.site-name{font-weight:700;font-size:1.25rem;text-decoration:none;color:var(--ink)}
.site-navigation ul,.locale-switch ul,.breadcrumbs ol,.site-footer__links,.tags{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:.25rem 1rem}
.site-navigation ul ul{display:none}.site-navigation li:hover>ul,.site-navigation li:focus-within>ul{display:flex;flex-direction:column;position:absolute;background:var(--paper);padding:.5rem;box-shadow:0 4px 16px #0002}
.site-navigation li{position:relative}
.site-navigation{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:.5rem}.site-search input{font:inherit;padding:.25rem .5rem}
.visually-hidden{position:absolute;width:1px;height:1px;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
.site-navigation a,.locale-switch a{text-decoration:none}[aria-current]{font-weight:700}
.breadcrumbs{width:100%;font-size:.875rem;color:var(--muted)}.breadcrumbs li+li::before{content:"›";margin-right:1rem}
main{max-width:1100px;margin:0 auto;padding:0 clamp(1rem,4vw,3rem) 3rem}
.block{margin:2.5rem 0}
.hero{position:relative;min-height:320px;display:grid;align-items:end;border-radius:12px;overflow:hidden;background:var(--soft)}
.hero__image,.hero__image img{position:absolute;inset:0;width:100%;height:100%;object-fit:cover}
.hero__body{position:relative;padding:2rem}.hero--dark .hero__body{color:#fff;background:linear-gradient(transparent,#000a)}
.hero__title{font-size:clamp(2rem,5vw,3.25rem);line-height:1.1;margin:0 0 .5rem}
.button{display:inline-block;padding:.6rem 1.2rem;border-radius:6px;border:1px solid var(--accent);text-decoration:none;background:var(--paper);color:var(--accent);font:inherit;cursor:pointer}
.button--primary{background:var(--accent);color:#fff}
.image-text{display:grid;gap:2rem;grid-template-columns:1fr 1fr;align-items:center}.image-text--right .image-text__image{order:2}
@media (max-width:720px){.image-text{grid-template-columns:1fr}}
.gallery__grid{list-style:none;padding:0;display:grid;gap:1rem;grid-template-columns:repeat(var(--columns,3),1fr)}
.gallery__grid--1{--columns:1}.gallery__grid--2{--columns:2}.gallery__grid--3{--columns:3}.gallery__grid--4{--columns:4}.gallery__grid--5{--columns:5}.gallery__grid--6{--columns:6}
.quote-block blockquote{font-size:1.35rem;margin:0}
.call-to-action{background:var(--soft);padding:2rem;border-radius:12px}.call-to-action__buttons{display:flex;gap:1rem;flex-wrap:wrap}
.faq details{border-bottom:1px solid var(--soft);padding:.75rem 0}.faq summary{cursor:pointer;font-weight:600}
.team-members__list,.certificates__list{list-style:none;padding:0;display:grid;gap:1.5rem;grid-template-columns:repeat(auto-fill,minmax(220px,1fr))}
.tags li{background:var(--soft);border-radius:999px;padding:.1rem .75rem}
.field{display:flex;flex-direction:column;gap:.25rem;margin:0 0 1rem}.field input,.field textarea{font:inherit;padding:.5rem;border:1px solid #c5cbd3;border-radius:6px}
.field--check{flex-direction:row;align-items:center;gap:.5rem;flex-wrap:wrap}.field__error{color:#b00020;font-size:.875rem;width:100%}
.field--trap{position:absolute;left:-9999px}
.related-articles,.site-footer{max-width:1100px;margin:0 auto;padding:2rem clamp(1rem,4vw,3rem)}
.site-footer{border-top:1px solid var(--soft);color:var(--muted);font-size:.9rem}
.cookie-consent{position:fixed;bottom:1rem;left:1rem;right:1rem;max-width:560px;background:var(--paper);box-shadow:0 8px 32px #0003;border-radius:12px;padding:1rem 1.25rem;z-index:20}
.cookie-consent__title{font-size:1.1rem;margin:0}.cookie-consent__buttons{display:flex;gap:.75rem}
.search-page__form{display:flex;flex-wrap:wrap;gap:.5rem}.search-page__form input{flex:1 1 16rem;font:inherit;padding:.5rem}
.search-page__results{padding-left:1.25rem}.search-page__results mark{background:#ffe08a}
`.trim();

export const siteCssName = `site.${createHash('sha256').update(siteCss).digest('hex').slice(0, 12)}.css`;
