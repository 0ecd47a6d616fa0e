import { describe, expect, it, vi } from 'vitest';
import { hasServiceAccess, requestServiceAccess, sameOrigin, servicePermissionPattern } from './host-permission';

describe('access to the service origin', () => {
  it('is asked for the origin only, port included, path left out', () => {
    expect(servicePermissionPattern('https://notes.example.com/api/')).toBe('https://notes.example.com/*');
    expect(servicePermissionPattern('http://127.0.0.1:8787')).toBe('http://127.0.0.1:8787/*');
    expect(servicePermissionPattern('https://notes.example.com:8443')).toBe('https://notes.example.com:8443/*');
  });

  it('is requested from the browser with that pattern', async () => {
    const request = vi.fn(async () => true);
    await expect(requestServiceAccess('https://notes.example.com/x', { request })).resolves.toBe(true);
    expect(request).toHaveBeenCalledWith({ origins: ['https://notes.example.com/*'] });
  });

  it('is reported as the browser has it, and as granted when the browser cannot tell', async () => {
    await expect(hasServiceAccess('https://n.example', { contains: async () => false })).resolves.toBe(false);
    const broken = async (): Promise<boolean> => {
      throw new Error('not implemented');
    };
    await expect(hasServiceAccess('https://n.example', { contains: broken })).resolves.toBe(true);
  });

  it('is needed again only when the origin changes', () => {
    expect(sameOrigin('http://127.0.0.1:8787', 'http://127.0.0.1:8787/')).toBe(true);
    expect(sameOrigin('http://127.0.0.1:8787', 'http://127.0.0.1:9999')).toBe(false);
    expect(sameOrigin('not a url', 'not a url')).toBe(false);
  });
});
