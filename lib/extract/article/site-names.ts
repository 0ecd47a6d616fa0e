/** The names a page gives its site (og:site_name, application-name), for telling a site-name suffix in a title. */
export function siteNames(doc: Document, ...known: (string | undefined)[]): string[] {
  const names = known.filter((name): name is string => Boolean(name?.trim()));
  for (const selector of ['meta[property="og:site_name"]', 'meta[name="application-name"]']) {
    const content = doc.querySelector(selector)?.getAttribute('content')?.trim();
    if (content) names.push(content);
  }
  return names;
}
