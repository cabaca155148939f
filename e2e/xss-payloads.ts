/**
 * Hostile input for the XSS suite (issue 12): every payload, if it ever ran, calls the detector
 * `__xss(n)` (a Playwright binding), asks for `/xss-hit?n` (a routed request) or opens a dialog,
 * so execution is seen as a side effect, not guessed from strings. `{n}` is replaced by the
 * payload's number. Each has a name saying which form of attack it is.
 */
export interface Payload {
  n: number;
  name: string;
  text: string;
}

const forms: Array<[string, string]> = [
  // Script elements
  ['script-tag', '<script>__xss({n})</script>'],
  ['script-src-data', '<script src="data:text/javascript,__xss({n})"></script>'],
  ['script-close-breakout', '</script><script>__xss({n})</script>'],
  ['script-split-tag', '<scr<script>ipt>__xss({n})</scr</script>ipt>'],
  ['script-fetch', "<script>fetch('/xss-hit?{n}')</script>"],
  // Event handlers
  ['img-onerror', '<img src=x onerror="__xss({n})">'],
  ['img-onerror-fetch', '<img src=x onerror="fetch(\'/xss-hit?{n}\')">'],
  ['img-slash-separated', '<img/src=x/onerror=__xss({n})>'],
  ['body-onload', '<body onload="__xss({n})">'],
  ['details-ontoggle', '<details open ontoggle="__xss({n})"><summary>x{n}</summary></details>'],
  ['input-autofocus', '<input autofocus onfocus="__xss({n})">'],
  ['p-onmouseover', '<p onmouseover="__xss({n})">hover {n}</p>'],
  ['video-source-onerror', '<video><source onerror="__xss({n})"></video>'],
  ['audio-onerror', '<audio src=x onerror="__xss({n})"></audio>'],
  ['marquee-onstart', '<marquee onstart="__xss({n})">m{n}</marquee>'],
  ['title-via-handler', "<img src=x onerror=\"document.title='pw'+'ned{n}'\">"],
  ['alert-handler', '<img src=x onerror="alert({n})">'],
  // javascript: and data: URLs
  ['a-javascript', '<a href="javascript:__xss({n})">link {n}</a>'],
  ['a-javascript-entity', '<a href="jav&#x61;script:__xss({n})">link {n}</a>'],
  ['a-javascript-tab', '<a href="jav&#x09;ascript:__xss({n})">link {n}</a>'],
  ['a-javascript-case', '<a href=" JaVaScRiPt:__xss({n})">link {n}</a>'],
  ['a-data-html', '<a href="data:text/html,<script>parent.__xss({n})</script>">link {n}</a>'],
  ['iframe-javascript', '<iframe src="javascript:parent.__xss({n})"></iframe>'],
  ['iframe-srcdoc', '<iframe srcdoc="<script>parent.__xss({n})</script>"></iframe>'],
  ['object-data', '<object data="data:text/html,<script>parent.__xss({n})</script>"></object>'],
  ['embed-src', '<embed src="javascript:__xss({n})">'],
  ['form-action', '<form action="javascript:__xss({n})"><button>go {n}</button></form>'],
  ['button-formaction', '<button formaction="javascript:__xss({n})">go {n}</button>'],
  ['meta-refresh', '<meta http-equiv="refresh" content="0;url=javascript:__xss({n})">'],
  ['base-href', '<base href="javascript:__xss({n})//">'],
  ['plain-javascript-url', 'javascript:__xss({n})'],
  ['plain-data-url', 'data:text/html,<script>__xss({n})</script>'],
  // SVG and MathML
  ['svg-onload', '<svg onload="__xss({n})"></svg>'],
  ['svg-script', '<svg><script>__xss({n})</script></svg>'],
  ['svg-animate-onbegin', '<svg><animate onbegin="__xss({n})" attributeName="x" dur="1s"></animate></svg>'],
  ['svg-a-xlink', '<svg><a xlink:href="javascript:__xss({n})"><text y="20">s{n}</text></a></svg>'],
  ['math-xlink', '<math><mi xlink:href="javascript:__xss({n})">m{n}</mi></math>'],
  // CSS
  ['css-expression', '<span style="width:expression(__xss({n}))">c{n}</span>'],
  ['css-url-request', '<p style="background:url(\'/xss-hit?{n}\')">c{n}</p>'],
  ['style-import', "<style>@import '/xss-hit?{n}';</style>"],
  ['link-stylesheet', '<link rel="stylesheet" href="/xss-hit?{n}">'],
  // Mutation XSS
  ['mxss-noscript', '<noscript><p title="</noscript><img src=x onerror=__xss({n})>"></p></noscript>'],
  ['mxss-svg-style', '<svg></p><style><a id="</style><img src=x onerror=__xss({n})>"></a></style></svg>'],
  ['mxss-math-mglyph', '<math><mtext><table><mglyph><style><img src=x onerror=__xss({n})></style></mglyph></table></mtext></math>'],
  ['mxss-textarea', '<textarea><img title="</textarea><img src=x onerror=__xss({n})>"></textarea>'],
  ['mxss-comment', '<!--<img src="--><img src=x onerror=__xss({n})//">'],
  ['mxss-cdata', '<![CDATA[><img src=x onerror=__xss({n})//]]>'],
  ['mxss-template', '<template><img src=x onerror=__xss({n})></template>'],
  // Broken markup and context breakouts
  ['broken-unclosed-attr', '<img src="x" onerror="__xss({n})'],
  ['broken-double-open', '<<script>__xss({n})//<</script>'],
  ['attr-breakout-double', '"><img src=x onerror=__xss({n})>'],
  ['attr-breakout-single', "'><svg onload=__xss({n})>"],
  ['js-string-breakout', '\';__xss({n});//";__xss({n});//'],
  ['comment-breakout', '--><script>__xss({n})</script><!--'],
  ['title-breakout', '</title><script>__xss({n})</script>'],
  ['textarea-breakout', '</textarea><script>__xss({n})</script>'],
  ['style-breakout', '</style><script>__xss({n})</script>'],
  ['template-injection', "{{constructor.constructor('__xss({n})')()}}${__xss({n})}"],
  ['entity-encoded', '&lt;img src=x onerror=__xss({n})&gt;'],
  ['markdown-link', '[link {n}](javascript:__xss({n}))'],
];

export const payloads: Payload[] = forms.map(([name, text], index) => ({ n: index + 1, name, text: text.replace(/\{n\}/g, String(index + 1)) }));

/** Payloads that are (or start as) URLs, for link and URL fields. */
export const urlPayloads: string[] = payloads
  .filter((p) => /javascript|data:|\/xss-hit/.test(p.text))
  .map((p) => p.text)
  .concat([
    'javascript:__xss(900)',
    ' javascript:__xss(901)',
    'JAVASCRIPT:__xss(902)',
    'java\tscript:__xss(903)',
    'data:text/html;base64,PHNjcmlwdD5fX3hzcyg5MDQpPC9zY3JpcHQ+',
    'vbscript:__xss(905)',
    '//xss-hit?906',
  ]);
