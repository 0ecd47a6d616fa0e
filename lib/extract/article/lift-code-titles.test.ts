// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { liftCodeTitles } from './lift-code-titles';
import { htmlAfter } from './test-root';

describe('liftCodeTitles', () => {
  it("puts a code figure's title before it as a line, and drops a caption only screen readers get", () => {
    const titled =
      '<figure class="frame has-title"><figcaption class="header"><span class="title">astro.config.mjs</span></figcaption><pre>export default {}</pre></figure>';
    expect(htmlAfter(liftCodeTitles, titled)).toBe(
      '<p>astro.config.mjs</p><figure class="frame has-title"><pre>export default {}</pre></figure>',
    );
    const terminal =
      '<figure class="frame is-terminal"><figcaption class="header"><span class="title"></span><span class="sr-only">Terminal window</span></figcaption><pre>npm install</pre></figure>';
    expect(htmlAfter(liftCodeTitles, terminal)).toBe(
      '<figure class="frame is-terminal"><pre>npm install</pre></figure>',
    );
  });

  it("puts a Docusaurus code block's title bar before it as a line", () => {
    const html =
      '<div class="codeBlockContainer_Ckt0"><div class="codeBlockTitle_Ktv7">glacier.config.js</div><div class="codeBlockContent_biex"><pre>export default {}</pre></div></div>';
    expect(htmlAfter(liftCodeTitles, html)).toBe(
      '<p>glacier.config.js</p><div class="codeBlockContainer_Ckt0"><div class="codeBlockContent_biex"><pre>export default {}</pre></div></div>',
    );
  });

  it("puts a Confluence code macro's header before it as a line (the file name was lost)", () => {
    const html =
      '<div class="code panel pdl"><div class="codeHeader panelHeader pdl"><b>deploy.sh</b></div><div class="codeContent panelContent pdl"><pre>./deploy.sh</pre></div></div>';
    expect(htmlAfter(liftCodeTitles, html)).toBe(
      '<p>deploy.sh</p><div class="code panel pdl"><div class="codeContent panelContent pdl"><pre>./deploy.sh</pre></div></div>',
    );
  });

  it('leaves the captions of pictures, and long captions of code', () => {
    const long = `<figure><pre>loop()</pre><figcaption>${'Listing 3. The main loop, which reads each job from the queue. '.repeat(2)}</figcaption></figure>`;
    for (const html of ['<figure><img src="/a.png"><figcaption>A lake.</figcaption></figure>', long])
      expect(htmlAfter(liftCodeTitles, html)).toBe(html);
  });
});
