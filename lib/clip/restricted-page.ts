export interface RestrictedPageContext {
  /** `extension.isAllowedFileSchemeAccess()`: the user's "Allow access to file URLs" toggle. */
  fileAccess?: boolean;
}

const STORE_PAGES: { host: string; path?: RegExp }[] = [
  { host: 'chromewebstore.google.com' },
  { host: 'chrome.google.com', path: /^\/webstore\b/ },
  { host: 'microsoftedge.microsoft.com', path: /^\/addons\b/ },
  { host: 'addons.mozilla.org' },
];

const BROWSER_SCHEMES = new Set(['chrome:', 'edge:', 'brave:', 'opera:', 'vivaldi:', 'devtools:', 'chrome-search:']);
const EXTENSION_SCHEMES = new Set(['chrome-extension:', 'moz-extension:', 'extension:']);

/** Chrome's PDF viewer is itself an extension; pages shown in it cannot be scripted. */
const PDF_VIEWER_ID = 'mhjfbmdgcfjbbpaeojofohoefgiehjai';

/**
 * Why the browser will not let an extension read this page, in words for the user,
 * or undefined when it can be read. Clipping its address and title stays possible.
 */
export function restrictedPageReason(
  href: string | undefined,
  context: RestrictedPageContext = {},
): string | undefined {
  if (!href)
    return 'The browser does not tell Capture Clipper which page this tab shows, so there is nothing to clip here. Open Capture Clipper from its toolbar button or shortcut while the page is in front.';
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return 'This tab has no web address that can be read.';
  }
  const { protocol, hostname, pathname } = url;
  if (BROWSER_SCHEMES.has(protocol)) return 'This is one of the browser’s own pages; extensions may not read those.';
  if (protocol === 'about:') return 'This is an empty or built-in page (about:); there is nothing to read.';
  if (protocol === 'view-source:') return 'Source views cannot be read by extensions. Open the page itself to clip it.';
  if (protocol === 'data:' || protocol === 'blob:' || protocol === 'javascript:')
    return `Pages opened from a ${protocol} address cannot be read by extensions.`;
  if (EXTENSION_SCHEMES.has(protocol))
    return hostname === PDF_VIEWER_ID
      ? 'The browser’s PDF viewer does not let extensions read the document.'
      : 'This page belongs to an extension; extensions may not read each other’s pages.';
  if (protocol === 'file:' && !context.fileAccess)
    return 'Reading files on this computer is off. Turn on “Allow access to file URLs” for Capture Clipper in the browser’s extension settings.';
  if (STORE_PAGES.some((store) => store.host === hostname && (!store.path || store.path.test(pathname))))
    return 'The browser’s extension store cannot be read by extensions.';
  if (/\.pdf$/i.test(pathname)) return 'The browser’s PDF viewer does not let extensions read the document.';
  if (protocol !== 'http:' && protocol !== 'https:' && protocol !== 'file:')
    return `Pages with ${protocol} addresses cannot be read by extensions.`;
  return undefined;
}
