import { tagName } from '../markdown/dom';
import { isIcon } from '../markdown/media-urls';
import { bareHost, parseUrl } from '../metadata/page-url';
import { longerThan } from './longer-than';
import { tokens } from './tokens';

/** Clutter is short: a dateline, a sign-up line, a credit. Longer blocks are left to the extractors. */
const MAX_CLUTTER_WORDS = 40;
/** More characters than this (whitespace aside) cannot be a clutter line of 40 words: not worth looking into. */
const MAX_CLUTTER_CHARS = 400;
/** A headline that links elsewhere has at least this many words ("Home", "Next" and "See also" entries have fewer). */
const MIN_HEADLINE_WORDS = 5;

/** Month names in German, French and Spanish, whose datelines ("15. Januar 2015", "24 de agosto, 2026") clips met. */
const FOREIGN_MONTHS =
  'januar februar märz mai juni juli oktober dezember janvier février mars avril juin juillet août septembre ' +
  'octobre novembre décembre enero febrero marzo abril mayo junio julio agosto septiembre setiembre octubre ' +
  'noviembre diciembre';
const MONTH = new RegExp(
  `\\b(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|${FOREIGN_MONTHS.replace(/ /g, '|')})\\b`,
  'i',
);
const NUMERIC_DATE = /\b\d{1,4}[/.-]\d{1,2}[/.-]\d{1,4}\b|\b\d{1,2}:\d{2}\b/;
/** Words a dateline holds besides the date: "Updated Nov 19, 9:41 AM; Posted Nov 18", "PUBLISHED: 10:48, Tue". */
const DATELINE_WORDS = new Set(
  (
    'updated update published posted last modified on at am pm et est edt pt pst pdt gmt utc bst cet ist by ' +
    'mon tue wed thu fri sat sun monday tuesday wednesday thursday friday saturday sunday today yesterday ' +
    // German, French and Spanish ("am 14. Mai 2014, 15:40 Uhr"); not their "le" and "de": a film is "Le 15 Mai".
    'um uhr veröffentlicht aktualisiert publié publicado actualizado'
  ).split(' '),
);
const FOREIGN_MONTH_WORDS = new Set(FOREIGN_MONTHS.split(' '));
const MONTH_WORD = /^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*$/;

/** Calls to act that are never part of an article: sign-ups, cookie notices, copyright and follow lines. */
const CALLS_TO_ACTION = [
  /\bsign up\b.*\b(?:newsletter|inbox|email|daily|weekly)\b/i,
  /\b(?:subscribe|subscribing)\b.*\b(?:newsletter|inbox|podcast|channel)\b/i,
  /\b(?:newsletter|inbox)\b.*\b(?:sign up|subscribe)\b/i,
  /\b(?:delivered|straight|right) (?:to|in(?:to)?) your inbox\b/i,
  /\bthis (?:web)?site uses cookies\b/i,
  // The same notice in German, French and Spanish ("Diese Webseite verwendet Cookies. … Ok Mehr Infos").
  /\b(?:diese (?:web)?(?:seite|site) (?:verwendet|nutzt)|ce site utilise des|este sitio(?: web)? (?:utiliza|usa)) cookies\b/i,
  // WordPress's notice under a comment form, in its English and German wording.
  /\b(?:this (?:web)?site uses|diese website verwendet) akismet\b/i,
  /\b(?:we send|sign up for|subscribe to)\b.*\b(?:e-?mails?|newsletters?)\b/i,
  /\bbreaking news alerts\b/i,
  // A paywall's prompt under a story cut short: "Pour lire la suite … créez votre compte", "Already a subscriber?".
  /\b(?:pour lire la suite|to (?:continue|keep) reading|to read (?:the full|the rest|more)|um (?:den ganzen artikel zu lesen|weiterzulesen))\b.*\b(?:abonn|subscri|compte|account|konto|registr|inscri|log ?in|sign in|connect)/i,
  /^\W*(?:already (?:a subscriber|have an account)|(?:ou si )?vous avez déjà un compte|déjà abonné|sie sind bereits (?:abonnent|registriert))\b/i,
  /\bhave a news tip\b/i,
  /\baffiliate (?:links?|commissions?)\b/i,
  /^\W*(?:copyright|©|ⓒ)|\ball rights reserved\b|\bcontents of this site\b/i,
  /^\W*follow (?:\S+ ){0,3}on (?:twitter|facebook|instagram|x|linkedin|tiktok|youtube)\b/i,
];
/**
 * The label an ad slot shows above the ad, alone in its line, in languages of Latin script ("Advertisement",
 * "PUBLICIDAD", "Anzeige"…): the slot's ad is gone from the copy and its label is left. Words of other scripts are
 * left out, since `\W` would take every letter of such a line for a separator.
 */
const AD_LABEL =
  /^\W*(?:advertisement|advertising|publicidad|publicité|publicidade|pubblicità|anzeige|advertentie|annons|annonse)\W*$/i;
/**
 * Calls to act whose words an article's own sentence can hold ("click here and choose CSV", "the feature requires
 * JavaScript", "what lands in your inbox", "the article continues after the figure"): a line of at most
 * `SHORT_CALL_WORDS` words, and the wording of the call itself.
 */
const SHORT_CALLS_TO_ACTION = [
  /^\W*(?:this|the) (?:web ?site|site|page|app|application) requires javascript\b|^\W*please enable javascript\b/i,
  /\bhave a tip\?/i,
  /\b(?:get|gets|getting|sent|meet|hit)\b(?: \S+){0,6} (?:to|in|into) your inbox\b|\b(?:meet|hit) your inbox\b/i,
  /\bshare (?:it|this(?: story| article| post)?) with (?:a friend|friends|your friends)\b/i,
  /\bclick(?:ing)? here\b/i,
  /^\W*(?:advertisement\W*)?(?:(?:the )?(?:story|article|text) continues|continue reading) (?:below|after|under)(?: (?:this|the) (?:advertisement|ad))?\W*(?:advertisement\W*)?$/i,
  AD_LABEL,
];
const SHORT_CALL_WORDS = 20;
/**
 * A comment form's sign-in prompt ("You must be logged in to post a comment.", "Du musst eingeloggt sein um
 * Kommentare zu schreiben!", "Um selbst Kommentare verfassen zu können müssen Sie sich bitte einloggen.", in French
 * and Spanish too), and the consent notice left beside an embed's link ("Klicken Sie auf den unteren Button, um den
 * Inhalt nachzuladen."). Kept out of the short calls' expression, and tried only on a line holding one of
 * `PROMPT_WORDS`: a regular expression is compiled afresh on every clip (the script is injected cold), and these two
 * alone doubled that expression's compile time.
 */
const PROMPT =
  /\b(?:must|have to|need to) (?:be )?(?:logged in|log in|signed in|sign in|registered) to (?:post |leave |write |add |submit )?(?:a )?(?:comment|repl)|\b(?:eingeloggt|angemeldet|registriert) sein,? um\b[^.!?]*\bkommentar|\bum\b[^.!?]*\bkommentar[^.!?]*\b(?:einloggen|anmelden|registrieren)\b|\bdevez être (?:connecté|identifié|inscrit)[^.!?]*\bcommentaire|\b(?:debes|tienes que) (?:iniciar sesión|estar registrad|estar conectad)[^.!?]*\bcoment|\bum (?:den|diese[nrs]?) (?:externen )?(?:inhalte?|video|karte|beitrag) (?:nach)?zu ?laden\b|\bclick (?:on )?(?:the button |here )?(?:below )?to load (?:the |this )?(?:external )?(?:content|video|map|embed|post)\b/i;
const PROMPT_WORDS = [
  'logged in',
  'log in',
  'signed in',
  'sign in',
  'registered',
  'eingeloggt',
  'angemeldet',
  'registriert',
  'einloggen',
  'anmelden',
  'registrieren',
  'connecté',
  'identifié',
  'inscrit',
  'iniciar sesión',
  'registrad',
  'conectad',
  'laden',
  'to load',
];
/**
 * The marker where an ad interrupts a story, in German, French, Spanish, Portuguese and Italian ("Weiterlesen nach der
 * Anzeige", "La suite après cette publicité", "CONTINUA DEPOIS DA PUBLICIDADE"); the English ones are among the short
 * calls. Tried only on a line holding one of `AD_WORDS`, like `PROMPT` (brasil247.com had the Portuguese one).
 */
const AD_BREAK =
  /^\W*(?:(?:weiter ?lesen|lesen sie weiter|fortsetzung) nach der (?:anzeige|werbung)|lesen sie nach der (?:anzeige|werbung) weiter|(?:der )?(?:artikel|text|beitrag) (?:wird|geht) (?:unter|nach) der (?:anzeige|werbung) (?:fortgesetzt|weiter)|(?:la )?suite (?:de l['’]article )?après (?:cette|la) publicité|l['’]article continue (?:après|sous) (?:cette|la) publicité|(?:la nota |el artículo |la noticia )?(?:continúa|sigue) (?:después|debajo) de la publicidad|(?:o texto |a matéria |a reportagem )?continua (?:depois|após|abaixo) d[ao] (?:publicidade|anúncio)|(?:l['’]articolo )?continua dopo la pubblicità)\W*$/i;
const AD_WORDS = ['anzeige', 'werbung', 'publi', 'pubbli', 'anúncio'];

/** Each list as one expression: one compilation and one scan per block (the script runs cold on every clip). */
const oneExpression = (patterns: readonly RegExp[]) =>
  new RegExp(patterns.map((pattern) => pattern.source).join('|'), 'i');
const CALL_TO_ACTION = oneExpression(CALLS_TO_ACTION);
const SHORT_CALL_TO_ACTION = oneExpression(SHORT_CALLS_TO_ACTION);

/**
 * The page's own buttons, written as links or left as a line: useless in a note, whether alone in a line or
 * standing as a block. A feed's "Load more" (jolie.de's "Lade weitere Inhalte ...") loads nothing in a note, nor does
 * a loader's "Loading..." (rechtambild.de); rnz.de's "Nach oben" is its "Back to top"; LinkedIn's "Show more
 * comments." and "Follow", and a paywall's "Créer un compte" and "Sign in", act on the page; bund.net's "Zur Übersicht"
 * (back to the listing) leads back to where the reader came from, and a share bar's label left without its buttons
 * ("Teilen auf", fdpbt.de; "Share this:") shares nothing. A theme's skip link, in English, German, French or Spanish
 * ("Zum Inhalt springen", jagd-oesterreich.at), and the Avada theme's hidden "Page load link" lead nowhere in a note.
 */
const PAGE_CONTROL =
  /^\W*(?:(?:jump to|print|pin|save|rate this) recipe|skip to (?:main )?content|(?:direkt )?zum (?:haupt)?inhalt(?: springen)?|(?:aller|passer) au contenu(?: principal)?|(?:saltar|ir) al contenido(?: principal)?|page load link|back to top|scroll to top|nach oben|zum seitenanfang|(?:loading|wird geladen) ?(?:\.{3}|…)|(?:load(?:ing)?|show|see|view) (?:more|all)(?: \d+)?(?: stories| articles| posts| comments| replies)?|(?:zurück )?zur übersicht|back to (?:the )?overview|(?:share|teilen|partager|compartir)(?: (?:on|auf|sur|en|via|this(?: article| post| story| page)?|diese[nr]? (?:artikel|beitrag|seite)))?|(?:jetzt|artikel|beitrag) teilen|lade weitere (?:inhalte|artikel|kommentare)|weitere (?:inhalte|artikel|kommentare) (?:laden|anzeigen)|mehr laden|alle kommentare anzeigen|cargar más|charger plus|follow|create (?:an |your )?account|créer (?:un|votre) compte|konto (?:erstellen|anlegen)|sign in|log ?in|se connecter|connectez-vous ici|anmelden|einloggen)\W*$/i;

/**
 * A button's label left as a line of its own once the button is gone: a dialog's "Close" (a gallery's, between its
 * caption and "Image 1 of 23"; a cookie bar's "Schließen"), a toolbar's "Menü" and "Suche" over
 * finanztip.de's guide. Only a paragraph or a plain block: a heading "Search" names a section, and a list item
 * "Close" may be a menu's entry that a how-to lists.
 */
const BUTTON_LABEL = /^\W*(?:close|schließen|fermer|cerrar|chiudi|men[uü]|suche|search|toggle navigation)\W*$/i;
const BUTTON_LABEL_BLOCKS = new Set(['p', 'div']);

/**
 * Where a share button sends the reader: a network's share, pin or save form (franziska-elea.de's "Pin It" button
 * under a picture), or the post itself with WordPress Jetpack's `?share=twitter`. Not a page of the network, which an
 * article may link to.
 */
const SHARE_FORM =
  /^(?:https?:)?\/\/(?:[\w-]+\.)*(?:facebook\.com\/(?:sharer|share\.php|dialog\/share)|twitter\.com\/(?:intent\/tweet|share)|x\.com\/intent\/(?:tweet|post)|pinterest\.[a-z.]+\/pin\/create|linkedin\.com\/(?:shareArticle|sharing\/share-offsite)|reddit\.com\/submit|api\.whatsapp\.com\/send|wa\.me\/\?|t(?:elegram)?\.me\/share|tumblr\.com\/(?:share|widgets\/share)|getpocket\.com\/(?:save|edit)|news\.ycombinator\.com\/submitlink)|[?&]share=[\w-]+$/i;

/**
 * A listing's place in its results: "Showing 1–12 of 45 results" (WooCommerce), "Es werden die Weine 1 bis 10 von
 * insgesamt 19 angezeigt!" (a wine shop), "Page 2 of 5".
 */
const LISTING_PLACE =
  /^\W*(?:(?:showing|zeige|es werden(?: die)?(?: \S+)?) \d+\s*(?:[-–]|to|bis)\s*\d+ (?:of|von)(?: insgesamt)? \d+\b|(?:page|seite|página) \d+ (?:of|von|de) \d+\W*$)/i;

/** A count the page keeps of a post's likes, comments, shares or views ("160 comments", "319 Likes", "5 min read"). */
const COUNT =
  /^\d[\d.,]*\s*[km]?\s+(?:likes?|comments?|shares?|views?|reads?|min(?:ute)?s? read|kommentare?|aufrufe|antworten|replies|responses|commentaires?|comentarios?)$/i;
const STATS_SEPARATOR = /\s+[•·|]\s+/;
const MAX_DATE_PART_WORDS = 10;

/**
 * A line of a post's counts, maybe with its date: "160 comments", "Published on August 19, 2019 • 319 Likes • 160
 * Comments" (LinkedIn). Every part is a count or a short dated part; a part that names something else ("Posted in
 * Travel") keeps the line.
 */
function isStatsLine(text: string): boolean {
  const parts = text.split(STATS_SEPARATOR);
  if (!parts.some((part) => COUNT.test(part))) return false;
  return parts.every(
    (part) =>
      COUNT.test(part) || ((MONTH.test(part) || NUMERIC_DATE.test(part)) && tokens(part).length <= MAX_DATE_PART_WORDS),
  );
}

/** A line that only introduces a link to another story: "Read more:", "Related:", "Don't miss". */
const TEASER_LABEL =
  /^(?:read more|see more|read next|more|related|see also|also read|read also|don't miss|do not miss|recommended|watch|listen)\W*$/i;
/** Wire-service credits at the foot of a story. */
const CREDIT =
  /^\W*(?:(?:additional )?reporting|writing|editing|compiled) by\b|\bcontributed (?:reporting|to this report)\b/i;

/** A date in a heading titles a section (a changelog's release, a diary's day, a live blog's update): never a dateline. */
const HEADINGS = new Set(['h2', 'h3', 'h4', 'h5', 'h6']);

const isDateWord = (word: string) =>
  /^\d+$/.test(word) || DATELINE_WORDS.has(word) || MONTH_WORD.test(word) || FOREIGN_MONTH_WORDS.has(word);

/**
 * A line that is a date: only date words, or — outside lists, where a timeline's "March 2019: launched" lives —
 * mostly date words with a name or a source ("By Jane Doe - 11/18/19 11:04 PM EST", "November 20, 2019 / CBS News").
 */
function isDateline(block: Element, words: readonly string[], text: string): boolean {
  if (words.length > 16) return false;
  const dateWords = words.filter(isDateWord).length;
  if (dateWords === words.length) return true;
  // "Date: Wed, 08 Apr 2026" heads a letter or a memo: a field of the content, not the page's dateline.
  const label = /^\s*([\p{L}]+)\s*:/u.exec(text)?.[1]?.toLowerCase();
  if (label && !DATELINE_WORDS.has(label)) return false;
  return block.localName !== 'li' && words.length <= 12 && dateWords >= (2 / 3) * words.length;
}

/** The one link of a block whose text is only that link, or a short label and that link. */
function soleLink(block: Element, text: string): HTMLAnchorElement | undefined {
  const links = Array.from(block.querySelectorAll<HTMLAnchorElement>('a[href]'));
  if (links.length !== 1) return undefined;
  const link = links[0] as HTMLAnchorElement;
  if ((link.getAttribute('href') ?? '').startsWith('#')) return undefined;
  const rest = text.replace(link.textContent ?? '', '').trim();
  return rest === '' || TEASER_LABEL.test(rest) ? link : undefined;
}

/**
 * The link of a block that is only a linked headline of another page: one link, or a headline link followed by
 * more links (its tags or section: "<headline> · <tag> <tag>") and nothing else but separators.
 */
function headlineLinkOf(block: Element, text: string): HTMLAnchorElement | undefined {
  const link = soleLink(block, text) ?? firstOfLinksOnly(block);
  return isHeadline(link) ? link : undefined;
}

/**
 * Whether a link stays on the page's site (`site`, a bare host): a relative link does. A feed of the site's other
 * stories links there; a list of links to other sites is the author's (a deals post's products, a reading list).
 */
function staysOnSite(link: HTMLAnchorElement, site: string | undefined): boolean {
  // A relative address does not parse on its own, and a `mailto:` one has no host.
  const host = parseUrl(link.getAttribute('href') ?? '')?.hostname;
  return !site || !host || bareHost(host) === site || host.endsWith(`.${site}`);
}

/** A link whose text reads as a headline; a bare address is a reference (a footnote, a source), not a headline. */
function isHeadline(link: HTMLAnchorElement | undefined): boolean {
  const linkText = link?.textContent ?? '';
  return !/:\/\/|^\s*www\./.test(linkText) && tokens(linkText).length >= MIN_HEADLINE_WORDS;
}

function firstOfLinksOnly(block: Element): HTMLAnchorElement | undefined {
  const links = Array.from(block.querySelectorAll<HTMLAnchorElement>('a[href]'));
  const first = links[0];
  if (!first || (first.getAttribute('href') ?? '').startsWith('#')) return undefined;
  const linked = links.reduce((sum, link) => sum + tokens(link.textContent ?? '').length, 0);
  return linked === tokens(block.textContent ?? '').length ? first : undefined;
}

/** The separators of a breadcrumb trail; a slash or a bar also parts a path or a list of names. */
const CRUMB_SEPARATOR = /\s*[>»›]\s*/;

/**
 * A breadcrumb trail: "> Blog > Aus den Ländern > <this page>", two or more links parted by `>`, `»` or `›`, then
 * maybe the page's own name. A menu path a how-to gives ("Settings > Privacy") has no links.
 */
function isBreadcrumb(block: Element, text: string): boolean {
  const crumbs = text.split(CRUMB_SEPARATOR).filter(Boolean);
  // A trail may open with the home page's icon, a link without words.
  const links = Array.from(block.querySelectorAll('a[href]'), (link) => (link.textContent ?? '').trim()).filter(
    Boolean,
  );
  if (links.length < 2 || crumbs.length < 3 || crumbs.length > links.length + 1) return false;
  return links.every((link, i) => crumbs[i] === link);
}

/** Whether `pattern` matches `text`, compiled only when `lower` (the text lower-cased) holds one of `words`. */
const testIfHolds = (pattern: RegExp, words: readonly string[], text: string, lower: string): boolean =>
  words.some((word) => lower.includes(word)) && pattern.test(text);

function isClutter(block: Element, text: string): boolean {
  if (CRUMB_SEPARATOR.test(text) && isBreadcrumb(block, text)) return true;
  const dated = MONTH.test(text) || NUMERIC_DATE.test(text);
  const lower = text.toLowerCase();
  const calling =
    SHORT_CALL_TO_ACTION.test(text) ||
    testIfHolds(PROMPT, PROMPT_WORDS, text, lower) ||
    testIfHolds(AD_BREAK, AD_WORDS, text, lower);
  const credited =
    CREDIT.test(text) ||
    CALL_TO_ACTION.test(text) ||
    PAGE_CONTROL.test(text) ||
    (BUTTON_LABEL_BLOCKS.has(tagName(block)) && BUTTON_LABEL.test(text)) ||
    LISTING_PLACE.test(text) ||
    (isStatsLine(text) && !HEADINGS.has(block.localName) && !block.querySelector('h2, h3, h4, h5, h6'));
  // Most blocks fail these cheap tests; only the others are split into words.
  if (!dated && !credited && !calling && !block.querySelector('a[href]')) return false;
  const words = tokens(text);
  if (words.length === 0 || words.length > MAX_CLUTTER_WORDS) return false;
  if (credited || (calling && words.length <= SHORT_CALL_WORDS)) return true;
  if (dated && !HEADINGS.has(block.localName) && isDateline(block, words, text)) return true;
  const link = soleLink(block, text);
  return Boolean(link && text !== (link.textContent ?? '').trim() && isHeadline(link));
}

const LEAF_BLOCKS = 'p, li, h2, h3, h4, h5, h6, div';

/** A picture makes a block content; an icon beside a line does not (rechtambild.de's rating widget, a spinner and "Loading..."). */
const holdsPicture = (block: Element) =>
  !!block.querySelector('img') && Array.from(block.querySelectorAll('img')).some((img) => !isIcon(img));

/**
 * Removes the short non-article lines an extractor keeps inside the article: datelines, breadcrumb trails, sign-up,
 * cookie, share and copyright lines, the page's buttons and share buttons standing alone, wire credits, "Read more:
 * <other story>" lines, and runs of two or more paragraphs or list items that are each only a link to the headline
 * of another story of the site (`pageUrl`'s). Returns the number of blocks removed.
 */
export function removeClutter(root: Element, pageUrl?: string): number {
  let removed = 0;
  for (const block of Array.from(root.querySelectorAll(LEAF_BLOCKS))) {
    if (block.querySelector('p, li, div, table, pre, figure') || holdsPicture(block)) continue;
    const raw = block.textContent ?? '';
    if (longerThan(raw, MAX_CLUTTER_CHARS) || !root.contains(block)) continue;
    if (block.closest('pre, code, table, blockquote, figure')) continue;
    if (!isClutter(block, raw.replace(/\s+/g, ' ').trim())) continue;
    block.remove();
    removed++;
  }
  for (const link of Array.from(root.querySelectorAll('a[href]'))) {
    const href = link.getAttribute('href') ?? '';
    const control =
      PAGE_CONTROL.test(link.textContent ?? '') || SHARE_FORM.test(href) || leadsToPageTop(link, href, pageUrl);
    if (control && root.contains(link) && standsAlone(link)) {
      link.remove();
      removed++;
    }
  }
  // A run needs two links: most articles have fewer outside the blocks already removed, or none in a list.
  if (root.querySelectorAll('a[href]').length < 2) return removed;
  const pageHost = pageUrl ? parseUrl(pageUrl)?.hostname : undefined;
  const site = pageHost ? bareHost(pageHost) : undefined;
  for (const list of Array.from(root.querySelectorAll('ul, ol, div, section'))) {
    // A list nested in a list item details that item ("In progress:" and the bugs it links): a feed stands alone.
    if (list.parentElement?.localName !== 'li') removed += removeHeadlineRuns(list, site);
  }
  removed += removeHeadlineRuns(root, site);
  return removed;
}

/** The fragment of a page's top: "#top", "#page-top", "#seitenanfang". */
const TOP_FRAGMENT = /^#(?:top|page-?top|top-?of-?page|pagetop|nach-?oben|oben|seitenanfang|header|masthead)$/i;

/**
 * A back-to-top button drawn as a picture, an arrow without words (goodnight.at's "pfeil-rauf.svg" ended its clip):
 * a link to the top of this very page. Its words, when it has any, are for `PAGE_CONTROL`.
 */
function leadsToPageTop(link: Element, href: string, pageUrl: string | undefined): boolean {
  if ((link.textContent ?? '').trim()) return false;
  const hash = href.indexOf('#');
  if (hash < 0 || !TOP_FRAGMENT.test(href.slice(hash))) return false;
  if (hash === 0) return true;
  const target = parseUrl(href, pageUrl);
  const page = pageUrl ? parseUrl(pageUrl) : undefined;
  return !!target && !!page && target.origin === page.origin && target.pathname === page.pathname;
}

/** A link that is a block of its own: no words beside it in its parent. */
function standsAlone(link: Element): boolean {
  return Array.from(link.parentNode?.childNodes ?? []).every(
    (node) => node === link || node.nodeType !== 3 || !node.textContent?.trim(),
  );
}

/** Removes runs of two or more sibling `<p>`/`<li>` that are each only a headline of another page of the site. */
function removeHeadlineRuns(parent: Element, site: string | undefined): number {
  let removed = 0;
  let run: Element[] = [];
  const close = () => {
    if (run.length >= 2) {
      for (const element of run) element.remove();
      removed += run.length;
    }
    run = [];
  };
  for (const child of Array.from(parent.children)) {
    const raw = child.localName === 'p' || child.localName === 'li' ? (child.textContent ?? '') : '';
    const text = longerThan(raw, MAX_CLUTTER_CHARS) ? '' : raw.replace(/\s+/g, ' ').trim();
    const link = text ? headlineLinkOf(child, text) : undefined;
    if (link && staysOnSite(link, site)) run.push(child);
    else close();
  }
  close();
  return removed;
}
