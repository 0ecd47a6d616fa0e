// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { removeClutter } from './remove-clutter';
import { testRoot } from './test-root';

const root = testRoot;

const prose =
  '<p>The council voted on Tuesday to extend the tram line to the harbour, after two years of consultation.</p>';

describe('removeClutter', () => {
  it('removes datelines but keeps a sentence that mentions a date', () => {
    const content = root(
      `<p>Updated Nov 19, 9:41 AM; Posted Nov 18, 8:19 PM</p><p>PUBLISHED: 10:48, Tue, Nov 19, 2019</p>${prose}` +
        '<p>The works start on 3 March 2027 and end in 2029.</p>',
    );
    expect(removeClutter(content)).toBe(2);
    expect(content.textContent).toContain('The works start on 3 March 2027');
    expect(content.textContent).not.toContain('PUBLISHED');
  });

  it('removes German, French and Spanish datelines ("15. Januar 2015" under gruen-digital.de\'s title), not a film named "Le 15 Mai"', () => {
    const content = root(
      `<p>15. Januar 2015</p><p>am 14. Mai 2014, 15:40 Uhr</p><p>5 février 2020</p>${prose}` +
        '<ol><li><a href="https://films.example/le-15-mai">Le 15 Mai</a>.</li></ol><p>Im März 2015 begann der Bau.</p>',
    );
    expect(removeClutter(content)).toBe(3);
    expect(content.textContent).toContain('Le 15 Mai');
    expect(content.textContent).toContain('Im März 2015 begann der Bau.');
  });

  it('keeps headings that carry a date: a changelog lost every release heading ("v2.1.0 2024-05-01")', () => {
    const content = root(
      '<h2>v2.1.0 <small>2024-05-01</small></h2><ul><li>Export to CSV</li></ul>' +
        `<h3>March 5, 2024</h3>${prose}<p>Posted March 5, 2024</p>`,
    );
    expect(removeClutter(content)).toBe(1);
    expect(Array.from(content.querySelectorAll('h2, h3'), (h) => h.textContent)).toEqual([
      'v2.1.0 2024-05-01',
      'March 5, 2024',
    ]);
  });

  it('removes an ad slot\'s label left alone in its line, in the languages of Latin script ("PUBLICIDAD", "Anzeige")', () => {
    const content = root(
      `${prose}<p class="ad-shell-label">PUBLICIDAD</p><p>Publicité</p><p>– Anzeige –</p><p>Pubblicità</p>` +
        '<p>Die Anzeige erschien am Montag in drei Zeitungen.</p>',
    );
    expect(removeClutter(content)).toBe(4);
    expect(content.textContent).toContain('Die Anzeige erschien');
    expect(content.textContent).not.toMatch(/PUBLICIDAD|Publicité|Pubblicità|– Anzeige –/);
  });

  it('removes newsletter sign-ups, cookie and comment-spam notices, tip lines and advertisement markers', () => {
    const content = root(
      `${prose}<p><em>Get the latest updates right in your inbox.</em> <a href="/n">Subscribe to our newsletters</a>.</p>` +
        '<p>This website uses cookies to improve your experience.</p><p><em>Have a tip? Write to us.</em></p>' +
        '<p>Diese Website verwendet Akismet, um Spam zu reduzieren. <a href="https://akismet.com/privacy/">Erfahre mehr</a></p>' +
        '<p>Story continues below advertisement</p><p>ADVERTISEMENT</p><p>Continue Reading Below</p>',
    );
    expect(removeClutter(content)).toBe(7);
    expect(content.textContent?.trim()).toBe(
      'The council voted on Tuesday to extend the tram line to the harbour, after two years of consultation.',
    );
  });

  it('removes the marker where an ad interrupts the story in German, French, Spanish, Portuguese and Italian, not a sentence about ads', () => {
    const markers = [
      'Weiterlesen nach der Anzeige',
      'Artikel wird nach der Anzeige fortgesetzt',
      'La suite après cette publicité',
      'La nota continúa después de la publicidad',
      'CONTINUA DEPOIS DA PUBLICIDADE',
      "L'articolo continua dopo la pubblicità",
    ];
    const sentence = '<p>Die Anzeige lief nach der Werbung im Fernsehen.</p>';
    const content = root(`${prose}${markers.map((marker) => `<p>${marker}</p>`).join('')}${sentence}`);
    expect(removeClutter(content)).toBe(markers.length);
    expect(content.querySelectorAll('p')).toHaveLength(2);
  });

  it("keeps the article's sentences that hold a call's words (a paragraph saying the article continues after the figure was dropped)", () => {
    const sentences = [
      'The comparison requires all three panels. The article continues after the figure with further discussion of the measurements.',
      'The editor requires JavaScript, so the offline reader shows a read-only copy of each page instead.',
      'Filters decide what lands in your inbox and what is sent to the spam folder, and they learn from you.',
      'When the dialog opens, click here on the small arrow next to the file name and choose the CSV format, then confirm the export with the button below.',
      'Write the summary in plain words and share it with the reviewers before the meeting on Thursday.',
      'I have a tip for new gardeners: water early in the morning, when the soil is still cool.',
    ];
    const content = root(sentences.map((sentence) => `<p>${sentence}</p>`).join(''));
    expect(removeClutter(content)).toBe(0);
  });

  it('removes the page\'s own controls written as links: a recipe kept "Jump to Recipe" and "Print Recipe"', () => {
    const content = root(
      `<a href="#recipe">Jump to Recipe</a>${prose}<div class="card"><h2>Onion soup</h2><ul><li>4 onions</li></ul>` +
        '<a href="/print/1">Print Recipe</a></div><p>Print recipe cards at <a href="/cards">Print Recipe</a> shops.</p>',
    );
    expect(removeClutter(content)).toBe(2);
    expect(content.querySelectorAll('a')).toHaveLength(1);
  });

  it('removes a feed\'s "Load more", a loader\'s "Loading..." and "Nach oben" (jolie.de ended on "Lade weitere Inhalte ..."), not a "Loading" heading', () => {
    const content = root(
      `${prose}<div>Lade weitere Inhalte ...</div><p><a href="/page/2">Load more stories</a></p><p>Loading...</p>` +
        '<p><a href="#top">Nach oben</a></p><h3>Loading</h3>',
    );
    expect(removeClutter(content)).toBe(4);
    expect(content.textContent?.trim()).toBe(
      'The council voted on Tuesday to extend the tram line to the harbour, after two years of consultation.Loading',
    );
  });

  it('removes a loader whose spinner is an icon (rechtambild.de ended on "Loading..."), not a line beside a picture', () => {
    const spinner = '<img src="/loading.gif" width="16" height="16">';
    const content = root(`${prose}<div>${spinner}Loading...</div><p><img src="/photo.jpg" width="640">Loading...</p>`);
    expect(removeClutter(content)).toBe(1);
    expect(content.querySelectorAll('img')).toHaveLength(1);
  });

  it('removes a theme\'s skip link in English, German, French and Spanish (jagd-oesterreich.at opened with "Zum Inhalt springen") and Avada\'s "Page load link"', () => {
    const content = root(
      `<p><a href="#content">Zum Inhalt springen</a></p><p><a href="#main">Aller au contenu</a></p>` +
        `<p><a href="#c">Saltar al contenido principal</a></p><p><a href="#content">Skip to content</a></p>${prose}` +
        '<a href="#" aria-hidden="true">Page load link</a>',
    );
    expect(removeClutter(content)).toBe(5);
    expect(content.querySelectorAll('a')).toHaveLength(0);
  });

  it('removes a button\'s label left as a line ("Close" in a gallery, "Menü" and "Suche" over finanztip.de\'s guide), not a heading or a list\'s entry', () => {
    const content = root(
      `<p>Menü</p><div>Suche</div>${prose}<p>Close</p><h3>Search</h3><p>Find any note by its words.</p><ul><li>Open</li><li>Close</li></ul>`,
    );
    expect(removeClutter(content)).toBe(3);
    expect(content.textContent).toContain('SearchFind any note by its words.OpenClose');
  });

  it('removes a back-to-top arrow drawn as a picture (goodnight.at\'s "pfeil-rauf.svg"), not a picture linking to another page\'s top', () => {
    const page = 'https://goodnight.at/magazin/kultur/3017-konzert-highlights';
    const content = root(
      `${prose}<p><a href="${page}#top"><img src="/images/pfeil-rauf.svg"></a></p><p><a href="#seitenanfang"><img src="/up.png"></a></p>` +
        '<p><a href="https://goodnight.at/magazin/freizeit/3016#top"><img src="/teaser.jpg"></a></p>',
    );
    expect(removeClutter(content, page)).toBe(2);
    expect(content.querySelectorAll('img')).toHaveLength(1);
  });

  it("removes share buttons standing alone (franziska-elea.de's \"Pin It\" under a picture, Jetpack's ?share= links), not links to a network's pages or a share link in a sentence", () => {
    const pin =
      '<div class="pin-it-btn-wrapper"><a href="//www.pinterest.com/pin/create/button/?url=https%3A%2F%2Fexample.com%2Fpost">' +
      '<img src="//assets.pinterest.com/images/pidgets/pin_it_button.png" title="Pin It"></a></div>';
    const content = root(
      `${prose}${pin}<ul><li><a href="https://twitter.com/intent/tweet?text=Tram&url=https://sz.de/1">Tweet</a></li>` +
        '<li><a href="https://www.facebook.com/sharer/sharer.php?u=https://example.com/post">Share</a></li>' +
        '<li><a href="https://example.com/post/?share=linkedin">LinkedIn</a></li></ul>' +
        '<p><a href="https://www.facebook.com/examplecouncil">Our page on Facebook</a></p>' +
        '<p>Readers can <a href="https://twitter.com/intent/tweet?text=Tram">tweet the route</a> to the council.</p>',
    );
    expect(removeClutter(content)).toBe(4);
    expect(Array.from(content.querySelectorAll('a'), (a) => a.textContent)).toEqual([
      'Our page on Facebook',
      'tweet the route',
    ]);
  });

  it('removes lines of a post\'s counts, maybe with its date (LinkedIn ended on "160 comments"), not a count in a sentence or a comments heading', () => {
    const content = root(
      `${prose}<p>160 comments</p><p>August 19, 2019 • 319 Likes • 160 Comments</p><p>5 min read · 1.2k views</p>` +
        '<p>Posted in Travel | 3 comments</p><p>The petition drew 160 comments from residents.</p>' +
        '<div class="comments-title"><h2>36 Comments</h2></div><h3>12 comments</h3>',
    );
    expect(removeClutter(content)).toBe(3);
    expect(content.textContent).toContain('Posted in Travel | 3 comments');
    expect(content.textContent).toContain('The petition drew 160 comments');
    expect(content.querySelectorAll('h2, h3')).toHaveLength(2);
  });

  it('removes the page\'s comment and follow buttons (LinkedIn\'s "Show more comments." and "Follow")', () => {
    const content = root(
      `${prose}<p><a href="https://www.linkedin.com/login?session_redirect=x">Follow</a></p><p>Show more comments.</p>` +
        '<div><a href="#comments">Weitere Kommentare laden</a></div><p>We follow the council as it votes.</p>',
    );
    expect(removeClutter(content)).toBe(3);
    expect(content.textContent).toContain('We follow the council');
  });

  it('removes a paywall\'s prompt and buttons under a story cut short (aoc.media: "Pour lire la suite … créez votre compte"), not a sentence about reading on', () => {
    const content = root(
      `${prose}<h2>Pour lire la suite et accéder gratuitement à 3 articles par mois, créez votre compte</h2>` +
        '<p>Ou si vous avez déjà un compte,<br>connectez-vous ici</p><p><a href="/register">Créer un compte</a></p>' +
        '<p>Already a subscriber? Log in.</p><ul><li>Sign In</li></ul>' +
        '<p>To keep reading the minutes, the council opened its archive to everyone.</p>',
    );
    expect(removeClutter(content)).toBe(5);
    expect(content.textContent).toContain('To keep reading the minutes');
  });

  it('removes a comment form\'s sign-in prompt in English, German, French and Spanish (dzs-clan.de ended on "Du musst Eingeloggt sein um Kommentare zu schreiben!"), not a sentence about logging in', () => {
    const content = root(
      `${prose}<p>Du musst <a href="#login">Eingeloggt</a> sein um Kommentare zu schreiben! oder noch gar nicht ` +
        '<a href="/register">Registriert</a>?</p><p>You must be logged in to post a comment.</p>' +
        '<p>Vous devez être connecté pour publier un commentaire.</p><p>Debes iniciar sesión para publicar un comentario.</p>' +
        '<p>Um selbst Kommentare verfassen zu können müssen Sie sich bitte einloggen.</p>' +
        '<p>Voters must be registered by Friday, the clerk said in reply to questions.</p>',
    );
    expect(removeClutter(content)).toBe(5);
    expect(content.textContent).toContain('Voters must be registered by Friday');
  });

  it('removes the consent notice left beside an embed\'s link, a "Zur Übersicht" link (bund.net) and a share label left alone ("Teilen auf", fdpbt.de), not sentences about loading or shares', () => {
    const content = root(
      `${prose}<p>Klicken Sie auf den unteren Button, um den Inhalt nachzuladen.</p><p><a href="https://www.youtube.com/watch?v=7M">YouTube video</a></p>` +
        '<p>Click the button below to load the content.</p><p><a href="/bund-tipps/">Zur Übersicht</a></p>' +
        '<p> Teilen auf </p><div>Share this:</div>' +
        '<p>Der Kran brauchte zwei Stunden, um den Inhalt des Containers zu entladen.</p><p>Share on the market rose.</p>',
    );
    expect(removeClutter(content)).toBe(5);
    expect(content.textContent).toContain('YouTube video');
    expect(content.textContent).toContain('um den Inhalt des Containers zu entladen');
  });

  it('removes a listing\'s place in its results standing as a line ("Showing 1–12 of 45 results", "Page 2 of 5"), not a sentence with such numbers', () => {
    const content = root(
      `${prose}<p>Es werden die Weine 1 bis 10 von insgesamt 19 angezeigt!</p><p>Showing 1–12 of 45 results</p>` +
        '<div>Page 2 of 5</div><p>The survey showed 1 to 10 of the 45 stations were late.</p>',
    );
    expect(removeClutter(content)).toBe(3);
    expect(content.textContent).toContain('The survey showed 1 to 10');
  });

  it('removes a cookie notice in German, French and Spanish too (geburtstagsecke.de ended on "Diese Webseite verwendet Cookies. … Ok Mehr Infos")', () => {
    const content = root(
      `${prose}<p>Diese Webseite verwendet Cookies. Mit der Nutzung unserer Dienste erklären Sie sich damit einverstanden, ` +
        'dass wir Cookies setzen. Ok <a href="/datenschutz">Mehr Infos</a></p><p>Ce site utilise des cookies.</p>' +
        '<p>Este sitio web utiliza cookies propias.</p><p>Die Studie verwendet Cookies als Beispiel für Tracking.</p>',
    );
    expect(removeClutter(content)).toBe(3);
    expect(content.textContent).toContain('Die Studie verwendet Cookies');
  });

  it('removes a breadcrumb trail, its home icon a link without words (gruen-digital.de opened with "> Blog > Aus den Ländern > …")', () => {
    const content = root(
      '<p class="breadcrumb-navigation"><a href="/" title="Home"></a> &gt; <a href="/kategorie/blog/">Blog</a> &gt; ' +
        `<a href="/kategorie/blog/laender/">Aus den Ländern</a> &gt; <span>Digitalpolitische Jahrestagung</span></p>${prose}` +
        '<p>Open <a href="/settings">Settings</a> &gt; <a href="/privacy">Privacy</a> and turn it off.</p>' +
        '<p>Choose File &gt; Export &gt; PDF.</p>',
    );
    expect(removeClutter(content)).toBe(1);
    expect(content.textContent).not.toContain('Aus den Ländern');
    expect(content.textContent).toContain('Settings > Privacy and turn it off.');
    expect(content.textContent).toContain('File > Export > PDF');
  });

  it('removes wire credits and "Read more:" / "SEE MORE:" lines pointing at another story', () => {
    const content = root(
      `${prose}<p><strong>Read more:</strong> <a href="https://news.example.com/other">Tencent profit falls as Alibaba threat weighs</a></p>` +
        '<p>(Reporting by Jane Doe; Editing by John Roe)</p>' +
        `<p><b>SEE MORE</b>: <a href="https://news.example.com/siege">Hong Kong protests: 800 students under siege in university</a></p>`,
    );
    expect(removeClutter(content)).toBe(3);
    expect(content.textContent).toContain('tram line');
  });

  it('removes a run of paragraphs that are each only a linked headline of another story', () => {
    const headline = (n: number) =>
      `<p><a href="https://news.example.com/${n}">Story number ${n} about something else entirely</a></p>`;
    const content = root(`${prose}${headline(1)}${headline(2)}${headline(3)}`);
    expect(removeClutter(content)).toBe(3);
    expect(content.querySelectorAll('a')).toHaveLength(0);
  });

  it("removes such a run when it links to the page's own site, and keeps it when it links to others (a deals post's products)", () => {
    const feed =
      '<ul><li><a href="https://www.news.example.com/a">Story number one about something else entirely</a></li>' +
      '<li><a href="/b">Story number two about something else entirely</a></li></ul>';
    const deals =
      '<ul><li><a href="https://r.shop.example/u/1">Get the console with a free case for $199.96</a></li>' +
      '<li><a href="https://amzn.example/2">Get the controller by itself for $58.99 today</a></li></ul>';
    const content = root(`${prose}${feed}${deals}`);
    expect(removeClutter(content, 'https://news.example.com/deals/today')).toBe(2);
    expect(content.textContent).toContain('free case for $199.96');
    expect(content.textContent).not.toContain('Story number');
  });

  it('keeps a list of linked items nested under an item of the article (firefox-nightly-blog lost its "In progress:" bugs)', () => {
    const bug = (n: number) =>
      `<li><a href="https://bugs.example.org/${n}">Bug ${n} – Prevent windows from opening on top of one another</a></li>`;
    const content = root(`${prose}<ul><li>In progress:<ul>${bug(1)}${bug(2)}${bug(3)}</ul></li></ul>`);
    expect(removeClutter(content)).toBe(0);
    expect(content.querySelectorAll('a')).toHaveLength(3);
  });

  it('keeps a single linked line and short "See also" entries', () => {
    const content = root(
      `${prose}<p><a href="https://example.org/report">The full report of the council meeting</a></p>` +
        '<ul><li><a href="/a">Trams</a></li><li><a href="/b">Harbours</a></li></ul>',
    );
    expect(removeClutter(content)).toBe(0);
  });

  it('never touches code', () => {
    const content = root('<pre><code>Posted Nov 18, 8:19 PM</code></pre>');
    expect(removeClutter(content)).toBe(0);
  });

  it('removes a run of related-post lines made only of a headline link and its tag links', () => {
    const line = (n: number) =>
      `<p><a href="https://blog.example.com/${n}/">Why the tide tables were late in year ${n}</a> · ` +
      '<a href="https://blog.example.com/#tides">tides</a> <a href="https://blog.example.com/#ai">AI</a></p>';
    const content = root(`${prose}${line(1)}${line(2)}`);
    expect(removeClutter(content)).toBe(2);
  });

  it('keeps a list of references that are bare addresses', () => {
    const ref = (n: number) =>
      `<li><a href="https://www.example.com/news/${n}.html">https://www.example.com/news/${n}.html</a></li>`;
    const content = root(`${prose}<ol>${ref(1)}${ref(2)}${ref(3)}</ol>`);
    expect(removeClutter(content)).toBe(0);
  });

  it('removes a dateline that also names the author or the source, but not a timeline entry in a list', () => {
    const content = root(
      `<p>By Jane Doe - 11/18/19 11:04 PM EST</p><p>November 20, 2019 / 1:07 AM / CBS News</p>${prose}` +
        '<ul><li>March 2019: tram line approved</li></ul>',
    );
    expect(removeClutter(content)).toBe(2);
    expect(content.textContent).toContain('March 2019: tram line approved');
  });

  it('keeps the date field of a letter or memo ("Date: Wed, 08 Apr 2026")', () => {
    const content = root(`<p>Date: Wed, 08 Apr 2026</p>${prose}`);
    expect(removeClutter(content)).toBe(0);
  });

  it('removes copyright, share, follow and affiliate lines', () => {
    const content = root(
      `${prose}<p>Like this story? Share it with a friend!</p><p>Follow Newsbeat on Instagram, Facebook and Twitter.</p>` +
        '<p>This post may contain affiliate links.</p><p>Copyright © 2019 Example Publishing. All rights reserved.</p>' +
        '<p><a href="/apps">GET OUR APP ON THE GO BY CLICKING HERE</a></p>',
    );
    expect(removeClutter(content)).toBe(5);
    expect(content.querySelectorAll('p')).toHaveLength(1);
  });
});
