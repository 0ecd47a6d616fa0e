/** The parts of `runtime.MessageSender` the check looks at. */
export interface SenderInfo {
  id?: string;
  url?: string;
  origin?: string;
}

export interface ExtensionIdentity {
  id: string;
  /** `runtime.getURL('/')`: `chrome-extension://<id>/` (or `moz-extension://<uuid>/`). */
  baseUrl: string;
}

/**
 * True for our own extension pages (popup, options, other extension tabs). Content scripts share our
 * extension id but run in a web page's frame, so their `url`/`origin` is the page's: a page could drive
 * them, so they are not trusted with settings or tokens.
 */
export function isExtensionPageSender(sender: SenderInfo, extension: ExtensionIdentity): boolean {
  if (sender.id !== extension.id) return false;
  // Compared as strings: `new URL(...).origin` is "null" for extension schemes outside Chromium.
  if (sender.origin != null && `${sender.origin}/` !== extension.baseUrl) return false;
  return sender.url?.startsWith(extension.baseUrl) ?? false;
}

/** True for anything of ours: extension pages and our content scripts, whatever page they run in. */
export function isOwnSender(sender: SenderInfo, extension: ExtensionIdentity): boolean {
  return sender.id === extension.id;
}
