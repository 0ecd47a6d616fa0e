import type { Article } from './types';

/** JSON-LD that declares a product: `"@type": "Product"`, alone or among types. */
const PRODUCT_TYPE = /"@type"\s*:\s*(?:\[[^\]]*)?"Product"/;
/** JSON-LD that declares the page an article: the products it names are not the page (WIRED's reviews). */
const ARTICLE_TYPE = /"@type"\s*:\s*(?:\[[^\]]*)?"(?:\w*Article|BlogPosting|Recipe|WebSite)"/;

/** The picture a product page declares for itself (og:image), when the page says it is a product. */
function declaredProductPicture(doc: Document): string | undefined {
  const type = doc.querySelector('meta[property="og:type"]')?.getAttribute('content')?.trim().toLowerCase();
  // The page's own word first: an og:type of "article" means the products its data names are only mentioned.
  const data = type
    ? ''
    : Array.from(doc.querySelectorAll('script[type="application/ld+json"]'), (s) => s.textContent).join('\n');
  const isProduct = type
    ? type === 'product' || type === 'og:product' || type === 'product.item'
    : PRODUCT_TYPE.test(data) && !ARTICLE_TYPE.test(data);
  if (!isProduct) return undefined;
  const meta = doc.querySelector(
    'meta[property="og:image"], meta[property="og:image:secure_url"], meta[name="twitter:image"]',
  );
  return meta?.getAttribute('content')?.trim() || undefined;
}

/**
 * A product page's clip shows the product: both libraries drop the media gallery beside the description (a list of
 * pictures without words), so a clip of a bag was its price and description with no bag. When the page declares
 * itself a product (og:type, schema.org Product) and the clip has no picture, the picture it declares comes first.
 */
export function withProductPicture(article: Article, doc: Document, url: string): Article {
  const root = article.contentRoot;
  if (!root || root.querySelector('img, picture')) return article;
  const declared = declaredProductPicture(doc);
  if (!declared) return article;
  let src: string;
  try {
    src = new URL(declared, url).href;
  } catch {
    return article;
  }
  const picture = root.ownerDocument.createElement('img');
  picture.setAttribute('src', src);
  picture.setAttribute('alt', article.title);
  root.prepend(picture);
  return { ...article, contentHtml: root.innerHTML };
}
