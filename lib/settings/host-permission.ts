import { browser } from 'wxt/browser';

/** The match pattern that lets the background call the service, e.g. `https://notes.example.com/*`. */
export function servicePermissionPattern(serviceUrl: string): string {
  const url = new URL(serviceUrl);
  return `${url.protocol}//${url.host}/*`;
}

export function sameOrigin(a: string, b: string): boolean {
  try {
    return new URL(a).origin === new URL(b).origin;
  } catch {
    return false;
  }
}

type PermissionsApi = Pick<typeof browser.permissions, 'request'>;

/**
 * Whether the background may call the service (the user can revoke access in the browser's extension settings).
 * Undecidable counts as yes: then the request itself will tell.
 */
export async function hasServiceAccess(
  serviceUrl: string,
  permissions: Pick<typeof browser.permissions, 'contains'> = browser.permissions,
): Promise<boolean> {
  try {
    return await permissions.contains({ origins: [servicePermissionPattern(serviceUrl)] });
  } catch {
    return true;
  }
}

/**
 * Asks the browser for access to the service's origin. Call it straight from the click handler, before any
 * `await`: browsers grant a prompt only while the user's gesture is still current. No prompt appears when
 * access is already granted.
 */
export function requestServiceAccess(serviceUrl: string, permissions: PermissionsApi = browser.permissions) {
  return permissions.request({ origins: [servicePermissionPattern(serviceUrl)] });
}

export function noAccessMessage(serviceUrl: string): string {
  return `Capture Clipper has no access to ${new URL(serviceUrl).host} (it was removed in the browser's extension settings). Save the service URL again and choose "Allow".`;
}

export function accessRefusedMessage(serviceUrl: string): string {
  return `Access to ${new URL(serviceUrl).host} was not granted, so nothing was saved. Save again and choose "Allow" to let Capture Clipper send clips there.`;
}
