import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { sendMessage } from '@/lib/messages';
import { defaultSettings, settingsViewOf } from '@/lib/settings';
import { OptionsPage } from './OptionsPage';

vi.mock('@/lib/messages', () => ({ sendMessage: vi.fn() }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const send = vi.mocked(sendMessage);
let root: Root;
let container: HTMLElement;

beforeEach(() => {
  send.mockReset();
  // A stand-in background that keeps what was saved.
  let saved = defaultSettings;
  send.mockImplementation((async (type: string, data: unknown) => {
    if (type === 'saveSettings') saved = data as typeof defaultSettings;
    return settingsViewOf(saved, {});
  }) as typeof sendMessage);
  vi.spyOn(fakeBrowser.commands, 'getAll').mockResolvedValue([]);
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() =>
    root.render(
      <QueryClientProvider client={new QueryClient()}>
        <OptionsPage />
      </QueryClientProvider>,
    ),
  );
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.restoreAllMocks();
});

async function typeServiceUrl(value: string) {
  await vi.waitFor(() => expect(container.querySelector('#service-url')).not.toBeNull());
  const input = container.querySelector<HTMLInputElement>('#service-url')!;
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  act(() => {
    setValue.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

function clickSave() {
  const save = [...container.querySelectorAll('button')].find((button) => button.textContent === 'Save')!;
  act(() => save.click());
}

describe('saving the options page', () => {
  it('asks for access to a new service origin within the click itself, before anything is awaited', async () => {
    const request = vi.spyOn(fakeBrowser.permissions, 'request').mockResolvedValue(true);
    await typeServiceUrl('https://notes.example.com/api');
    clickSave();
    // Checked synchronously after the click: a request made after an `await` would lose the user gesture.
    expect(request).toHaveBeenCalledWith({ origins: ['https://notes.example.com/*'] });
    expect(send).not.toHaveBeenCalledWith('saveSettings', expect.anything());
  });

  it('saves once access is granted', async () => {
    vi.spyOn(fakeBrowser.permissions, 'request').mockResolvedValue(true);
    await typeServiceUrl('https://notes.example.com');
    clickSave();
    await vi.waitFor(() => expect(container.textContent).toMatch(/Saved at/));
    expect(send).toHaveBeenCalledWith('saveSettings', { ...defaultSettings, serviceUrl: 'https://notes.example.com' });
  });

  it('saves nothing when access is refused, and says what to do', async () => {
    vi.spyOn(fakeBrowser.permissions, 'request').mockResolvedValue(false);
    await typeServiceUrl('https://notes.example.com');
    clickSave();
    await vi.waitFor(() => expect(container.textContent).toMatch(/was not granted, so nothing was saved/));
    expect(send).not.toHaveBeenCalledWith('saveSettings', expect.anything());
  });

  it('does not ask again for the origin already in use', async () => {
    const request = vi.spyOn(fakeBrowser.permissions, 'request').mockResolvedValue(true);
    await typeServiceUrl('http://127.0.0.1:8787/');
    clickSave();
    await vi.waitFor(() => expect(send).toHaveBeenCalledWith('saveSettings', expect.anything()));
    expect(request).not.toHaveBeenCalled();
  });
});
